import { CHECK_WINDOW_DAYS, EMPTY_VALUE } from '../contract/index.ts';
import { orgDateText, orgDateTimeText, orgDayEnd, orgDayStart, orgInstant, orgWall } from '../rules/clock.ts';

/**
 * `now` is injectable everywhere so tests and hosts control the clock; all times are epoch ms, and every day, month
 * and text is the organisation's (src/core/rules/clock.ts), never the browser's time zone.
 */
export type Now = number | Date;

const ms = (now: Now): number => (typeof now === 'number' ? now : now.getTime());

export function startOfDay(now: Now = Date.now()): number {
  return orgDayStart(ms(now));
}

/** spec §9 default date helper: 23:59:59.999 today. */
export function endOfToday(now: Now = Date.now()): number {
  return orgDayEnd(ms(now));
}

/**
 * spec §9 default date helper: the start (00:00) of the same day one month back; a day the earlier month lacks
 * is clamped to its last day (31 March → 28/29 February), never rolled into the next month.
 */
export function oneMonthBack(now: Now = Date.now()): number {
  const wall = orgWall(ms(now));
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth(); // the earlier month, 1-based
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return orgInstant(year, month, Math.min(wall.getUTCDate(), lastDay));
}

/**
 * spec §7 amountOwingNotify and §9 check window: start of today minus CHECK_WINDOW_DAYS calendar days, to now.
 */
export function lastSevenDaysWindow(now: Now = Date.now()): { startTime: number; endTime: number } {
  const wall = orgWall(ms(now));
  const startTime = orgInstant(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate() - CHECK_WINDOW_DAYS);
  return { startTime, endTime: ms(now) };
}

function toTime(value: number | string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(d.getTime()) ? null : d.getTime();
}

/** 'YYYY-MM-DD' on the organisation's clock; missing or invalid → ——. */
export function formatDate(value: number | string | Date | null | undefined): string {
  const at = toTime(value);
  return at === null ? EMPTY_VALUE : orgDateText(at);
}

/** 'YYYY-MM-DD HH:mm:ss' on the organisation's clock; missing or invalid → ——. */
export function formatDateTime(value: number | string | Date | null | undefined): string {
  const at = toTime(value);
  return at === null ? EMPTY_VALUE : orgDateTimeText(at);
}
