/** Query strings (spec §5): strings trimmed, empty/null/undefined dropped, arrays joined with commas. */

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

function scalar(value: QueryScalar): string {
  return typeof value === 'string' ? value.trim() : String(value);
}

/** The values that will be sent, as strings, in the caller's key order. */
export function cleanQueryParams(params: QueryParams | null | undefined): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    const text = Array.isArray(value)
      ? (value as readonly QueryScalar[]).map(scalar).filter((item) => item !== '').join(',')
      : scalar(value as QueryScalar);
    if (text !== '') pairs.push([key, text]);
  }
  return pairs;
}

/** `a=1&b=x%2Cy`, without the leading `?`; empty when nothing is left. */
export function serializeQuery(params: QueryParams | null | undefined): string {
  return cleanQueryParams(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}
