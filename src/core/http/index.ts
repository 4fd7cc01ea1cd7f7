// The one request wrapper (spec §5, §7, §8): headers, query rules, envelope, error mapping, expiry latch.
export { createExpiryLatch, createHttpClient } from './client.ts';
export type { ExpiryLatch, HttpClient, HttpClientOptions, HttpMethod, HttpOutcome, RequestOptions, SentRequest, Toast } from './client.ts';
export { ApiError, NetworkError, UndefinedPathError } from './errors.ts';
export type { HttpFailure } from './errors.ts';
export { messageForCode } from './messages.ts';
export type { Lang, MessageForCodeOptions } from './messages.ts';
export { cleanQueryParams, serializeQuery } from './params.ts';
export type { QueryParams, QueryScalar, QueryValue } from './params.ts';
export { callApi, downloadApi, prefetchApi, uploadApi } from './call.ts';
