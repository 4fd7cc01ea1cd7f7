// A contract descriptor called through the one request wrapper: the path with its parameters filled in, the query
// and body the descriptor declares, and its `data` typed by the descriptor's response schema.
import { urlOf } from '../contract/api/define.ts';
import type { CallInput, CallSpec, DataOf } from '../contract/api/define.ts';
import type { HttpClient, HttpMethod, RequestOptions } from './client.ts';
import type { QueryParams } from './params.ts';

export function callApi<C extends CallSpec>(http: HttpClient, call: C, input: CallInput<C>, options: RequestOptions = {}): Promise<DataOf<C>> {
  const url = urlOf(call, input.params as Readonly<Record<string, unknown>> | undefined);
  const params = { ...(input.query as QueryParams | undefined), ...options.params };
  return http.request<DataOf<C>>(call.method.toLowerCase() as HttpMethod, url, { ...options, params, body: input.body });
}

/** Starts a GET descriptor's call now; the same callApi within 10 s takes its answer (HttpClient.prefetch). */
export function prefetchApi<C extends CallSpec>(http: HttpClient, call: C, input: CallInput<C>): void {
  if (call.method !== 'GET') return;
  const url = urlOf(call, input.params as Readonly<Record<string, unknown>> | undefined);
  http.prefetch(url, input.query as QueryParams | undefined);
}

/** A descriptor answering with a file (`produces: 'file'`), downloaded through the same rules. */
export function downloadApi<C extends CallSpec>(http: HttpClient, call: C, input: CallInput<C>, options: RequestOptions = {}): Promise<Blob> {
  const url = urlOf(call, input.params as Readonly<Record<string, unknown>> | undefined);
  return http.download(url, input.query as QueryParams | undefined, options);
}

/** A descriptor taking a multipart upload (an image, an import file): the file goes as the part `file`. */
export function uploadApi<C extends CallSpec>(http: HttpClient, call: C, input: CallInput<C>, file: Blob, fileName: string, options: RequestOptions = {}): Promise<DataOf<C>> {
  const url = urlOf(call, input.params as Readonly<Record<string, unknown>> | undefined);
  return http.upload<DataOf<C>>(url, file, fileName, input.query as QueryParams | undefined, options);
}
