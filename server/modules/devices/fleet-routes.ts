// The fleet calls of spec §7 Vending machines: queries, settings and bindings, lifecycle (launch, cancel launch, lock).
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  coolerPage, onlineReportPage, onlineReportPageByDevice, vendingMachineBatchLock,
  vendingMachineBindExtra, vendingMachineCancelLaunch, vendingMachineDetailByKeyword, vendingMachineExport,
  vendingMachineFieldQuery, vendingMachineGoodsLayers, vendingMachineInventoryWarn, vendingMachineLaunch,
  deviceFilterOptions, vendingMachineList, vendingMachineLock, vendingMachineMerchantDetail, vendingMachineOpenFailLogPage, vendingMachinePage,
  vendingMachinePageList, vendingMachinePageVmList, vendingMachinePostPage, vendingMachineRemoveCache,
  vendingMachineSettingShowStatus, vendingMachineUnbindExtra, vendingMachineUnbindScanCode, vendingMachineUpdate,
  vendingMachineUpdateContactNumber, vendingMachineUpdateHotspot, vendingMachineUpdateSetting, vmModelFieldQuery,
} from '../../../src/core/contract/api/devices.ts';
import type { BulkResult, DeviceDetail, FieldQueryField, GoodsLane } from '../../../src/core/contract/api/devices.ts';
import { Code, DeviceType, LifecycleState, TEMPERATURE_NOT_AVAILABLE } from '../../../src/core/contract/index.ts';
import { orgDateTimeText } from '../../../src/core/rules/clock.ts';
import { businessDay, DAY_MS, dateOfDay, startOfDay } from '../../db/calendar.ts';
import { pageOf, pageRequest, totalCount } from '../../db/query.ts';
import { deptName, deptOf, inScope, subtreePattern, type Scope } from '../../db/scope.ts';
import { ApiError, badInput, businessError, messageOf, notFound } from '../../errors.ts';
import { depts } from '../org/tables.ts';
import { route } from '../route.ts';
import type { CommandService } from './commands.ts';
import { appendLog, type LogSignal } from './ops-log.ts';
import {
  deviceByCodeInScope, deviceByKeyword, deviceDetail, deviceInScope, devicesInScope, filterOptions, inIds, listDevices,
  pageDeviceDetails, pageDevices, ROW, type DeviceRef,
} from './repository.ts';
import { deviceLanes, deviceModels, deviceOnlineDays, deviceOpenFails, devices } from './tables.ts';
import { refuseMerchantChange } from '../replenishment/guard.ts';

export interface DevicesContext {
  app: FastifyInstance;
  commands: CommandService;
  signal: LogSignal;
}

const LIST_MAX = 500;
const EXPORT_MAX = 100_000;
const REPORT_MAX_DAYS = 366;
const REPORT_DEFAULT_DAYS = 30;

export function registerFleetRoutes({ app, commands, signal }: DevicesContext): void {
  const { orm } = app.db;
  const clock = app.config.clock;

  async function found(scope: Scope, id: number, type?: DeviceType): Promise<DeviceRef> {
    const device = await deviceInScope(orm, scope, id, type);
    if (!device) throw notFound(`device ${id}`);
    return device;
  }
  async function detail(scope: Scope, id: number): Promise<DeviceDetail> {
    const row = await deviceDetail(orm, scope, id);
    if (!row) throw notFound(`device ${id}`);
    return row;
  }
  /** An operation on a device, in its log (who, when, what). */
  async function audit(scope: Scope, device: DeviceRef, action: string, params?: unknown, result?: unknown): Promise<void> {
    const operator = await commands.operatorOf(scope.userId);
    await appendLog(
      orm,
      {
        orgId: device.orgId, deptId: device.deptId, deviceId: device.id, deviceCode: device.code, action, state: 'done',
        operatorId: operator.id, operatorName: operator.name, params, result, at: clock.now(),
      },
      signal,
    );
  }
  async function change(scope: Scope, id: number, set: Partial<typeof devices.$inferInsert>, action: string, params: unknown): Promise<DeviceDetail> {
    const device = await found(scope, id);
    if (Object.keys(set).length > 0) await orm.update(devices).set(set).where(eq(devices.id, device.id));
    await audit(scope, device, action, params);
    return detail(scope, id);
  }

  route(app, vendingMachinePage, async ({ scope, query }) => pageDevices(orm, scope, DeviceType.VENDING_MACHINE, { ...query, ...pageRequest(query) }));
  route(app, coolerPage, async ({ scope, query }) => pageDevices(orm, scope, DeviceType.COOLER, { ...query, ...pageRequest(query) }));
  route(app, vendingMachinePostPage, async ({ scope, body }) =>
    pageDevices(orm, scope, body.deviceType ?? DeviceType.VENDING_MACHINE, { ...body, ...pageRequest(body) }));
  route(app, vendingMachinePageList, async ({ scope, body }) => pageDevices(orm, scope, body.deviceType, { ...body, ...pageRequest(body) }));
  route(app, vendingMachineList, async ({ scope, body }) => listDevices(orm, scope, body, LIST_MAX));
  route(app, deviceFilterOptions, async ({ scope }) => filterOptions(orm, scope));
  route(app, vendingMachinePageVmList, async ({ scope, body }) => pageDeviceDetails(orm, scope, { ...body, ...pageRequest(body) }));

  route(app, vendingMachineExport, async ({ scope, query }, reply) => {
    const rows = await listDevices(orm, scope, { ...query, deviceType: DeviceType.VENDING_MACHINE }, EXPORT_MAX);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('售货机列表');
    sheet.columns = [
      { header: '设备编号', key: 'code', width: 16 },
      { header: '设备名称', key: 'name', width: 24 },
      { header: '生命周期', key: 'lifecycle', width: 12 },
      { header: '在线', key: 'online', width: 8 },
      { header: '温度(°C)', key: 'temperature', width: 10 },
      { header: '锁定', key: 'locked', width: 8 },
      { header: '库存预警', key: 'warnings', width: 10 },
      { header: '点位', key: 'place', width: 28 },
      { header: '部门', key: 'dept', width: 16 },
      { header: '最后在线', key: 'lastOnline', width: 20 },
    ];
    const LIFECYCLE_NAMES = ['待初始化', '待投放', '运营中', '维修中', '已撤机'];
    for (const row of rows) {
      sheet.addRow({
        code: row.code,
        name: row.name,
        lifecycle: LIFECYCLE_NAMES[row.lifecycleState] ?? String(row.lifecycleState),
        online: row.online ? '是' : '否',
        temperature: row.temperature === TEMPERATURE_NOT_AVAILABLE ? '——' : row.temperature,
        locked: row.locked ? '是' : '否',
        warnings: row.inventoryWarnings,
        place: row.place,
        dept: row.deptName,
        lastOnline: row.lastOnlineTime === null ? '——' : orgDateTimeText(row.lastOnlineTime),
      });
    }
    sheet.getRow(1).font = { bold: true };
    const body = Buffer.from(await workbook.xlsx.writeBuffer());
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="vending-machines.xlsx"; filename*=UTF-8''${encodeURIComponent('售货机列表.xlsx')}`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  route(app, vendingMachineDetailByKeyword, async ({ scope, query }) => deviceByKeyword(orm, scope, query.keyword));
  route(app, vendingMachineMerchantDetail, async ({ scope, params }) => detail(scope, params.id));

  route(app, vendingMachineFieldQuery, async ({ scope, query }) => {
    const fields = (query.fields ?? 'id,name').split(',') as FieldQueryField[];
    const ids = query.values ? query.values.split(',').map(Number) : undefined;
    const columns = Object.fromEntries([...new Set(fields)].map((field) => [field, ROW[field]]));
    return orm
      .select(columns)
      .from(devices)
      .innerJoin(depts, deptOf(devices))
      .where(and(inScope(scope, devices), ids ? inIds(devices.id, ids) : undefined))
      .orderBy(asc(devices.code))
      .limit(LIST_MAX);
  });

  route(app, vmModelFieldQuery, async ({ body }) => {
    const names = body.fields.length > 0 ? body.fields : (['id', 'name'] as const);
    const column = { id: deviceModels.id, name: deviceModels.name, brand: deviceModels.brand, deviceType: deviceModels.deviceType };
    const conditions = body.conditionValues.map(({ field, values }) => {
      if (values.length === 0) return sql`false`;
      const numeric = field === 'id' || field === 'deviceType';
      const typed = values.map((value) => (numeric ? Number(value) : String(value)));
      if (numeric && typed.some((value) => !Number.isInteger(value))) throw badInput(`body/conditionValues: ${field} takes integers`);
      return numeric ? inIds(column[field], typed as number[]) : inArray(column[field], typed as never[]);
    });
    return orm
      .select(Object.fromEntries([...new Set(names)].map((name) => [name, column[name]])))
      .from(deviceModels)
      .where(and(...conditions))
      .orderBy(asc(deviceModels.id));
  });

  route(app, vendingMachineUpdate, async ({ scope, body }) => {
    const device = await found(scope, body.id);
    const { id, deptId, ...fields } = body;
    const set: Partial<typeof devices.$inferInsert> = { ...fields };
    if (deptId !== undefined && deptId !== device.deptId) {
      const [target] = await orm
        .select({ id: depts.id })
        .from(depts)
        .where(and(eq(depts.id, deptId), eq(depts.orgId, scope.orgId), sql`${depts.path} LIKE ${subtreePattern(scope)}`));
      if (!target) throw new ApiError(403, Code.NO_PERMISSION, `${messageOf(Code.NO_PERMISSION)}: body/deptId is not a department of yours`);
      await refuseMerchantChange(orm, scope, device.id);
      set.deptId = deptId;
    }
    if (Object.keys(set).length > 0) await orm.update(devices).set(set).where(eq(devices.id, id));
    await audit(scope, device, 'update', body);
    return detail(scope, id);
  });

  route(app, vendingMachineUpdateSetting, async ({ scope, body }) => {
    const { id, ...settings } = body;
    return change(scope, id, settings, 'setting', body);
  });
  route(app, vendingMachineUpdateHotspot, async ({ scope, body }) => change(scope, body.id, { hotspot: body.hotspot }, 'hotspot', body));
  route(app, vendingMachineUpdateContactNumber, async ({ scope, body }) =>
    change(scope, body.id, { contactNumber: body.contactNumber }, 'contactNumber', body));

  route(app, vendingMachineBindExtra, async ({ scope, params, body }) => {
    const device = await found(scope, params.id);
    const [holder] = await orm
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.orgId, device.orgId), sql`${body.extraCode} = ANY(${devices.extraCodes})`));
    if (holder && holder.id !== device.id) throw businessError(Code.DUPLICATE_NAME, `附加设备 ${body.extraCode} 已绑定其他设备`);
    if (!holder) {
      await orm.update(devices).set({ extraCodes: sql`array_append(${devices.extraCodes}, ${body.extraCode})` }).where(eq(devices.id, device.id));
    }
    await audit(scope, device, 'bindExtra', body);
    return detail(scope, device.id);
  });
  route(app, vendingMachineUnbindExtra, async ({ scope, params, body }) => {
    const device = await found(scope, params.id);
    await orm.update(devices).set({ extraCodes: sql`array_remove(${devices.extraCodes}, ${body.extraCode})` }).where(eq(devices.id, device.id));
    await audit(scope, device, 'unbindExtra', body);
    return detail(scope, device.id);
  });
  route(app, vendingMachineUnbindScanCode, async ({ scope, query }) => {
    const device = await deviceByCodeInScope(orm, scope, query.code);
    if (!device) throw notFound(`device ${query.code}`);
    await orm.update(devices).set({ scanCode: null }).where(eq(devices.id, device.id));
    await audit(scope, device, 'unbindScanCode', query);
    return detail(scope, device.id);
  });

  route(app, vendingMachineRemoveCache, async ({ scope, body }) => {
    const found = await orm
      .select({ id: devices.id })
      .from(devices)
      .innerJoin(depts, deptOf(devices))
      .where(and(inScope(scope, devices), inArray(devices.code, body.codes)));
    const refs = await devicesInScope(orm, scope, found.map((row) => row.id));
    if (refs.length > 0) {
      await orm
        .update(devices)
        .set({ temperature: TEMPERATURE_NOT_AVAILABLE, temperatureAlarm: false })
        .where(inArray(devices.id, refs.map((ref) => ref.id)));
      for (const ref of refs) await audit(scope, ref, 'removeCache');
    }
    return { removed: refs.length };
  });

  route(app, vendingMachineOpenFailLogPage, async ({ scope, params, query }) => {
    const device = await found(scope, params.id);
    const where = eq(deviceOpenFails.deviceId, device.id);
    const rows = orm
      .select({ id: deviceOpenFails.id, deviceId: deviceOpenFails.deviceId, reason: deviceOpenFails.reason, userPhone: deviceOpenFails.userPhone, createTime: deviceOpenFails.createdAt })
      .from(deviceOpenFails)
      .where(where)
      .orderBy(desc(deviceOpenFails.createdAt), desc(deviceOpenFails.id));
    return pageOf(rows.$dynamic(), orm.select(totalCount).from(deviceOpenFails).where(where), pageRequest(query));
  });

  route(app, vendingMachineSettingShowStatus, async ({ scope, query }) => {
    const device = await found(scope, query.id);
    const vm = device.deviceType === DeviceType.VENDING_MACHINE;
    return {
      temperature: true, temperatureMode: true, contactNumber: true,
      compressor: !vm, picture: !vm, pingback: !vm,
      light: vm, screen: vm, hotspot: vm, scanCode: vm, nfc: vm,
    };
  });

  // Lifecycle (LIFECYCLE_DESCRIPTION in the contract).
  async function transition(scope: Scope, device: DeviceRef, to: LifecycleState, action: string): Promise<void> {
    await orm.update(devices).set({ lifecycleState: to }).where(and(eq(devices.id, device.id), eq(devices.lifecycleState, device.lifecycleState)));
    await audit(scope, device, action, { from: device.lifecycleState, to });
  }

  route(app, vendingMachineLaunch, async ({ scope, body }) => {
    const device = await found(scope, body.id);
    if (device.lifecycleState === LifecycleState.AWAITING_INIT) throw businessError(Code.VM_NOT_INITIALISED);
    if (device.lifecycleState === LifecycleState.WITHDRAWN) throw businessError(Code.DEVICE_NOT_OPERATING);
    if (device.lifecycleState !== LifecycleState.OPERATING) await transition(scope, device, LifecycleState.OPERATING, 'launch');
    return detail(scope, device.id);
  });

  route(app, vendingMachineCancelLaunch, async ({ scope, params }) => {
    const device = await found(scope, params.id);
    if (device.lifecycleState === LifecycleState.AWAITING_INIT) throw businessError(Code.VM_NOT_INITIALISED);
    if (device.lifecycleState !== LifecycleState.OPERATING) throw businessError(Code.DEVICE_NOT_OPERATING);
    await refuseMerchantChange(orm, scope, device.id);
    await transition(scope, device, LifecycleState.AWAITING_LAUNCH, 'cancelLaunch');
    return detail(scope, device.id);
  });

  function lockRefusal(device: DeviceRef): ApiError | null {
    if (device.lifecycleState === LifecycleState.AWAITING_INIT) return businessError(Code.VM_NOT_INITIALISED);
    if (device.lifecycleState !== LifecycleState.OPERATING) return businessError(Code.DEVICE_NOT_OPERATING);
    return null;
  }

  route(app, vendingMachineLock, async ({ scope, params }) => {
    const device = await found(scope, params.id);
    const refusal = lockRefusal(device);
    if (refusal) throw refusal;
    const locked = params.state === 1;
    await orm.update(devices).set({ locked }).where(eq(devices.id, device.id));
    await audit(scope, device, locked ? 'lock' : 'unlock');
    return detail(scope, device.id);
  });

  route(app, vendingMachineBatchLock, async ({ scope, params, body }) => {
    const locked = params.id === 1;
    const refs = new Map((await devicesInScope(orm, scope, body.vmIds)).map((ref) => [ref.id, ref]));
    const results: BulkResult[] = [];
    for (const id of [...new Set(body.vmIds)]) {
      const device = refs.get(id);
      if (!device) {
        results.push({ id, status: Code.NOT_FOUND, msg: messageOf(Code.NOT_FOUND) });
        continue;
      }
      const refusal = lockRefusal(device);
      if (refusal) {
        results.push({ id, status: refusal.status, msg: refusal.message });
        continue;
      }
      await orm.update(devices).set({ locked, orderLocked: body.orderLock }).where(eq(devices.id, id));
      await audit(scope, device, locked ? 'lock' : 'unlock', { batch: true, orderLock: body.orderLock });
      results.push({ id, status: 200, msg: 'success' });
    }
    return { results };
  });

  async function lanes(scope: Scope, id: number): Promise<Array<GoodsLane>> {
    const device = await found(scope, id);
    const [settings] = await orm.select({ warnLevel: devices.warnLevel }).from(devices).where(eq(devices.id, device.id));
    const warnLevel = settings?.warnLevel ?? 0;
    const rows = await orm
      .select({ layer: deviceLanes.layer, lane: deviceLanes.lane, goodsName: deviceLanes.goodsName, priceCents: deviceLanes.priceCents, stock: deviceLanes.stock, capacity: deviceLanes.capacity })
      .from(deviceLanes)
      .where(eq(deviceLanes.deviceId, device.id))
      .orderBy(asc(deviceLanes.layer), asc(deviceLanes.lane));
    return rows.map((row) => ({ ...row, warnLevel }));
  }

  route(app, vendingMachineInventoryWarn, async ({ scope, params }) => (await lanes(scope, params.id)).filter((lane) => lane.stock <= lane.warnLevel));
  route(app, vendingMachineGoodsLayers, async ({ scope, query }) => {
    const byLayer = new Map<number, GoodsLane[]>();
    for (const lane of await lanes(scope, query.vmId)) byLayer.set(lane.layer, [...(byLayer.get(lane.layer) ?? []), lane]);
    return [...byLayer.entries()].map(([layer, list]) => ({ layer, lanes: list }));
  });

  function reportRange(query: { startTime?: number; endTime?: number }): { first: number; last: number } {
    const now = clock.now();
    const last = businessDay(query.endTime ?? now);
    const first = businessDay(query.startTime ?? startOfDay(now) - REPORT_DEFAULT_DAYS * DAY_MS);
    if (last < first) throw badInput('querystring/endTime must not be before querystring/startTime');
    if (last - first >= REPORT_MAX_DAYS) throw badInput(`querystring/endTime must be within ${REPORT_MAX_DAYS} days of querystring/startTime`);
    return { first, last };
  }
  const rate = (minutes: number, total: number) => (total === 0 ? 0 : Math.round((minutes / total) * 1000) / 10);

  route(app, onlineReportPage, async ({ scope, query }) => {
    const { first, last } = reportRange(query);
    const where = and(
      inScope(scope, devices),
      gte(deviceOnlineDays.day, dateOfDay(first)),
      lte(deviceOnlineDays.day, dateOfDay(last)),
      query.deviceType ? eq(devices.deviceType, query.deviceType) : undefined,
    ) as SQL;
    const { page, limit } = pageRequest(query);
    const grouped = await orm
      .select({
        day: deviceOnlineDays.day,
        devices: sql<number>`count(*)`.mapWith(Number),
        onlineDevices: sql<number>`count(*) FILTER (WHERE ${deviceOnlineDays.onlineMinutes} > 0)`.mapWith(Number),
        onlineMinutes: sql<number>`coalesce(sum(${deviceOnlineDays.onlineMinutes}), 0)`.mapWith(Number),
      })
      .from(deviceOnlineDays)
      .innerJoin(devices, eq(devices.id, deviceOnlineDays.deviceId))
      .innerJoin(depts, deptOf(devices))
      .where(where)
      .groupBy(deviceOnlineDays.day)
      .orderBy(desc(deviceOnlineDays.day));
    const rows = grouped.slice((page - 1) * limit, page * limit).map((row) => ({ ...row, onlineRate: rate(row.onlineMinutes, row.devices * 1440) }));
    return { rows, total: grouped.length };
  });

  route(app, onlineReportPageByDevice, async ({ scope, query }) => {
    const { first, last } = reportRange(query);
    const days = last - first + 1;
    const pattern = query.keyword?.trim() ? `%${query.keyword.trim().replace(/[\\%_]/g, '\\$&')}%` : undefined;
    const where = and(
      inScope(scope, devices),
      query.deviceType ? eq(devices.deviceType, query.deviceType) : undefined,
      pattern ? sql`(${devices.code} ILIKE ${pattern} OR ${devices.name} ILIKE ${pattern} OR ${devices.place} ILIKE ${pattern})` : undefined,
    );
    const minutes = sql<number>`coalesce((SELECT sum(${deviceOnlineDays.onlineMinutes}) FROM ${deviceOnlineDays} WHERE ${deviceOnlineDays.deviceId} = ${devices.id} AND ${deviceOnlineDays.day} BETWEEN ${dateOfDay(first)} AND ${dateOfDay(last)}), 0)`.mapWith(Number);
    const rows = orm
      .select({
        id: devices.id, deviceId: devices.id, code: devices.code, name: devices.name, deviceType: devices.deviceType, place: devices.place,
        deptId: devices.deptId, deptName, online: devices.online, onlineMinutes: minutes, lastOnlineTime: devices.lastOnlineAt,
      })
      .from(devices)
      .innerJoin(depts, deptOf(devices))
      .where(where)
      .orderBy(asc(minutes), asc(devices.code));
    const page = await pageOf(rows.$dynamic(), orm.select(totalCount).from(devices).innerJoin(depts, deptOf(devices)).where(where), pageRequest(query));
    const totalMinutes = days * 1440;
    return { rows: page.rows.map((row) => ({ ...row, totalMinutes, onlineRate: rate(row.onlineMinutes, totalMinutes) })), total: page.total };
  });
}
