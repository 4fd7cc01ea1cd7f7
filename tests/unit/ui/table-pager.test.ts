// spec §9: the pager shows 7 page entries, 5 on narrow screens; first and last page always, gaps where pages are
// left out, the current page with its neighbours.
import { describe, expect, it } from 'vitest';
import { PAGER_WIDTH, PAGER_WIDTH_NARROW } from '../../../src/core/contract/index.ts';
import { pageCountOf, pagerItems } from '../../../src/ui/table/pager.ts';

const shown = (current: number, pages: number, width: number) =>
  pagerItems(current, pages, width).map((item) => (typeof item === 'number' ? String(item) : '…')).join(' ');

describe('pagerItems', () => {
  it.each([
    [1, 1, '1'],
    [3, 7, '1 2 3 4 5 6 7'],
    [1, 20, '1 2 3 4 5 … 20'],
    [4, 20, '1 2 3 4 5 … 20'],
    [5, 20, '1 … 4 5 6 … 20'],
    [10, 20, '1 … 9 10 11 … 20'],
    [16, 20, '1 … 15 16 17 … 20'],
    [17, 20, '1 … 16 17 18 19 20'],
    [20, 20, '1 … 16 17 18 19 20'],
    [5, 8, '1 … 4 5 6 7 8'],
  ])('width 7 (wide screens): page %i of %i shows %s', (current, pages, expected) => {
    expect(shown(current, pages, PAGER_WIDTH)).toBe(expected);
  });

  it.each([
    [2, 5, '1 2 3 4 5'],
    [1, 20, '1 2 3 … 20'],
    [2, 20, '1 2 3 … 20'],
    [3, 20, '1 … 3 … 20'],
    [10, 20, '1 … 10 … 20'],
    [19, 20, '1 … 18 19 20'],
    [20, 20, '1 … 18 19 20'],
  ])('width 5 (narrow screens): page %i of %i shows %s', (current, pages, expected) => {
    expect(shown(current, pages, PAGER_WIDTH_NARROW)).toBe(expected);
  });

  it('never shows more entries than the width, and always the first, last and current page', () => {
    for (const width of [PAGER_WIDTH_NARROW, PAGER_WIDTH]) {
      for (let pages = 1; pages <= 30; pages += 1) {
        for (let current = 1; current <= pages; current += 1) {
          const items = pagerItems(current, pages, width);
          expect(items.length).toBeLessThanOrEqual(width);
          expect(items).toContain(1);
          expect(items).toContain(pages);
          expect(items).toContain(current);
          const numbers = items.filter((item): item is number => typeof item === 'number');
          expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        }
      }
    }
  });

  it('keeps an out-of-range page inside the pages there are', () => {
    expect(shown(0, 20, PAGER_WIDTH)).toBe('1 2 3 4 5 … 20');
    expect(shown(99, 20, PAGER_WIDTH)).toBe('1 … 16 17 18 19 20');
    expect(shown(3, 0, PAGER_WIDTH)).toBe('1');
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [3922, 20, 197],
    [Number.NaN, 10, 1],
    [5, 0, 5],
  ])('%d rows at %d per page fill %d pages', (total, limit, pages) => {
    expect(pageCountOf(total, limit)).toBe(pages);
  });
});
