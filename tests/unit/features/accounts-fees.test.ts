// The fee lists' own display rules: a share of sales held in basis points, and the YYYY-MM period of a chosen month.
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE } from '../../../src/core/contract/index.ts';
import { billPeriod, formatShare } from '../../../src/features/accounts/fees.ts';
import { orgInstant } from '../../../src/core/rules/clock.ts';

describe('formatShare', () => {
  it.each([
    [50, '0.50%'],
    [0, '0.00%'],
    [125, '1.25%'],
    [10_000, '100.00%'],
    [null, EMPTY_VALUE],
    [undefined, EMPTY_VALUE],
    [Number.NaN, EMPTY_VALUE],
  ])('%s basis points read %s', (basisPoints, expected) => {
    expect(formatShare(basisPoints)).toBe(expected);
  });
});

describe('billPeriod', () => {
  it.each([
    // The picker hands over the month's first instant on the organisation's clock (UTC+8).
    [new Date(orgInstant(2026, 1, 15)), '2026-01'],
    [new Date(orgInstant(2026, 12, 1)), '2026-12'],
    [new Date(Number.NaN), undefined],
    [null, undefined],
  ])('%s is the period %s', (month, expected) => {
    expect(billPeriod(month)).toBe(expected);
  });
});
