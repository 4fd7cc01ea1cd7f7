import axios from 'axios';
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, Method } from 'axios';
import {
  CLIENT_HEADER_VALUE, Code, DEFAULT_COUNTRY, ERROR_TOAST_MS, HTTP_TIMEOUT_MS, Messages, PATH_UNDEFINED_TOAST_MS,
  STATUS_OK, UNKNOWN_FAILURE, isEnvelope,
} from '../contract/index.ts';
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

export interface HttpClient {
  /** The client's own axios instance (never the global one); its interceptors add the headers. */
  readonly instance: AxiosInstance;
  request<T>(method: Method, path: string, options?: RequestOptions & { body?: unknown }): Promise<T>;
  get<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  del<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T>;
  /** A file through the same rules; a JSON failure envelope instead of the file rejects with ApiError. */
  download(path: string, params?: QueryParams, options?: RequestOptions): Promise<Blob>;
  /** Sends `file` as the multipart part `file` (uploads, imports); the answer is read like any other. */
  upload<T>(path: string, file: Blob, fileName: string, params?: QueryParams, options?: RequestOptions): Promise<T>;
  /** Re-arms the expiry latch, e.g. after a new login. */
  resetExpiry(): void;
  readonly expired: boolean;
}

function isSuccess(httpStatus: number): boolean {
  return httpStatus >= 200 && httpStatus < 300;
}

function contentType(response: AxiosResponse): string {
  return String(response.headers['content-type'] ?? '').toLowerCase();
}

/** A downloaded body that is JSON is read back as an object; anything else stays bytes. */
function decodeJson(response: AxiosResponse<ArrayBuffer>): unknown {
  if (!contentType(response).includes('application/json')) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(response.data));
  } catch {
    return undefined;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const latch = options.expiry ?? createExpiryLatch();
  const lang = (): Lang => (typeof options.locale === 'function' ? options.locale() : (options.locale ?? 'zh'));

  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: HTTP_TIMEOUT_MS,
    headers: { Client: CLIENT_HEADER_VALUE },
    paramsSerializer: { serialize: (params) => serializeQuery(params as QueryParams) },
    // Every HTTP status is answered by one place below; ETIMEDOUT tells timeouts from aborts.
    validateStatus: () => true,
    transitional: { clarifyTimeoutError: true },
  });
  instance.interceptors.request.use((config) => {
    const token = options.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('country', options.getCountry?.() || DEFAULT_COUNTRY);
    return config;
  });

  const toast = (opts: RequestOptions, message: string, durationMs = ERROR_TOAST_MS) => {
    if (!opts.silent) options.notify?.({ kind: 'error', message, durationMs });
  };

  const expire = () => {
    if (latch.tripped || options.isOnLoginPage?.()) return;
    if (latch.trip()) options.onExpired?.();
  };

  const failure = (response: AxiosResponse, body: unknown, opts: RequestOptions): ApiError => {
    const envelope = isEnvelope(body) ? body : null;
    const data = envelope ? envelope.data : (body ?? null);
    const serverMessage = envelope?.msg;
    if (response.status === 401 || envelope?.status === Code.TOKEN_EXPIRED) {
      expire(); // the host logs out and reloads; no toast per request (spec §8)
      const message = messageForCode(Code.TOKEN_EXPIRED, { locale: lang() });
      return new ApiError(Code.TOKEN_EXPIRED, message, response.status, data);
    }
    const code = envelope && envelope.status !== STATUS_OK ? envelope.status : response.status;
    const message = messageForCode(code, { serverMessage, fallback: opts.fallback, locale: lang() });
    if (!opts.handledCodes?.includes(code)) toast(opts, message);
    return new ApiError(code, message, response.status, data);
  };

  const networkFailure = (error: unknown, opts: RequestOptions): unknown => {
    if (!axios.isAxiosError(error)) return error;
    if (axios.isCancel(error)) return new NetworkError('aborted', error.message, error);
    const timedOut = error.code === 'ETIMEDOUT';
    const message = timedOut ? Messages.requestTimeout[lang()] : UNKNOWN_FAILURE[lang()];
    toast(opts, message);
    return new NetworkError(timedOut ? 'timeout' : 'network', message, error);
  };

  const send = async (config: AxiosRequestConfig, opts: RequestOptions): Promise<AxiosResponse> => {
    const path = config.url ?? '';
    if (path.includes('undefined')) {
      const message = Messages.pathUndefined[lang()];
      toast(opts, message, PATH_UNDEFINED_TOAST_MS);
      throw new UndefinedPathError(path, message);
    }
    const { params, timeout, signal, headers } = opts;
    try {
      return await instance.request({ ...config, params, signal, headers, ...(timeout ? { timeout } : {}) });
    } catch (error) {
      throw networkFailure(error, opts);
    }
  };

  const request = async <T>(method: Method, path: string, opts: RequestOptions & { body?: unknown } = {}) => {
    const response = await send({ method, url: path, data: opts.body }, opts);
    const body: unknown = response.data;
    if (isSuccess(response.status) && isEnvelope(body) && body.status === STATUS_OK) return body.data as T;
    throw failure(response, body, opts);
  };

  const download = async (path: string, params?: QueryParams, opts: RequestOptions = {}) => {
    const response = await send({ method: 'get', url: path, responseType: 'arraybuffer' }, { ...opts, params });
    const json = decodeJson(response);
    const failed = isEnvelope(json) && json.status !== STATUS_OK;
    if (isSuccess(response.status) && !failed) return new Blob([response.data], { type: contentType(response) });
    throw failure(response, json, opts);
  };

  const upload = async <T>(path: string, file: Blob, fileName: string, params?: QueryParams, opts: RequestOptions = {}) => {
    const form = new FormData();
    form.append('file', file, fileName);
    const response = await send({ method: 'post', url: path, data: form }, { ...opts, params });
    const body: unknown = response.data;
    if (isSuccess(response.status) && isEnvelope(body) && body.status === STATUS_OK) return body.data as T;
    throw failure(response, body, opts);
  };

  return {
    instance,
    request,
    upload,
    get: (path, params, rest) => request('get', path, { ...rest, params }),
    post: (path, body, rest) => request('post', path, { ...rest, body }),
    put: (path, body, rest) => request('put', path, { ...rest, body }),
    del: (path, params, rest) => request('delete', path, { ...rest, params }),
    download,
    resetExpiry: () => latch.reset(),
    get expired() {
      return latch.tripped;
    },
  };
}
