import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, Code } from '../../src/core/contract/index.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

/**
 * Tenant isolation (issue 3 §6): a user of one organisation gets nothing of another's from any route that takes
 * an id or a filter. Every authenticated route of the OpenAPI document is swept with the other organisation's ids
 * in each id-like parameter, and no answer may carry a trace of the other organisation.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
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

const ORG2_MARKERS = ['鲜食优选', '华东大区', '上海分公司', '浦东运营中心', '张江站点组', '陆家嘴', '西湖运营中心', '南山运营中心', '便利店事业部', '财务中心', '王建国', '赵敏', '陈静', '系统升级通知', '春节期间补货安排', '客诉待处理', '补货包已审核', '进件待审核', '清泉饮品'];
const ORG7_MARKERS = ['北方智能', '东北大区', '沈阳分公司', '和平运营中心', '孙丽', '冬季设备防冻提醒', '导出完成', '雪域冷饮'];

const foreignIdsOf = (orgId: number) => async () => [
  ...(await idsOf('SELECT id FROM depts WHERE org_id = $1', [orgId])),
  ...(await idsOf('SELECT id FROM staff_groups WHERE org_id = $1', [orgId])),
  ...(await idsOf('SELECT id FROM convenience_shops WHERE org_id = $1', [orgId])),
  ...(await idsOf('SELECT id FROM notifications WHERE org_id = $1', [orgId])),
  ...(await idsOf('SELECT id FROM announcements WHERE org_id = $1', [orgId])),
  orgId,
];
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
  const doc = (await h.app.inject({ url: ApiPath.openapi })).json() as {
    paths: Record<string, Record<string, { security?: unknown[]; parameters?: Operation['parameters'] }>>;
  };
  const rotating = new Set<string>([ApiPath.refresh, ApiPath.logout]);
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.security && !rotating.has(path))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, parameters: op.parameters ?? [] })),
  );
}

/** Every way to call the operation with one foreign id in one id-like parameter (other parameters plausible). */
function urlsFor(op: Operation, foreignIds: number[], now: number): string[] {
  const plausible: Record<string, string> = { key: 'orderFeedbackReason', category: '1', startTime: '0', endTime: String(now), page: '1', limit: '99999', handled: 'false' };
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
    expect(operations.length).toBeGreaterThanOrEqual(18);
    let calls = 0;
    for (const op of operations) {
      for (const url of urlsFor(op, foreignIds, h.clock.now())) {
        const reply = await h.app.inject({ method: op.method as 'GET', url, headers: { authorization: `Bearer ${token}` } });
        calls += 1;
        expect(reply.statusCode, `${op.method} ${url}`).toBeLessThan(500);
        for (const marker of tenant.foreignMarkers) expect(reply.body, `${op.method} ${url} leaks ${marker}`).not.toContain(marker);
      }
    }
    expect(calls).toBeGreaterThan(50);
  });

  it('foreign ids: groups refused (8406), shops and notifications not found (404), departments empty', async () => {
    const token = await tokenFor(h.app, tenant.phone, tenant.groupId);
    const orgId = tenant.phone === '13900000001' ? 2 : 7;
    for (const groupId of await idsOf('SELECT id FROM staff_groups WHERE org_id = $1', [orgId])) {
      expect((await call(h.app, 'POST', `${ApiPath.switchGroup}?groupId=${groupId}`, { token })).status).toBe(Code.GROUP_UNAVAILABLE);
    }
    for (const shopId of await idsOf('SELECT id FROM convenience_shops WHERE org_id = $1', [orgId])) {
      const reply = await call(h.app, 'GET', ApiPath.convenienceShop(shopId), { token });
      expect([reply.http, reply.status, reply.data]).toEqual([404, Code.NOT_FOUND, null]);
    }
    for (const deptId of await idsOf('SELECT id FROM depts WHERE org_id = $1', [orgId])) {
      expect((await call(h.app, 'GET', `${ApiPath.merchantFieldConfig}?deptId=${deptId}`, { token })).data).toEqual([]);
    }
    const notification = await tenant.foreignNotification();
    const reply = await call(h.app, 'PUT', ApiPath.handleNotification(notification), { token });
    expect(reply.http).toBe(404);
    const row = await h.app.db.query<{ handled: boolean }>('SELECT handled FROM notifications WHERE id = $1', [notification]);
    expect(row.rows[0].handled).toBe(false);
  });

  it('lists hold only the caller\'s organisation', async () => {
    const token = await tokenFor(h.app, tenant.phone, tenant.groupId);
    const orgId = tenant.phone === '13900000001' ? 7 : 2;
    const shops = await call<{ rows: Array<{ id: number }> }>(h.app, 'GET', `${ApiPath.convenienceShopPage}?limit=99999`, { token });
    const own = await idsOf('SELECT id FROM convenience_shops WHERE org_id = $1', [orgId]);
    for (const shop of shops.data.rows) expect(own).toContain(shop.id);
    const notes = await call<{ rows: Array<{ id: number }> }>(h.app, 'GET', `${ApiPath.notifications}?limit=100`, { token });
    const mine = await idsOf('SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.phone = $1 AND n.org_id = $2', [tenant.phone, orgId]);
    expect(notes.data.rows.map((n) => n.id).sort()).toEqual(mine.sort());
  });
});
