/** The response envelope every call returns (spec §7, §8). Business failures are HTTP 200 with a non-200 status. */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

/** Paged data (spec §3): `{rows, total}`; queries carry `page` (1-based) and `limit`. */
export interface Paged<T> {
  rows: T[];
  total: number;
}

export interface PageQuery {
  page: number;
  limit: number;
}

export const STATUS_OK = 200;

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { status: STATUS_OK, msg, data };
}

export function fail(status: number, msg: string): Envelope<null> {
  return { status, msg, data: null };
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).status === 'number';
}

/** Paged responses come as `data.rows/data.total` or top-level `rows/total` (spec §3); both read the same. */
export function readPaged<T>(body: unknown): Paged<T> {
  const source = (body as { data?: unknown })?.data ?? body;
  const rows = (source as Paged<T>)?.rows;
  const total = Number((source as Paged<T>)?.total);
  return { rows: Array.isArray(rows) ? rows : [], total: Number.isFinite(total) ? total : 0 };
}
