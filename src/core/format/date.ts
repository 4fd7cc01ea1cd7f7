import { CHECK_WINDOW_DAYS, EMPTY_VALUE } from '../contract/index.ts';

/** `now` is injectable everywhere so tests and hosts control the clock; all times are epoch ms, local time. */
export type Now = number | Date;

function at(now: Now): Date {
  return new Date(typeof now === 'number' ? now : now.getTime());
}

export function startOfDay(now: Now = Date.now()): number {
  const d = at(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** spec §9 default date helper: 23:59:59.999 today. */
export function endOfToday(now: Now = Date.now()): number {
  const d = at(now);
  d.setHours(23, 59, 59, 999);
  return d.getTime();
}

/**
 * spec §9 default date helper: the start (00:00) of the same day one month back; a day the earlier month lacks
 * is clamped to its last day (31 March → 28/29 February), never rolled into the next month.
 */
export function oneMonthBack(now: Now = Date.now()): number {
  const d = at(now);
  const day = d.getDate();
  d.setHours(0, 0, 0, 0);
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  const lastDay = new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate();
  d.setDate(Math.min(day, lastDay));
  return d.getTime();
}

/**
 * spec §7 amountOwingNotify and §9 check window: start of today minus CHECK_WINDOW_DAYS calendar days, to now.
 */
export function lastSevenDaysWindow(now: Now = Date.now()): { startTime: number; endTime: number } {
  const start = new Date(startOfDay(now));
  start.setDate(start.getDate() - CHECK_WINDOW_DAYS);
  return { startTime: start.getTime(), endTime: at(now).getTime() };
}

const pad = (n: number): string => String(n).padStart(2, '0');

function toDate(value: number | string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 'YYYY-MM-DD' in local time; missing or invalid → ——. */
export function formatDate(value: number | string | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : EMPTY_VALUE;
}

/** 'YYYY-MM-DD HH:mm:ss' in local time; missing or invalid → ——. */
export function formatDateTime(value: number | string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return EMPTY_VALUE;
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
