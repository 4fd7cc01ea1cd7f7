// The one request wrapper on the browser's fetch: no HTTP library in the bundles (issue 15).
import {
  CLIENT_HEADER_VALUE, Code, DEFAULT_COUNTRY, ERROR_TOAST_MS, HTTP_TIMEOUT_MS, Messages, PATH_UNDEFINED_TOAST_MS,
  STATUS_OK, UNKNOWN_FAILURE, isEnvelope,
} from '../contract/index.ts';
import { fetchEarly, takeEarly, untilAborted } from './early.ts';
import { ApiError, NetworkError, UndefinedPathError } from './errors.ts';
import { messageForCode } from './messages.ts';
import type { Lang } from './messages.ts';
import { serializeQuery } from './params.ts';
import type { QueryParams } from './params.ts';

export interface Toast {
  kind: 'error' | 'warning' | 'success';
  title?: string;
  message: string;
  durationMs: number;
}

/** "Expired once" (spec §8): the first trip wins until reset. A page shares one across its elements (the session bus). */
export interface ExpiryLatch {
  /** True for the first caller only, until `reset()`. */
  trip(): boolean;
  reset(): void;
  readonly tripped: boolean;
}

export function createExpiryLatch(): ExpiryLatch {
  let tripped = false;
  return {
    trip: () => !tripped && (tripped = true),
    reset: () => void (tripped = false),
    get tripped() {
      return tripped;
    },
  };
}

export interface HttpClientOptions {
  baseURL?: string;
  /** Sent as `Authorization: Bearer <token>`; no header when it returns nothing. */
  getToken(): string | null | undefined;
  /** The `country` header; DEFAULT_COUNTRY when it returns nothing. */
  getCountry?(): string | null | undefined;
  locale?: Lang | (() => Lang);
  notify?(toast: Toast): void;
  /** Token expired (HTTP 401 or status 8405): called once until `resetExpiry()` (spec §8). */
  onExpired?(): void;
  /** The latch `onExpired` waits on; default: this client's own. Elements pass the page's (`SessionBus.expiry`). */
  expiry?: ExpiryLatch;
  isOnLoginPage?(): boolean;
  /**
   * Called when a request was refused for its token, before deciding it is the session's end: afterwards `getToken()`
   * gives the token another tab stored meanwhile, if any (a switch or a refresh there revokes ours at once, and the
   * storage event saying so may not have reached this tab yet).
   */
  takeStoredToken?(): void | Promise<void>;
}

export interface RequestOptions {
  params?: QueryParams;
  /** Codes this caller shows itself: no generic toast, still rejected with ApiError (spec §8). */
  handledCodes?: readonly number[];
  /** No toast at all; the caller reports the failure. */
  silent?: boolean;
  /** Shown for 9701 and unknown codes instead of the catalogue's defaults. */
  fallback?: string;
  timeout?: number;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
}

/** The methods the contract's calls use, as `call.method.toLowerCase()` gives them. */
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** One request as the client sent it: the method (upper case) and the path it was given, without the query. */
export interface SentRequest {
  method: string;
  path: string;
}

/**
 * What an observer (the error log's request capture) is told of each request: the answer, whatever its HTTP
 * status, with the body as read (JSON parsed; a download's JSON failure envelope decoded), or no answer at all.
 */
export type HttpOutcome =
  | { request: SentRequest; status: number; body: unknown }
  | { request: SentRequest; error: NetworkError };

export interface HttpClient {
  /** The `baseURL` the client was made with (an element's `api-base`), if any. */
  readonly baseURL: string | undefined;
  /** A path as this client sends it: against `baseURL` unless it is absolute (the SSE stream, links to files). */
  url(path: string): string;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions & { body?: unknown }): Promise<T>;
  get<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  del<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T>;
  /** A file through the same rules; a JSON failure envelope instead of the file rejects with ApiError. */
  download(path: string, params?: QueryParams, options?: RequestOptions): Promise<Blob>;
  /** Sends `file` as the multipart part `file` (uploads, imports); the answer is read like any other. */
  upload<T>(path: string, file: Blob, fileName: string, params?: QueryParams, options?: RequestOptions): Promise<T>;
  /**
   * Starts `GET path?params` now, for a caller whose code is still loading (./early.ts): the same GET through any
   * client within 10 s takes its answer instead of asking again. Fire and forget: nothing is read or reported here.
   */
  prefetch(path: string, params?: QueryParams): void;
  /** Tells `observer` the outcome of every later request (aborted ones included); returns its removal. */
  observe(observer: (outcome: HttpOutcome) => void): () => void;
  /** Re-arms the expiry latch, e.g. after a new login. */
  resetExpiry(): void;
  readonly expired: boolean;
}

function isSuccess(httpStatus: number): boolean {
  return httpStatus >= 200 && httpStatus < 300;
}

function contentType(response: Response): string {
  return (response.headers.get('content-type') ?? '').toLowerCase();
}

/** A body read as JSON when it parses as JSON (whatever the content type says), otherwise as its text. */
function parseBody(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A downloaded body that is JSON is read back as an object; anything else stays bytes. */
function decodeJson(response: Response, bytes: ArrayBuffer): unknown {
  if (!contentType(response).includes('application/json')) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/** `path` against `baseURL`, the way XHR clients join them: one slash between; absolute paths stay as they are. */
function joinUrl(baseURL: string | undefined, path: string): string {
  if (!baseURL || /^([a-z][a-z\d+\-.]*:)?\/\//i.test(path)) return path;
  return path ? `${baseURL.replace(/\/?\/$/, '')}/${path.replace(/^\/+/, '')}` : baseURL;
}

/** The caller's signal and the timeout as one signal; `timedOut` tells which one ended the request. */
function requestSignal(timeoutMs: number, caller: AbortSignal | undefined) {
  const controller = new AbortController();
  // A timer cleared when the answer is in, not AbortSignal.timeout: the browser keeps a timeout signal, and the
  // request's signals that follow it, until it fires (500 s), however long ago the request was answered.
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out.', 'TimeoutError'));
  }, timeoutMs);
  const onAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) onAbort();
  else caller?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut && !caller?.aborted,
    release: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onAbort);
    },
  };
}

interface Sent {
  method: HttpMethod;
  path: string;
  body?: BodyInit;
  /** The body's content type; none for FormData, whose boundary the browser writes. */
  type?: string;
}

/** What observers are told the request was. */
const requestOf = (sent: Sent): SentRequest => ({ method: sent.method.toUpperCase(), path: sent.path });

/** What `send` hands back: the response and its body, read before the timeout and the caller's signal let go. */
interface Answer<B> {
  response: Response;
  body: B;
  /** The Authorization header it went with. */
  authorization: string | null;
}

/** The session's end (spec §8): HTTP 401, or status 8405 in the body. */
function isExpiry(response: Response, json: unknown): boolean {
  return response.status === 401 || (isEnvelope(json) && json.status === Code.TOKEN_EXPIRED);
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const latch = options.expiry ?? createExpiryLatch();
  const lang = (): Lang => (typeof options.locale === 'function' ? options.locale() : (options.locale ?? 'zh'));
  const observers = new Set<(outcome: HttpOutcome) => void>();
  const tell = (outcome: HttpOutcome) => {
    for (const observer of [...observers]) observer(outcome);
  };

  const toast = (opts: RequestOptions, message: string, durationMs = ERROR_TOAST_MS) => {
    if (!opts.silent) options.notify?.({ kind: 'error', message, durationMs });
  };

  const expire = () => {
    if (latch.tripped || options.isOnLoginPage?.()) return;
    if (latch.trip()) options.onExpired?.();
  };

  const failure = (response: Response, body: unknown, opts: RequestOptions): ApiError => {
    const envelope = isEnvelope(body) ? body : null;
    const data = envelope ? envelope.data : (body ?? null);
    const serverMessage = envelope?.msg;
    if (isExpiry(response, body)) {
      expire(); // the host logs out and reloads; no toast per request (spec §8)
      const message = messageForCode(Code.TOKEN_EXPIRED, { locale: lang() });
      return new ApiError(Code.TOKEN_EXPIRED, message, response.status, data);
    }
    const code = envelope && envelope.status !== STATUS_OK ? envelope.status : response.status;
    const message = messageForCode(code, { serverMessage, fallback: opts.fallback, locale: lang() });
    if (!opts.handledCodes?.includes(code)) toast(opts, message);
    return new ApiError(code, message, response.status, data);
  };

  const headersFor = (sent: Sent, opts: RequestOptions): Headers => {
    const headers = new Headers({ Client: CLIENT_HEADER_VALUE });
    if (sent.type) headers.set('Content-Type', sent.type);
    const token = options.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('country', options.getCountry?.() || DEFAULT_COUNTRY);
    for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value);
    return headers;
  };

  const urlWith = (path: string, params: QueryParams | undefined): string => {
    const query = serializeQuery(params);
    const target = joinUrl(options.baseURL, path);
    return query ? `${target}${target.includes('?') ? '&' : '?'}${query}` : target;
  };

  /**
   * Sends a request and reads its body with `read`. Every HTTP status is answered by the caller; no answer at all
   * becomes a NetworkError: 'timeout' (toasted 请求超时), 'aborted' (the caller's choice: no toast) or 'network'.
   */
  const send = async <B>(sent: Sent, opts: RequestOptions, read: (response: Response) => Promise<B>): Promise<Answer<B>> => {
    if (sent.path.includes('undefined')) {
      const message = Messages.pathUndefined[lang()];
      toast(opts, message, PATH_UNDEFINED_TOAST_MS);
      throw new UndefinedPathError(sent.path, message);
    }
    const request = requestOf(sent);
    const headers = headersFor(sent, opts);
    const url = urlWith(sent.path, opts.params);
    const limit = requestSignal(opts.timeout || HTTP_TIMEOUT_MS, opts.signal);
    try {
      const asked = request.method === 'GET' && sent.body === undefined ? takeEarly(url, headers) : null;
      const response = await (asked
        ? untilAborted(asked, limit.signal)
        : fetch(url, { method: request.method, headers, body: sent.body, signal: limit.signal }));
      return { response, body: await read(response), authorization: headers.get('Authorization') };
    } catch (cause) {
      const kind = limit.timedOut() ? 'timeout' : opts.signal?.aborted ? 'aborted' : 'network';
      if (kind === 'aborted') {
        const error = new NetworkError('aborted', 'canceled', cause);
        tell({ request, error });
        throw error;
      }
      const message = kind === 'timeout' ? Messages.requestTimeout[lang()] : UNKNOWN_FAILURE[lang()];
      toast(opts, message);
      const error = new NetworkError(kind, message, cause);
      tell({ request, error });
      throw error;
    } finally {
      limit.release();
    }
  };

  /**
   * Sends, and sends once more with the token now in use when the answer refused a token re-issued while the request
   * was on its way (a refresh or an identity switch revokes the old token at once, in this tab or another): that is
   * not the session's end.
   * The server refused it before doing anything, so any method may go again.
   */
  const exchange = async <B>(sent: Sent, opts: RequestOptions, read: (response: Response) => Promise<B>, json: (response: Response, body: B) => unknown) => {
    const ask = async () => {
      const got = await send(sent, opts, read);
      return { ...got, json: json(got.response, got.body) };
    };
    const first = await ask();
    if (!isExpiry(first.response, first.json)) return first;
    await options.takeStoredToken?.();
    const token = options.getToken();
    return token && first.authorization !== `Bearer ${token}` ? ask() : first;
  };

  const readText = async (response: Response) => parseBody(await response.text());
  const asText = (_response: Response, body: unknown) => body;

  /** A JSON body for `body` unless it is FormData or bytes, which go as they are. */
  const encode = (method: HttpMethod, path: string, body: unknown): Sent => {
    if (body === undefined || body === null) return { method, path };
    if (body instanceof FormData || body instanceof Blob) return { method, path, body };
    return { method, path, body: JSON.stringify(body), type: 'application/json' };
  };

  const answer = <T>(sent: Sent, { response, body }: Answer<unknown>, opts: RequestOptions): T => {
    tell({ request: requestOf(sent), status: response.status, body });
    if (isSuccess(response.status) && isEnvelope(body) && body.status === STATUS_OK) return body.data as T;
    throw failure(response, body, opts);
  };

  const request = async <T>(method: HttpMethod, path: string, opts: RequestOptions & { body?: unknown } = {}) => {
    const sent = encode(method, path, opts.body);
    return answer<T>(sent, await exchange(sent, opts, readText, asText), opts);
  };

  const download = async (path: string, params?: QueryParams, opts: RequestOptions = {}) => {
    const sent: Sent = { method: 'get', path };
    const { response, body: bytes, json } = await exchange(sent, { ...opts, params }, (res) => res.arrayBuffer(), decodeJson);
    tell({ request: requestOf(sent), status: response.status, body: json });
    const failed = isEnvelope(json) && json.status !== STATUS_OK;
    if (isSuccess(response.status) && !failed) return new Blob([bytes], { type: contentType(response) });
    throw failure(response, json, opts);
  };

  const upload = async <T>(path: string, file: Blob, fileName: string, params?: QueryParams, opts: RequestOptions = {}) => {
    const form = new FormData();
    form.append('file', file, fileName);
    const sent: Sent = { method: 'post', path, body: form };
    return answer<T>(sent, await exchange(sent, { ...opts, params }, readText, asText), opts);
  };

  return {
    baseURL: options.baseURL,
    url: (path) => joinUrl(options.baseURL, path),
    request,
    upload,
    get: (path, params, rest) => request('get', path, { ...rest, params }),
    post: (path, body, rest) => request('post', path, { ...rest, body }),
    put: (path, body, rest) => request('put', path, { ...rest, body }),
    del: (path, params, rest) => request('delete', path, { ...rest, params }),
    download,
    prefetch: (path, params) => {
      if (!path.includes('undefined')) fetchEarly(urlWith(path, params), headersFor({ method: 'get', path }, {}));
    },
    observe(observer) {
      observers.add(observer);
      return () => void observers.delete(observer);
    },
    resetExpiry: () => latch.reset(),
    get expired() {
      return latch.tripped;
    },
  };
}
