import { CODE_MESSAGES, Code, GENERIC_FAILURE } from '../src/core/contract/index.ts';

/**
 * A refusal the envelope plugin turns into `{status, msg, data: null}`. Business outcomes (wrong password, SMS
 * code, unavailable group) travel as HTTP 200 with the spec's code (spec §8); request-level refusals use the
 * matching HTTP status: 400 bad input, 401 token (status 8405), 403 no group or permission, 404, 429 (status 8429).
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(httpStatus: number, status: number, message?: string, headers: Record<string, string> = {}) {
    super(message ?? messageOf(status));
    this.httpStatus = httpStatus;
    this.status = status;
    this.headers = headers;
  }
}

export function messageOf(status: number): string {
  return (CODE_MESSAGES[status] ?? GENERIC_FAILURE).zh;
}

/** HTTP 200 with a business code of spec §8. */
export function businessError(status: number, message?: string): ApiError {
  return new ApiError(200, status, message);
}

export function tokenExpired(): ApiError {
  return new ApiError(401, Code.TOKEN_EXPIRED);
}

export function badInput(detail: string): ApiError {
  return new ApiError(400, Code.BAD_INPUT, `${messageOf(Code.BAD_INPUT)}: ${detail}`);
}

export function notFound(what: string): ApiError {
  return new ApiError(404, Code.NOT_FOUND, `${messageOf(Code.NOT_FOUND)}: ${what}`);
}

export function tooManyRequests(retryAfterSeconds: number): ApiError {
  return new ApiError(429, Code.TOO_MANY_REQUESTS, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}
