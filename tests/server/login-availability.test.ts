// Login that stays available under a flood: password checks wait in a bounded queue (per address and phone, and in
// all), refusals are fast with Retry-After, abandoned requests are never checked, and a phone that logged in from an
// address before goes ahead. The growing wait after wrong passwords is decided once per failure window.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/core/contract/index.ts';
import { staffLogin } from '../../src/core/contract/api/auth.ts';
import { DEFAULT_LOGIN_BACKOFF, claimLoginAttempt, recordLoginFailure } from '../../server/modules/auth/backoff.ts';
import { ABANDONED, PasswordQueue, QueueRefused, passwordQueueFromEnv } from '../../server/modules/auth/password-queue.ts';
import { DEMO_PASSWORD } from '../../server/modules/org/seed-personas.ts';
import { createHarness, login, type Harness } from './harness.ts';

/** A check the test ends by hand. */
function held() {
  let release: () => void = () => undefined;
  const done = new Promise<boolean>((resolve) => (release = () => resolve(false)));
  return { check: () => done, release };
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the password-check queue', () => {
  const options = { concurrency: 1, priorityConcurrency: 1, maxQueued: 1, perKey: 1 };

  it('runs one check at a time, refuses a busy key (busy) and a full queue (full) at once, with a Retry-After', async () => {
    const queue = new PasswordQueue(options);
    const first = held();
    const running = queue.run(first.check, { keys: ['a'], priority: false, gone: () => false });
    const waiting = queue.run(async () => true, { keys: ['b'], priority: false, gone: () => false });
    await expect(queue.run(async () => true, { keys: ['a'], priority: false, gone: () => false })).rejects.toMatchObject({ reason: 'busy' });
    const full = await queue.run(async () => true, { keys: ['c'], priority: false, gone: () => false }).catch((error: unknown) => error);
    expect(full).toBeInstanceOf(QueueRefused);
    expect((full as QueueRefused).reason).toBe('full');
    expect((full as QueueRefused).retryAfterS).toBeGreaterThanOrEqual(1);
    expect(queue.stats()).toMatchObject({ running: 1, queued: 1, refusedBusy: 1, refusedFull: 1 });
    first.release();
    expect(await running).toBe(false);
    expect(await waiting).toBe(true);
  });

  it('never runs a check whose client left while it waited', async () => {
    const queue = new PasswordQueue(options);
    const first = held();
    const running = queue.run(first.check, { keys: [], priority: false, gone: () => false });
    let ran = false;
    let left = false;
    const abandoned = queue.run(async () => (ran = true), { keys: [], priority: false, gone: () => left });
    left = true;
    first.release();
    await running;
    expect(await abandoned).toBe(ABANDONED);
    expect(ran).toBe(false);
    expect(queue.stats()).toMatchObject({ abandoned: 1, done: 1 });
  });

  it('runs priority checks on their own slot while the others wait, and ahead of them', async () => {
    const queue = new PasswordQueue(options);
    const first = held();
    void queue.run(first.check, { keys: [], priority: false, gone: () => false });
    void queue.run(async () => true, { keys: [], priority: false, gone: () => false });
    expect(await queue.run(async () => 'owner', { keys: [], priority: true, gone: () => false })).toBe('owner');
    first.release();
  });

  it('is configured from the environment: cores less one by default, limits named in errors', () => {
    expect(passwordQueueFromEnv({}, 2)).toEqual({ concurrency: 1, priorityConcurrency: 1, maxQueued: 4, perKey: 2 });
    expect(passwordQueueFromEnv({}, 16).concurrency).toBe(2);
    expect(passwordQueueFromEnv({ LOGIN_HASH_CONCURRENCY: '3', LOGIN_HASH_QUEUE: '10' }, 2)).toMatchObject({ concurrency: 3, maxQueued: 10 });
    expect(() => passwordQueueFromEnv({ LOGIN_HASH_CONCURRENCY: '0' }, 2)).toThrow(/LOGIN_HASH_CONCURRENCY/);
  });
});

describe('password login under a flood', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ passwordQueue: { concurrency: 1, priorityConcurrency: 1, maxQueued: 2, perKey: 1 } });
  });
  afterAll(() => h.close());

  it('answers 429 for a busy address and 503 for a full queue at once, with Retry-After; the owner still logs in', async () => {
    // The owner logged in from 10.9.0.9 before: from there, it goes ahead.
    expect((await login(h.app, '13800000007', DEMO_PASSWORD, '10.9.0.9')).status).toBe(200);
    const blocker = held();
    const holding = h.app.passwordQueue.run(blocker.check, { keys: [], priority: false, gone: () => false });
    try {
      const first = login(h.app, '13700000001', 'guess', '10.9.0.1');
      await until(() => h.app.passwordQueue.stats().queued === 1, 'the first guess to wait');
      const busy = await login(h.app, '13700000002', 'guess', '10.9.0.1');
      expect(busy.http).toBe(429);
      expect(busy.status).toBe(Code.TOO_MANY_REQUESTS);
      expect(Number(busy.raw.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      const second = login(h.app, '13700000003', 'guess', '10.9.0.2');
      await until(() => h.app.passwordQueue.stats().queued === 2, 'the second guess to wait');
      const full = await login(h.app, '13700000004', 'guess', '10.9.0.3');
      expect(full.http).toBe(503);
      expect(full.status).toBe(503);
      expect(Number(full.raw.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // The owner, from its address, is not behind them; from an address it never logged in from, it is.
      const owner = await login(h.app, '13800000007', DEMO_PASSWORD, '10.9.0.9');
      expect(owner.status).toBe(200);
      expect((await login(h.app, '13800000007', DEMO_PASSWORD, '10.9.0.8')).http).toBe(503);
      blocker.release();
      expect((await first).status).toBe(Code.PASSWORD_MISMATCH);
      expect((await second).status).toBe(Code.PASSWORD_MISMATCH);
    } finally {
      blocker.release();
      await holding;
    }
  });

  it('never checks the password of a request whose client left while it waited', async () => {
    if (!h.app.server.listening) await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as { port: number };
    const blocker = held();
    const holding = h.app.passwordQueue.run(blocker.check, { keys: [], priority: false, gone: () => false });
    try {
      const before = h.app.passwordQueue.stats();
      const client = httpRequest({ host: '127.0.0.1', port, path: staffLogin.path, method: 'POST', headers: { 'content-type': 'application/json' } });
      client.on('error', () => undefined);
      client.end(JSON.stringify({ phone: '13700000009', password: 'guess' }));
      await until(() => h.app.passwordQueue.stats().queued === 1, 'the request to wait');
      client.destroy();
      await until(async () => (await new Promise<number>((resolve) => h.app.server.getConnections((_error, count) => resolve(count)))) === 0, 'the server to see the client gone');
      blocker.release();
      await holding;
      await until(() => h.app.passwordQueue.stats().queued === 0, 'the queue to empty');
      const after = h.app.passwordQueue.stats();
      expect(after.abandoned - before.abandoned).toBe(1);
      // Only the blocker was run.
      expect(after.done - before.done).toBe(1);
    } finally {
      blocker.release();
      await holding;
    }
  });

  it('answers a client that stays while its check waits (a body read in full is not a client gone)', async () => {
    if (!h.app.server.listening) await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as { port: number };
    const blocker = held();
    const holding = h.app.passwordQueue.run(blocker.check, { keys: [], priority: false, gone: () => false });
    try {
      const answer = fetch(`http://127.0.0.1:${port}${staffLogin.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '13800000005', password: DEMO_PASSWORD }),
      });
      await until(() => h.app.passwordQueue.stats().queued === 1, 'the request to wait');
      blocker.release();
      const body = (await (await answer).json()) as { status: number; data: { token: string } | null };
      expect(body.status).toBe(200);
      expect(body.data?.token).toBeTruthy();
    } finally {
      blocker.release();
      await holding;
    }
  });

  it('checks one of 10 parallel wrong passwords after the free failures are spent, whatever the concurrency', async () => {
    const [phone, address] = ['13800000003', '10.9.1.1'];
    for (let i = 0; i < DEFAULT_LOGIN_BACKOFF.freeFailures; i += 1) expect((await login(h.app, phone, 'wrong', address)).status).toBe(Code.PASSWORD_MISMATCH);
    const before = h.app.passwordQueue.stats().done;
    const replies = await Promise.all(Array.from({ length: 10 }, () => login(h.app, phone, 'wrong', address)));
    expect(replies.filter((reply) => reply.status === Code.PASSWORD_MISMATCH)).toHaveLength(1);
    expect(replies.filter((reply) => reply.http === 429 && reply.status === Code.TOO_MANY_REQUESTS)).toHaveLength(9);
    expect(h.app.passwordQueue.stats().done - before).toBe(1);
    const { rows } = await h.app.db.query<{ failures: number }>('SELECT failures FROM login_failures WHERE key = $1', [`${phone}@${address}`]);
    expect(rows[0].failures).toBe(DEFAULT_LOGIN_BACKOFF.freeFailures + 1);
  });

  it('decides the wait in one statement: of 10 parallel claims after the free failures, one may check', async () => {
    const key = '13800000004@10.9.1.2';
    const now = h.clock.now();
    for (let i = 0; i < DEFAULT_LOGIN_BACKOFF.freeFailures; i += 1) await recordLoginFailure(h.app.db.orm, key, now, DEFAULT_LOGIN_BACKOFF);
    const waits = await Promise.all(Array.from({ length: 10 }, () => claimLoginAttempt(h.app.db.orm, key, now, DEFAULT_LOGIN_BACKOFF)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(1);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(9);
    // The one that went on failed: the next window opens after the wait its failure set.
    await recordLoginFailure(h.app.db.orm, key, now, DEFAULT_LOGIN_BACKOFF);
    expect(await claimLoginAttempt(h.app.db.orm, key, now + 999, DEFAULT_LOGIN_BACKOFF)).toBe(1);
    expect(await claimLoginAttempt(h.app.db.orm, key, now + 1_000, DEFAULT_LOGIN_BACKOFF)).toBe(0);
  });
});
