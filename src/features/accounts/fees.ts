// Display rules of the fee lists that the spec leaves to us (money itself goes through formatMoney, spec §9).
import { formatValue } from '../../core/format/index.ts';

const BASIS_POINTS_PER_PERCENT = 100;
const SHARE_DECIMALS = 2;

/** A share of sales held in basis points, as a percentage: 50 → 0.50%; missing → ——. */
export function formatShare(basisPoints: number | null | undefined): string {
  if (typeof basisPoints !== 'number' || !Number.isFinite(basisPoints)) return formatValue(null);
  return `${(basisPoints / BASIS_POINTS_PER_PERCENT).toFixed(SHARE_DECIMALS)}%`;
}

/** The bill period (YYYY-MM, the server's `period` filter) of a chosen month, in local time; none → undefined. */
export function billPeriod(month: Date | null | undefined): string | undefined {
  if (!(month instanceof Date) || Number.isNaN(month.getTime())) return undefined;
  return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
}
