// Holding load (issues 14 and 15): the logged-in path served from the process's cache and dropped the moment what it
// was read from changes (in this process, and in another process on one PostgreSQL through LISTEN/NOTIFY); badge
// counts once per identity per interval; 503 with Retry-After when saturated; scrypt at OWASP's cost with a rehash on
// login.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffLogin, staffLogout } from '../../src/core/contract/api/auth.ts';
import { badgeCounts, dashboardSummary } from '../../src/core/contract/api/dashboard.ts';
import { abnormalOrderHandle, abnormalOrderPage, type Order } from '../../src/core/contract/api/orders.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { orders } from '../../server/modules/orders/tables.ts';
import { currentStaffMenus, currentStaffViews } from '../../src/core/contract/api/staff.ts';
import { healthCheck } from '../../src/core/contract/api/meta.ts';
import { roleViews } from '../../server/modules/org/tables.ts';
import { hashPassword, needsRehash, OWASP_SCRYPT_LOG2_N, verifyPassword } from '../../server/modules/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/modules/org/seed-personas.ts';
import { RETRY_AFTER_S } from '../../server/plugins/back-pressure.ts';
import { call, createHarness, login, TEST_DB, tokenFor, type Harness } from './harness.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** 13800000007: the 鲜食优选 administrator (one identity, bound at login). */
const ADMIN = '13800000007';

const views = async (h: Harness, token: string) => call<string[]>(h.app, 'GET', currentStaffViews.path, { token });
/** The role of the administrator's group, whose view codes the tests change. */
const adminRoleId = async (h: Harness) =>
  (
    await h.app.db.query<{ role_id: number }>(
      `SELECT gr.role_id FROM group_roles gr JOIN staff_groups g ON g.id = gr.group_id JOIN users u ON u.id = g.user_id WHERE u.phone = $1 ORDER BY gr.role_id LIMIT 1`,
      [ADMIN],
    )
  ).rows[0].role_id;

describe('the logged-in path from the process cache', () => {
  let h: Harness;
  beforeAll(async () => {
    // A long lifetime: whatever changes below is seen through invalidation, never through expiry.
    h = await createHarness({ authCacheMs: 60_000 });
  });
  afterAll(async () => h?.close());

  it('answers from memory: a change the database does not announce is not seen until the entry is dropped', async () => {
    const token = await tokenFor(h.app, ADMIN);
    const roleId = await adminRoleId(h);
    // Silence the announcement (a plain-SQL write also drops every entry: warm the cache again after it).
    await h.app.db.query('ALTER TABLE role_views DISABLE TRIGGER role_views_cache_notify');
    try {
      const before = (await views(h, token)).data;
      // Written through the modules' query builder, with the trigger off: nothing tells the cache.
      await h.app.db.orm.insert(roleViews).values({ roleId, viewCode: 'cache:probe:view' });
      expect((await views(h, token)).data).toEqual(before);
      h.app.authCache.clear();
      expect((await views(h, token)).data).toContain('cache:probe:view');
    } finally {
      await h.app.db.query(`DELETE FROM role_views WHERE view_code = 'cache:probe:view'`);
      await h.app.db.query('ALTER TABLE role_views ENABLE TRIGGER role_views_cache_notify');
    }
  });

  it('a role gaining or losing a view code is seen long before the cache expires (the database announces the change)', async () => {
    const token = await tokenFor(h.app, ADMIN);
    const roleId = await adminRoleId(h);
    expect((await views(h, token)).data).not.toContain('cache:probe:view');
    // Written through the query builder (no plain-SQL hook): only the trigger's NOTIFY tells the cache. PGlite delivers
    // it before the write returns; PostgreSQL over the listening connection, within milliseconds.
    await h.app.db.orm.insert(roleViews).values({ roleId, viewCode: 'cache:probe:view' });
    expect(await eventually(async () => (await views(h, token)).data.includes('cache:probe:view'))).toBe(true);
    await h.app.db.orm.delete(roleViews).where(and(eq(roleViews.roleId, roleId), eq(roleViews.viewCode, 'cache:probe:view')));
    expect(await eventually(async () => !(await views(h, token)).data.includes('cache:probe:view'))).toBe(true);
  });

  it('logout: the same token is refused on the next request', async () => {
    const token = await tokenFor(h.app, ADMIN);
    expect((await views(h, token)).http).toBe(200);
    expect((await call(h.app, 'POST', staffLogout.path, { token })).status).toBe(200);
    expect((await views(h, token)).http).toBe(401);
  });

  it('menus and view codes revalidate with their ETag: 304 with no body', async () => {
    const token = await tokenFor(h.app, ADMIN);
    for (const path of [`${currentStaffMenus.path}?category=1`, currentStaffViews.path]) {
      const first = await call(h.app, 'GET', path, { token });
      const etag = String(first.raw.headers.etag);
      const again = await h.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}`, 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('badge counts are computed once per identity per interval; a write answered by the server shows at once', async () => {
    const token = await tokenFor(h.app, ADMIN);
    const first = await call<{ orgAudit: number }>(h.app, 'GET', badgeCounts.path, { token });
    expect(h.app.authCache.badges.size).toBeGreaterThan(0);
    const second = await call<{ orgAudit: number }>(h.app, 'GET', badgeCounts.path, { token });
    expect(second.data).toEqual(first.data);
    await call(h.app, 'POST', staffLogout.path, { token: await tokenFor(h.app, ADMIN) });
    expect(h.app.authCache.badges.size).toBe(0);
  });

  it('dashboard figures are computed once per identity per interval; a write answered by the server drops them', async () => {
    const token = await tokenFor(h.app, ADMIN);
    const first = await call(h.app, 'GET', dashboardSummary.path, { token });
    expect(first.status).toBe(200);
    // Kept (another test file's notification on PostgreSQL may drop it meanwhile: asked again then).
    expect(await eventually(async () => (await call(h.app, 'GET', dashboardSummary.path, { token }), h.app.authCache.dashboards.size > 0))).toBe(true);
    expect((await call(h.app, 'GET', dashboardSummary.path, { token })).data).toEqual(first.data);
    await call(h.app, 'POST', staffLogout.path, { token: await tokenFor(h.app, ADMIN) });
    expect(h.app.authCache.dashboards.size).toBe(0);
  });

  it('order pages are kept per subtree and query until orders change: announced by the database, or written through the server', async () => {
    // 13800000001 in 张江 (order:abnormal:handle).
    const token = await tokenFor(h.app, '13800000001', 1001);
    const page = async () => (await call<Paged<Order>>(h.app, 'GET', `${abnormalOrderPage.path}?limit=50`, { token })).data;
    const [order] = (await page()).rows;
    // Served from memory: a change the database does not announce is not seen (the ALTER is a plain-SQL write, which
    // drops every entry; on PostgreSQL every schema's notifications reach every process, so another test file's write
    // may drop the entry meanwhile: tried a few times).
    let unseen = false;
    await h.app.db.query('ALTER TABLE orders DISABLE TRIGGER orders_cache_notify');
    try {
      for (let attempt = 1; attempt <= 5 && !unseen; attempt += 1) {
        await page();
        await h.app.db.orm.update(orders).set({ abnormalReason: `cache probe ${attempt}` }).where(eq(orders.id, order.id));
        unseen = (await page()).rows[0].abnormalReason !== `cache probe ${attempt}`;
      }
    } finally {
      await h.app.db.query('ALTER TABLE orders ENABLE TRIGGER orders_cache_notify');
    }
    expect(unseen).toBe(true);
    expect((await page()).rows[0].abnormalReason).toMatch(/^cache probe \d$/);
    // Written through the query builder with the trigger on: only its NOTIFY tells the cache.
    await h.app.db.orm.update(orders).set({ abnormalReason: 'cache probe' }).where(eq(orders.id, order.id));
    expect(await eventually(async () => (await page()).rows[0].abnormalReason === 'cache probe')).toBe(true);
    // Handled through the server: gone from the very next page, as the total says.
    const before = await page();
    const handled = await call(h.app, 'POST', abnormalOrderHandle.path, { token, body: { id: order.id, action: 'close', version: order.version, note: '缓存测试关闭' } });
    expect(handled.status, handled.msg).toBe(200);
    const after = await page();
    expect(after.rows.map((row) => row.id)).not.toContain(order.id);
    expect(after.total).toBe(before.total - 1);
  });
});

describe('back-pressure', () => {
  it('a saturated process answers 503 with Retry-After at once; /api/health still answers', async () => {
    const h = await createHarness({ maxEventLoopDelayMs: 20 });
    try {
      // Past the start's grace period, then a loop held busy for longer than the limit in every sample.
      await new Promise((resolve) => setTimeout(resolve, 3100));
      let reply = await h.app.inject({ method: 'POST', url: staffLogin.path, payload: { phone: ADMIN, password: DEMO_PASSWORD } });
      for (let round = 0; round < 20 && reply.statusCode !== 503; round += 1) {
        const until = performance.now() + 300;
        while (performance.now() < until) {
          // busy on purpose: a stalled event loop
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
        reply = await h.app.inject({ method: 'POST', url: staffLogin.path, payload: { phone: ADMIN, password: DEMO_PASSWORD } });
        const health = await h.app.inject({ method: 'GET', url: healthCheck.path });
        expect(health.statusCode).toBe(200);
      }
      expect(reply.statusCode).toBe(503);
      expect(reply.headers['retry-after']).toBe(String(RETRY_AFTER_S));
      expect(reply.json()).toEqual({ status: 503, msg: '服务繁忙，请稍后重试', data: null });
    } finally {
      await h.close();
    }
  });
});

describe('password hashes', () => {
  it(`are made at N = 2^${OWASP_SCRYPT_LOG2_N} by default (OWASP); tests run at 2^14 through SCRYPT_LOG2_N`, async () => {
    expect(process.env.SCRYPT_LOG2_N).toBe('14');
    const owasp = await hashPassword('correct horse battery', OWASP_SCRYPT_LOG2_N);
    expect(owasp.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(await verifyPassword('correct horse battery', owasp)).toBe(true);
    expect(needsRehash(owasp, OWASP_SCRYPT_LOG2_N)).toBe(false);
  });

  it('a hash made at a lower cost is made again at the configured cost on the next login, and still logs in', async () => {
    const h = await createHarness({ scryptLog2N: 14 });
    try {
      await h.app.db.query('UPDATE users SET password_hash = $2 WHERE phone = $1', [ADMIN, await hashPassword(DEMO_PASSWORD, 12)]);
      expect((await login(h.app, ADMIN)).status).toBe(200);
      const stored = (await h.app.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE phone = $1', [ADMIN])).rows[0].password_hash;
      expect(stored.split('$')[1]).toBe(String(2 ** 14));
      expect((await login(h.app, ADMIN)).status).toBe(200);
      expect((await login(h.app, ADMIN, 'wrong-password')).status).not.toBe(200);
    } finally {
      await h.close();
    }
  });
});

/** A second server process on the harness's PostgreSQL schema; resolves with its address once it listens. */
async function secondProcess(h: Harness): Promise<{ url: string; stop(): Promise<void> }> {
  const options = {
    databaseUrl: h.config.databaseUrl,
    databaseSchema: h.config.databaseSchema,
    seed: false,
    authCacheMs: 60_000,
    port: 0,
    host: '127.0.0.1',
    staticRoot: h.config.staticRoot,
  };
  const script = `import { startServer } from './server/start.ts';
const server = await startServer(${JSON.stringify(options)});
console.log('LISTENING ' + server.url);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, env: process.env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`second process did not start:\n${output}`)), 90_000);
    child.stdout.on('data', () => {
      const match = /LISTENING (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`second process exited (${code}):\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Polls `probe` until it holds (the notification travels through the database), at most 5 s. */
async function eventually(probe: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + 5000;
  while (Date.now() < until) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

// PGlite is one process per database (its notifications are the tests above); this case needs PostgreSQL, and is
// defined only on the PostgreSQL run (TEST_DB=postgres), which CI makes.
if (TEST_DB === 'postgres') describe('two server processes on one PostgreSQL (LISTEN/NOTIFY)', () => {
  it('a logout and a role change in one process are seen by the other within seconds, long before its cache expires', async () => {
    const h = await createHarness({ authCacheMs: 60_000 });
    const other = await secondProcess(h);
    try {
      const token = await tokenFor(h.app, ADMIN);
      const get = (path: string) => fetch(`${other.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const viewCodes = async () => ((await (await get(currentStaffViews.path)).json()) as { data: string[] }).data;
      // The other process caches the session, the scope and the view codes.
      expect((await get(currentStaffViews.path)).status).toBe(200);
      const roleId = await adminRoleId(h);
      await h.app.db.orm.insert(roleViews).values({ roleId, viewCode: 'cache:probe:view' });
      expect(await eventually(async () => (await viewCodes()).includes('cache:probe:view'))).toBe(true);
      await h.app.db.orm.delete(roleViews).where(and(eq(roleViews.roleId, roleId), eq(roleViews.viewCode, 'cache:probe:view')));
      expect(await eventually(async () => !(await viewCodes()).includes('cache:probe:view'))).toBe(true);
      // An order changed through this process: the other's cached order page follows (NOTIFY 'orders').
      const abnormal = async () => ((await (await get(`${abnormalOrderPage.path}?limit=50`)).json()) as { data: Paged<Order> }).data.rows;
      const [order] = await abnormal();
      await h.app.db.orm.update(orders).set({ abnormalReason: 'cache probe' }).where(eq(orders.id, order.id));
      expect(await eventually(async () => (await abnormal()).some((row) => row.id === order.id && row.abnormalReason === 'cache probe'))).toBe(true);
      // Logged out through this process: the other refuses the token.
      expect((await call(h.app, 'POST', staffLogout.path, { token })).status).toBe(200);
      expect(await eventually(async () => (await get(currentStaffViews.path)).status === 401)).toBe(true);
    } finally {
      await other.stop();
      await h.close();
    }
  });
});
