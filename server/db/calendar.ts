import { CHECK_WINDOW_DAYS } from '../../src/core/contract/index.ts';
import { ORG_OFFSET_MS, orgDayNumber, orgDayStart } from '../../src/core/rules/clock.ts';

/**
 * Business days and weeks on the organisation's clock (src/core/rules/clock.ts, the one the screens read; Monday
 * first): the dashboard and badge windows, record numbers.
 */
export const DAY_MS = 86_400_000;
export const OFFSET_MS = ORG_OFFSET_MS;

/** The business day number of a time (days since 1970-01-01 on the organisation's clock). */
export const businessDay = orgDayNumber;

/** Start of the business day holding `at`, epoch ms. */
export const startOfDay = orgDayStart;

/** Start of the business week (Monday 00:00) holding `at`. 1970-01-01 was a Thursday. */
export function startOfWeek(at: number): number {
  const day = businessDay(at);
  const weekday = (day + 3) % 7; // 0 Monday ... 6 Sunday
  return (day - weekday) * DAY_MS - OFFSET_MS;
}

/** YYYY-MM-DD of a business day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** YYYYMMDD of the business day holding `at`, for record numbers. */
export function compactDate(at: number): string {
  return dateOfDay(businessDay(at)).replaceAll('-', '');
}

/** The complaint window of spec §9, as the balance check of spec §7 counts it: start of today minus 7 days. */
export function checkWindowStart(now: number): number {
  return startOfDay(now) - CHECK_WINDOW_DAYS * DAY_MS;
}
