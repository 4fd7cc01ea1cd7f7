import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComplaintKind, ComplaintStatus, LifecycleState, MerchantAuditStatus, OrderStatus } from '../../src/core/contract/index.ts';
import { DEVICES } from '../../server/modules/devices/seed-data.ts';
import { MERCHANT_APPLICATIONS } from '../../server/modules/merchants/seed-data.ts';
import { REPL_PACKAGES } from '../../server/modules/replenishment/seed-data.ts';
import { COMPLAINTS } from '../../server/modules/complaints/seed-data.ts';
import { seedOrders } from '../../server/modules/orders/seed-data.ts';
import { DAY_MS, checkWindowStart } from '../../server/db/calendar.ts';
import { inSubtree, insertApplication, insertComplaint, insertDevice, insertOrder, insertPackage } from './business-fixtures.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';
import { merchantApplicationAuditCount } from '../../src/core/contract/api/merchants.ts';
import { badgeCounts, dashboardSummary } from '../../src/core/contract/api/dashboard.ts';
import type { BadgeCounts, DashboardSummary } from '../../src/core/contract/api/dashboard.ts';

/**
 * Badge counts of spec §6: each figure comes from the rows of the caller's scope, and only identities the spec
 * gives it to get it (roles for abnormal orders and the audit badge, category 3 for complaints and approvals,
 * category 1 for the summed complaint count); everyone else gets 0.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const badges = async (token: string) => {
  const reply = await call<BadgeCounts>(h.app, 'GET', badgeCounts.path, { token });
  expect(reply.status, reply.msg).toBe(200);
  return reply.data;
};

interface Case {
  name: string;
  phone: string;
  groupId?: number;
  orgId: number;
  rootDept: number;
  /** Which figures the spec gives this identity. */
  gets: Array<keyof BadgeCounts>;
}

const CASES: Case[] = [
  { name: '13800000001 张江 (operatorStaff, nooneshopOwner; operator)', phone: '13800000001', groupId: 1001, orgId: 2, rootDept: 204, gets: ['abnormalOrders', 'complaints', 'replenishmentApprovals'] },
  { name: '13800000007 (admin; operator)', phone: '13800000007', orgId: 2, rootDept: 200, gets: ['abnormalOrders', 'complaints', 'replenishmentApprovals'] },
  { name: '13800000002 (operatorStaff, financialStaff; operator)', phone: '13800000002', orgId: 6, rootDept: 602, gets: ['orgAudit', 'complaints', 'replenishmentApprovals'] },
  { name: '13900000001 (operatorStaff, financialStaff; operator)', phone: '13900000001', orgId: 7, rootDept: 701, gets: ['orgAudit', 'complaints', 'replenishmentApprovals'] },
  { name: '13800000003 (systemOperate, kefuzhinenggui; platform)', phone: '13800000003', orgId: 1, rootDept: 102, gets: ['abnormalOrders', 'orgAudit', 'complaintTotal'] },
  { name: '13800000008 (brandManager; brand owner)', phone: '13800000008', orgId: 3, rootDept: 301, gets: [] },
  { name: '13800000005 (convenienceStoreManager; operator)', phone: '13800000005', orgId: 2, rootDept: 210, gets: ['complaints', 'replenishmentApprovals'] },
];

/** Every figure of the seed for the scope, as if the identity were given all of them. */
function seededFigures(c: Case, now: number): BadgeCounts {
  const inScope = (orgId: number, deptId: number) => orgId === c.orgId && inSubtree(deptId, c.rootDept);
  const devices = new Set(DEVICES.filter((d) => inScope(d.orgId, d.deptId)).map((d) => d.id));
  const since = checkWindowStart(now);
  const pending = COMPLAINTS.filter(([org, dept, , , , status, age]) => inScope(org, dept) && status !== ComplaintStatus.COMPLETED && now - age >= since);
  return {
    abnormalOrders: seedOrders().filter((o) => devices.has(o.deviceId) && o.status === OrderStatus.ABNORMAL).length,
    orgAudit: MERCHANT_APPLICATIONS.filter((a) => inScope(a.orgId, a.deptId) && a.auditStatus === MerchantAuditStatus.AWAITING_AUDIT).length,
    complaints: pending.filter(([, , , kind]) => kind === ComplaintKind.ORDER).length,
    replenishmentApprovals: REPL_PACKAGES.filter((p) => inScope(p.orgId, p.deptId) && p.status === 1).length,
    complaintTotal: pending.length,
  };
}

describe('GET badge/counts', () => {
  it.each(CASES)('$name: the figures spec §6 gives it, from its scope; 0 for the rest', async (c) => {
    const all = seededFigures(c, h.clock.now());
    const expected = Object.fromEntries(Object.entries(all).map(([key, value]) => [key, c.gets.includes(key as keyof BadgeCounts) ? value : 0]));
    expect(await badges(await tokenFor(h.app, c.phone, c.groupId))).toEqual(expected);
  });

  it('withholds figures that exist in the scope from identities the spec does not give them to', async () => {
    const seeded = (phone: string) => seededFigures(CASES.find((c) => c.phone === phone) as Case, h.clock.now());
    // 速达便利 has abnormal orders, but 13800000002 holds no abnormal-order role.
    expect(seeded('13800000002').abnormalOrders).toBeGreaterThan(0);
    expect((await badges(await tokenFor(h.app, '13800000002'))).abnormalOrders).toBe(0);
    // 鲜食优选 has an application awaiting audit, but admin is not an audit-badge role.
    expect(seeded('13800000007').orgAudit).toBeGreaterThan(0);
    expect((await badges(await tokenFor(h.app, '13800000007'))).orgAudit).toBe(0);
    // The platform has a pending order complaint, but complaint-order badges are for operators; it gets the sum.
    expect(seeded('13800000003').complaints).toBeGreaterThan(0);
    const platform = await badges(await tokenFor(h.app, '13800000003'));
    expect([platform.complaints, platform.complaintTotal]).toEqual([0, seeded('13800000003').complaintTotal]);
  });

  it.each(CASES)('$name: the home page\'s 待处理客诉 is the figure its complaint badge shows (issue 16: one source)', async (c) => {
    const token = await tokenFor(h.app, c.phone, c.groupId);
    const summary = await call<DashboardSummary>(h.app, 'GET', dashboardSummary.path, { token });
    expect(summary.status, summary.msg).toBe(200);
    const badge = await badges(token);
    const all = seededFigures(c, h.clock.now());
    // The platform's badge sums both kinds; everyone else's figure is the order complaints' (the 支付客诉 badge).
    const expected = c.gets.includes('complaintTotal') ? all.complaintTotal : all.complaints;
    expect(summary.data.pendingComplaints).toBe(expected);
    if (c.gets.includes('complaints')) expect(badge.complaints).toBe(summary.data.pendingComplaints);
    if (c.gets.includes('complaintTotal')) expect(badge.complaintTotal).toBe(summary.data.pendingComplaints);
  });

  it('different identities of one user get different counts', async () => {
    const zhangjiang = await badges(await tokenFor(h.app, '13800000001', 1001));
    const nanshan = await badges(await tokenFor(h.app, '13800000001', 1002));
    expect(zhangjiang).not.toEqual(nanshan);
  });
});

describe('badge counts follow the stored rows', () => {
  it('a new abnormal order raises abnormalOrders by one, in scope only; handling it lowers it again', async () => {
    const now = h.clock.now();
    const [zhangjiang, admin, lujiazui] = await Promise.all([
      tokenFor(h.app, '13800000001', 1001),
      tokenFor(h.app, '13800000007'),
      tokenFor(h.app, '13800000001', 1002),
    ]);
    const before = await Promise.all([zhangjiang, admin, lujiazui].map(badges));
    const device = DEVICES.find((d) => d.deptId === 204 && d.lifecycle === LifecycleState.OPERATING)?.id as number;
    const order = await insertOrder(h.app.db, { deviceId: device, status: OrderStatus.ABNORMAL, amount: 880, createdAt: now });
    const after = await Promise.all([zhangjiang, admin, lujiazui].map(badges));
    expect(after.map((b) => b.abnormalOrders)).toEqual([before[0].abnormalOrders + 1, before[1].abnormalOrders + 1, before[2].abnormalOrders]);
    await h.app.db.query('UPDATE orders SET status = $2 WHERE id = $1', [order, OrderStatus.PAID]);
    expect((await badges(zhangjiang)).abnormalOrders).toBe(before[0].abnormalOrders);
  });

  it('complaints count pending order complaints of the last 7 days; the platform sums both channels and kinds', async () => {
    const now = h.clock.now();
    const operator = await tokenFor(h.app, '13800000002');
    const platform = await tokenFor(h.app, '13800000003');
    const [op0, pl0] = await Promise.all([badges(operator), badges(platform)]);
    await insertComplaint(h.app.db, { orgId: 6, deptId: 603, kind: ComplaintKind.ORDER, status: ComplaintStatus.MERCHANT_PENDING, createdAt: now - DAY_MS });
    await insertComplaint(h.app.db, { orgId: 6, deptId: 603, kind: ComplaintKind.ORDER, status: ComplaintStatus.PENDING, createdAt: checkWindowStart(now) - 1 });
    await insertComplaint(h.app.db, { orgId: 6, deptId: 603, kind: ComplaintKind.ORDER, status: ComplaintStatus.COMPLETED, createdAt: now });
    await insertComplaint(h.app.db, { orgId: 6, deptId: 603, kind: ComplaintKind.RISK, status: ComplaintStatus.PENDING, createdAt: now });
    await insertComplaint(h.app.db, { orgId: 1, deptId: 102, kind: ComplaintKind.ORDER, status: ComplaintStatus.PENDING, createdAt: now, channel: 'wechat' });
    await insertComplaint(h.app.db, { orgId: 1, deptId: 102, kind: ComplaintKind.RISK, status: ComplaintStatus.SERVICE_PENDING, createdAt: now, channel: 'alipay' });
    const [op1, pl1] = await Promise.all([badges(operator), badges(platform)]);
    expect(op1.complaints - op0.complaints).toBe(1);
    expect(pl1.complaintTotal - pl0.complaintTotal).toBe(2);
    expect(op1.complaintTotal).toBe(0);
  });

  it('replenishment approvals and the audit badge count rows awaiting, in scope', async () => {
    const now = h.clock.now();
    const token = await tokenFor(h.app, '13900000001');
    const before = await badges(token);
    const device = await insertDevice(h.app.db, { orgId: 7, deptId: 703 }, now);
    await insertPackage(h.app.db, device, 1, now);
    await insertPackage(h.app.db, device, 2, now);
    await insertApplication(h.app.db, 7, 702, MerchantAuditStatus.AWAITING_AUDIT, now);
    await insertApplication(h.app.db, 7, 702, MerchantAuditStatus.REJECTED, now);
    // 700 is the organisation's root, above 13900000001's department (701): out of its scope.
    await insertApplication(h.app.db, 7, 700, MerchantAuditStatus.AWAITING_AUDIT, now);
    const after = await badges(token);
    expect(after.replenishmentApprovals - before.replenishmentApprovals).toBe(1);
    expect(after.orgAudit - before.orgAudit).toBe(1);
    const count = await call<number>(h.app, 'GET', merchantApplicationAuditCount.path, { token });
    expect(count.data).toBe(after.orgAudit);
  });
});
