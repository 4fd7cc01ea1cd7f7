// Which page numbers the pager shows (spec §9: 7 entries, 5 on narrow screens). Framework-free, so tests read it
// directly.

/** A page number, or a gap standing for the pages left out before or after the current one. */
export type PagerItem = number | 'gapBefore' | 'gapAfter';

/** The narrowest pager that still shows first, last, current and both gaps. */
const MIN_WIDTH = 5;

/** How many pages `total` rows fill at `limit` per page; at least 1, so an empty list still has page 1. */
export function pageCountOf(total: number, limit: number): number {
  const rows = Number.isFinite(total) && total > 0 ? total : 0;
  return Math.max(1, Math.ceil(rows / Math.max(1, limit)));
}

/**
 * At most `width` entries: every page when they fit; otherwise the first and last page always, the current page
 * with its neighbours, and a gap where pages are left out. Near either end the run starts or ends there.
 *   width 7, page 1 of 20:  1 2 3 4 5 … 20        width 5, page 10 of 20:  1 … 10 … 20
 */
export function pagerItems(current: number, pageCount: number, width: number): PagerItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const slots = Math.max(MIN_WIDTH, Math.floor(width));
  const page = Math.min(Math.max(1, Math.floor(current) || 1), count);
  if (count <= slots) return range(1, count);
  const run = slots - 2; // pages beside first and last when one gap is shown
  if (page <= run - 1) return [...range(1, run), 'gapAfter', count];
  if (page >= count - run + 2) return [1, 'gapBefore', ...range(count - run + 1, count)];
  const middle = slots - 4; // pages between the two gaps
  const start = page - Math.floor((middle - 1) / 2);
  return [1, 'gapBefore', ...range(start, start + middle - 1), 'gapAfter', count];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
