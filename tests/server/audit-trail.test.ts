import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAccountRecharge } from '../../src/core/contract/api/accounts.ts';
import { proclamationAdd, proclamationDelete, proclamationUpdate } from '../../src/core/contract/api/announcements.ts';
import { auditCalls, auditDetail, auditPage } from '../../src/core/contract/api/audit.ts';
import type { AuditCall, AuditDetailData, AuditRecord } from '../../src/core/contract/api/audit.ts';
import { staffLogout, switchStaffGroup } from '../../src/core/contract/api/auth.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';
import { Code } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { call, createHarness, login, tokenFor, type Harness } from './harness.ts';

/** The audit trail: every staff write recorded with who, what, outcome and the fields it changed, in its own transaction. */
let h: Harness;
let admin: string; // 赵敏: 鲜食优选 (org 2), *:*:*
let north: string; // 孙丽: 北方智能 (org 7)
let finance: string; // 李秀英: 速达便利 (org 6), account:recharge, no audit view code
beforeAll(async () => {
  h = await createHarness();
  admin = await tokenFor(h.app, '13800000007');
  north = await tokenFor(h.app, '13900000001');
  finance = await tokenFor(h.app, '13800000002');
  // 孙丽's role reads its organisation's trail too (the seeded admin role holds the code already).
  await h.app.db.query(
    `INSERT INTO role_views (role_id, view_code) SELECT DISTINCT gr.role_id, 'system:audit:view' FROM group_roles gr
     JOIN staff_groups g ON g.id = gr.group_id JOIN users u ON u.id = g.user_id WHERE u.phone = '13900000001' ON CONFLICT DO NOTHING`,
  );
});
afterAll(() => h.close());

const page = async (token: string, query = '') => {
  const reply = await call<Paged<AuditRecord>>(h.app, 'GET', `${auditPage.path}?limit=100${query}`, { token });
  expect(reply.status, reply.msg).toBe(200);
  return reply.data;
};
const detail = async (id: number, token = admin) => (await call<AuditDetailData>(h.app, 'GET', urlOf(auditDetail, { id }), { token })).data;
const count = async () => (await h.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0].n;

describe('a staff write', () => {
  it('leaves one record: who, the call, the ids, the outcome, address, user agent and the fields old → new', async () => {
    const added = await call<{ id: number }>(h.app, 'POST', proclamationAdd.path, {
      token: admin, body: { title: '审计测试', content: '<p>一</p>', indexFlag: 0 }, headers: { 'user-agent': 'audit-test/1.0' }, remoteAddress: '10.1.2.3',
    });
    expect(added.status, added.msg).toBe(200);
    const id = added.data.id;
    const updated = await call(h.app, proclamationUpdate.method, proclamationUpdate.path, { token: admin, body: { id, title: '审计测试二', content: '<p>一</p>', indexFlag: 1 } });
    expect(updated.status, updated.msg).toBe(200);

    const rows = (await page(admin, `&call=${encodeURIComponent('/proclamation/')}`)).rows;
    const [update, add] = rows;
    expect(add).toMatchObject({ path: proclamationAdd.path, method: 'POST', area: 'messages', outcome: 'ok', httpStatus: 200, code: 200, userName: '赵敏', ip: '10.1.2.3', userAgent: 'audit-test/1.0' });
    expect(update).toMatchObject({ path: proclamationUpdate.path, ids: { id }, outcome: 'ok' });
    expect(add.durationMs).toBeGreaterThanOrEqual(0);
    const changed = await detail(update.id);
    const row = changed.changes.find((change) => change.table === 'announcements');
    expect(row).toMatchObject({ op: 'UPDATE', id: String(id) });
    expect(row?.fields.title).toEqual(['审计测试', '审计测试二']);
    expect(row?.fields.index_flag).toEqual([0, 1]);
    expect(row?.fields).not.toHaveProperty('content');
  });

  it('a recharge records the balance old → new; the deletion names its id', async () => {
    const before = (await page(admin)).total;
    const recharge = await call(h.app, 'POST', operatorAccountRecharge.path, { token: admin, body: { requestId: 'audit-test-0001', amount: 500 } });
    expect(recharge.status, recharge.msg).toBe(200);
    const [record] = (await page(admin)).rows;
    expect(record.path).toBe(operatorAccountRecharge.path);
    const org = (await detail(record.id)).changes.find((change) => change.table === 'organisations');
    const [from, to] = org?.fields.balance_cents as [number, number];
    expect(to - from).toBe(500);
    expect((await page(admin)).total).toBe(before + 1);
  });

  it('a refused write (view code, input, not found) leaves one record marked refused and changes nothing', async () => {
    const deleted = await call(h.app, proclamationDelete.method, urlOf(proclamationDelete, { id: 999_999 }), { token: admin });
    expect(deleted.http).toBe(404);
    const noView = await call(h.app, 'POST', proclamationAdd.path, { token: finance, body: { title: '无权', content: 'x', indexFlag: 0 } });
    expect(noView.http).toBe(403);
    const bad = await call(h.app, 'POST', proclamationAdd.path, { token: admin, body: { title: '' } });
    expect(bad.http).toBe(400);
    const [badRecord, notFound] = (await page(admin)).rows;
    expect(notFound).toMatchObject({ path: proclamationDelete.path, outcome: 'refused', httpStatus: 404, ids: { id: 999_999 } });
    expect(badRecord).toMatchObject({ path: proclamationAdd.path, outcome: 'refused', httpStatus: 400, code: Code.BAD_INPUT });
    expect((await detail(notFound.id)).changes).toEqual([]);
    const forbidden = await h.app.db.query<{ outcome: string; http_status: number; org_id: number }>(
      "SELECT outcome, http_status, org_id FROM audit_log WHERE user_id = (SELECT id FROM users WHERE phone = '13800000002') AND path = $1", [proclamationAdd.path]);
    expect(forbidden.rows).toEqual([{ outcome: 'refused', http_status: 403, org_id: 6 }]);
    expect(await h.app.db.query("SELECT 1 FROM announcements WHERE title = '无权'")).toMatchObject({ rows: [] });
  });

  it('a write that fails and rolls back leaves no record and no change', async () => {
    const before = await count();
    await h.app.db.exec(`CREATE FUNCTION audit_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
      CREATE TRIGGER audit_test_fail BEFORE UPDATE ON announcements FOR EACH ROW WHEN (NEW.title = '回滚') EXECUTE FUNCTION audit_test_fail();`);
    try {
      const [{ id }] = (await h.app.db.query<{ id: number }>("SELECT id FROM announcements WHERE org_id = 2 ORDER BY id LIMIT 1")).rows;
      const failed = await call(h.app, proclamationUpdate.method, proclamationUpdate.path, { token: admin, body: { id, title: '回滚', content: 'x', indexFlag: 0 } });
      expect(failed.http).toBe(500);
      expect(await count()).toBe(before);
    } finally {
      await h.app.db.exec('DROP TRIGGER audit_test_fail ON announcements; DROP FUNCTION audit_test_fail();');
    }
  });

  it('an identity switch is recorded; each organisation sees only its own records', async () => {
    const first = await login(h.app, '13800000001');
    const switched = await call(h.app, 'POST', `${switchStaffGroup.path}?groupId=1001`, { token: first.data?.token });
    expect(switched.status, switched.msg).toBe(200);
    const org2 = (await page(admin)).rows;
    expect(org2.some((row) => row.path === switchStaffGroup.path && row.userName === '王建国')).toBe(true);
    await call(h.app, 'POST', proclamationAdd.path, { token: north, body: { title: '北方', content: 'x', indexFlag: 0 } });
    const org7 = (await page(north)).rows;
    expect(org7.length).toBeGreaterThan(0);
    expect(org7.every((row) => row.userName === '孙丽')).toBe(true);
    expect(org2.every((row) => row.userName !== '孙丽')).toBe(true);
    const foreign = await call(h.app, 'GET', urlOf(auditDetail, { id: org2[0].id }), { token: north });
    expect(foreign.http).toBe(404);
  });

  it('keeps no secret of the rows a write touched, and shows a long text cut', async () => {
    const [{ secrets }] = (await h.app.db.query<{ secrets: string[] }>('SELECT backroom_audit_secrets() AS secrets')).rows;
    expect(secrets).toEqual(expect.arrayContaining(['code_hash', 'password_hash', 'token_hash']));
    // A switch writes the user's row (its password hash beside) and a session (its token's hash).
    const first = await login(h.app, '13800000001');
    const switched = await call<{ token: string }>(h.app, 'POST', `${switchStaffGroup.path}?groupId=1002`, { token: first.data?.token });
    expect(switched.status, switched.msg).toBe(200);
    const [{ hash }] = (await h.app.db.query<{ hash: string }>("SELECT password_hash AS hash FROM users WHERE phone = '13800000001'")).rows;
    const kept = (await h.app.db.query<{ changes: string }>('SELECT changes FROM audit_log WHERE path = $1 ORDER BY id DESC LIMIT 1', [switchStaffGroup.path])).rows[0].changes;
    expect(kept).toContain('"table": "users"');
    expect(kept).not.toMatch(/password|token_hash|_hash"/);
    expect(kept).not.toContain(hash);
    expect(kept).not.toContain(switched.data.token);

    const long = '长'.repeat(600);
    const added = await call<{ id: number }>(h.app, 'POST', proclamationAdd.path, { token: admin, body: { title: '长文', content: long, indexFlag: 0 } });
    expect(added.status, added.msg).toBe(200);
    const [record] = (await page(admin, `&call=${encodeURIComponent(proclamationAdd.path)}`)).rows;
    const row = (await detail(record.id)).changes.find((change) => change.table === 'announcements');
    expect(row).toMatchObject({ op: 'INSERT', id: String(added.data.id) });
    expect(row?.fields.title).toEqual([null, '长文']);
    const [, content] = row?.fields.content as [null, string];
    expect(content.length).toBe(501);
    expect(content.endsWith('…')).toBe(true);
  });
});

describe('the filters\' choices', () => {
  it('are the calls the server records (its staff writes, no read), by area; a picked call filters to that call alone', async () => {
    const reply = await call<AuditCall[]>(h.app, 'GET', auditCalls.path, { token: admin });
    expect(reply.status, reply.msg).toBe(200);
    const calls = reply.data;
    expect(calls).toContainEqual({ area: 'messages', method: proclamationUpdate.method, path: proclamationUpdate.path, summary: proclamationUpdate.summary });
    expect(calls.some((c) => c.path === operatorAccountRecharge.path)).toBe(true);
    expect(calls.some((c) => c.method === 'GET')).toBe(false);
    expect(calls.map((c) => c.area)).toEqual([...calls.map((c) => c.area)].sort((a, b) => a.localeCompare(b)));
    // Every write route of the OpenAPI that needs a session is among them (but the logout: the sign-in log has it).
    const doc = (await h.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const writes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).filter(([method, op]) => method !== 'get' && op.security?.length).map(([method]) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(writes.length).toBeGreaterThan(50);
    const listed = new Set(calls.map((c) => `${c.method} ${c.path}`));
    expect(writes.filter((write) => !listed.has(write))).toEqual([`${staffLogout.method} ${staffLogout.path}`]);

    const picked = (await page(admin, `&call=${encodeURIComponent(proclamationUpdate.path)}`)).rows;
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.every((row) => row.path === proclamationUpdate.path)).toBe(true);
    const area = (await page(admin, '&area=messages')).rows;
    expect(area.length).toBeGreaterThan(0);
    expect(area.every((row) => row.area === 'messages')).toBe(true);
  });
});
