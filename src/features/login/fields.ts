import type { TFunction } from 'i18next';
import { numbers, phone, PHONE_DIGITS, SMS_CODE_DIGITS } from '../../core/rules/index.ts';

// A login needs a whole mobile number: the §5 phone filter keeps at most PHONE_DIGITS digits, the rule asks for all
// of them, as the server's schema does. The code is as long as the server's login codes (sendLoginSms).

/** The §5 phone filter, run as the field's `convert` on typing and pasting alike. */
export const phoneFilter = phone;

/** The §5 numbers filter, cut at the code's length. */
export function smsCodeFilter(value: unknown): string {
  return numbers(String(value ?? '')).slice(0, SMS_CODE_DIGITS);
}

export function phoneRules(t: TFunction) {
  return [
    { required: true, message: t('shell.phoneRequired') },
    { len: PHONE_DIGITS, message: t('shell.phoneInvalid', { digits: PHONE_DIGITS }) },
  ];
}

export function passwordRules(t: TFunction) {
  return [{ required: true, message: t('shell.passwordRequired') }];
}

export function smsCodeRules(t: TFunction) {
  return [
    { required: true, message: t('shell.smsCodeInvalid', { digits: SMS_CODE_DIGITS }) },
    { len: SMS_CODE_DIGITS, message: t('shell.smsCodeInvalid', { digits: SMS_CODE_DIGITS }) },
  ];
}
