import { PHONE_DIGITS } from './limits.ts';

/**
 * Input filters of spec §5. Each takes the whole new value of a field and returns what the field keeps, so the
 * same function serves typing, key-up, blur and pasting. All are idempotent: filter(filter(x)) === filter(x).
 */
export type InputFilter = (text: string) => string;

const MIDDLE_DOT = '·';

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

/** Chinese characters plus the middle dot of transliterated names; the look-alike dots ・ and • become ·. */
export const chineseOnly: InputFilter = (value) =>
  text(value).replace(/[・•]/g, MIDDLE_DOT).replace(/[^\p{Script=Han}·]/gu, '');

/** Drops every decimal digit, full-width ones included. */
export const noDigits: InputFilter = (value) => text(value).replace(/\p{Nd}/gu, '');

/** A-Z and 0-9, lower-case letters uppercased (the check letter X of identity cards). */
export const idCard: InputFilter = (value) => text(value).toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Mainland mobile numbers: the digits only, without the country code a pasted number often carries (`+86 138-0000-0007`,
 * `0086 13800000007`, `(+86)13800000007`, `86 13800000007`), at most PHONE_DIGITS of them.
 */
export const phone: InputFilter = (value) => {
  const raw = text(value).trim();
  let digits = raw.replace(/[^0-9]/g, '');
  if (/^[(（]?[+＋]/.test(raw) && digits.startsWith('86')) digits = digits.slice(2);
  while (digits.startsWith('0086')) digits = digits.slice(4);
  if (digits.length > PHONE_DIGITS && /^861/.test(digits)) digits = digits.slice(2);
  return digits.slice(0, PHONE_DIGITS);
};

/** a-z 0-9 @ . _ -; upper-case letters are lower-cased rather than dropped, so Caps Lock loses nothing. */
export const email: InputFilter = (value) => text(value).toLowerCase().replace(/[^a-z0-9@._-]/g, '');

/** Business licence (unified social credit code): 0-9 and A-Z, lower-case letters uppercased. */
export const licence: InputFilter = (value) => text(value).toUpperCase().replace(/[^A-Z0-9]/g, '');

export const numbers: InputFilter = (value) => text(value).replace(/[^0-9]/g, '');

/** Every non-digit stripped and leading zeros dropped, so '007' → '7' and '0' → '' (zero is not positive). */
export const positiveInteger: InputFilter = (value) => numbers(value).replace(/^0+/, '');

export const INPUT_FILTERS = {
  chineseOnly, noDigits, idCard, phone, email, licence, numbers, positiveInteger,
} as const satisfies Record<string, InputFilter>;

export type InputFilterName = keyof typeof INPUT_FILTERS;
