import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../src/core/contract/api/define.ts';
import {
  coolerPage, onlineReportPage, onlineReportPageByDevice, vendingMachineBatchLock, vendingMachineBindExtra,
  vendingMachineCancelLaunch, vendingMachineDetailByKeyword, vendingMachineExport, vendingMachineFieldQuery,
  vendingMachineGoodsLayers, vendingMachineInventoryWarn, vendingMachineLaunch, vendingMachineList, vendingMachineLock,
  vendingMachineMerchantDetail, vendingMachineOpenFailLogPage, vendingMachinePage, vendingMachinePageList,
  vendingMachinePageVmList, vendingMachinePostPage, vendingMachineRemoveCache, vendingMachineSettingShowStatus,
  vendingMachineUnbindExtra, vendingMachineUnbindScanCode, vendingMachineUpdate, vendingMachineUpdateContactNumber,
  vendingMachineUpdateHotspot, vendingMachineUpdateSetting, vmModelFieldQuery,
} from '../../src/core/contract/api/devices.ts';
import type { BulkResult, Device, DeviceDetail, GoodsLane, OnlineDayRow, OnlineDeviceRow } from '../../src/core/contract/api/devices.ts';
import {
  coolerCompressorImport, coolerCompressorTemplate, coolerLowStat, coolerMachineInfo, coolerModelByBrand,
} from '../../src/core/contract/api/cooler.ts';
import type { CoolerLowStat } from '../../src/core/contract/api/cooler.ts';
import { machineAgingForceFinish, vmNfcCheckDeviceSn } from '../../src/core/contract/api/iot.ts';
import type { AgingRecord } from '../../src/core/contract/api/iot.ts';
import { Code, LifecycleState, type Paged } from '../../src/core/contract/index.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

/**
 * The fleet of issue 10 against the real server: queries with every filter, settings and bindings, the lifecycle and
 * its refusals (40515, 40525, 40526), the detail calls, the online report, exports and the compressor import.
 */
let h: Harness;
let admin: string;
let zhangjiang: string;
let north: string;

beforeAll(async () => {
  h = await createHarness();
  admin = await tokenFor(h.app, '13800000007');
  zhangjiang = await tokenFor(h.app, '13800000001', 1001);
  north = await tokenFor(h.app, '13900000001');
});
afterAll(() => h.close());

/** The groups the triggers keep (device_page_counts) are the devices' own. */
async function expectKeptGroups(): Promise<void> {
  const groups = `SELECT org_id, dept_id, device_type, lifecycle_state, online, locked, count(*)::int AS n FROM devices GROUP BY 1, 2, 3, 4, 5, 6`;
  const kept = 'SELECT org_id, dept_id, device_type, lifecycle_state, online, locked, n FROM device_page_counts WHERE n <> 0';
  expect((await h.app.db.query(`${groups} EXCEPT ${kept}`)).rows).toEqual([]);
  expect((await h.app.db.query(`${kept} EXCEPT ${groups}`)).rows).toEqual([]);
}

const get = <T>(url: string, token = admin) => call<T>(h.app, 'GET', url, { token });
const put = <T>(url: string, body?: unknown, token = admin) => call<T>(h.app, 'PUT', url, { token, body });
const post = <T>(url: string, body?: unknown, token = admin) => call<T>(h.app, 'POST', url, { token, body });

describe('fleet queries', () => {
  it('filter vending machines by code, lifecycle, division, place, brand, online and lock state', async () => {
    const all = await get<Paged<Device>>(`${vendingMachinePage.path}?limit=100`);
    expect(all.status).toBe(200);
    expect(all.data.rows.every((row) => row.deviceType === 1 && row.code.startsWith('XS-VM-'))).toBe(true);
    const byCode = await get<Paged<Device>>(`${vendingMachinePage.path}?code=xs-vm-01&limit=100`);
    expect(byCode.data.rows.map((row) => row.code)).toEqual(['XS-VM-0101', 'XS-VM-0102', 'XS-VM-0105']);
    const repair = await get<Paged<Device>>(`${vendingMachinePage.path}?lifecycleState=3`);
    expect(repair.data.rows.map((row) => row.code)).toEqual(['XS-VM-0105']);
    const hangzhou = await get<Paged<Device>>(`${vendingMachinePage.path}?provinceCode=330000&cityCode=330100&areaCode=330106`);
    expect(hangzhou.data.rows.map((row) => row.code)).toEqual(['XS-VM-0301']);
    const first = all.data.rows[0];
    const place = await get<Paged<Device>>(`${vendingMachinePage.path}?placeIds=${first.placeId},999999&limit=100`);
    expect(place.data.rows.length).toBeGreaterThan(0);
    expect(place.data.rows.every((row) => row.placeId === first.placeId)).toBe(true);
    const brand = await get<Paged<Device>>(`${vendingMachinePage.path}?brandDeptIds=200&limit=100`);
    expect(brand.data.total).toBe(all.data.total);
    expect((await get<Paged<Device>>(`${vendingMachinePage.path}?brandDeptIds=700`)).data.total).toBe(0);
    // Ids beyond an integer are no device's: nothing matches them, and they are no error.
    const beyond = await get<Paged<Device>>(`${coolerPage.path}?brandDeptIds=2147483648`);
    expect([beyond.status, beyond.data.total]).toEqual([200, 0]);
    expect((await get<Paged<Device>>(`${vendingMachinePage.path}?placeIds=9999999999,${first.placeId}&limit=100`)).data.total).toBe(place.data.total);
    const offline = await get<Paged<Device>>(`${vendingMachinePage.path}?online=false&limit=100`);
    expect(offline.data.rows.every((row) => !row.online)).toBe(true);
    expect(offline.data.total).toBeGreaterThan(0);
    expect((await get<Paged<Device>>(`${vendingMachinePage.path}?locked=true`)).data.total).toBe(0);
  });

  it('a department subtree sees its own devices only, another organisation none of these', async () => {
    const own = await get<Paged<Device>>(`${coolerPage.path}?limit=100`, zhangjiang);
    expect(own.data.rows.length).toBeGreaterThan(0);
    expect(own.data.rows.every((row) => row.deptName === '张江站点组')).toBe(true);
    const other = await get<Paged<Device>>(`${vendingMachinePage.path}?limit=100`, north);
    expect(other.data.rows.every((row) => row.code.startsWith('BF-'))).toBe(true);
  });

  it("the page's total follows every device write it can see, through the API or straight in the database", async () => {
    const totalOf = async (query: string, token = admin) => (await get<Paged<Device>>(`${vendingMachinePage.path}?${query}`, token)).data.total;
    const version = async () => (await h.app.db.query<{ version: number }>('SELECT version FROM device_page_versions WHERE org_id = 2')).rows[0]?.version ?? 0;
    const offline = await totalOf('online=false');
    const all = await totalOf('limit=10');
    const zhangjiangAll = await totalOf('limit=10', zhangjiang);
    expect(await totalOf('online=false')).toBe(offline); // kept, same answer
    // A write as another process would make it: no request of this one saw it coming.
    await h.app.db.query('UPDATE devices SET online = NOT online WHERE id = 20001');
    const flipped = (await h.app.db.query<{ online: boolean }>('SELECT online FROM devices WHERE id = 20001')).rows[0].online;
    expect(await totalOf('online=false')).toBe(offline + (flipped ? -1 : 1));
    await h.app.db.query('UPDATE devices SET online = NOT online WHERE id = 20001');
    expect(await totalOf('online=false')).toBe(offline);
    // A reported temperature changes nothing the page counts: the version stays.
    const before = await version();
    await h.app.db.query('UPDATE devices SET temperature = temperature WHERE org_id = 2');
    await h.app.db.query('UPDATE devices SET temperature = 7, last_online_at = 1 WHERE id = 20001');
    expect(await version()).toBe(before);
    await h.app.db.query(
      `INSERT INTO devices (org_id, dept_id, device_type, code, name, lifecycle_state, place, created_at)
       VALUES (2, 204, 1, 'XS-VM-9999', '计数机', 2, '测试点', 0)`,
    );
    expect(await version()).toBeGreaterThan(before);
    expect(await totalOf('limit=10')).toBe(all + 1);
    expect(await totalOf('limit=10', zhangjiang)).toBe(zhangjiangAll + 1);
    expect(await totalOf('code=xs-vm-99')).toBe(1);
    await h.app.db.query("UPDATE devices SET dept_id = 200 WHERE code = 'XS-VM-9999'");
    expect(await totalOf('limit=10')).toBe(all + 1);
    expect(await totalOf('limit=10', zhangjiang)).toBe(zhangjiangAll);
    await h.app.db.query("UPDATE devices SET locked = true, lifecycle_state = 3 WHERE code = 'XS-VM-9999'");
    expect(await totalOf('locked=true&lifecycleState=3')).toBe(1);
    await h.app.db.query("DELETE FROM devices WHERE code = 'XS-VM-9999'");
    expect(await totalOf('limit=10')).toBe(all);
    expect(await totalOf('code=xs-vm-99')).toBe(0);
    expect(await totalOf('locked=true&lifecycleState=3')).toBe(0);
    await expectKeptGroups();
  });

  it('postPage, pageList, list and pageVmList take the filters in a body', async () => {
    const posted = await post<Paged<Device>>(vendingMachinePostPage.path, { code: 'XS-', online: true, page: 1, limit: 2 });
    expect(posted.data.rows).toHaveLength(2);
    expect(posted.data.rows.every((row) => row.deviceType === 1 && row.online)).toBe(true);
    const both = await post<Paged<Device>>(vendingMachinePageList.path, { limit: 100 });
    expect(new Set(both.data.rows.map((row) => row.deviceType))).toEqual(new Set([1, 2]));
    const list = await post<Device[]>(vendingMachineList.path, { deviceType: 2, placeIds: [] });
    expect(list.data.every((row) => row.deviceType === 2)).toBe(true);
    const details = await post<Paged<DeviceDetail>>(vendingMachinePageVmList.path, { code: 'XS-VM-0101' });
    expect(details.data.rows[0]).toMatchObject({ code: 'XS-VM-0101', scanCode: 'SC20001', nfcSn: 'NFC-20001', modelName: expect.any(String) });
    const bad = await post(vendingMachinePostPage.path, { placeIds: 'x' });
    expect(bad.http).toBe(400);
    expect(bad.msg).toContain('placeIds');
  });

  it('finds one device by code or name; field queries answer the fields asked for', async () => {
    expect((await get<DeviceDetail>(`${vendingMachineDetailByKeyword.path}?keyword=xs-vm-0102`)).data.code).toBe('XS-VM-0102');
    expect((await get<DeviceDetail>(`${vendingMachineDetailByKeyword.path}?keyword=${encodeURIComponent('南山书城')}`)).data.code).toBe('XS-CL-0402');
    expect((await get(`${vendingMachineDetailByKeyword.path}?keyword=BF-VM-0101`)).data).toBeNull();
    const fields = await get<Array<Record<string, unknown>>>(`${vendingMachineFieldQuery.path}?values=20001,20002,70001`);
    expect(fields.data).toEqual([{ id: 20001, name: '张江高科A座售货机' }, { id: 20002, name: '张江地铁站售货机' }]);
    const chosen = await get<Array<Record<string, unknown>>>(`${vendingMachineFieldQuery.path}?fields=code,online&values=20004`);
    expect(chosen.data).toEqual([{ code: 'XS-CL-0104', online: false }]);
    // Ids beyond an integer are no device's or model's: they match nothing, and they are no error.
    const beyond = await get<Array<Record<string, unknown>>>(`${vendingMachineFieldQuery.path}?values=2147483648,20001`);
    expect([beyond.http, beyond.data]).toEqual([200, [{ id: 20001, name: '张江高科A座售货机' }]]);
    const noModel = await post<Array<Record<string, unknown>>>(vmModelFieldQuery.path, { fields: [], conditionValues: [{ field: 'id', values: [2147483648, 4] }] });
    expect([noModel.http, noModel.data]).toEqual([200, [{ id: 4, name: 'CL-1200 智能冷柜' }]]);
    const unknown = await get(`${vendingMachineFieldQuery.path}?fields=id,password`);
    expect(unknown.http).toBe(400);
    expect(unknown.msg).toContain('fields');
    const models = await post<Array<Record<string, unknown>>>(vmModelFieldQuery.path, { fields: [], conditionValues: [{ field: 'brand', values: ['海尔'] }] });
    expect(models.data).toEqual([{ id: 4, name: 'CL-1200 智能冷柜' }, { id: 5, name: 'CL-800 双门冷柜' }]);
    const coolers = await get<Array<{ brand: string; deviceType: number }>>(`${coolerModelByBrand.path}?brand=${encodeURIComponent('海尔')}`);
    expect(coolers.data.map((model) => model.brand)).toEqual(['海尔', '海尔']);
  });

  it('detail, inventory warnings, goods layers, door-open failures and the setting show status', async () => {
    const detail = await get<DeviceDetail>(urlOf(vendingMachineMerchantDetail, { id: 20002 }));
    expect(detail.data).toMatchObject({ code: 'XS-VM-0102', provinceCode: '310000', inventoryWarnings: 3, contactNumber: expect.stringMatching(/^\d{11}$/) });
    const warnings = await get<GoodsLane[]>(urlOf(vendingMachineInventoryWarn, { id: 20002 }));
    expect(warnings.data).toHaveLength(3);
    expect(warnings.data.every((lane) => lane.stock <= lane.warnLevel)).toBe(true);
    const layers = await get<Array<{ layer: number; lanes: GoodsLane[] }>>(`${vendingMachineGoodsLayers.path}?vmId=20002`);
    expect(layers.data.map((layer) => layer.layer)).toEqual([1, 2, 3]);
    expect(layers.data[0].lanes[0]).toMatchObject({ lane: 1, goodsName: expect.any(String), priceCents: expect.any(Number) });
    const fails = await get<Paged<{ userPhone: string }>>(urlOf(vendingMachineOpenFailLogPage, { id: 20002 }));
    expect(fails.data.total).toBeGreaterThan(0);
    expect(fails.data.rows[0].userPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect((await get(`${vendingMachineSettingShowStatus.path}?id=20003`)).data).toMatchObject({ picture: true, light: false });
    expect((await get(urlOf(vendingMachineMerchantDetail, { id: 70001 }))).http).toBe(404);
    expect((await get(urlOf(coolerMachineInfo, { id: 20001 }))).http).toBe(404);
    expect((await get<DeviceDetail>(urlOf(coolerMachineInfo, { id: 20003 }))).data.code).toBe('XS-CL-0103');
    const low = await get<CoolerLowStat>(coolerLowStat.path);
    expect(low.data.lowStock).toBe(low.data.rows.length);
    expect(low.data.rows.every((row) => row.deviceType === 2 && row.inventoryWarnings > 0)).toBe(true);
  });

  it('the online report by day and by device', async () => {
    const days = await get<Paged<OnlineDayRow>>(`${onlineReportPage.path}?limit=7`);
    expect(days.data.total).toBeGreaterThanOrEqual(30);
    expect(days.data.rows).toHaveLength(7);
    expect(days.data.rows[0].day > days.data.rows[1].day).toBe(true);
    expect(days.data.rows[1].onlineRate).toBeGreaterThan(0);
    expect(days.data.rows[1].onlineRate).toBeLessThanOrEqual(100);
    const byDevice = await get<Paged<OnlineDeviceRow>>(`${onlineReportPageByDevice.path}?limit=100`);
    const rates = byDevice.data.rows.map((row) => row.onlineRate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(byDevice.data.rows.find((row) => row.code === 'XS-VM-0403')?.onlineRate).toBe(0);
    const tooLong = await get(`${onlineReportPage.path}?startTime=0&endTime=${h.clock.now()}`);
    expect(tooLong.http).toBe(400);
    expect(tooLong.msg).toContain('endTime');
  });

  it('exports the vending machines as an xlsx workbook', async () => {
    const raw = await h.app.inject({ url: `${vendingMachineExport.path}?online=true`, headers: { authorization: `Bearer ${admin}` } });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('设备编号');
    const listed = await get<Paged<Device>>(`${vendingMachinePage.path}?online=true&limit=100`);
    expect(sheet.rowCount - 1).toBe(listed.data.total);
  });
});

describe('settings and bindings', () => {
  it('change settings, contact number (phone rule) and hotspot; each is in the operations log', async () => {
    const setting = await put<DeviceDetail>(vendingMachineUpdateSetting.path, { id: 20006, targetTemperature: 4, warnLevel: 3 });
    expect(setting.data).toMatchObject({ targetTemperature: 4, warnLevel: 3 });
    const bad = await put(vendingMachineUpdateContactNumber.path, { id: 20006, contactNumber: '1380000' });
    expect(bad.http).toBe(400);
    expect(bad.msg).toContain('contactNumber');
    expect((await put<DeviceDetail>(vendingMachineUpdateContactNumber.path, { id: 20006, contactNumber: '13912345678' })).data.contactNumber).toBe('13912345678');
    expect((await put<DeviceDetail>(vendingMachineUpdateHotspot.path, { id: 20006, hotspot: 'LJZ-5G' })).data.hotspot).toBe('LJZ-5G');
    expect((await put<DeviceDetail>(vendingMachineUpdateHotspot.path, { id: 20006, hotspot: null })).data.hotspot).toBeNull();
    const log = await get<Paged<{ action: string; operatorName: string }>>('/api/iot/ops/opsLogList/20006?limit=10');
    expect(log.data.rows.map((row) => row.action).slice(0, 4)).toEqual(['hotspot', 'hotspot', 'contactNumber', 'setting']);
    expect(log.data.rows[0].operatorName).toBe('赵敏');
  });

  it('bind and unbind extra devices, a code held by another device is refused (10005); unbind the scan code', async () => {
    const bound = await put<DeviceDetail>(urlOf(vendingMachineBindExtra, { id: 20009 }), { extraCode: 'BOX-9' });
    expect(bound.data.extraCodes).toEqual(['BOX-9']);
    expect((await put<DeviceDetail>(urlOf(vendingMachineBindExtra, { id: 20009 }), { extraCode: 'BOX-9' })).data.extraCodes).toEqual(['BOX-9']);
    expect((await put(urlOf(vendingMachineBindExtra, { id: 20011 }), { extraCode: 'BOX-9' })).status).toBe(Code.DUPLICATE_NAME);
    expect((await put<DeviceDetail>(urlOf(vendingMachineUnbindExtra, { id: 20009 }), { extraCode: 'BOX-9' })).data.extraCodes).toEqual([]);
    expect((await put(urlOf(vendingMachineBindExtra, { id: 20009 }), { extraCode: 'a b' })).http).toBe(400);
    expect((await put<DeviceDetail>(`${vendingMachineUnbindScanCode.path}?code=XS-VM-0301`)).data.scanCode).toBeNull();
    expect((await put(`${vendingMachineUnbindScanCode.path}?code=BF-VM-0101`)).http).toBe(404);
  });

  it('removes cached reports of its own devices only; checks NFC serial numbers', async () => {
    const removed = await post<{ removed: number }>(vendingMachineRemoveCache.path, { codes: ['XS-VM-0201', 'BF-VM-0101'] });
    expect(removed.data.removed).toBe(1);
    expect((await get<DeviceDetail>(urlOf(vendingMachineMerchantDetail, { id: 20006 }))).data.temperature).toBe(-50);
    expect((await get(`${vmNfcCheckDeviceSn.path}?deviceSn=NFC-20001`)).data).toEqual({ free: false, bound: 'XS-VM-0101' });
    // Another organisation's reader: answered as any serial number the caller's organisation does not hold.
    expect((await get(`${vmNfcCheckDeviceSn.path}?deviceSn=NFC-70001`)).data).toEqual({ free: true, bound: null });
    expect((await get(`${vmNfcCheckDeviceSn.path}?deviceSn=NFC-NEW`)).data).toEqual({ free: true, bound: null });
  });

  it('moves a machine to another department of the caller, not outside it', async () => {
    const moved = await put<DeviceDetail>(vendingMachineUpdate.path, { id: 20013, deptId: 208, name: '深圳湾售货机' });
    expect(moved.data).toMatchObject({ deptId: 208, name: '深圳湾售货机' });
    expect((await put(vendingMachineUpdate.path, { id: 20013, deptId: 703 })).http).toBe(403);
    expect((await put(vendingMachineUpdate.path, { id: 20013, provinceCode: '44' })).http).toBe(400);
  });
});

describe('lifecycle', () => {
  const state = async (id: number) => (await get<DeviceDetail>(urlOf(vendingMachineMerchantDetail, { id }))).data.lifecycleState;

  it('launch: awaiting initialisation 40515, withdrawn 40525; awaiting launch and in repair start operating', async () => {
    expect((await put(vendingMachineLaunch.path, { id: 70006 }, north)).status).toBe(Code.VM_NOT_INITIALISED);
    expect((await put(vendingMachineLaunch.path, { id: 20013 })).status).toBe(Code.DEVICE_NOT_OPERATING);
    expect((await put<DeviceDetail>(vendingMachineLaunch.path, { id: 20008 })).data.lifecycleState).toBe(LifecycleState.OPERATING);
    expect((await put(vendingMachineLaunch.path, { id: 20008 })).status).toBe(200);
    expect((await put(vendingMachineLaunch.path, { id: 70006 })).http).toBe(404);
    expect((await put(vendingMachineLaunch.path, { id: 'x' })).http).toBe(400);
  });

  it('cancel launch: back to awaiting launch; 40525 when not operating, 40526 with a package awaiting approval', async () => {
    expect((await put<DeviceDetail>(urlOf(vendingMachineCancelLaunch, { id: 20008 }))).data.lifecycleState).toBe(LifecycleState.AWAITING_LAUNCH);
    expect((await put(urlOf(vendingMachineCancelLaunch, { id: 20008 }))).status).toBe(Code.DEVICE_NOT_OPERATING);
    expect((await put(urlOf(vendingMachineCancelLaunch, { id: 70006 }), undefined, north)).status).toBe(Code.VM_NOT_INITIALISED);
    const { rows } = await h.app.db.query<{ device_id: number }>(
      'SELECT p.device_id FROM repl_packages p JOIN devices d ON d.id = p.device_id WHERE p.status = 1 AND p.org_id = 2 AND d.lifecycle_state = 2 LIMIT 1',
    );
    const busy = rows[0].device_id;
    expect((await put(urlOf(vendingMachineCancelLaunch, { id: busy }))).status).toBe(Code.UNFINISHED_REPLENISHMENT);
    expect(await state(busy)).toBe(LifecycleState.OPERATING);
    expect((await put(vendingMachineUpdate.path, { id: busy, deptId: 213 })).status).toBe(Code.UNFINISHED_REPLENISHMENT);
  });

  it('lock and unlock one device; batch lock with a result per device', async () => {
    expect((await put<DeviceDetail>(urlOf(vendingMachineLock, { id: 20001, state: 1 }))).data.locked).toBe(true);
    expect((await get<Paged<Device>>(`${vendingMachinePage.path}?locked=true`)).data.rows.map((row) => row.code)).toEqual(['XS-VM-0101']);
    expect((await put<DeviceDetail>(urlOf(vendingMachineLock, { id: 20001, state: 0 }))).data.locked).toBe(false);
    expect((await put(urlOf(vendingMachineLock, { id: 20005, state: 1 }))).status).toBe(Code.DEVICE_NOT_OPERATING);
    expect((await put(urlOf(vendingMachineLock, { id: 20001, state: 2 }))).http).toBe(400);
    const batch = await put<{ results: BulkResult[] }>(urlOf(vendingMachineBatchLock, { id: 1 }), { vmIds: [20001, 20005, 70001, 20002], orderLock: true });
    expect(batch.data.results.map((result) => [result.id, result.status])).toEqual([
      [20001, 200], [20005, Code.DEVICE_NOT_OPERATING], [70001, Code.NOT_FOUND], [20002, 200],
    ]);
    const detail = await get<DeviceDetail>(urlOf(vendingMachineMerchantDetail, { id: 20002 }));
    expect(detail.data).toMatchObject({ locked: true, orderLocked: true });
    expect((await put(urlOf(vendingMachineBatchLock, { id: 1 }), { vmIds: [] })).http).toBe(400);
  });

  it('force-finishing an aging run initialises the machine', async () => {
    const record = await put<AgingRecord>(machineAgingForceFinish.path, { id: 70006 }, north);
    expect(record.data).toMatchObject({ state: 'forceFinished', deviceId: 70006, finishTime: expect.any(Number) });
    const detail = await get<DeviceDetail>(urlOf(vendingMachineMerchantDetail, { id: 70006 }), north);
    expect(detail.data.lifecycleState).toBe(LifecycleState.AWAITING_LAUNCH);
    expect((await put<AgingRecord>(machineAgingForceFinish.path, { id: 70006 }, north)).data.state).toBe('forceFinished');
    expect((await put(machineAgingForceFinish.path, { id: 70006 })).http).toBe(404);
  });
});

describe('compressor-control import', () => {
  async function upload(rows: string[][]) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('导入');
    for (const row of rows) sheet.addRow(row);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const boundary = '----devices';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const raw = await h.app.inject({
      method: 'POST', url: coolerCompressorImport.path, payload,
      headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return raw.json() as { status: number; data: { imported: number; errors: Array<{ row: number; column: string; message: string; messageEn?: string }> } | null };
  }

  it('sets the plans of the coolers named, all or nothing; 604 empty, 603 beyond 500 rows', async () => {
    const header = ['设备编号', '开启时间', '关闭时间'];
    const notCooler = await upload([header, ['XS-CL-0103', '06:00', '23:00'], ['XS-VM-0101', '06:00', '23:00']]);
    expect(notCooler.data?.errors.map((error) => [error.row, error.column])).toEqual([[3, '设备编号']]);
    // An Excel time cell (a fraction of a day) and 7:30 read as times; English headers are taken too.
    const ok = await upload([['Device code', 'Start time', 'Stop time'], ['XS-CL-0103', '0.25', '23:00'], ['XS-CL-0202', '7:30', '22:00']]);
    expect(ok.data).toEqual({ imported: 2, errors: [] });
    expect((await get<DeviceDetail>(urlOf(coolerMachineInfo, { id: 20007 }))).data.compressorPlan).toEqual({ onTime: '07:30', offTime: '22:00' });
    expect((await upload([header])).status).toBe(Code.IMPORT_FILE_EMPTY);
    const many = Array.from({ length: 501 }, () => ['XS-CL-0103', '06:00', '23:00']);
    expect((await upload([header, ...many])).status).toBe(Code.IMPORT_TOO_MANY_ROWS);
  });

  it('explains every wrong cell of the file at once, in Chinese and English, naming the column and what it takes', async () => {
    const header = ['设备编号', '开启时间', '关闭时间'];
    const wrong = await upload([
      header,
      ['XS-VM-0101', '06:00', '23:00'], // a vending machine, not a cooler
      ['XS-CL-0202', '25:00', '23:00'], // no such time
      ['XS-CL-0103', '06:00', '06:00'], // start and stop the same
      ['XS-CL-0103', '07:00', ''], // repeated code, stop time missing
    ]);
    expect(wrong.data?.imported).toBe(0);
    const errors = wrong.data?.errors ?? [];
    expect(errors.map((error) => [error.row, error.column])).toEqual([[2, '设备编号'], [3, '开启时间'], [4, '关闭时间'], [5, '设备编号'], [5, '关闭时间']]);
    expect(errors[0].message).toMatch(/^设备编号：“XS-VM-0101”不是您的冷柜，只能填您的冷柜编号：XS-CL-\d+、/);
    expect(errors[1].message).toBe('开启时间：“25:00”不是有效时间，须为时间 时:分，00:00 到 23:59，如 08:30');
    expect(errors[1].messageEn).toBe('Start time: "25:00" is not a time hours:minutes, 00:00 to 23:59, e.g. 08:30');
    expect(errors[2].message).toBe('关闭时间：不能与开启时间相同（06:00）');
    expect(errors[3].message).toBe('设备编号：“XS-CL-0103”重复（与第 4 行相同）');
    for (const error of errors) {
      expect(error.message).not.toMatch(/pattern|\^|\$/);
      expect(error.messageEn?.replace(/"[^"]*"/g, '')).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('gives a template with an example row, text cells for the times and the caller\'s coolers as a list', async () => {
    const raw = await h.app.inject({ url: coolerCompressorTemplate.path, headers: { authorization: `Bearer ${admin}` } });
    expect(raw.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    const [sheet, values] = book.worksheets;
    expect(sheet.getRow(1).values).toEqual([undefined, '设备编号', '开启时间', '关闭时间']);
    const [, code, onTime, offTime] = sheet.getRow(2).values as string[];
    expect([onTime, offTime]).toEqual(['08:00', '22:00']);
    expect(sheet.getColumn(2).numFmt).toBe('@');
    const listed = values.getSheetValues().slice(2).map((row) => (row as unknown[])[2] as string);
    expect(listed).toContain('XS-CL-0103');
    expect(listed).not.toContain('XS-VM-0101');
    expect(listed).toContain(code);
    expect(sheet.getCell('A2').dataValidation).toMatchObject({ type: 'list' });
    // The template's example row imports as it is.
    const boundary = '----template';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      raw.rawPayload,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const example = await h.app.inject({
      method: 'POST', url: coolerCompressorImport.path, payload,
      headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(example.json().data).toEqual({ imported: 1, errors: [] });
  });
});

describe('the page totals', () => {
  it('the groups the triggers keep are still the devices\' own after every call above', expectKeptGroups);
});
