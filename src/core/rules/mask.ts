import { PHONE_MASK } from '../contract/constants.ts';

/** Kept visible around the mask: the 3-digit carrier prefix and the last 4 digits, as Chinese apps show them. */
const VISIBLE_HEAD = 3;
const VISIBLE_TAIL = 4;
/** Shorter numbers would leave too little hidden, so they are replaced whole. */
const MIN_PARTIAL_LENGTH = VISIBLE_HEAD + PHONE_MASK.length + VISIBLE_TAIL;

/**
 * Phone display under phoneHide (spec §6, §9): an 11-digit mobile shows as 138****0001; the middle of a
 * longer number is replaced by one '****'; anything shorter is shown as '****' alone.
 */
export function maskPhone(phone: string | null | undefined, phoneHide: boolean): string {
  const value = (phone ?? '').trim();
  if (!phoneHide || value === '') return value;
  if (value.length < MIN_PARTIAL_LENGTH) return PHONE_MASK;
  return value.slice(0, VISIBLE_HEAD) + PHONE_MASK + value.slice(value.length - VISIBLE_TAIL);
}
