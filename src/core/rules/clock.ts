// One clock: every time the back office shows, takes in or exports is read on the organisation's clock (China
// Standard Time, UTC+8 without daylight saving: BUSINESS_UTC_OFFSET_MINUTES), whatever the browser's or the server's
// time zone. Screens, date pickers, exports and record numbers all go through these functions.
import { BUSINESS_UTC_OFFSET_MINUTES } from '../contract/index.ts';

export const ORG_OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
/** The organisation's zone as Semi's ConfigProvider `timeZone` takes it (hours east of UTC). */
export const ORG_TIME_ZONE = BUSINESS_UTC_OFFSET_MINUTES / 60;
const ONE_DAY_MS = 86_400_000;

/** The organisation's wall clock at `at`, as a Date whose UTC fields are that reading. */
export function orgWall(at: number): Date {
  return new Date(at + ORG_OFFSET_MS);
}

/** The instant the organisation's clock reads year-month-day h:min:s.ms (month 1–12; fields may overflow, as Date.UTC's do). */
export function orgInstant(year: number, month: number, day: number, h = 0, min = 0, s = 0, ms = 0): number {
  return Date.UTC(year, month - 1, day, h, min, s, ms) - ORG_OFFSET_MS;
}

/** The organisation's day number of an instant (days since 1970-01-01 on its clock). */
export function orgDayNumber(at: number): number {
  return Math.floor((at + ORG_OFFSET_MS) / ONE_DAY_MS);
}

/** 00:00 of the organisation's day holding `at`. */
export function orgDayStart(at: number): number {
  return orgDayNumber(at) * ONE_DAY_MS - ORG_OFFSET_MS;
}

/** 23:59:59.999 of the organisation's day holding `at`. */
export function orgDayEnd(at: number): number {
  return orgDayStart(at) + ONE_DAY_MS - 1;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' on the organisation's clock. */
export function orgDateText(at: number): string {
  const wall = orgWall(at);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}

/** 'YYYY-MM-DD HH:mm:ss' on the organisation's clock: the one text of a time on screen and in exports. */
export function orgDateTimeText(at: number): string {
  const wall = orgWall(at);
  return `${orgDateText(at)} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}
