// Routes from the contract's descriptors (src/core/contract/api): the descriptor gives method, path, access, view
// code, the schemas fastify validates with and the OpenAPI shows, and the types of the handler's request and answer.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { TSchema } from 'typebox';
import type { AccessOf, BodyOf, CallSpec, DataOf, ParamsOf, QueryOf } from '../../src/core/contract/api/define.ts';
import { ok } from '../../src/core/contract/index.ts';
import type { Session } from './auth/sessions.ts';
import type { Scope } from '../db/scope.ts';
import { isAuditedCall } from '../plugins/audit.ts';
import { PreparedAnswer, preparedPayload } from '../plugins/prepared.ts';
import { ClientHeaders, responses } from '../schemas.ts';

/** What a handler's request holds: the declared inputs, and the session and scope its access level guarantees. */
export type CallRequest<C extends CallSpec> = Omit<FastifyRequest, 'params' | 'query' | 'body' | 'session' | 'scope'> & {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  session: AccessOf<C> extends 'session' | 'group' ? Session : Session | null;
  scope: AccessOf<C> extends 'group' ? Scope : null;
};

/** An answer with its own `msg` (e.g. 删除成功) instead of 'success'. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}

export type CallHandler<C extends CallSpec> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<DataOf<C> | Answer<DataOf<C>> | PreparedAnswer<DataOf<C>> | FastifyReply>;

export interface RouteOptions {
  /** Hooks run before the view-code check and the input (rate limits). */
  onRequest?: onRequestHookHandler[];
  /** Hooks run once the input is validated, before the handler (limits keyed by an input, e.g. the login's phone). */
  preHandler?: preHandlerHookHandler[];
  /** Hidden from the OpenAPI document (development helpers). */
  hide?: boolean;
}

const FILE_RESPONSE = { type: 'string', format: 'binary', description: 'the file' } as const;
const EVENTS_RESPONSE = { type: 'string', description: 'server-sent events (id, event, data lines)' } as const;

/** Registers `call` on `app` with `handler`; the handler answers with the envelope's data, the envelope is added here. */
export function route<C extends CallSpec>(app: FastifyInstance, call: C, handler: CallHandler<C>, options: RouteOptions = {}): void {
  const access = call.access ?? 'group';
  const onRequest = [...(options.onRequest ?? []), ...(call.view ? [app.requireView(call.view)] : [])];
  const data = call.response as TSchema;
  const audited = isAuditedCall(call) && app.hasDecorator('audit');
  app.route({
    method: call.method,
    url: call.path,
    config: { access, call },
    onRequest,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    schema: {
      tags: [call.tag],
      summary: call.summary,
      description: call.view
        ? `${call.description} Needs view code ${[call.view].flat().join(' or ')} (or *:*:*), else HTTP 403.`
        : `${call.description} Open to every identity of the caller's organisation (no view code).`,
      hide: options.hide,
      ...(access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      headers: ClientHeaders,
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response:
        call.produces === 'file'
          ? { ...responses(data), 200: { content: { 'application/octet-stream': { schema: FILE_RESPONSE } } } }
          : call.produces === 'events'
            ? { ...responses(data), 200: { content: { 'text/event-stream': { schema: EVENTS_RESPONSE } } } }
            : responses(data),
    },
    handler: async (request, reply) => {
      const run = () => handler(request as unknown as CallRequest<C>, reply);
      // Staff writes run in one transaction with their audit record (server/plugins/audit.ts).
      const answer = audited ? await app.audit.run(request, call, run, (data) => (data instanceof Answer ? data.msg : 'success')) : await run();
      // A handler that sent its answer itself returns the reply; awaiting it (a thenable) yields once it is sent.
      if (answer === reply || (answer === undefined && reply.sent)) return reply;
      // A kept answer: its text (or compressed form), sent as it is.
      if (answer instanceof PreparedAnswer) return preparedPayload(request, reply, answer);
      return answer instanceof Answer ? ok(answer.data, answer.msg) : ok(answer);
    },
  });
}
