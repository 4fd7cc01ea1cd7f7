/** What the http client rejects with: never strings (STYLE.md), always one of these classes. */

/** A business failure (body status ≠ 200) or an HTTP error; `message` is already mapped for the user (spec §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The body status, or the HTTP status when the body is not an envelope. */
    readonly code: number,
    message: string,
    readonly httpStatus: number,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** No usable answer: a timeout, no connection, or a request the caller aborted. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly kind: 'timeout' | 'network' | 'aborted',
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

/** A path containing `undefined` is refused before it is sent (spec §5). */
export class UndefinedPathError extends Error {
  override readonly name = 'UndefinedPathError';
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

export type HttpFailure = ApiError | NetworkError | UndefinedPathError;
