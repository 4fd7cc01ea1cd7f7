import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { defaultConfig, type ServerConfig } from '../../server/config.ts';
import { startServer } from '../../server/start.ts';
import { call, login, RELAXED_LIMITS, testClock, testDatabase, type TestDatabase } from './harness.ts';
import { staffLogin, switchStaffGroup } from '../../src/core/contract/api/auth.ts';
import { currentStaffGroups, currentStaffInfo } from '../../src/core/contract/api/staff.ts';
import { handleNotification } from '../../src/core/contract/api/notifications.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';

/**
 * A restart keeps the data: PGlite in a folder (or the same PostgreSQL schema), closed, then opened again by
 * startServer on a free port.
 */
let database: TestDatabase;
let config: ServerConfig;
beforeAll(async () => {
  // Seeded from the template: the first start below opens a seeded folder, as a restart does.
  database = await testDatabase(true, 'seeded');
  config = defaultConfig({ ...database.overrides, logger: false, rateLimits: RELAXED_LIMITS, clock: testClock(database.builtAt), staticRoot: '/nonexistent' });
});
afterAll(() => database.drop());

describe('restart', () => {
  it('keeps sessions, the remembered identity, handled notifications, and does not seed again', async () => {
    const before = await buildApp(config);
    const switchTo = async (groupId: number) => {
      const token = (await login(before, '13800000001')).data?.token ?? '';
      return (await call<{ token: string }>(before, 'POST', `${switchStaffGroup.path}?groupId=${groupId}`, { token })).data.token;
    };
    const notification = (await before.db.query<{ id: number }>("SELECT id FROM notifications WHERE title = '客诉待处理'")).rows[0].id;
    await call(before, 'PUT', urlOf(handleNotification, { id: notification }), { token: await switchTo(1001) });
    const bound = await switchTo(1002);
    const seededAt = (await before.db.query<{ value: string }>("SELECT value FROM app_meta WHERE key = 'seeded_at'")).rows[0].value;
    await before.close();

    const server = await startServer({ ...config, port: 0, host: '127.0.0.1' });
    const after = server.app;
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await call<{ currentGroupId: number }>(after, 'GET', currentStaffGroups.path, { token: bound })).data.currentGroupId).toBe(1002);
      const response = await fetch(`${server.url}${staffLogin.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '13800000001', password: 'Backroom#2026' }),
      });
      const fresh = ((await response.json()) as { data: { token: string } }).data.token;
      expect((await call<{ currentGroupId: number }>(after, 'GET', currentStaffInfo.path, { token: fresh })).data.currentGroupId).toBe(1002);
      const handled = await after.db.query<{ handled: boolean }>('SELECT handled FROM notifications WHERE id = $1', [notification]);
      expect(handled.rows[0].handled).toBe(true);
      expect((await after.db.query<{ value: string }>("SELECT value FROM app_meta WHERE key = 'seeded_at'")).rows[0].value).toBe(seededAt);
      expect((await after.db.query<{ n: number }>('SELECT count(*) AS n FROM users')).rows[0].n).toBe(11);
    } finally {
      await server.close();
      await server.close(); // closing twice is harmless
    }
  });
});
