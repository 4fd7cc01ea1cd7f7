import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../src/core/contract/index.ts';
import { ABNORMAL_ORDER_STATUS, ComplaintKind, DeviceType, OrderStatus, TEMPERATURE_NOT_AVAILABLE } from '../../src/core/contract/index.ts';
import { DEVICES } from '../../server/modules/devices/seed-data.ts';
import { COMPLAINTS } from '../../server/modules/complaints/seed-data.ts';
import { inSubtree, insertApplication, insertComplaint } from './business-fixtures.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';
import { coolerPage, deviceFilterOptions, vendingMachinePage } from '../../src/core/contract/api/devices.ts';
import type { PickerOption } from '../../src/core/contract/api/devices.ts';
import { divisionTree } from '../../src/core/contract/api/reference.ts';
import type { Division } from '../../src/core/contract/api/reference.ts';
import type { Device } from '../../src/core/contract/api/devices.ts';
import { abnormalOrderPage, orderPage } from '../../src/core/contract/api/orders.ts';
import type { Order } from '../../src/core/contract/api/orders.ts';
import { complaintPage, riskComplaintCountPending, riskComplaintPage } from '../../src/core/contract/api/complaints.ts';
import type { Complaint } from '../../src/core/contract/api/complaints.ts';
import { replPackagePage, replTallyPage } from '../../src/core/contract/api/replenishment.ts';
import type { TallyRecord } from '../../src/core/contract/api/replenishment.ts';
import { merchantApplicationAuditCount, merchantApplicationPage } from '../../src/core/contract/api/merchants.ts';
import type { MerchantApplication } from '../../src/core/contract/api/merchants.ts';

/** The business lists: paging, filters, the caller's scope, and bad input named in the refusal. */
let h: Harness;
let admin: string;
let zhangjiang: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await tokenFor(h.app, '13800000007');
  zhangjiang = await tokenFor(h.app, '13800000001', 1001);
});
afterAll(() => h.close());

const get = async <T>(url: string, token: string) => {
  const reply = await call<T>(h.app, 'GET', url, { token });
  expect(reply.status, `${url}: ${reply.msg}`).toBe(200);
  return reply.data;
};
const devicesOf = (type: number, root: number, orgId = 2) => DEVICES.filter((d) => d.type === type && d.orgId === orgId && inSubtree(d.deptId, root));

describe('vending machines and coolers', () => {
  it('list the devices of the caller\'s subtree by code, with their department', async () => {
    const all = await get<Paged<Device>>(`${vendingMachinePage.path}?limit=100`, admin);
    const expected = devicesOf(DeviceType.VENDING_MACHINE, 200).map((d) => d.code).sort();
    expect(all.rows.map((d) => d.code)).toEqual(expected);
    expect(all.total).toBe(expected.length);
    const zj = await get<Paged<Device>>(`${vendingMachinePage.path}?limit=100`, zhangjiang);
    expect(zj.rows.map((d) => d.code)).toEqual(devicesOf(DeviceType.VENDING_MACHINE, 204).map((d) => d.code).sort());
    expect(new Set(zj.rows.map((d) => d.deptName))).toEqual(new Set(['张江站点组']));
    const coolers = await get<Paged<Device>>(`${coolerPage.path}?limit=100`, admin);
    expect(coolers.rows.every((d) => d.deviceType === DeviceType.COOLER)).toBe(true);
    expect(coolers.total).toBe(devicesOf(DeviceType.COOLER, 200).length);
  });

  it('pickers instead of ids: the places and brand departments in scope by name, and the GB/T 2260 divisions', async () => {
    const options = await get<{ places: PickerOption[]; brands: PickerOption[] }>(deviceFilterOptions.path, admin);
    expect(options.places.length).toBeGreaterThan(0);
    expect(options.places.every((place) => Number.isInteger(place.id) && place.name.length > 0)).toBe(true);
    // A picked place filters as its id does.
    const place = options.places[0];
    const picked = await get<Paged<Device>>(`${vendingMachinePage.path}?placeIds=${place.id}&limit=100`, admin);
    expect(picked.rows.every((device) => device.place === place.name)).toBe(true);
    const narrow = await get<{ places: PickerOption[] }>(deviceFilterOptions.path, zhangjiang);
    expect(narrow.places.length).toBeLessThan(options.places.length);
    const divisions = await get<Division[]>(divisionTree.path, admin);
    expect(divisions.length).toBeGreaterThanOrEqual(34);
    const shanghai = divisions.find((division) => division.code === '310000');
    expect(shanghai?.name).toBe('上海市');
    const pudong = shanghai?.children?.find((city) => city.code === '310100')?.children?.find((district) => district.code === '310115');
    expect(pudong?.name).toBe('浦东新区');
    expect(divisions.find((division) => division.code === '440000')?.children?.find((city) => city.code === '440300')?.name).toBe('深圳市');
  });

  it('offline devices report no temperature (-50)', async () => {
    const offline = await get<Paged<Device>>(`${coolerPage.path}?online=false&limit=100`, admin);
    expect(offline.total).toBeGreaterThan(0);
    expect(offline.rows.every((d) => !d.online && d.temperature === TEMPERATURE_NOT_AVAILABLE)).toBe(true);
  });

  it('pages: page 2 continues page 1, total unchanged, past the end is empty', async () => {
    const first = await get<Paged<Device>>(`${vendingMachinePage.path}?page=1&limit=3`, admin);
    const second = await get<Paged<Device>>(`${vendingMachinePage.path}?page=2&limit=3`, admin);
    const all = await get<Paged<Device>>(`${vendingMachinePage.path}?limit=100`, admin);
    expect([...first.rows, ...second.rows]).toEqual(all.rows.slice(0, 6));
    expect(second.total).toBe(all.total);
    expect((await get<Paged<Device>>(`${vendingMachinePage.path}?page=50&limit=10`, admin)).rows).toEqual([]);
  });

  it('filter by keyword (code, name, place; % and _ are literal), lifecycle state and online', async () => {
    expect((await get<Paged<Device>>(`${vendingMachinePage.path}?keyword=${encodeURIComponent('地铁')}`, admin)).rows.map((d) => d.code)).toEqual(
      DEVICES.filter((d) => d.orgId === 2 && d.type === 1 && (d.name.includes('地铁') || d.place.includes('地铁'))).map((d) => d.code).sort(),
    );
    expect((await get<Paged<Device>>(`${vendingMachinePage.path}?keyword=xs-vm-010`, admin)).total).toBe(devicesOf(1, 204).length);
    expect((await get<Paged<Device>>(`${vendingMachinePage.path}?keyword=%25`, admin)).total).toBe(0);
    expect((await get<Paged<Device>>(`${vendingMachinePage.path}?keyword=XS_VM`, admin)).total).toBe(0);
    const repair = await get<Paged<Device>>(`${vendingMachinePage.path}?lifecycleState=3`, admin);
    expect(repair.rows.map((d) => d.lifecycleState)).toEqual(devicesOf(1, 200).filter((d) => d.lifecycle === 3).map(() => 3));
    const online = await get<Paged<Device>>(`${vendingMachinePage.path}?online=true&limit=100`, admin);
    expect(online.total).toBe(devicesOf(1, 200).filter((d) => d.offlineFor === null).length);
  });
});

describe('orders', () => {
  it('newest first, filtered by status, channel, time and keyword; amounts in cents', async () => {
    const page = await get<Paged<Order>>(`${orderPage.path}?limit=50`, zhangjiang);
    expect(page.rows.map((o) => o.createTime)).toEqual([...page.rows.map((o) => o.createTime)].sort((a, b) => b - a));
    expect(new Set(page.rows.map((o) => o.deptId))).toEqual(new Set([204]));
    const refunded = await get<Paged<Order>>(`${orderPage.path}?status=${OrderStatus.REFUNDED}&limit=100`, admin);
    expect(refunded.rows.every((o) => o.status === OrderStatus.REFUNDED && o.refundAmount === o.amount)).toBe(true);
    const alipay = await get<Paged<Order>>(`${orderPage.path}?payChannel=alipay&limit=100`, admin);
    expect(alipay.rows.every((o) => o.payChannel === 'alipay')).toBe(true);
    const now = h.clock.now();
    const lastDay = await get<Paged<Order>>(`${orderPage.path}?startTime=${now - 86_400_000}&endTime=${now}&limit=99999`, admin);
    expect(lastDay.rows.every((o) => o.createTime >= now - 86_400_000 && o.createTime <= now)).toBe(true);
    const one = page.rows[0];
    expect((await get<Paged<Order>>(`${orderPage.path}?keyword=${one.orderNo}`, admin)).rows).toEqual([one]);
  });

  it(`abnormal orders are the status ${ABNORMAL_ORDER_STATUS} ones of the scope, with their reason`, async () => {
    const abnormal = await get<Paged<Order>>(`${abnormalOrderPage.path}?limit=100`, zhangjiang);
    expect(abnormal.total).toBeGreaterThan(0);
    expect(abnormal.rows.every((o) => o.status === ABNORMAL_ORDER_STATUS && o.abnormalReason && o.deptId === 204)).toBe(true);
    const all = await get<Paged<Order>>(`${orderPage.path}?status=${ABNORMAL_ORDER_STATUS}&limit=100`, zhangjiang);
    expect(all).toEqual(abnormal);
  });

  it.each([
    ['status outside the dictionary', `${orderPage.path}?status=6`, 'querystring/status'],
    ['unknown channel', `${orderPage.path}?payChannel=paypal`, 'querystring/payChannel'],
    ['end before start', `${abnormalOrderPage.path}?startTime=2000&endTime=1000`, 'startTime'],
    ['date text as time', `${orderPage.path}?startTime=2026-01-01`, 'querystring/startTime'],
    ['keyword over 64 characters', `${orderPage.path}?keyword=${'x'.repeat(65)}`, 'querystring/keyword'],
    ['page 0', `${vendingMachinePage.path}?page=0`, 'querystring/page'],
    ['lifecycle state 9', `${vendingMachinePage.path}?lifecycleState=9`, 'querystring/lifecycleState'],
    ['online=yes', `${coolerPage.path}?online=yes`, 'querystring/online'],
    ['complaints without channel', complaintPage.path, 'channel'],
    ['reason 11', `${complaintPage.path}?channel=wechat&reason=11`, 'querystring/reason'],
    ['package status 4', `${replPackagePage.path}?status=4`, 'querystring/status'],
    ['package id text', `${replTallyPage.path}?packageId=abc`, 'querystring/packageId'],
    ['audit status 0', `${merchantApplicationPage.path}?auditStatus=0`, 'querystring/auditStatus'],
  ])('%s → 400 naming the parameter', async (_name, url, field) => {
    const reply = await call(h.app, 'GET', url, { token: admin });
    expect([reply.http, reply.status, reply.data]).toEqual([400, 400, null]);
    expect(reply.msg).toContain(field);
  });
});

describe('complaints', () => {
  it('per channel: order complaints of that channel in the scope, newest first, linked to their order', async () => {
    for (const channel of ['wechat', 'alipay'] as const) {
      const page = await get<Paged<Complaint>>(`${complaintPage.path}?channel=${channel}&limit=100`, admin);
      const expected = COMPLAINTS.filter(([org, , ch, kind]) => org === 2 && ch === channel && kind === ComplaintKind.ORDER);
      expect(page.total).toBe(expected.length);
      expect(page.rows.every((c) => c.channel === channel && c.kind === ComplaintKind.ORDER && c.orderNo !== null)).toBe(true);
      expect(page.rows.map((c) => c.createTime)).toEqual([...page.rows.map((c) => c.createTime)].sort((a, b) => b - a));
    }
    const pending = await get<Paged<Complaint>>(`${complaintPage.path}?channel=alipay&pendingOnly=true`, zhangjiang);
    expect(pending.rows.every((c) => c.status !== 4 && c.deptId === 204)).toBe(true);
    expect(pending.total).toBe(COMPLAINTS.filter(([, dept, ch, kind, , status]) => dept === 204 && ch === 'alipay' && kind === 1 && status !== 4).length);
  });

  it('risk complaints: both channels, and the pending count matches the list', async () => {
    for (const phone of ['13800000007', '13800000003', '13900000001']) {
      const token = await tokenFor(h.app, phone);
      const list = await get<Paged<Complaint>>(`${riskComplaintPage.path}?pendingOnly=true&limit=100`, token);
      expect(list.rows.every((c) => c.kind === ComplaintKind.RISK)).toBe(true);
      expect(await get<number>(riskComplaintCountPending.path, token)).toBe(list.total);
    }
    const platform = await tokenFor(h.app, '13800000003');
    expect(await get<number>(riskComplaintCountPending.path, platform)).toBeGreaterThan(0);
    expect((await get<Paged<Complaint>>(`${riskComplaintPage.path}?channel=wechat`, platform)).rows.every((c) => c.channel === 'wechat')).toBe(true);
  });
});

describe('tally records and merchant applications', () => {
  it('tally records: difference is counted minus expected; filter by package', async () => {
    const page = await get<Paged<TallyRecord>>(`${replTallyPage.path}?limit=100`, admin);
    expect(page.total).toBeGreaterThan(0);
    expect(page.rows.every((t) => t.difference === t.actualCount - t.expectedCount)).toBe(true);
    const withPackage = page.rows.find((t) => t.packageId !== null) as TallyRecord;
    const filtered = await get<Paged<TallyRecord>>(`${replTallyPage.path}?packageId=${withPackage.packageId}`, admin);
    expect(filtered.rows.map((t) => t.id)).toEqual([withPackage.id]);
  });

  it('merchant applications: the audit count is the number awaiting audit in the list', async () => {
    for (const phone of ['13800000007', '13800000002', '13800000003', '13900000001']) {
      const token = await tokenFor(h.app, phone);
      const awaiting = await get<Paged<MerchantApplication>>(`${merchantApplicationPage.path}?auditStatus=1&limit=100`, token);
      expect(await get<number>(merchantApplicationAuditCount.path, token), phone).toBe(awaiting.total);
    }
    // A brand owner holds neither merchant:view nor merchant:audit.
    expect((await call(h.app, 'GET', merchantApplicationAuditCount.path, { token: await tokenFor(h.app, '13800000008') })).http).toBe(403);
    const platform = await get<Paged<MerchantApplication>>(`${merchantApplicationPage.path}?keyword=${encodeURIComponent('有限公司')}`, await tokenFor(h.app, '13800000003'));
    expect(platform.rows.every((a) => a.merchantName.includes('有限公司'))).toBe(true);
  });
});

describe('phones under phoneHide (spec §6)', () => {
  // 13800000008 黄磊 is the phoneHide persona; his brand role is given the complaint and merchant view codes here, so
  // the lists answer him and the masking can be seen.
  beforeAll(async () => {
    await h.app.db.query(
      `INSERT INTO role_views (role_id, view_code) SELECT r.id, v FROM roles r, unnest(ARRAY['complaint:view', 'merchant:view']) v
       WHERE r.code = 'brandManager' ON CONFLICT DO NOTHING`,
    );
  });

  it('a complaint\'s customer phone leaves the server masked for a caller with phoneHide, whole for others', async () => {
    const now = h.clock.now();
    const phone = '13912345678';
    // 13800000008 黄磊 (phoneHide) is brand staff of 清泉饮品集团, department 301; 13800000007 赵敏 is not.
    const hidden = await insertComplaint(h.app.db, { orgId: 3, deptId: 301, kind: ComplaintKind.ORDER, status: 1, createdAt: now, customerPhone: phone });
    const shown = await insertComplaint(h.app.db, { orgId: 2, deptId: 204, kind: ComplaintKind.ORDER, status: 1, createdAt: now, customerPhone: phone });
    const huang = await tokenFor(h.app, '13800000008');
    const masked = await get<Paged<Complaint>>(`${complaintPage.path}?channel=wechat&limit=100`, huang);
    expect(masked.rows.find((c) => c.id === hidden)?.customerPhone).toBe('139****5678');
    expect(masked.rows.every((c) => /^\d{3}\*{4}\d{4}$/.test(c.customerPhone))).toBe(true);
    const whole = await get<Paged<Complaint>>(`${complaintPage.path}?channel=wechat&limit=100`, admin);
    expect(whole.rows.find((c) => c.id === shown)?.customerPhone).toBe(phone);
  });

  it('so does a merchant application\'s contact phone', async () => {
    const now = h.clock.now();
    const phone = '13712345678';
    const hidden = await insertApplication(h.app.db, 3, 301, 1, now, phone);
    const shown = await insertApplication(h.app.db, 2, 213, 1, now, phone);
    const masked = await get<Paged<MerchantApplication>>(`${merchantApplicationPage.path}?limit=100`, await tokenFor(h.app, '13800000008'));
    expect(masked.rows.find((a) => a.id === hidden)?.contactPhone).toBe('137****5678');
    const whole = await get<Paged<MerchantApplication>>(`${merchantApplicationPage.path}?limit=100`, admin);
    expect(whole.rows.find((a) => a.id === shown)?.contactPhone).toBe(phone);
  });
});
