import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiPath, Code, ok, SMS_CODE_MAX_TRIES, SMS_CODE_TTL_MS, SMS_RESEND_SECONDS } from '../../src/core/contract/index.ts';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords.ts';
import { createSession } from '../auth/sessions.ts';
import { checkLoginCode, sendLoginCode, smsCheckCode } from '../auth/sms.ts';
import type { RateLimitTable } from '../config.ts';
import { one } from '../db/db.ts';
import { badInput, businessError } from '../errors.ts';
import { groupForLogin, rememberGroup } from '../repos/groups.ts';
import { Body, ClientHeaders, LoginResult, Phone, responses } from '../schemas.ts';

const LoginBody = Body(
  {
    phone: Phone('the staff member\'s phone number'),
    password: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'password login' })),
    smsCode: Type.Optional(Type.String({ pattern: '^[0-9]{6}$', description: 'SMS-code login: the 6 digits sent by sendLoginSms' })),
    countryCode: Type.Optional(Type.String({ pattern: '^\\+?[0-9]{1,4}$', description: 'dialling code, default 86' })),
  },
  'Credentials: phone plus exactly one of password or smsCode',
);

interface UserRow {
  id: number;
  password_hash: string;
  activated: boolean;
  current_group_id: number | null;
}

/** The limits as the OpenAPI description states them. */
const limits = (table: RateLimitTable, ...names: Array<keyof RateLimitTable>) =>
  names.map((name) => `${name}: ${table[name].max} per ${table[name].windowMs / 1000} s`).join('; ');

export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.post(
    ApiPath.login,
    {
      config: { access: 'public' },
      onRequest: app.rateLimitBy('loginPerIp'),
      preHandler: app.rateLimitBy('loginPerPhone', (request) => (request.body as { phone: string }).phone),
      schema: {
        tags: ['auth'],
        summary: 'Staff login with a password or an SMS code',
        description:
          'Returns an opaque token (valid 2 h, stored hashed) and its expiry in epoch ms. The token is bound to the ' +
          'remembered current identity when it is still enabled, or to the only enabled one; otherwise it is bound ' +
          'to none and the client opens the identity dialog (spec §4). Codes: 8402 phone and password do not match ' +
          '(also for unknown phones), 8407 SMS code wrong or expired, 8408 SMS code locked after ' +
          `${SMS_CODE_MAX_TRIES} wrong tries, 8403 not activated and 8404 no group (both only after correct credentials). ` +
          `Rate limits (HTTP 429, status 8429): ${limits(config.rateLimits, 'loginPerPhone', 'loginPerIp')}.`,
        headers: ClientHeaders,
        body: LoginBody,
        response: responses(LoginResult),
      },
    },
    async (request) => {
      const { phone, password, smsCode } = request.body;
      if ((password === undefined) === (smsCode === undefined)) {
        throw badInput('body/password, body/smsCode: exactly one of password or smsCode is required');
      }
      const user = await one<UserRow>(db, 'SELECT id, password_hash, activated, current_group_id FROM users WHERE phone = $1', [phone]);
      if (password !== undefined) {
        const matches = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
        if (!user || !matches) throw businessError(Code.PASSWORD_MISMATCH);
      } else {
        const check = await checkLoginCode(db, config.clock, phone, smsCode ?? '');
        if (check !== 'ok') throw businessError(smsCheckCode(check));
        if (!user) throw businessError(Code.SMS_CODE_ERROR);
      }
      if (!user.activated) throw businessError(Code.NOT_ACTIVATED);
      const groups = await one<{ count: number }>(db, 'SELECT count(*) AS count FROM staff_groups WHERE user_id = $1', [user.id]);
      if (!groups?.count) throw businessError(Code.NO_GROUP);
      const groupId = await groupForLogin(db, user.id, user.current_group_id);
      const now = config.clock.now();
      if (groupId !== null) await rememberGroup(db, user.id, groupId, now);
      return ok(await createSession(db, config.clock, config.tokenTtlMs, user.id, groupId));
    },
  );

  app.post(
    ApiPath.sendLoginSms,
    {
      config: { access: 'public' },
      onRequest: app.rateLimitBy('smsPerIp'),
      preHandler: app.rateLimitBy('smsPerPhone', (request) => (request.query as { phoneNum: string }).phoneNum),
      schema: {
        tags: ['auth'],
        summary: 'Send a login code by SMS',
        description:
          `Sends a 6-digit code valid ${SMS_CODE_TTL_MS / 60_000} minutes, single use, locked after ${SMS_CODE_MAX_TRIES} wrong ` +
          'tries; a new code replaces the previous one. Unknown phones get the same answer and nothing is sent. ' +
          `At most one code per ${SMS_RESEND_SECONDS} s per phone; rate limits (HTTP 429, status 8429): ` +
          `${limits(config.rateLimits, 'smsPerPhone', 'smsPerIp')}. In development the code is readable at GET /api/dev/sms-outbox.`,
        headers: ClientHeaders,
        querystring: Type.Object({ phoneNum: Phone('the phone to send the code to') }),
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      await sendLoginCode(db, config.clock, app.sms, request.query.phoneNum);
      return ok(null);
    },
  );
};
