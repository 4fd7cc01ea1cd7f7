// Display rules of the fee lists that the spec leaves to us (money itself goes through formatMoney, spec §9).
import { formatDate, formatValue } from '../../core/format/index.ts';

const BASIS_POINTS_PER_PERCENT = 100;
const SHARE_DECIMALS = 2;

/** A share of sales held in basis points, as a percentage: 50 → 0.50%; missing → ——. */
export function formatShare(basisPoints: number | null | undefined): string {
  if (typeof basisPoints !== 'number' || !Number.isFinite(basisPoints)) return formatValue(null);
  return `${(basisPoints / BASIS_POINTS_PER_PERCENT).toFixed(SHARE_DECIMALS)}%`;
}

/** The bill period (YYYY-MM, the server's `period` filter) of a chosen month, on the organisation's clock; none → undefined. */
export function billPeriod(month: Date | null | undefined): string | undefined {
  if (!(month instanceof Date) || Number.isNaN(month.getTime())) return undefined;
  return formatDate(month).slice(0, 7); // the month on the organisation's clock, as the picker showed it
}

/**
 * An amount typed in yuan as integer cents (money is held in cents, spec §9): null when it is not a number or has
 * more than 2 decimals. Read from the text, not by multiplying a float (0.29 * 100 is 28.999…).
 */
export function yuanToCents(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * What a money field keeps of what is typed (Semi Form's `convert`): digits and one decimal point with at most two
 * decimals; letters, signs and a second point never reach the field. `12a.345` → `12.34`.
 */
export function moneyTyped(value: unknown): string {
  const text = String(value ?? '').replace(/[０-９．]/g, (wide) => String.fromCharCode(wide.charCodeAt(0) - 0xfee0));
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}

/** A fresh request id for one intended movement (the server replays a repeated one instead of moving twice). */
export function newRequestId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
