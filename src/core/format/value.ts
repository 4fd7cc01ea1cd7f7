import { EMPTY_VALUE, MONEY_CENTS_PER_UNIT, MONEY_DECIMALS, TEMPERATURE_NOT_AVAILABLE } from '../contract/index.ts';

/** Null, undefined, blank strings and non-finite numbers are "missing" (spec §9: shown as ——). */
export function isMissing(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !Number.isFinite(value);
  return false;
}

/** A number, or a numeric string; anything else is null. */
function toNumber(value: unknown): number | null {
  if (isMissing(value) || (typeof value !== 'number' && typeof value !== 'string')) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** spec §9: money is held in cents and shown as amount/100 with 2 decimals; missing → ——. */
export function formatMoney(cents: number | string | null | undefined): string {
  const n = toNumber(cents);
  return n === null ? EMPTY_VALUE : (n / MONEY_CENTS_PER_UNIT).toFixed(MONEY_DECIMALS);
}

/**
 * spec §9: temperature -50 means not available. Shown as —— like any missing value (one rule for "no value",
 * no locale needed); other values as `${t}℃`.
 */
export function formatTemperature(t: number | string | null | undefined): string {
  const n = toNumber(t);
  return n === null || n === TEMPERATURE_NOT_AVAILABLE ? EMPTY_VALUE : `${n}℃`;
}

/** Any value for display; missing → —— (spec §9). */
export function formatValue(value: unknown): string {
  return isMissing(value) ? EMPTY_VALUE : String(value);
}
