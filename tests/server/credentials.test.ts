import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MESSAGES, Code, SMS_CODE_MAX_TRIES, SMS_CODE_TTL_MS, SMS_RESEND_SECONDS } from '../../src/core/contract/index.ts';
import { DEMO_PASSWORD } from '../../server/modules/org/seed-personas.ts';
import { call, createHarness, login, type Harness } from './harness.ts';
import { sendLoginSms, staffLogin } from '../../src/core/contract/api/auth.ts';
import { devSmsOutbox } from '../../src/core/contract/api/meta.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function sendCode(phone: string) {
  return call(h.app, 'POST', `${sendLoginSms.path}?phoneNum=${phone}`);
}

async function lastCode(phone: string): Promise<string> {
  // Codes leave from a job after the answer: wait for it.
  await h.app.loginCodes.settled();
  const outbox = await call<Array<{ code: string }>>(h.app, 'GET', `${devSmsOutbox.path}?phone=${phone}`);
  expect(outbox.status).toBe(200);
  return outbox.data[0].code;
}

const smsLogin = (phone: string, smsCode: string) => call<{ token: string } | null>(h.app, 'POST', staffLogin.path, { body: { phone, smsCode } });
/** Each SMS test starts after the resend interval of the previous code. */
const afterResendInterval = () => h.clock.advance(SMS_RESEND_SECONDS * 1000 + 1);

describe('password login: the codes of spec §8', () => {
  it.each([
    ['right password', '13800000001', DEMO_PASSWORD, Code.OK],
    ['wrong password', '13800000001', 'Backroom#2025', Code.PASSWORD_MISMATCH],
    ['password differing only in case', '13800000001', 'backroom#2026', Code.PASSWORD_MISMATCH],
    ['unknown phone (same answer as a wrong password)', '13700000000', DEMO_PASSWORD, Code.PASSWORD_MISMATCH],
    ['not activated, right password', '13800000009', DEMO_PASSWORD, Code.NOT_ACTIVATED],
    ['not activated, wrong password: the state is not revealed', '13800000009', 'nope', Code.PASSWORD_MISMATCH],
    ['no group, right password', '13800000010', DEMO_PASSWORD, Code.NO_GROUP],
    ['no group, wrong password', '13800000010', 'nope', Code.PASSWORD_MISMATCH],
  ])('%s → %i', async (_name, phone, password, code) => {
    const reply = await login(h.app, phone, password);
    expect(reply.http).toBe(200);
    expect(reply.status).toBe(code);
    if (code === Code.OK) {
      expect(reply.data?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(reply.data?.expire).toBe(h.clock.now() + h.config.tokenTtlMs);
    } else {
      expect(reply.msg).toBe(CODE_MESSAGES[code].zh);
      expect(reply.data).toBeNull();
    }
  });

  it('every login issues a different token', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i += 1) tokens.add((await login(h.app, '13800000003')).data?.token ?? '');
    expect(tokens.size).toBe(5);
  });

  it('stores no token and no password in clear', async () => {
    const token = (await login(h.app, '13800000003')).data?.token ?? '';
    const sessions = await h.app.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(sessions.rows.some((row) => row.token_hash === token)).toBe(false);
    expect(sessions.rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    const users = await h.app.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(users.rows.every((row) => row.password_hash.startsWith('scrypt$') && !row.password_hash.includes(DEMO_PASSWORD))).toBe(true);
  });

  it('needs exactly one of password and smsCode (400 naming them)', async () => {
    for (const body of [{ phone: '13800000001' }, { phone: '13800000001', password: DEMO_PASSWORD, smsCode: '123456' }]) {
      const reply = await call(h.app, 'POST', staffLogin.path, { body });
      expect(reply.http).toBe(400);
      expect(reply.status).toBe(Code.BAD_INPUT);
      expect(reply.msg).toContain('password');
      expect(reply.msg).toContain('smsCode');
    }
  });
});

describe('SMS-code login', () => {
  it('a sent code logs in once', async () => {
    afterResendInterval();
    expect((await sendCode('13800000003')).status).toBe(200);
    const code = await lastCode('13800000003');
    expect(code).toMatch(/^\d{6}$/);
    expect((await smsLogin('13800000003', code)).status).toBe(Code.OK);
    const again = await smsLogin('13800000003', code);
    expect(again.status).toBe(Code.SMS_CODE_ERROR);
    expect(again.msg).toBe(CODE_MESSAGES[Code.SMS_CODE_ERROR].zh);
  });

  it('a wrong code is 8407, and the right one still works afterwards', async () => {
    afterResendInterval();
    await sendCode('13800000004');
    const code = await lastCode('13800000004');
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await smsLogin('13800000004', wrong)).status).toBe(Code.SMS_CODE_ERROR);
    expect((await smsLogin('13800000004', code)).status).toBe(Code.OK);
  });

  it('expires after 5 minutes', async () => {
    afterResendInterval();
    await sendCode('13800000005');
    const code = await lastCode('13800000005');
    h.clock.advance(SMS_CODE_TTL_MS - 1);
    const stillValid = await h.app.db.query<{ expires_at: number }>('SELECT expires_at FROM sms_codes WHERE phone = $1 ORDER BY id DESC LIMIT 1', ['13800000005']);
    expect(stillValid.rows[0].expires_at).toBeGreaterThan(h.clock.now());
    h.clock.advance(1);
    expect((await smsLogin('13800000005', code)).status).toBe(Code.SMS_CODE_ERROR);
  });

  it('works until the last millisecond of its 5 minutes', async () => {
    afterResendInterval();
    await sendCode('13800000006');
    const code = await lastCode('13800000006');
    h.clock.advance(SMS_CODE_TTL_MS - 1);
    expect((await smsLogin('13800000006', code)).status).toBe(Code.OK);
  });

  it(`locks after ${SMS_CODE_MAX_TRIES} wrong tries, even for the right code; a new code unlocks`, async () => {
    afterResendInterval();
    await sendCode('13800000007');
    const code = await lastCode('13800000007');
    const wrong = code === '999999' ? '999998' : '999999';
    const statuses: number[] = [];
    for (let i = 0; i < SMS_CODE_MAX_TRIES; i += 1) statuses.push((await smsLogin('13800000007', wrong)).status);
    expect(statuses).toEqual([...Array(SMS_CODE_MAX_TRIES - 1).fill(Code.SMS_CODE_ERROR), Code.SMS_CODE_LOCKED]);
    const locked = await smsLogin('13800000007', code);
    expect(locked.status).toBe(Code.SMS_CODE_LOCKED);
    expect(locked.msg).toBe(CODE_MESSAGES[Code.SMS_CODE_LOCKED].zh);
    afterResendInterval();
    await sendCode('13800000007');
    expect((await smsLogin('13800000007', await lastCode('13800000007'))).status).toBe(Code.OK);
  });

  it('a new code replaces the previous one', async () => {
    afterResendInterval();
    await sendCode('13800000008');
    const first = await lastCode('13800000008');
    afterResendInterval();
    await sendCode('13800000008');
    const second = await lastCode('13800000008');
    if (first !== second) expect((await smsLogin('13800000008', first)).status).toBe(Code.SMS_CODE_ERROR);
    expect((await smsLogin('13800000008', second)).status).toBe(Code.OK);
  });

  it(`refuses a second code within ${SMS_RESEND_SECONDS} s with 429 / 8429 and Retry-After`, async () => {
    afterResendInterval();
    expect((await sendCode('13800000002')).status).toBe(200);
    h.clock.advance(10_000);
    const again = await sendCode('13800000002');
    expect(again.http).toBe(429);
    expect(again.status).toBe(Code.TOO_MANY_REQUESTS);
    expect(Number(again.raw.headers['retry-after'])).toBe(SMS_RESEND_SECONDS - 10);
  });

  it('answers unknown phones like known ones and sends nothing: same resend wait, same lock (issue 14)', async () => {
    afterResendInterval();
    for (const phone of ['13700000000', '13800000008']) {
      expect((await sendCode(phone)).status, phone).toBe(200);
      const again = await sendCode(phone);
      expect(again.status, phone).toBe(Code.TOO_MANY_REQUESTS);
      const answers = [];
      for (let i = 0; i < SMS_CODE_MAX_TRIES; i += 1) answers.push((await smsLogin(phone, '000000')).status);
      expect(answers.at(-1), phone).toBe(Code.SMS_CODE_LOCKED);
      expect(answers.slice(0, -1).every((status) => status === Code.SMS_CODE_ERROR), phone).toBe(true);
    }
    const outbox = await call<unknown[]>(h.app, 'GET', `${devSmsOutbox.path}?phone=13700000000`);
    expect(outbox.data).toEqual([]);
  });

  it('checks activation and groups after a right code (8403, 8404)', async () => {
    afterResendInterval();
    await sendCode('13800000009');
    expect((await smsLogin('13800000009', await lastCode('13800000009'))).status).toBe(Code.NOT_ACTIVATED);
    await sendCode('13800000010');
    expect((await smsLogin('13800000010', await lastCode('13800000010'))).status).toBe(Code.NO_GROUP);
  });

  it('a code without any sent is 8407', async () => {
    expect((await smsLogin('13900000001', '123456')).status).toBe(Code.SMS_CODE_ERROR);
  });
});
