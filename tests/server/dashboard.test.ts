import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComplaintKind, LifecycleState, OrderStatus, SALES_TREND_DEFAULT_DAYS, SALES_TREND_MAX_DAYS } from '../../src/core/contract/index.ts';
import { DEVICES } from '../../server/modules/devices/seed-data.ts';
import { REPL_PACKAGES } from '../../server/modules/replenishment/seed-data.ts';
import { COMPLAINTS } from '../../server/modules/complaints/seed-data.ts';
import { seedOrders } from '../../server/modules/orders/seed-data.ts';
import { DAY_MS, businessDay, checkWindowStart, dateOfDay, startOfDay, startOfWeek } from '../../server/db/calendar.ts';
import { inSubtree, insertComplaint, insertDevice, insertOrder, insertPackage } from './business-fixtures.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';
import { badgeCounts, dashboardSalesTrend, dashboardSummary } from '../../src/core/contract/api/dashboard.ts';
import type { DashboardSummary, SalesTrendPoint } from '../../src/core/contract/api/dashboard.ts';

/** Home-page figures: computed by SQL from stored rows, per identity scope; checked against the seed and against inserted rows. */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const get = async <T>(url: string, token: string) => {
  const reply = await call<T>(h.app, 'GET', url, { token });
  expect(reply.status, `${url}: ${reply.msg}`).toBe(200);
  return reply.data;
};

interface Persona {
  name: string;
  phone: string;
  groupId?: number;
  orgId: number;
  rootDept: number;
}
const ADMIN: Persona = { name: '13800000007 鲜食优选 root', phone: '13800000007', orgId: 2, rootDept: 200 };
const ZHANGJIANG: Persona = { name: '13800000001 张江站点组', phone: '13800000001', groupId: 1001, orgId: 2, rootDept: 204 };
const NORTHERN: Persona = { name: '13900000001 北方智能 东北大区', phone: '13900000001', orgId: 7, rootDept: 701 };
const SUDA: Persona = { name: '13800000002 速达便利 北京分公司', phone: '13800000002', orgId: 6, rootDept: 602 };
const BRAND: Persona = { name: '13800000008 brand owner', phone: '13800000008', orgId: 3, rootDept: 301 };
const PERSONAS = [ADMIN, ZHANGJIANG, NORTHERN, SUDA, BRAND];

const tokenOf = (p: Persona) => tokenFor(h.app, p.phone, p.groupId);
const inScope = (p: Persona, orgId: number, deptId: number) => orgId === p.orgId && inSubtree(deptId, p.rootDept);
const SOLD: number[] = [OrderStatus.PAID, OrderStatus.REFUNDED, OrderStatus.PARTLY_REFUNDED];

/** The seed's figures for a persona, worked out from the seed lists rather than from SQL. */
function expectedFromSeed(p: Persona, now: number) {
  const devices = DEVICES.filter((d) => inScope(p, d.orgId, d.deptId) && d.lifecycle !== LifecycleState.WITHDRAWN);
  const deviceIds = new Set(DEVICES.filter((d) => inScope(p, d.orgId, d.deptId)).map((d) => d.id));
  const orders = seedOrders()
    .filter((o) => deviceIds.has(o.deviceId))
    .map((o) => ({ ...o, at: now - o.age }));
  const since = (start: number) => orders.filter((o) => o.at >= start && o.at < startOfDay(now) + DAY_MS);
  const net = (list: typeof orders) => list.filter((o) => SOLD.includes(o.status)).reduce((sum, o) => sum + o.amount - o.refund, 0);
  return {
    devices: {
      total: devices.length,
      online: devices.filter((d) => d.offlineFor === null).length,
      offline: devices.filter((d) => d.offlineFor !== null).length,
      temperatureAlarm: devices.filter((d) => d.temperatureAlarm).length,
      inventoryWarning: devices.filter((d) => d.inventoryWarnings > 0).length,
      alarm: devices.filter((d) => d.temperatureAlarm || d.inventoryWarnings > 0).length,
    },
    orders: {
      todayCount: since(startOfDay(now)).length,
      todaySales: net(since(startOfDay(now))),
      weekCount: since(startOfWeek(now)).length,
      weekSales: net(since(startOfWeek(now))),
    },
    // The complaint badge's figure (issue 16): pending order complaints received within the 7-day check window.
    pendingComplaints: COMPLAINTS.filter(
      ([org, dept, , kind, , status, age]) => inScope(p, org, dept) && kind === ComplaintKind.ORDER && status !== 4 && now - age >= checkWindowStart(now),
    ).length,
    pendingReplenishments: REPL_PACKAGES.filter((pkg) => inScope(p, pkg.orgId, pkg.deptId) && pkg.status === 1).length,
    abnormalOrders: orders.filter((o) => o.status === OrderStatus.ABNORMAL).length,
    trend: (days: number): SalesTrendPoint[] =>
      Array.from({ length: days }, (_, index) => {
        const day = businessDay(now) - days + 1 + index;
        const sameDay = orders.filter((o) => businessDay(o.at) === day);
        return { date: dateOfDay(day), orders: sameDay.length, sales: net(sameDay) };
      }),
  };
}

describe('business calendar (UTC+8, Monday first)', () => {
  it('days and weeks start at midnight China Standard Time', () => {
    const wednesday = Date.parse('2026-01-14T10:30:00+08:00');
    expect(startOfDay(wednesday)).toBe(Date.parse('2026-01-14T00:00:00+08:00'));
    expect(startOfWeek(wednesday)).toBe(Date.parse('2026-01-12T00:00:00+08:00'));
    expect(startOfWeek(Date.parse('2026-01-18T23:59:00+08:00'))).toBe(Date.parse('2026-01-12T00:00:00+08:00'));
    expect(startOfWeek(Date.parse('2026-01-19T00:00:00+08:00'))).toBe(Date.parse('2026-01-19T00:00:00+08:00'));
    // 01:00 in Shanghai is still the previous day in UTC.
    expect(dateOfDay(businessDay(Date.parse('2026-01-14T01:00:00+08:00')))).toBe('2026-01-14');
    expect(checkWindowStart(wednesday)).toBe(Date.parse('2026-01-07T00:00:00+08:00'));
  });
});

describe('GET dashboard/summary', () => {
  it.each(PERSONAS)('$name: figures of its organisation and department subtree, as the seed has them', async (p) => {
    const summary = await get<DashboardSummary>(dashboardSummary.path, await tokenOf(p));
    const expected = expectedFromSeed(p, h.clock.now());
    expect(summary.devices).toMatchObject(expected.devices);
    expect(summary.orders).toEqual(expected.orders);
    expect(summary.pendingComplaints).toBe(expected.pendingComplaints);
    expect(summary.pendingReplenishments).toBe(expected.pendingReplenishments);
    expect(summary.abnormalOrders).toBe(expected.abnormalOrders);
    expect([summary.todayStart, summary.weekStart]).toEqual([startOfDay(h.clock.now()), startOfWeek(h.clock.now())]);
  });

  it('personas see different figures; the breakdowns add up', async () => {
    const [admin, zhangjiang, northern, brand] = await Promise.all(
      [ADMIN, ZHANGJIANG, NORTHERN, BRAND].map(async (p) => get<DashboardSummary>(dashboardSummary.path, await tokenOf(p))),
    );
    expect(admin.devices.total).toBeGreaterThan(zhangjiang.devices.total);
    expect(zhangjiang.devices.total).toBeGreaterThan(0);
    expect(northern.orders.weekCount).not.toBe(admin.orders.weekCount);
    expect(brand.devices.total + brand.orders.weekCount + brand.abnormalOrders + brand.pendingComplaints).toBe(0);
    for (const summary of [admin, zhangjiang, northern]) {
      const byType = summary.devices.byType;
      expect(byType.map((t) => t.deviceType)).toEqual([1, 2]);
      expect(byType.reduce((sum, t) => sum + t.total, 0)).toBe(summary.devices.total);
      expect(byType.reduce((sum, t) => sum + t.alarm, 0)).toBe(summary.devices.alarm);
      expect(summary.devices.online + summary.devices.offline).toBe(summary.devices.total);
      const lifecycle = summary.devices.byLifecycleState;
      expect(lifecycle.map((s) => s.lifecycleState)).toEqual([0, 1, 2, 3, 4]);
      expect(lifecycle.filter((s) => s.lifecycleState !== LifecycleState.WITHDRAWN).reduce((sum, s) => sum + s.count, 0)).toBe(summary.devices.total);
    }
    expect(admin.devices.byLifecycleState.find((s) => s.lifecycleState === LifecycleState.WITHDRAWN)?.count).toBe(1);
  });

  it('follows rows inserted in the scope, and only in the scope', async () => {
    const now = h.clock.now();
    const [zhangjiang, admin, northern] = await Promise.all([ZHANGJIANG, ADMIN, NORTHERN].map(tokenOf));
    const read = async () => Promise.all([zhangjiang, admin, northern].map((token) => get<DashboardSummary>(dashboardSummary.path, token)));
    const before = await read();

    const device = await insertDevice(h.app.db, { orgId: 2, deptId: 204, online: false, temperatureAlarm: true, type: 2 }, now);
    await insertDevice(h.app.db, { orgId: 2, deptId: 204, lifecycle: LifecycleState.WITHDRAWN, online: false, inventoryWarnings: 2 }, now);
    await insertOrder(h.app.db, { deviceId: device, status: OrderStatus.PARTLY_REFUNDED, amount: 1_234, refund: 234, createdAt: now });
    await insertOrder(h.app.db, { deviceId: device, status: OrderStatus.UNPAID, amount: 999, createdAt: now });
    await insertOrder(h.app.db, { deviceId: device, status: OrderStatus.ABNORMAL, amount: 500, createdAt: now });
    await insertOrder(h.app.db, { deviceId: device, status: OrderStatus.PAID, amount: 700, createdAt: now - 40 * DAY_MS });
    await insertComplaint(h.app.db, { orgId: 2, deptId: 204, kind: ComplaintKind.ORDER, status: 3, createdAt: now - DAY_MS });
    // Outside the figure: a risk complaint (operators' badge counts order complaints) and one older than 7 days.
    await insertComplaint(h.app.db, { orgId: 2, deptId: 204, kind: ComplaintKind.RISK, status: 3, createdAt: now - DAY_MS });
    await insertComplaint(h.app.db, { orgId: 2, deptId: 204, kind: ComplaintKind.ORDER, status: 1, createdAt: now - 30 * DAY_MS });
    await insertPackage(h.app.db, device, 1, now);
    const after = await read();

    for (const index of [0, 1]) {
      const [b, a] = [before[index], after[index]];
      expect(a.devices.total - b.devices.total).toBe(1);
      expect(a.devices.offline - b.devices.offline).toBe(1);
      expect(a.devices.temperatureAlarm - b.devices.temperatureAlarm).toBe(1);
      expect(a.devices.inventoryWarning - b.devices.inventoryWarning).toBe(0);
      expect(a.devices.byLifecycleState[4].count - b.devices.byLifecycleState[4].count).toBe(1);
      expect(a.orders.todayCount - b.orders.todayCount).toBe(3);
      expect(a.orders.todaySales - b.orders.todaySales).toBe(1_000);
      expect(a.orders.weekSales - b.orders.weekSales).toBe(1_000);
      expect(a.abnormalOrders - b.abnormalOrders).toBe(1);
      expect(a.pendingComplaints - b.pendingComplaints).toBe(1);
      expect(a.pendingReplenishments - b.pendingReplenishments).toBe(1);
    }
    expect(after[2]).toEqual(before[2]);
  });
});

describe('GET dashboard/salesTrend', () => {
  it.each([ADMIN, ZHANGJIANG, NORTHERN])('$name: per business day, oldest first, today last, as the seed has them', async (p) => {
    const token = await tokenOf(p);
    const expected = expectedFromSeed(p, h.clock.now());
    const week = await get<SalesTrendPoint[]>(dashboardSalesTrend.path, token);
    expect(week).toHaveLength(SALES_TREND_DEFAULT_DAYS);
    expect(week.at(-1)?.date).toBe(dateOfDay(businessDay(h.clock.now())));
    // Inserted rows (other tests of this file) only fall on today; the earlier days are the seed's.
    expect(week.slice(0, -1)).toEqual(expected.trend(SALES_TREND_DEFAULT_DAYS).slice(0, -1));
    const month = await get<SalesTrendPoint[]>(`${dashboardSalesTrend.path}?days=${SALES_TREND_MAX_DAYS}`, token);
    expect(month).toHaveLength(SALES_TREND_MAX_DAYS);
    expect(month.slice(0, -1)).toEqual(expected.trend(SALES_TREND_MAX_DAYS).slice(0, -1));
    expect(month.slice(-7)).toEqual(week);
    expect(await get(`${dashboardSalesTrend.path}?days=1`, token)).toEqual(week.slice(-1));
  });

  it('today\'s entry is the summary\'s today', async () => {
    const token = await tokenOf(ADMIN);
    const [today] = await get<SalesTrendPoint[]>(`${dashboardSalesTrend.path}?days=1`, token);
    const summary = await get<DashboardSummary>(dashboardSummary.path, token);
    expect([today.orders, today.sales]).toEqual([summary.orders.todayCount, summary.orders.todaySales]);
  });

  it.each(['0', '32', '-1', '7.5', 'abc', '1e1'])('days=%s is refused with 400 naming it', async (days) => {
    const reply = await call(h.app, 'GET', `${dashboardSalesTrend.path}?days=${days}`, { token: await tokenOf(ADMIN) });
    expect([reply.http, reply.status]).toEqual([400, 400]);
    expect(reply.msg).toContain('querystring/days');
  });

  it('needs a token', async () => {
    for (const path of [dashboardSummary.path, dashboardSalesTrend.path, badgeCounts.path]) {
      expect((await call(h.app, 'GET', path)).http).toBe(401);
    }
  });
});

describe('seeded orders', () => {
  it('span the last 30 days of every operating device; abnormal ones are the hand-listed few', () => {
    const orders = seedOrders();
    const operating = new Set(DEVICES.filter((d) => d.lifecycle === LifecycleState.OPERATING && d.dailyOrders > 0).map((d) => d.id));
    expect(new Set(orders.map((o) => o.deviceId))).toEqual(operating);
    expect(Math.max(...orders.map((o) => o.age))).toBeLessThan(30 * DAY_MS);
    expect(seedOrders()).toEqual(orders);
    expect(orders.filter((o) => o.status === OrderStatus.ABNORMAL).every((o) => o.abnormalReason)).toBe(true);
  });
});
