import { describe, expect, it } from 'vitest';
import {
  endOfToday, formatDate, formatDateTime, formatMoney, formatTemperature, formatValue, isMissing,
  lastSevenDaysWindow, oneMonthBack, startOfDay,
} from '../../../src/core/format/index.ts';
import { orgInstant } from '../../../src/core/rules/clock.ts';

// Readings of the organisation's clock (China Standard Time), whatever the time zone the tests run in.
const local = orgInstant;

describe('spec §9 money in cents', () => {
  it.each([
    [12345, '123.45'], [100, '1.00'], [5, '0.05'], [0, '0.00'], [-150, '-1.50'], [105, '1.05'], ['2599', '25.99'],
    [null, '——'], [undefined, '——'], [Number.NaN, '——'], ['', '——'], ['abc', '——'], [Infinity, '——'],
  ])('formatMoney(%j) → %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});

describe('spec §9 temperature and missing values', () => {
  it.each([
    [-50, '——'], ['-50', '——'], [null, '——'], [undefined, '——'], [4, '4℃'], [-18.5, '-18.5℃'], [0, '0℃'], [-49, '-49℃'],
  ])('formatTemperature(%j) → %s', (t, text) => {
    expect(formatTemperature(t)).toBe(text);
  });

  it.each([
    [null, '——'], [undefined, '——'], ['', '——'], ['  ', '——'], [Number.NaN, '——'], [0, '0'], [false, 'false'], ['x', 'x'],
  ])('formatValue(%j) → %s', (value, text) => {
    expect(formatValue(value)).toBe(text);
    expect(isMissing(value)).toBe(text === '——');
  });
});

describe('spec §9 default date helpers and §7 check window', () => {
  const now = local(2024, 3, 31, 14, 30, 15, 500);

  it('endOfToday is 23:59:59.999 today', () => {
    expect(endOfToday(now)).toBe(local(2024, 3, 31, 23, 59, 59, 999));
    expect(endOfToday(new Date(now))).toBe(local(2024, 3, 31, 23, 59, 59, 999));
  });

  it.each([
    [local(2024, 3, 31, 14), local(2024, 2, 29)],
    [local(2023, 3, 31, 14), local(2023, 2, 28)],
    [local(2024, 1, 15, 9), local(2023, 12, 15)],
    [local(2024, 7, 31, 9), local(2024, 6, 30)],
    [local(2024, 5, 1, 0), local(2024, 4, 1)],
  ])('oneMonthBack(%i) is 00:00 of %i', (at, back) => {
    expect(oneMonthBack(at)).toBe(back);
  });

  it('lastSevenDaysWindow: start of today minus 7 days, to now (ms)', () => {
    expect(lastSevenDaysWindow(now)).toEqual({ startTime: local(2024, 3, 24), endTime: now });
    expect(lastSevenDaysWindow(new Date(local(2024, 1, 3, 8)))).toEqual({ startTime: local(2023, 12, 27), endTime: local(2024, 1, 3, 8) });
  });

  it('startOfDay is midnight on the organisation\'s clock', () => {
    expect(startOfDay(now)).toBe(local(2024, 3, 31));
  });

  it('helpers default to the current time', () => {
    const before = Date.now();
    expect(endOfToday()).toBeGreaterThanOrEqual(before);
    expect(oneMonthBack()).toBeLessThan(before);
    expect(lastSevenDaysWindow().endTime).toBeGreaterThanOrEqual(before);
    expect(startOfDay()).toBeLessThanOrEqual(before);
  });
});

describe('date display (ours: the organisation\'s clock, —— when missing)', () => {
  it.each([
    [local(2024, 1, 5, 7, 8, 9), '2024-01-05 07:08:09', '2024-01-05'],
    [String(local(2023, 12, 31, 23, 59, 59)), '2023-12-31 23:59:59', '2023-12-31'],
    [new Date(local(2000, 10, 10, 10, 10, 10)), '2000-10-10 10:10:10', '2000-10-10'],
    [null, '——', '——'], [undefined, '——', '——'], ['', '——', '——'], ['not a date', '——', '——'],
  ])('%j → %s / %s', (value, dateTime, date) => {
    expect(formatDateTime(value)).toBe(dateTime);
    expect(formatDate(value)).toBe(date);
  });
});

describe('one clock: the organisation\'s, not the process\'s time zone', () => {
  it.each([
    [Date.UTC(2026, 10, 27, 17, 37, 5), '2026-11-28 01:37:05', '2026-11-28'],
    [Date.UTC(2026, 10, 27, 15, 59, 59), '2026-11-27 23:59:59', '2026-11-27'],
    [Date.UTC(2026, 11, 31, 16, 0, 0), '2027-01-01 00:00:00', '2027-01-01'],
  ])('%i (UTC) reads %s in China Standard Time', (at, dateTime, date) => {
    expect(formatDateTime(at)).toBe(dateTime);
    expect(formatDate(at)).toBe(date);
  });

  it('a day starts and ends at China\'s midnight', () => {
    const at = Date.UTC(2026, 10, 27, 17, 37);
    expect(startOfDay(at)).toBe(Date.UTC(2026, 10, 27, 16));
    expect(endOfToday(at)).toBe(Date.UTC(2026, 10, 28, 16) - 1);
  });
});
