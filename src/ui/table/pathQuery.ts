// Query parameters of a screen's path (screens receive the page's full path, query included).

/** The value of `name` in `path`'s query string, trimmed; null when absent or blank. */
export function queryParam(path: string, name: string): string | null {
  const index = path.indexOf('?');
  if (index < 0) return null;
  const value = new URLSearchParams(path.slice(index + 1).split('#')[0]).get(name)?.trim() ?? '';
  return value === '' ? null : value;
}

/** A positive whole-number id from the path's query (`?id=12`), or null. */
export function queryId(path: string, name = 'id'): number | null {
  const value = queryParam(path, name);
  return value !== null && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
