// Staff login and the token's life (spec §4, §7 Auth): password or SMS-code login, login codes, token refresh,
// identity switch, logout. The server adds its configured rate limits to the login and code descriptions.
import { SMS_CODE_MAX_TRIES, SMS_CODE_TTL_MS, SMS_RESEND_SECONDS } from '../constants.ts';
import { PASSWORD_MAX_LENGTH, SMS_CODE_DIGITS } from '../../rules/limits.ts';
import { defineCall } from './define.ts';
import { Body, Id, Phone, SmsCode, T } from './schema.ts';
import type { Static } from './schema.ts';

export const LoginBody = Body(
  {
    phone: Phone("the staff member's phone number"),
    password: T.Optional(T.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, description: 'password login' })),
    smsCode: T.Optional(SmsCode(`SMS-code login: the ${SMS_CODE_DIGITS} digits sent by sendLoginSms`)),
    countryCode: T.Optional(T.String({ pattern: '^\\+?[0-9]{1,4}$', description: 'dialling code, default 86' })),
  },
  'Credentials: phone plus exactly one of password or smsCode',
);
/** What a login sends: the phone and either a password or an SMS code. */
export type LoginRequest = Static<typeof LoginBody>;

export const LoginResult = T.Object({
  token: T.String({ description: 'opaque bearer token' }),
  expire: T.Integer({ description: 'expiry, epoch ms' }),
});
/** A token and its expiry (epoch ms). */
export type LoginResponse = Static<typeof LoginResult>;

export const staffLogin = defineCall({
  method: 'POST',
  path: '/api/system/auth/staff/login',
  access: 'public',
  tag: 'auth',
  summary: 'Staff login with a password or an SMS code',
  description:
    'Returns an opaque token (valid 2 h, stored hashed) and its expiry in epoch ms. The token is bound to the ' +
    'remembered current identity when it is still enabled, or to the only enabled one; otherwise it is bound ' +
    'to none and the client opens the identity dialog (spec §4). Codes: 8402 phone and password do not match ' +
    '(also for unknown phones), 8407 SMS code wrong or expired, 8408 SMS code locked after ' +
    `${SMS_CODE_MAX_TRIES} wrong tries, 8403 not activated and 8404 no group (both only after correct credentials).`,
  body: LoginBody,
  response: LoginResult,
});

export const sendLoginSms = defineCall({
  method: 'POST',
  path: '/api/system/auth/staff/sendLoginSms',
  access: 'public',
  tag: 'auth',
  summary: 'Send a login code by SMS',
  description:
    `Sends a ${SMS_CODE_DIGITS}-digit code valid ${SMS_CODE_TTL_MS / 60_000} minutes, single use, locked after ` +
    `${SMS_CODE_MAX_TRIES} wrong tries; a new code replaces the previous one. Unknown phones get the same answer and ` +
    `nothing is sent. At most one code per ${SMS_RESEND_SECONDS} s per phone. In development the code is readable at ` +
    'GET /api/dev/sms-outbox.',
  query: T.Object({ phoneNum: Phone('the phone to send the code to') }),
  response: T.Null(),
});

export const refreshToken = defineCall({
  method: 'POST',
  path: '/api/system/auth/staff/refresh',
  access: 'session',
  tag: 'auth',
  summary: 'Rotate the token',
  description:
    'Issues a new token with a fresh 2 h expiry, bound to the same identity (or to none when that identity was ' +
    'disabled meanwhile); the presented token is revoked. An expired or revoked token gets HTTP 401 / 8405.',
  response: LoginResult,
});

export const switchStaffGroup = defineCall({
  method: 'POST',
  path: '/api/system/auth/staff/switchGroup',
  access: 'session',
  tag: 'auth',
  summary: 'Switch identity: a token bound to another group',
  description:
    'Issues a token bound to the given group and revokes the presented one; the group becomes the user\'s ' +
    'current group, remembered for the next login, and its last login time is stamped. A group that is not the ' +
    'user\'s, unknown or disabled (status 0) gets status 8406 (HTTP 200). Platform (1) and producer (4) groups ' +
    'are allowed here; the client hides them from the switch list.',
  query: T.Object({ groupId: Id('the group to switch to') }),
  response: LoginResult,
});

export const staffLogout = defineCall({
  method: 'POST',
  path: '/api/system/auth/staff/logout',
  access: 'optional',
  tag: 'auth',
  summary: 'Log out: revoke the token on the server',
  description: 'Revokes the presented token; any later use gets HTTP 401 / 8405. Idempotent: without a valid token it still answers 200.',
  response: T.Null(),
});
