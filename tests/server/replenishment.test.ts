import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../src/core/contract/index.ts';
import { Code, REPL_PACKAGE_APPROVE, ReplenishmentStatus } from '../../src/core/contract/index.ts';
import { REPL_PACKAGES } from '../../server/modules/replenishment/seed-data.ts';
import { inSubtree } from './business-fixtures.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';
import { replPackageApprove, replPackagePage } from '../../src/core/contract/api/replenishment.ts';
import type { ReplenishmentPackage } from '../../src/core/contract/api/replenishment.ts';
import { badgeCounts } from '../../src/core/contract/api/dashboard.ts';
import type { BadgeCounts } from '../../src/core/contract/api/dashboard.ts';

/** Replenishment packages: the list, and approval (view code, scope, all or none, no second audit). */
let h: Harness;
let admin: string;
let nanshan: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await tokenFor(h.app, '13800000007');
  nanshan = await tokenFor(h.app, '13800000001', 1002);
});
afterAll(() => h.close());

const list = async (token: string, query = '') => {
  const reply = await call<Paged<ReplenishmentPackage>>(h.app, 'GET', `${replPackagePage.path}?limit=100${query}`, { token });
  expect(reply.status, reply.msg).toBe(200);
  return reply.data;
};
const approve = (token: string, body: unknown) => call<ReplenishmentPackage[]>(h.app, 'POST', replPackageApprove.path, { token, body });
const idOf = async (packageNo: string) =>
  (await h.app.db.query<{ id: number }>('SELECT id FROM repl_packages WHERE package_no = $1', [packageNo])).rows[0].id;
const statusOf = async (packageNo: string) =>
  (await h.app.db.query<{ status: number }>('SELECT status FROM repl_packages WHERE package_no = $1', [packageNo])).rows[0].status;

describe('GET repl/package/page', () => {
  it('lists the packages of the caller\'s subtree, newest first, filterable', async () => {
    const all = await list(admin);
    expect(all.rows.map((p) => p.packageNo).sort()).toEqual(REPL_PACKAGES.filter((p) => p.orgId === 2).map((p) => p.packageNo).sort());
    expect(all.rows.map((p) => p.createTime)).toEqual([...all.rows.map((p) => p.createTime)].sort((a, b) => b - a));
    const south = await list(nanshan);
    expect(south.rows.map((p) => p.packageNo).sort()).toEqual(REPL_PACKAGES.filter((p) => p.orgId === 2 && inSubtree(p.deptId, 209)).map((p) => p.packageNo).sort());
    const awaiting = await list(admin, `&status=${ReplenishmentStatus.AWAITING_APPROVAL}`);
    expect(awaiting.rows.every((p) => p.status === 1 && p.auditTime === null && p.auditorName === null)).toBe(true);
    const audited = all.rows.find((p) => p.packageNo === 'XS-BH-0031') as ReplenishmentPackage;
    expect(audited).toMatchObject({ status: ReplenishmentStatus.APPROVED, auditorName: '赵敏' });
    expect((await list(admin, `&keyword=${encodeURIComponent('周小燕')}`)).rows.map((p) => p.applicant)).toEqual(['周小燕']);
  });
});

describe('POST repl/package/approve', () => {
  it(`needs ${REPL_PACKAGE_APPROVE}: operator staff without it get 403 and nothing changes`, async () => {
    const id = await idOf('XS-BH-0032');
    const reply = await approve(await tokenFor(h.app, '13800000001', 1001), { ids: [id], status: ReplenishmentStatus.APPROVED });
    expect([reply.http, reply.status]).toEqual([403, Code.NO_PERMISSION]);
    expect(reply.msg).toContain(REPL_PACKAGE_APPROVE);
    expect(await statusOf('XS-BH-0032')).toBe(ReplenishmentStatus.AWAITING_APPROVAL);
  });

  it('a replenishment manager approves a package of its subtree: audited by it, the badge drops by one', async () => {
    const id = await idOf('XS-BH-0036');
    const before = (await call<BadgeCounts>(h.app, 'GET', badgeCounts.path, { token: admin })).data.replenishmentApprovals;
    const reply = await approve(nanshan, { ids: [id], status: ReplenishmentStatus.APPROVED, remark: '同意补货' });
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data).toEqual([
      expect.objectContaining({ id, status: ReplenishmentStatus.APPROVED, auditorName: '王建国', auditRemark: '同意补货', auditTime: h.clock.now() }),
    ]);
    const after = (await call<BadgeCounts>(h.app, 'GET', badgeCounts.path, { token: admin })).data.replenishmentApprovals;
    expect(after).toBe(before - 1);
  });

  it('a package outside the subtree answers 404 like an unknown id, and the whole request is refused', async () => {
    const own = await idOf('XS-BH-0038'); // 西湖, in the admin's subtree
    const otherDept = await idOf('XS-BH-0034'); // 陆家嘴, outside 南山
    const otherOrg = await idOf('BF-BH-0021');
    for (const [token, ids] of [[nanshan, [otherDept]], [admin, [own, otherOrg]], [admin, [999_999]]] as const) {
      const reply = await approve(token, { ids, status: ReplenishmentStatus.REJECTED });
      expect([reply.http, reply.status, reply.data]).toEqual([404, Code.NOT_FOUND, null]);
    }
    const named = await approve(admin, { ids: [own, otherOrg], status: ReplenishmentStatus.REJECTED });
    expect(named.msg).toContain(String(otherOrg));
    expect(named.msg).not.toContain(String(own));
    for (const packageNo of ['XS-BH-0038', 'XS-BH-0034', 'BF-BH-0021']) expect(await statusOf(packageNo)).toBe(ReplenishmentStatus.AWAITING_APPROVAL);
  });

  it(`a package already audited gives ${Code.OPERATION_FAILED} naming it; nothing of the request changes`, async () => {
    const audited = await idOf('XS-BH-0031');
    const awaiting = await idOf('XS-BH-0033');
    const reply = await approve(admin, { ids: [awaiting, audited], status: ReplenishmentStatus.REJECTED });
    expect([reply.http, reply.status]).toEqual([200, Code.OPERATION_FAILED]);
    expect(reply.msg).toContain('XS-BH-0031');
    expect(await statusOf('XS-BH-0033')).toBe(ReplenishmentStatus.AWAITING_APPROVAL);
    expect(await statusOf('XS-BH-0031')).toBe(ReplenishmentStatus.APPROVED);
  });

  it('an admin (*:*:*) rejects several at once', async () => {
    const ids = [await idOf('XS-BH-0032'), await idOf('XS-BH-0033')];
    const reply = await approve(admin, { ids, status: ReplenishmentStatus.REJECTED, remark: '  库存不足  ' });
    expect(reply.data.map((p) => [p.status, p.auditorName, p.auditRemark])).toEqual([
      [3, '赵敏', '库存不足'],
      [3, '赵敏', '库存不足'],
    ]);
  });

  it.each([
    ['no ids', { ids: [], status: 2 }, 'body/ids'],
    ['repeated ids', { ids: [5, 5], status: 2 }, 'body/ids'],
    ['101 ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 2 }, 'body/ids'],
    ['ids as text', { ids: ['1'], status: 2 }, 'body/ids/0'],
    ['status 1 (not an audit result)', { ids: [1], status: 1 }, 'body/status'],
    ['no status', { ids: [1] }, 'status'],
    ['remark over 200 characters', { ids: [1], status: 2, remark: 'x'.repeat(201) }, 'body/remark'],
    ['an unknown field', { ids: [1], status: 2, auditedBy: 3 }, 'auditedBy'],
  ])('%s → 400 naming the field', async (_name, body, field) => {
    const reply = await approve(admin, body);
    expect([reply.http, reply.status]).toEqual([400, 400]);
    expect(reply.msg).toContain(field);
  });
});
