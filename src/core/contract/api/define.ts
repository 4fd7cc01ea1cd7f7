// One descriptor per API call (DESIGN.md): method, path, access and the schemas of its inputs and of its answer's
// `data`. The server registers the route from it (validation, OpenAPI, handler types), the client calls it typed.
// Types come from the schemas by `Static<>`; no shape is written beside them.
import type { Static, TObject, TSchema } from 'typebox';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: 'public' (no token), 'optional' (a valid token is read when sent), 'session' (a valid token, bound
 * to a group or not), 'group' (a token bound to an enabled group: the caller's organisation and department subtree).
 */
export type Access = 'public' | 'optional' | 'session' | 'group';

export interface CallSpec {
  method: Method;
  /** fastify style, `:name` for a path parameter: `/api/system/proclamation/deleteById/:id`. */
  path: string;
  /** Default 'group'. */
  access?: Access;
  /** A view code the identity must hold (or '*:*:*'); refused with HTTP 403 before the input is read. */
  view?: string | readonly string[];
  /** The OpenAPI tag: the area. */
  tag: string;
  summary: string;
  /** What it does, who sees what, the codes it answers with. */
  description: string;
  params?: TObject;
  query?: TObject;
  body?: TSchema;
  /** The envelope's `data` on success. */
  response: TSchema;
  /**
   * 'file': the answer is a file (a download), not the JSON envelope; 'events': a text/event-stream of server-sent
   * events. Failures still come as the envelope.
   */
  produces?: 'json' | 'file' | 'events';
}

/** A descriptor; `defineCall` freezes it. */
export type Call<S extends CallSpec = CallSpec> = Readonly<S>;

export function defineCall<const S extends CallSpec>(spec: S): Call<S> {
  return Object.freeze({ ...spec });
}

type SchemaOf<C, K extends keyof CallSpec> = C extends { readonly [P in K]: infer S extends TSchema } ? Static<S> : undefined;

export type ParamsOf<C extends CallSpec> = SchemaOf<C, 'params'>;
export type QueryOf<C extends CallSpec> = SchemaOf<C, 'query'>;
export type BodyOf<C extends CallSpec> = SchemaOf<C, 'body'>;
/** What the call answers with (the envelope's `data`). */
export type DataOf<C extends CallSpec> = Static<C['response']>;
export type AccessOf<C extends CallSpec> = C extends { readonly access: infer A extends Access } ? A : 'group';

/** A call answering `{rows, total}` to a query with `page` and `limit`. */
export type PagedCall = CallSpec & { readonly query: TObject };
export type RowOf<C extends CallSpec> = DataOf<C> extends { rows: Array<infer R> } ? R : never;
/** A paged call's filters: its query without `page` and `limit`. */
export type FiltersOf<C extends CallSpec> = Omit<NonNullable<QueryOf<C>>, 'page' | 'limit'>;

/** What a caller passes: the parts the call declares, and only those. */
export type CallInput<C extends CallSpec> = (C extends { readonly params: TSchema } ? { params: ParamsOf<C> } : { params?: undefined }) &
  (C extends { readonly query: TSchema } ? { query?: QueryOf<C> } : { query?: undefined }) &
  (C extends { readonly body: TSchema } ? { body: BodyOf<C> } : { body?: undefined });

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The names of the path parameters, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1]);
}

/**
 * The URL of a call with its path parameters filled in (encoded). A parameter that is missing is written as
 * 'undefined', which the client's request wrapper refuses with spec §5's message.
 */
export function urlOf(call: Pick<CallSpec, 'path'>, params?: Readonly<Record<string, unknown>>): string {
  return call.path.replace(PARAM, (_, name: string) => {
    const value = params?.[name];
    return value === undefined || value === null ? 'undefined' : encodeURIComponent(String(value));
  });
}

/** The OpenAPI form of a path: `{id}` for `:id`. */
export function openApiPath(path: string): string {
  return path.replace(PARAM, (_, name: string) => `{${name}}`);
}
