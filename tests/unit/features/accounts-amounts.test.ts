// Amounts typed in yuan become integer cents by their text (spec §9: money held in cents), and each dialog's request
// id is new; a load-more select asks for the next page only while rows are missing.
import { describe, expect, it } from 'vitest';
import { moneyTyped, newRequestId, yuanToCents } from '../../../src/features/accounts/fees.ts';
import { nextLoadMorePage } from '../../../src/ui/options/loadMore.ts';

describe('yuanToCents', () => {
  it.each([
    ['12.30', 1_230],
    ['0.29', 29],
    ['0.1', 10],
    [' 487.66 ', 48_766],
    ['1000000', 100_000_000],
    [19.99, 1_999],
    [0, 0],
  ])('%j → %s cents', (typed, cents) => {
    expect(yuanToCents(typed)).toBe(cents);
  });

  it.each([['1.234'], ['-1'], ['abc'], [''], ['1e3'], [null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY]])('%j is no amount', (typed) => {
    expect(yuanToCents(typed as string | number | null | undefined)).toBeNull();
  });
});

describe('moneyTyped: a money field takes only money', () => {
  it.each([
    ['abc', ''],
    ['12a.345', '12.34'],
    ['-5', '5'],
    ['1.2.3', '1.23'],
    ['１２．５', '12.5'],
    ['30.', '30.'],
    ['1e3', '13'],
    [undefined, ''],
  ])('%j keeps %j', (typed, kept) => {
    expect(moneyTyped(typed)).toBe(kept);
  });
});

describe('newRequestId', () => {
  it('fits the server\'s pattern and differs each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newRequestId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

describe('nextLoadMorePage', () => {
  it('the next page while rows are missing, none once all are loaded', () => {
    expect(nextLoadMorePage(1, 50, 120)).toBe(2);
    expect(nextLoadMorePage(2, 100, 120)).toBe(3);
    expect(nextLoadMorePage(3, 120, 120)).toBeUndefined();
    expect(nextLoadMorePage(1, 0, 0)).toBeUndefined();
  });
});
