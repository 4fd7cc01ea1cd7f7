// 经营报表 (issue 16): the business report's figures follow the stored orders of the caller's scope, by day, device,
// place and goods; the export is the same report as a workbook; bad periods are refused naming the field.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '../../src/core/contract/index.ts';
import { REPORT_MAX_DAYS, REPORT_TOP, businessReport, businessReportExport } from '../../src/core/contract/api/reports.ts';
import type { BusinessReport } from '../../src/core/contract/api/reports.ts';
import { DAY_MS, businessDay } from '../../server/db/calendar.ts';
import { DEVICES } from '../../server/modules/devices/seed-data.ts';
import { seedOrders } from '../../server/modules/orders/seed-data.ts';
import { inSubtree } from './business-fixtures.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const SOLD = new Set<number>([OrderStatus.PAID, OrderStatus.REFUNDED, OrderStatus.PARTLY_REFUNDED]);

/** The seed's sold orders of an organisation's department subtree created in [start, end]. */
function seeded(orgId: number, rootDept: number, start: number, end: number, now: number) {
  const devices = new Map(DEVICES.filter((d) => d.orgId === orgId && inSubtree(d.deptId, rootDept)).map((d) => [d.id, d]));
  return seedOrders().filter((o) => devices.has(o.deviceId) && SOLD.has(o.status) && now - o.age >= start && now - o.age <= end);
}

const url = (path: string, start: number, end: number) => `${path}?startTime=${start}&endTime=${end}`;

describe('GET business report', () => {
  it('sums the sold orders of the period in the caller\'s scope, by day, device, place and goods', async () => {
    const now = h.clock.now();
    const start = now - 14 * DAY_MS;
    const token = await tokenFor(h.app, '13800000007');
    const reply = await call<BusinessReport>(h.app, 'GET', url(businessReport.path, start, now), { token });
    expect(reply.status, reply.msg).toBe(200);
    const report = reply.data;
    const orders = seeded(2, 200, start, now, now);
    expect(orders.length).toBeGreaterThan(0);
    expect(report.totals).toEqual({
      orders: orders.length,
      sales: orders.reduce((sum, o) => sum + o.amount - o.refund, 0),
      refunds: orders.reduce((sum, o) => sum + o.refund, 0),
    });
    // Every day of the period, their sum the totals.
    expect(report.byDay).toHaveLength(businessDay(now) - businessDay(start) + 1);
    expect(report.byDay.reduce((sum, day) => sum + day.orders, 0)).toBe(report.totals.orders);
    expect(report.byDay.reduce((sum, day) => sum + day.sales, 0)).toBe(report.totals.sales);
    // Rankings: at most REPORT_TOP rows, largest sales first, each a device / place / goods of the seed.
    for (const ranking of [report.byDevice, report.byPlace, report.byGoods]) {
      expect(ranking.length).toBeGreaterThan(0);
      expect(ranking.length).toBeLessThanOrEqual(REPORT_TOP);
      expect(ranking.map((row) => row.sales)).toEqual([...ranking.map((row) => row.sales)].sort((a, b) => b - a));
    }
    const top = report.byDevice[0];
    const ofTop = orders.filter((o) => o.deviceId === top.deviceId);
    expect(top.orders).toBe(ofTop.length);
    expect(top.sales).toBe(ofTop.reduce((sum, o) => sum + o.amount - o.refund, 0));
    expect(DEVICES.find((d) => d.id === top.deviceId)?.orgId).toBe(2);
    const goods = report.byGoods[0];
    expect(goods.orders).toBe(orders.filter((o) => o.goodsName === goods.goodsName).length);
  });

  it('shows each organisation and department its own orders only', async () => {
    const now = h.clock.now();
    const start = now - 29 * DAY_MS;
    const other = await call<BusinessReport>(h.app, 'GET', url(businessReport.path, start, now), { token: await tokenFor(h.app, '13900000001') });
    expect(other.status).toBe(200);
    const ours = new Set(DEVICES.filter((d) => d.orgId === 2).map((d) => d.id));
    expect(other.data.byDevice.some((row) => ours.has(row.deviceId))).toBe(false);
    expect(other.data.totals.orders).toBe(seeded(7, 701, start, now, now).length);
    const zhangjiang = await call<BusinessReport>(h.app, 'GET', url(businessReport.path, start, now), {
      token: await tokenFor(h.app, '13800000001', 1001),
    });
    expect(zhangjiang.data.totals.orders).toBe(seeded(2, 204, start, now, now).length);
  });

  it('refuses a period that ends before it starts, one longer than a year and a missing bound, naming the field', async () => {
    const token = await tokenFor(h.app, '13800000007');
    const now = h.clock.now();
    for (const path of [url(businessReport.path, now, now - DAY_MS), url(businessReport.path, now - (REPORT_MAX_DAYS + 1) * DAY_MS, now), `${businessReport.path}?startTime=${now}`]) {
      const reply = await call(h.app, 'GET', path, { token });
      expect(reply.status, path).toBe(400);
      expect(reply.msg).toMatch(/endTime/);
    }
  });

  it('needs order:list (a store manager gets 403) and a session', async () => {
    const now = h.clock.now();
    const store = await call(h.app, 'GET', url(businessReport.path, now - DAY_MS, now), { token: await tokenFor(h.app, '13800000005') });
    expect(store.status).toBe(403);
    const anonymous = await call(h.app, 'GET', url(businessReport.path, now - DAY_MS, now));
    expect(anonymous.status).toBe(8405); // spec §8: no token is an expired session
  });
});

describe('GET business report export', () => {
  it('answers the same report as an xlsx workbook', async () => {
    const now = h.clock.now();
    const start = now - 6 * DAY_MS;
    const token = await tokenFor(h.app, '13800000007');
    const report = (await call<BusinessReport>(h.app, 'GET', url(businessReport.path, start, now), { token })).data;
    const raw = await h.app.inject({ method: 'GET', url: url(businessReportExport.path, start, now), headers: { authorization: `Bearer ${token}` } });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(raw.headers['content-disposition'])).toContain(encodeURIComponent('经营报表_'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['汇总', '按日', '按设备', '按点位', '按商品']);
    const summary = book.getWorksheet('汇总');
    expect(summary?.getRow(2).getCell(2).value).toBe(report.totals.orders);
    expect(summary?.getRow(2).getCell(3).value).toBe(report.totals.sales / 100);
    expect(book.getWorksheet('按日')?.rowCount).toBe(report.byDay.length + 1);
    expect(book.getWorksheet('按设备')?.getRow(2).getCell(1).value).toBe(report.byDevice[0].code);
  });
});
