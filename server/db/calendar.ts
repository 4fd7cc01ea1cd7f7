import { BUSINESS_UTC_OFFSET_MINUTES, CHECK_WINDOW_DAYS } from '../../src/core/contract/index.ts';

/** Business days and weeks (China Standard Time, UTC+8, Monday first): the dashboard and badge windows, record numbers. */
export const DAY_MS = 86_400_000;
export const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;

/** The business day number of a time (days since 1970-01-01 in UTC+8). */
export function businessDay(at: number): number {
  return Math.floor((at + OFFSET_MS) / DAY_MS);
}

/** Start of the business day holding `at`, epoch ms. */
export function startOfDay(at: number): number {
  return businessDay(at) * DAY_MS - OFFSET_MS;
}

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
