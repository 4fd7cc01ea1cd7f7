import type { TFunction } from 'i18next';
import { numbers, phone } from '../../core/rules/index.ts';

/** A login needs a whole mobile number: the §5 phone filter keeps at most 11 digits, the rule asks for all 11. */
const PHONE_DIGITS = 11;
/** The server's login codes are 6 digits (sendLoginSms). */
const SMS_CODE_DIGITS = 6;

/** The §5 phone filter, run as the field's `convert` on typing and pasting alike. */
export const phoneFilter = phone;

/** The §5 numbers filter, cut at the code's length. */
export function smsCodeFilter(value: unknown): string {
  return numbers(String(value ?? '')).slice(0, SMS_CODE_DIGITS);
}

export function phoneRules(t: TFunction) {
  return [
    { required: true, message: t('shell.phoneRequired') },
    { len: PHONE_DIGITS, message: t('shell.phoneInvalid') },
  ];
}

export function passwordRules(t: TFunction) {
  return [{ required: true, message: t('shell.passwordRequired') }];
}

export function smsCodeRules(t: TFunction) {
  return [
    { required: true, message: t('shell.smsCodeInvalid') },
    { len: SMS_CODE_DIGITS, message: t('shell.smsCodeInvalid') },
  ];
}
