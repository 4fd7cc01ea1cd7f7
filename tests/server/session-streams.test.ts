// Sessions that end everywhere: logout, expiry, forced logout (endSessions) and an identity switch close the session's
// event streams within a second, in this process and in another one on the same database.
import { spawnSecondServer } from '../support/spawn-second-server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { endSessions } from '../../server/modules/auth/sessions.ts';
import { staffLogout, switchStaffGroup } from '../../src/core/contract/api/auth.ts';
import { iotEvents } from '../../src/core/contract/api/iot.ts';
import { currentStaffGroups } from '../../src/core/contract/api/staff.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';
import { forceLogout } from '../../src/core/contract/api/audit.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';
import { sha256 } from '../../server/modules/auth/tokens.ts';

let h: Harness;
let url: string;
beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
});
afterAll(() => h.close());

/** An open event stream: `ended` resolves with the time (performance.now()) its server closed it. */
async function openStream(base: string, token: string): Promise<{ ended: Promise<number>; abort(): void }> {
  const controller = new AbortController();
  const response = await fetch(`${base}${iotEvents.path}`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  // The stream is open once its first line arrived.
  const first = await reader.read();
  expect(new TextDecoder().decode(first.value)).toContain('retry:');
  const ended = (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // A connection cut by the server ends the stream as well.
    }
    return performance.now();
  })();
  return { ended, abort: () => controller.abort() };
}

/** Within a second of `since`, or fails. */
async function endsWithinASecond(stream: { ended: Promise<number>; abort(): void }, since: number): Promise<void> {
  const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 5_000));
  const at = await Promise.race([stream.ended, timeout]);
  stream.abort();
  expect(at - since).toBeLessThan(1_000);
}

describe('an event stream ends with its session', () => {
  it('on logout', async () => {
    const token = await tokenFor(h.app, '13800000007');
    const stream = await openStream(url, token);
    const other = await openStream(url, await tokenFor(h.app, '13800000007'));
    const since = performance.now();
    expect((await call(h.app, 'POST', staffLogout.path, { token })).status).toBe(200);
    await endsWithinASecond(stream, since);
    // Another session of the same user keeps streaming.
    expect(h.app.sessionWatch.size).toBe(1);
    other.abort();
  });

  it('on expiry', async () => {
    const stream = await openStream(url, await tokenFor(h.app, '13800000007'));
    h.clock.advance(h.config.tokenTtlMs);
    await endsWithinASecond(stream, performance.now());
  });

  it('on an identity switch (the token switched from is revoked)', async () => {
    const token = await tokenFor(h.app, '13800000007');
    const groups = await call<{ currentGroupId: number | null }>(h.app, 'GET', currentStaffGroups.path, { token });
    const groupId = groups.data.currentGroupId;
    expect(groupId).not.toBeNull();
    const stream = await openStream(url, token);
    const since = performance.now();
    expect((await call(h.app, 'POST', `${switchStaffGroup.path}?groupId=${groupId}`, { token })).status).toBe(200);
    await endsWithinASecond(stream, since);
  });

  it('on a forced logout of the user (endSessions), every session of that user', async () => {
    const first = await openStream(url, await tokenFor(h.app, '13800000007'));
    const second = await openStream(url, await tokenFor(h.app, '13800000007'));
    const since = performance.now();
    const { users } = await import('../../server/modules/org/tables.ts');
    const { eq } = await import('drizzle-orm');
    const [user] = await h.app.db.orm.select({ id: users.id }).from(users).where(eq(users.phone, '13800000007'));
    expect(await endSessions(h.app, { userId: user.id })).toBeGreaterThanOrEqual(2);
    await endsWithinASecond(first, since);
    await endsWithinASecond(second, since);
  });
});

/** A second server on the same database: another process on PostgreSQL; on PGlite, a second app sharing it. */
async function otherServer(): Promise<{ url: string; stop(): Promise<void> }> {
  if (h.config.databaseUrl) {
    return spawnSecondServer(h.config);
  }
  const second = await buildApp({ ...h.config, seed: false, database: { ...h.app.db, close: async () => undefined } });
  await second.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(second.server.address() as { port: number }).port}`, stop: () => second.close() };
}

describe('in every process', () => {
  it('a token logged out through one server closes its stream on the other within a second', async () => {
    const other = await otherServer();
    try {
      const token = await tokenFor(h.app, '13800000007');
      const stream = await openStream(other.url, token);
      const since = performance.now();
      expect((await call(h.app, 'POST', staffLogout.path, { token })).status).toBe(200);
      await endsWithinASecond(stream, since);

      // 强制下线 through this server: the other process stops serving the session and ends its stream within a second.
      const admin = await tokenFor(h.app, '13800000007');
      const ended = await tokenFor(h.app, '13800000007');
      const alive = await fetch(`${other.url}${currentStaffGroups.path}`, { headers: { authorization: `Bearer ${ended}` } });
      expect(alive.status).toBe(200);
      const endedStream = await openStream(other.url, ended);
      const forcedAt = performance.now();
      const forced = await call(h.app, 'POST', urlOf(forceLogout, { id: sha256(ended).slice(0, 16) }), { token: admin });
      expect(forced.status, forced.msg).toBe(200);
      await endsWithinASecond(endedStream, forcedAt);
      const refused = await fetch(`${other.url}${currentStaffGroups.path}`, { headers: { authorization: `Bearer ${ended}` } });
      expect(refused.status).toBe(401);
      expect(performance.now() - forcedAt).toBeLessThan(1_000);
    } finally {
      await other.stop();
    }
  }, 60_000);
});
