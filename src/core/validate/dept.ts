/** spec §5: a department path of 2 or more segments is shown as first/last ('a/b/c/d' → 'a/d'). */
export function shortenDeptPath(path: string | null | undefined): string {
  const segments = (path ?? '').split('/').map((segment) => segment.trim()).filter(Boolean);
  if (segments.length <= 2) return segments.join('/');
  return `${segments[0]}/${segments[segments.length - 1]}`;
}

/** The top bar shows the last segment of the department full name (spec §2). */
export function lastDeptSegment(path: string | null | undefined): string {
  const segments = (path ?? '').split('/').map((segment) => segment.trim()).filter(Boolean);
  return segments[segments.length - 1] ?? '';
}
