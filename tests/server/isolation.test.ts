import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ReplenishmentStatus } from '../../src/core/contract/index.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';
import { derivedMarkers, idsOfOrg, pagedLists, scopedTables } from './scoped.ts';
import { refreshToken, staffLogout, switchStaffGroup } from '../../src/core/contract/api/auth.ts';
import { merchantFieldConfig } from '../../src/core/contract/api/reference.ts';
import { openapiDocument } from '../../src/core/contract/api/meta.ts';
import { replPackageApprove, replTallyPage } from '../../src/core/contract/api/replenishment.ts';
import { proclamationDelete, proclamationUpdateStatus } from '../../src/core/contract/api/announcements.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';
import { handleNotification, notificationPage } from '../../src/core/contract/api/notifications.ts';
import { convenienceShop, convenienceShopPage } from '../../src/core/contract/api/convenience.ts';
import { asyncTaskRemove, asyncTaskRetry } from '../../src/core/contract/api/tasks.ts';

/**
 * Tenant isolation (issue 3 §6): a user of one organisation gets nothing of another's from any route that takes
 * an id or a filter. Every authenticated route of the OpenAPI document is swept with the other organisation's ids
 * in each id-like parameter, and no answer may carry a trace of the other organisation.
 */
let h: Harness;
const ownOrgOf = (tenant: { phone: string }) => (tenant.phone === '13900000001' ? 7 : 2);
const foreignOrgOf = (tenant: { phone: string }) => (tenant.phone === '13900000001' ? 2 : 7);
beforeAll(async () => {
  h = await createHarness();
  // This sweep is about tenancy, not view codes (tests/server/view-codes.test.ts sweeps those): here the two tenants'
  // roles hold every view code, so every list and id route answers and its rows can be checked.
  await h.app.db.query(
    `INSERT INTO role_views (role_id, view_code)
     SELECT DISTINCT gr.role_id, '*:*:*' FROM group_roles gr JOIN staff_groups g ON g.id = gr.group_id JOIN users u ON u.id = g.user_id
     WHERE u.phone IN ('13900000001', '13800000001') ON CONFLICT DO NOTHING`,
  );
});
afterAll(() => h.close());

interface Tenant {
  name: string;
  phone: string;
  groupId?: number;
  /** Texts that only the other organisation's data contains. */
  foreignMarkers: string[];
  foreignIds: () => Promise<number[]>;
  foreignNotification: () => Promise<number>;
}

async function idsOf(sql: string, params: unknown[]): Promise<number[]> {
  return (await h.app.db.query<{ id: number }>(sql, params)).rows.map((row) => row.id);
}

const ORG2_MARKERS = [
  '鲜食优选', '华东大区', '上海分公司', '浦东运营中心', '张江站点组', '陆家嘴', '西湖运营中心', '南山运营中心', '便利店事业部', '财务中心', '王建国', '赵敏', '陈静',
  '系统升级通知', '春节期间补货安排', '补货包已审核', '进件待审核', '清泉饮品',
  // issue 5: devices, orders, packages, tallies, applications, announcements, export tasks of 鲜食优选
  'XS-VM-', 'XS-CL-', 'XS-BH-', 'XS-LH-', '人工智能岛', '张江小林便利店', '上海味美食品', '张江站点组设备巡检安排', '无人店异常订单导出', '周小燕', '张江站点组试点优惠',
];
const ORG7_MARKERS = [
  '北方智能', '东北大区', '沈阳分公司', '和平运营中心', '孙丽', '冬季设备防冻提醒', '导出完成', '雪域冷饮',
  'BF-VM-', 'BF-CL-', 'BF-BH-', 'BF-LH-', '刘德胜', '沈阳鑫源超市', '北陵公园', '北方智能春季促销活动', '排班调整', '东北大区交易分成',
];
/**
 * Every organisation-owned table of every module (its scopedTables): the first rows of each join the foreign ids,
 * each id once (tables number their rows alike, and a URL called twice with one token tells nothing new).
 */
const foreignIdsOf = (orgId: number) => async () => {
  const ids = new Set<number>([orgId]);
  for (const table of await scopedTables()) for (const id of await idsOfOrg(h.app, table.name, orgId)) ids.add(id);
  return [...ids];
};
const openNotificationOf = (orgId: number) => async () =>
  (await idsOf('SELECT id FROM notifications WHERE org_id = $1 AND handled = false ORDER BY id LIMIT 1', [orgId]))[0];

const TENANTS: Tenant[] = [
  { name: '13900000001 (北方智能) against 鲜食优选', phone: '13900000001', foreignMarkers: ORG2_MARKERS, foreignIds: foreignIdsOf(2), foreignNotification: openNotificationOf(2) },
  { name: '13800000007 (鲜食优选 admin, root department) against 北方智能', phone: '13800000007', foreignMarkers: ORG7_MARKERS, foreignIds: foreignIdsOf(7), foreignNotification: openNotificationOf(7) },
  { name: '13800000001 (鲜食优选 张江) against 北方智能', phone: '13800000001', groupId: 1001, foreignMarkers: ORG7_MARKERS, foreignIds: foreignIdsOf(7), foreignNotification: openNotificationOf(7) },
];

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: string; name: string; required?: boolean; schema: { type?: string } }>;
}

async function authenticatedOperations(): Promise<Operation[]> {
  const doc = (await h.app.inject({ url: openapiDocument.path })).json() as {
    paths: Record<string, Record<string, { security?: unknown[]; parameters?: Operation['parameters'] }>>;
  };
  const rotating = new Set<string>([refreshToken.path, staffLogout.path]);
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.security && !rotating.has(path))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, parameters: op.parameters ?? [] })),
  );
}

/** Every way to call the operation with one foreign id in one id-like parameter (other parameters plausible). */
function urlsFor(op: Operation, foreignIds: number[], now: number): string[] {
  const plausible: Record<string, string> = {
    key: 'orderFeedbackReason', category: '1', startTime: '0', endTime: String(now), page: '1', limit: '99999', handled: 'false',
    channel: 'alipay', lifecycleState: '2', status: '1', reason: '1', auditStatus: '1', days: '31',
  };
  const idLike = op.parameters.filter((p) => p.schema.type === 'integer' && !(p.name in plausible));
  const build = (override: Record<string, string>) => {
    let path = op.path;
    const query = new URLSearchParams();
    for (const p of op.parameters) {
      const value = override[p.name] ?? plausible[p.name] ?? (p.required ? '1' : undefined);
      if (value === undefined) continue;
      if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(value));
      else if (p.in === 'query') query.set(p.name, value);
    }
    const qs = query.toString();
    return qs ? `${path}?${qs}` : path;
  };
  if (idLike.length === 0) return [build({})];
  return idLike.flatMap((p) => foreignIds.map((id) => build({ [p.name]: String(id) })));
}

describe.each(TENANTS)('$name', (tenant) => {
  it('no route answers with anything of the other organisation', async () => {
    const token = await tokenFor(h.app, tenant.phone, tenant.groupId);
    const foreignIds = await tenant.foreignIds();
    const operations = await authenticatedOperations();
    // The hand-picked texts, and the names, codes and titles of every module's rows of the other organisation.
    const markers = [...tenant.foreignMarkers, ...(await derivedMarkers(h.app, foreignOrgOf(tenant), ownOrgOf(tenant)))];
    expect(markers.length).toBeGreaterThan(tenant.foreignMarkers.length);
    expect(operations.length).toBeGreaterThanOrEqual(40);
    let calls = 0;
    for (const op of operations) {
      for (const url of urlsFor(op, foreignIds, h.clock.now())) {
        const reply = await h.app.inject({ method: op.method as 'GET', url, headers: { authorization: `Bearer ${token}` } });
        calls += 1;
        expect(reply.statusCode, `${op.method} ${url}`).toBeLessThan(500);
        // One assertion per answer naming every marker it carries (an expect per marker cost a tenth of the file).
        expect(markers.filter((marker) => reply.body.includes(marker)), `${op.method} ${url} leaks`).toEqual([]);
      }
    }
    expect(calls).toBeGreaterThan(50);
  }, 180_000); // every route × every foreign id: some thousands of calls

  it('foreign ids: groups refused (8406), shops and notifications not found (404), departments empty', async () => {
    const token = await tokenFor(h.app, tenant.phone, tenant.groupId);
    const orgId = tenant.phone === '13900000001' ? 2 : 7;
    for (const groupId of await idsOf('SELECT id FROM staff_groups WHERE org_id = $1', [orgId])) {
      expect((await call(h.app, 'POST', `${switchStaffGroup.path}?groupId=${groupId}`, { token })).status).toBe(Code.GROUP_UNAVAILABLE);
    }
    for (const shopId of await idsOf('SELECT id FROM convenience_shops WHERE org_id = $1', [orgId])) {
      const reply = await call(h.app, 'GET', urlOf(convenienceShop, { id: shopId }), { token });
      expect([reply.http, reply.status, reply.data]).toEqual([404, Code.NOT_FOUND, null]);
    }
    for (const deptId of await idsOf('SELECT id FROM depts WHERE org_id = $1', [orgId])) {
      expect((await call(h.app, 'GET', `${merchantFieldConfig.path}?deptId=${deptId}`, { token })).data).toEqual([]);
    }
    const notification = await tenant.foreignNotification();
    const reply = await call(h.app, 'PUT', urlOf(handleNotification, { id: notification }), { token });
    expect(reply.http).toBe(404);
    const row = await h.app.db.query<{ handled: boolean }>('SELECT handled FROM notifications WHERE id = $1', [notification]);
    expect(row.rows[0].handled).toBe(false);
  });

  it('lists hold only the caller\'s organisation', async () => {
    const token = await tokenFor(h.app, tenant.phone, tenant.groupId);
    const orgId = tenant.phone === '13900000001' ? 7 : 2;
    const shops = await call<{ rows: Array<{ id: number }> }>(h.app, 'GET', `${convenienceShopPage.path}?limit=99999`, { token });
    const own = await idsOf('SELECT id FROM convenience_shops WHERE org_id = $1', [orgId]);
    for (const shop of shops.data.rows) expect(own).toContain(shop.id);
    const notes = await call<{ rows: Array<{ id: number }> }>(h.app, 'GET', `${notificationPage.path}?limit=100`, { token });
    const mine = await idsOf('SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.phone = $1 AND n.org_id = $2', [tenant.phone, orgId]);
    expect(notes.data.rows.map((n) => n.id).sort()).toEqual(mine.sort());
  });

  it('business lists hold only rows of the caller\'s organisation and department subtree', async () => {
    const token = await tokenFor(h.app, tenant.phone, tenant.groupId);
    const orgId = tenant.phone === '13900000001' ? 7 : 2;
    const scope = (await h.app.db.query<{ path: string }>(
      'SELECT d.path FROM staff_groups g JOIN depts d ON d.id = g.dept_id JOIN users u ON u.id = g.user_id WHERE u.phone = $1 AND ($2::int IS NULL OR g.id = $2) AND g.org_id = $3 LIMIT 1',
      [tenant.phone, tenant.groupId ?? null, orgId],
    )).rows[0].path;
    const subtree = await idsOf('SELECT id FROM depts WHERE org_id = $1 AND path LIKE $2', [orgId, `${scope}%`]);
    const lists = await pagedLists();
    const tables = await scopedTables();
    expect(lists.length).toBeGreaterThanOrEqual(15);
    let rows = 0;
    for (const { module, url } of lists) {
      const reply = await call<{ rows: Array<{ id: number; deptId?: number }> }>(h.app, 'GET', url, { token });
      expect(reply.status, url).toBe(200);
      // A row of the list is a row of one of its module's tables, of the caller's organisation.
      const own = new Set<number>();
      for (const table of tables.filter((candidate) => candidate.module === module)) {
        for (const id of await idsOf(`SELECT id FROM ${table.name} WHERE org_id = $1`, [orgId])) own.add(id);
      }
      for (const row of reply.data.rows) {
        expect(own.has(row.id), `${url} row ${row.id}`).toBe(true);
        if (row.deptId !== undefined) expect(subtree, `${url} row ${row.id}`).toContain(row.deptId);
      }
      rows += reply.data.rows.length;
    }
    expect(rows).toBeGreaterThan(20);
  });

  it('foreign business ids: changes refused (403 without the view code, else 404), rows unchanged', async () => {
    const token = await tokenFor(h.app, tenant.phone, tenant.groupId);
    const foreignOrg = tenant.phone === '13900000001' ? 2 : 7;
    const snapshot = async () => (await h.app.db.query('SELECT id, status, audited_by FROM repl_packages WHERE org_id = $1 ORDER BY id', [foreignOrg])).rows;
    const tasks = async () => (await h.app.db.query('SELECT id, task_status FROM export_tasks WHERE org_id = $1 ORDER BY id', [foreignOrg])).rows;
    const notes = async () => (await h.app.db.query('SELECT id, title, status FROM announcements WHERE org_id = $1 ORDER BY id', [foreignOrg])).rows;
    const before = [await snapshot(), await tasks(), await notes()];
    const packages = await idsOf('SELECT id FROM repl_packages WHERE org_id = $1 AND status = 1', [foreignOrg]);
    const approval = await call(h.app, 'POST', replPackageApprove.path, { token, body: { ids: packages, status: ReplenishmentStatus.APPROVED } });
    expect([403, 404]).toContain(approval.http);
    for (const id of await idsOf('SELECT id FROM export_tasks WHERE org_id = $1', [foreignOrg])) {
      expect((await call(h.app, 'PUT', urlOf(asyncTaskRemove, { id: id }), { token })).http).toBe(404);
      expect((await call(h.app, 'PUT', urlOf(asyncTaskRetry, { id: id }), { token })).http).toBe(404);
    }
    for (const id of await idsOf('SELECT id FROM announcements WHERE org_id = $1', [foreignOrg])) {
      expect([403, 404]).toContain((await call(h.app, 'DELETE', urlOf(proclamationDelete, { id: id }), { token })).http);
      expect([403, 404]).toContain((await call(h.app, 'PUT', proclamationUpdateStatus.path, { token, body: { id, status: 0 } })).http);
    }
    for (const id of await idsOf('SELECT id FROM repl_packages WHERE org_id = $1', [foreignOrg])) {
      const tallies = await call<{ total: number }>(h.app, 'GET', `${replTallyPage.path}?packageId=${id}`, { token });
      expect(tallies.data.total).toBe(0);
    }
    expect([await snapshot(), await tasks(), await notes()]).toEqual(before);
  });
});
