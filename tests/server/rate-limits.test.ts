import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MESSAGES, Code, SMS_RESEND_SECONDS } from '../../src/core/contract/index.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/config.ts';
import { DEFAULT_LOGIN_BACKOFF, backoffAfter } from '../../server/modules/auth/backoff.ts';
import { call, createHarness, login, type Harness } from './harness.ts';
import { sendLoginSms, staffLogin } from '../../src/core/contract/api/auth.ts';
import { openapiDocument } from '../../src/core/contract/api/meta.ts';

/** The real limits (the other test files relax them). */
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ rateLimits: DEFAULT_RATE_LIMITS });
});
afterAll(() => h.close());

const { loginPerPhone, loginPerIp, smsPerPhone, smsPerIp } = DEFAULT_RATE_LIMITS;

function expectLimited(reply: { http: number; status: number; msg: string; raw: { headers: Record<string, unknown> } }) {
  expect(reply.http).toBe(429);
  expect(reply.status).toBe(Code.TOO_MANY_REQUESTS);
  expect(reply.msg).toBe(CODE_MESSAGES[Code.TOO_MANY_REQUESTS].zh);
  expect(Number(reply.raw.headers['retry-after'])).toBeGreaterThan(0);
}

describe('login', () => {
  it(`allows ${loginPerPhone.max} attempts per phone and address per minute, then 429 / 8429 even with the right password`, async () => {
    for (let i = 0; i < loginPerPhone.max - 1; i += 1) {
      expect((await login(h.app, '13800000004', 'wrong', '10.0.0.1')).status).toBe(Code.PASSWORD_MISMATCH);
      h.clock.advance(backoffAfter(i + 1, DEFAULT_LOGIN_BACKOFF)); // the growing wait (below) is not what this counts
    }
    expect((await login(h.app, '13800000004', undefined, '10.0.0.1')).status).toBe(200);
    // A guesser at one phone from one address stops there.
    expectLimited(await login(h.app, '13800000004', 'wrong', '10.0.0.1'));
    expectLimited(await login(h.app, '13800000004', undefined, '10.0.0.1'));
    // Other phones are not affected.
    expect((await login(h.app, '13800000003', undefined, '10.0.0.1')).status).toBe(200);
  });

  it('a stranger\'s wrong passwords from elsewhere never lock the owner out (issue 14)', async () => {
    for (let i = 0; i < loginPerPhone.max * 2; i += 1) {
      const reply = await login(h.app, '13800000008', 'wrong', '10.0.9.9');
      expect([Code.PASSWORD_MISMATCH, Code.TOO_MANY_REQUESTS]).toContain(reply.status);
    }
    expectLimited(await login(h.app, '13800000008', 'wrong', '10.0.9.9'));
    expect((await login(h.app, '13800000008', undefined, '10.0.0.8')).status).toBe(200);
  });

  it(`allows ${loginPerIp.max} requests per address per minute, counting malformed ones`, async () => {
    for (let i = 0; i < loginPerIp.max; i += 1) {
      const reply = await call(h.app, 'POST', staffLogin.path, { body: { phone: 'x' }, remoteAddress: '10.0.1.1' });
      expect(reply.http).toBe(400);
    }
    expectLimited(await login(h.app, '13800000005', undefined, '10.0.1.1'));
    // X-Forwarded-For is not trusted unless TRUST_PROXY is set: a client cannot claim another address.
    const spoofed = await call(h.app, 'POST', staffLogin.path, { body: { phone: '13800000005', password: 'x' }, remoteAddress: '10.0.1.1', headers: { 'x-forwarded-for': '1.2.3.4' } });
    expectLimited(spoofed);
    expect((await login(h.app, '13800000005', undefined, '10.0.1.2')).status).toBe(200);
  });

  it('a user retyping a password a few times never meets a limit', async () => {
    for (const password of ['backroom2026', 'Backroom2026', 'Backroom#2025']) expect((await login(h.app, '13800000006', password)).status).toBe(Code.PASSWORD_MISMATCH);
    expect((await login(h.app, '13800000006')).status).toBe(200);
  });
});

describe('growing waits after failed passwords (issue 14)', () => {
  const { freeFailures } = DEFAULT_LOGIN_BACKOFF;
  const failuresOf = async (key: string) =>
    (await h.app.db.query<{ failures: number }>('SELECT failures FROM login_failures WHERE key = $1', [key])).rows[0]?.failures ?? 0;

  it(`costs nothing for ${freeFailures} failures in a row; then 1 s, 2 s ... before the next try, the right password too`, async () => {
    const [phone, address] = ['13800000002', '10.0.4.1'];
    for (let i = 0; i < freeFailures; i += 1) expect((await login(h.app, phone, 'wrong', address)).status).toBe(Code.PASSWORD_MISMATCH);
    expect((await login(h.app, phone, 'wrong', address)).status).toBe(Code.PASSWORD_MISMATCH); // waits 1 s from now
    const waiting = await login(h.app, phone, undefined, address);
    expectLimited(waiting);
    expect(waiting.raw.headers['retry-after']).toBe('1');
    h.clock.advance(1_000);
    expect((await login(h.app, phone, 'wrong', address)).status).toBe(Code.PASSWORD_MISMATCH); // waits 2 s from now
    h.clock.advance(1_000);
    expectLimited(await login(h.app, phone, undefined, address));
    h.clock.advance(1_000);
    expect((await login(h.app, phone, undefined, address)).status).toBe(200);
    // The right password starts the count again (ten tries from here would meet the per-minute limit above).
    expect(await failuresOf(`${phone}@${address}`)).toBe(0);
  });

  it('never slows the owner down for a stranger\'s failures from another address', async () => {
    const phone = '13800000001';
    for (let i = 0; i < freeFailures + 3; i += 1) {
      expect([Code.PASSWORD_MISMATCH, Code.TOO_MANY_REQUESTS]).toContain((await login(h.app, phone, 'wrong', '10.0.5.5')).status);
    }
    expectLimited(await login(h.app, phone, undefined, '10.0.5.5'));
    expect((await login(h.app, phone, undefined, '10.0.5.6')).status).toBe(200);
  });

  it('treats a phone with no account as one with an account (no enumeration)', async () => {
    for (const phone of ['13800000003', '13700000077']) {
      const address = `10.0.6.${phone.endsWith('3') ? 1 : 2}`;
      const statuses: number[] = [];
      for (let i = 0; i <= freeFailures + 1; i += 1) statuses.push((await login(h.app, phone, 'wrong', address)).status);
      expect(statuses).toEqual([...Array(freeFailures + 1).fill(Code.PASSWORD_MISMATCH), Code.TOO_MANY_REQUESTS]);
    }
  });

  it('grows to 15 minutes at most, and a day later starts again from nothing', () => {
    expect([1, freeFailures, freeFailures + 1, freeFailures + 2, freeFailures + 3].map((n) => backoffAfter(n, DEFAULT_LOGIN_BACKOFF))).toEqual([0, 0, 1_000, 2_000, 4_000]);
    expect(backoffAfter(freeFailures + 40, DEFAULT_LOGIN_BACKOFF)).toBe(15 * 60_000);
    expect(backoffAfter(10_000, DEFAULT_LOGIN_BACKOFF)).toBe(15 * 60_000);
  });

  it('forgets a key whose last failure is a day old', async () => {
    const [phone, address] = ['13800000005', '10.0.6.9'];
    for (let i = 0; i <= freeFailures; i += 1) await login(h.app, phone, 'wrong', address);
    expect(await failuresOf(`${phone}@${address}`)).toBe(freeFailures + 1);
    h.clock.advance(DEFAULT_LOGIN_BACKOFF.forgetMs + 1);
    expect((await login(h.app, phone, 'wrong', address)).status).toBe(Code.PASSWORD_MISMATCH);
    expect(await failuresOf(`${phone}@${address}`)).toBe(1);
  });
});

describe('counting attempts', () => {
  it('leaves the logged-in path\'s caches alone: a shift logging in does not empty them at every attempt', async () => {
    // Every plain-SQL write of the process empties its caches (Db.onWrite); counting an attempt must not be one. The
    // plain-SQL statements the attempts make are watched, by what they write (the process's background work, an
    // export lease or a device report, may write meanwhile; other test files' notifications may empty the caches).
    const counting = /\b(rate_limits|login_failures|sms_codes|sms_outbox)\b/i;
    const plainWrites: string[] = [];
    const db = h.app.db as { query: typeof h.app.db.query; exec: typeof h.app.db.exec };
    const { query, exec } = db;
    const [runQuery, runExec] = [query.bind(h.app.db), exec.bind(h.app.db)];
    db.query = <T,>(sql: string, params?: readonly unknown[]) => {
      if (counting.test(sql) && !/^\s*select\b/i.test(sql)) plainWrites.push(sql);
      return runQuery<T>(sql, params);
    };
    db.exec = (sql: string) => {
      if (counting.test(sql)) plainWrites.push(sql);
      return runExec(sql);
    };
    try {
      expect((await login(h.app, '13800000006', 'wrong', '10.0.9.1')).status).toBe(Code.PASSWORD_MISMATCH);
      expect((await call(h.app, 'POST', `${sendLoginSms.path}?phoneNum=13800000006`, { remoteAddress: '10.0.9.1' })).status).toBe(200);
    } finally {
      db.query = query;
      db.exec = exec;
    }
    expect(plainWrites).toEqual([]);
  });
});

describe('sendLoginSms', () => {
  const send = (phone: string, remoteAddress = '10.0.2.1') => call(h.app, 'POST', `${sendLoginSms.path}?phoneNum=${phone}`, { remoteAddress });

  it(`allows ${smsPerPhone.max} codes per phone per hour (one per ${SMS_RESEND_SECONDS} s)`, async () => {
    for (let i = 0; i < smsPerPhone.max; i += 1) {
      expect((await send('13800000007')).status).toBe(200);
      h.clock.advance(SMS_RESEND_SECONDS * 1000);
    }
    expectLimited(await send('13800000007', '10.0.2.9'));
  });

  it(`allows ${smsPerIp.max} requests per address per hour`, async () => {
    for (let i = 0; i < smsPerIp.max; i += 1) expect((await send(`137${String(i).padStart(8, '0')}`, '10.0.3.1')).status).toBe(200);
    expectLimited(await send('13800000008', '10.0.3.1'));
    expect((await send('13800000008', '10.0.3.2')).status).toBe(200);
  });
});

describe('documentation', () => {
  it('the OpenAPI descriptions state the limits', async () => {
    const doc = (await h.app.inject({ url: openapiDocument.path })).json() as { paths: Record<string, { post: { description: string } }> };
    expect(doc.paths[staffLogin.path].post.description).toContain(`loginPerPhone: ${loginPerPhone.max} per 60 s`);
    expect(doc.paths[sendLoginSms.path].post.description).toContain(`smsPerPhone: ${smsPerPhone.max} per 3600 s`);
  });
});

describe('several processes on one database', () => {
  it('share every limit: a second server counts into the same window (issue 14)', async () => {
    const { buildApp } = await import('../../server/app.ts');
    // A second server over the first one's database, as a second process on one PostgreSQL would be.
    const shared = { ...h.app.db, close: async () => undefined };
    const second = await buildApp({ ...h.config, database: shared, seed: false });
    try {
      const phone = '13800000010';
      const address = '10.0.7.7';
      for (let i = 0; i < loginPerPhone.max; i += 1) {
        const app = i % 2 === 0 ? h.app : second;
        expect((await login(app, phone, 'wrong', address)).status).not.toBe(Code.TOO_MANY_REQUESTS);
        h.clock.advance(backoffAfter(i + 1, DEFAULT_LOGIN_BACKOFF));
      }
      expectLimited(await login(second, phone, 'wrong', address));
      expectLimited(await login(h.app, phone, 'wrong', address));
    } finally {
      await second.close();
    }
  });

  it('share the growing waits: failures counted by one server make the other wait', async () => {
    const { buildApp } = await import('../../server/app.ts');
    const shared = { ...h.app.db, close: async () => undefined };
    const second = await buildApp({ ...h.config, database: shared, seed: false });
    try {
      const [phone, address] = ['13800000009', '10.0.8.8'];
      for (let i = 0; i <= DEFAULT_LOGIN_BACKOFF.freeFailures; i += 1) {
        expect((await login(i % 2 === 0 ? h.app : second, phone, 'wrong', address)).status).toBe(Code.PASSWORD_MISMATCH);
      }
      // Eight tries, under the per-minute limit: the wait (Retry-After 1) is the failures', seen by both servers.
      for (const app of [second, h.app]) {
        const reply = await login(app, phone, 'wrong', address);
        expectLimited(reply);
        expect(reply.raw.headers['retry-after']).toBe('1');
      }
    } finally {
      await second.close();
    }
  });
});
