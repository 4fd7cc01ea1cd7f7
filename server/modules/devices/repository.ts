import { and, asc, count, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DeviceFigures, DeviceSummary } from '../../../src/core/contract/api/dashboard.ts';
import type { Device, DeviceDetail } from '../../../src/core/contract/api/devices.ts';
import { DeviceType, LifecycleState } from '../../../src/core/contract/index.ts';
import type { Paged } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import { containsPattern, pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import { deptName, deptOf, inScope, subtreePattern, type Scope } from '../../db/scope.ts';
import { depts } from '../org/tables.ts';
import { deviceModels, devices } from './tables.ts';

export interface DeviceFilter extends PageRequest {
  keyword?: string;
  code?: string;
  lifecycleState?: LifecycleState;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
  /** Comma-separated in a query, an array in a body. */
  placeIds?: string | readonly number[];
  brandDeptIds?: string | readonly number[];
  online?: boolean;
  locked?: boolean;
  deviceType?: DeviceType;
}

export const ROW = {
  id: devices.id,
  code: devices.code,
  name: devices.name,
  deviceType: devices.deviceType,
  lifecycleState: devices.lifecycleState,
  online: devices.online,
  temperature: devices.temperature,
  temperatureMode: devices.temperatureMode,
  temperatureAlarm: devices.temperatureAlarm,
  inventoryWarnings: devices.inventoryWarnings,
  locked: devices.locked,
  orderLocked: devices.orderLocked,
  place: devices.place,
  placeId: devices.placeId,
  provinceCode: devices.provinceCode,
  cityCode: devices.cityCode,
  areaCode: devices.areaCode,
  brandDeptId: devices.brandDeptId,
  deptId: devices.deptId,
  deptName,
  lastOnlineTime: devices.lastOnlineAt,
};

export const DETAIL_ROW = {
  ...ROW,
  modelId: devices.modelId,
  modelName: deviceModels.name,
  targetTemperature: devices.targetTemperature,
  compressorOn: devices.compressorOn,
  lightOn: devices.lightOn,
  screenOn: devices.screenOn,
  contactNumber: devices.contactNumber,
  hotspot: devices.hotspot,
  scanCode: devices.scanCode,
  extraCodes: devices.extraCodes,
  nfcSn: devices.nfcSn,
  warnLevel: devices.warnLevel,
  compressorOnTime: devices.compressorOnTime,
  compressorOffTime: devices.compressorOffTime,
  createTime: devices.createdAt,
};

type DetailSelect = { [K in keyof typeof DETAIL_ROW]: unknown } & { compressorOnTime: string | null; compressorOffTime: string | null };

/** The wire form of a detail row: the compressor plan as one object. */
export function detailOf<R extends DetailSelect>(row: R): Omit<R, 'compressorOnTime' | 'compressorOffTime'> & { compressorPlan: { onTime: string; offTime: string } | null } {
  const { compressorOnTime, compressorOffTime, ...rest } = row;
  return { ...rest, compressorPlan: compressorOnTime && compressorOffTime ? { onTime: compressorOnTime, offTime: compressorOffTime } : null };
}

const idList = (value: string | readonly number[] | undefined): number[] | undefined => {
  if (value === undefined) return undefined;
  const ids = typeof value === 'string' ? value.split(',').map(Number) : [...value];
  return ids.length > 0 ? ids : undefined;
};

/** The fleet filters of issue 10 over the caller's scope (joined with depts). */
export function deviceWhere(scope: Scope, filter: Omit<DeviceFilter, 'page' | 'limit'>): SQL | undefined {
  const pattern = containsPattern(filter.keyword);
  const code = filter.code?.trim();
  return and(
    inScope(scope, devices),
    when(filter.deviceType, (type) => eq(devices.deviceType, type)),
    when(pattern, (p) => or(ilike(devices.code, p), ilike(devices.name, p), ilike(devices.place, p))),
    when(code || undefined, (c) => ilike(devices.code, `${c.replace(/[\\%_]/g, '\\$&')}%`)),
    when(filter.lifecycleState, (state) => eq(devices.lifecycleState, state)),
    when(filter.provinceCode, (value) => eq(devices.provinceCode, value)),
    when(filter.cityCode, (value) => eq(devices.cityCode, value)),
    when(filter.areaCode, (value) => eq(devices.areaCode, value)),
    when(idList(filter.placeIds), (ids) => inArray(devices.placeId, ids)),
    when(idList(filter.brandDeptIds), (ids) => inArray(devices.brandDeptId, ids)),
    when(filter.online, (online) => eq(devices.online, online)),
    when(filter.locked, (locked) => eq(devices.locked, locked)),
  );
}

/**
 * The scope as a semi-join on the department ids of the caller's subtree: the count of a page reads the devices index
 * alone (org, type, department), with no join per row (100,000 devices, issue 10).
 */
function scopedDeviceWhere(orm: Orm, scope: Scope, filter: Omit<DeviceFilter, 'page' | 'limit'>): SQL | undefined {
  const subtree = orm.select({ id: depts.id }).from(depts).where(and(eq(depts.orgId, scope.orgId), like(depts.path, subtreePattern(scope))));
  const { keyword, code, ...rest } = filter;
  const pattern = containsPattern(keyword);
  const prefix = code?.trim();
  return and(
    eq(devices.orgId, scope.orgId),
    inArray(devices.deptId, subtree),
    when(rest.deviceType, (type) => eq(devices.deviceType, type)),
    when(pattern, (p) => or(ilike(devices.code, p), ilike(devices.name, p), ilike(devices.place, p))),
    when(prefix || undefined, (c) => ilike(devices.code, `${c.replace(/[\\%_]/g, '\\$&')}%`)),
    when(rest.lifecycleState, (state) => eq(devices.lifecycleState, state)),
    when(rest.provinceCode, (value) => eq(devices.provinceCode, value)),
    when(rest.cityCode, (value) => eq(devices.cityCode, value)),
    when(rest.areaCode, (value) => eq(devices.areaCode, value)),
    when(idList(rest.placeIds), (ids) => inArray(devices.placeId, ids)),
    when(idList(rest.brandDeptIds), (ids) => inArray(devices.brandDeptId, ids)),
    when(rest.online, (online) => eq(devices.online, online)),
    when(rest.locked, (locked) => eq(devices.locked, locked)),
  );
}

/** Devices in the caller's scope by code (of one type when the filter names it). */
export function pageDevices(orm: Orm, scope: Scope, type: DeviceType | undefined, filter: DeviceFilter): Promise<Paged<Device>> {
  const where = scopedDeviceWhere(orm, scope, { ...filter, deviceType: type ?? filter.deviceType });
  const rows = orm.select(ROW).from(devices).innerJoin(depts, deptOf(devices)).where(where).orderBy(asc(devices.code), asc(devices.id));
  const total = orm.select(totalCount).from(devices).where(where);
  return pageOf(rows.$dynamic(), total, filter);
}

/** Every matching device (unpaged), at most `max`. */
export function listDevices(orm: Orm, scope: Scope, filter: Omit<DeviceFilter, 'page' | 'limit'>, max: number): Promise<Device[]> {
  return orm.select(ROW).from(devices).innerJoin(depts, deptOf(devices)).where(deviceWhere(scope, filter)).orderBy(asc(devices.code), asc(devices.id)).limit(max);
}

/** Matching devices with their detail, paged. */
export async function pageDeviceDetails(orm: Orm, scope: Scope, filter: DeviceFilter): Promise<Paged<DeviceDetail>> {
  const where = deviceWhere(scope, filter);
  const rows = orm
    .select(DETAIL_ROW)
    .from(devices)
    .innerJoin(depts, deptOf(devices))
    .leftJoin(deviceModels, eq(deviceModels.id, devices.modelId))
    .where(where)
    .orderBy(asc(devices.code), asc(devices.id));
  const total = orm.select(totalCount).from(devices).innerJoin(depts, deptOf(devices)).where(where);
  const page = await pageOf(rows.$dynamic(), total, filter);
  return { rows: page.rows.map(detailOf), total: page.total };
}

/** One device of the caller's scope with its detail, or null (of `type` when given). */
export async function deviceDetail(orm: Orm, scope: Scope, id: number, type?: DeviceType): Promise<DeviceDetail | null> {
  const [row] = await orm
    .select(DETAIL_ROW)
    .from(devices)
    .innerJoin(depts, deptOf(devices))
    .leftJoin(deviceModels, eq(deviceModels.id, devices.modelId))
    .where(and(inScope(scope, devices), eq(devices.id, id), when(type, (t) => eq(devices.deviceType, t))));
  return row ? detailOf(row) : null;
}

/** The device of the caller's scope whose code equals `keyword`, else the first whose name contains it. */
export async function deviceByKeyword(orm: Orm, scope: Scope, keyword: string): Promise<DeviceDetail | null> {
  const trimmed = keyword.trim();
  const pattern = containsPattern(trimmed);
  if (!pattern) return null;
  const [row] = await orm
    .select({ id: devices.id })
    .from(devices)
    .innerJoin(depts, deptOf(devices))
    .where(and(inScope(scope, devices), or(sql`lower(${devices.code}) = lower(${trimmed})`, ilike(devices.name, pattern))))
    .orderBy(sql`lower(${devices.code}) = lower(${trimmed}) DESC`, asc(devices.code))
    .limit(1);
  return row ? deviceDetail(orm, scope, row.id) : null;
}

/** What the server needs to act on a device of the caller's scope. */
export interface DeviceRef {
  id: number;
  orgId: number;
  deptId: number;
  code: string;
  deviceType: DeviceType;
  lifecycleState: LifecycleState;
  online: boolean;
  locked: boolean;
}

const REF = {
  id: devices.id,
  orgId: devices.orgId,
  deptId: devices.deptId,
  code: devices.code,
  deviceType: devices.deviceType,
  lifecycleState: devices.lifecycleState,
  online: devices.online,
  locked: devices.locked,
};

export async function deviceInScope(orm: Orm, scope: Scope, id: number, type?: DeviceType): Promise<DeviceRef | null> {
  const [row] = await orm
    .select(REF)
    .from(devices)
    .innerJoin(depts, deptOf(devices))
    .where(and(inScope(scope, devices), eq(devices.id, id), when(type, (t) => eq(devices.deviceType, t))));
  return row ?? null;
}

export async function devicesInScope(orm: Orm, scope: Scope, ids: readonly number[]): Promise<DeviceRef[]> {
  if (ids.length === 0) return [];
  return orm.select(REF).from(devices).innerJoin(depts, deptOf(devices)).where(and(inScope(scope, devices), inArray(devices.id, [...ids])));
}

export async function deviceByCodeInScope(orm: Orm, scope: Scope, code: string): Promise<DeviceRef | null> {
  const [row] = await orm.select(REF).from(devices).innerJoin(depts, deptOf(devices)).where(and(inScope(scope, devices), eq(devices.code, code)));
  return row ?? null;
}

/**
 * For other areas' rows that name their device (orders, replenishment packages, tallies): the table to join, the
 * join on the row's device id, and the columns shown (code, name), so no other module reads ./tables.ts.
 */
export const deviceRef = {
  table: devices,
  on: (deviceId: AnyPgColumn): SQL => eq(devices.id, deviceId),
  code: devices.code,
  name: devices.name,
};

const countWhere = (condition: SQL) => sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number);
const emptyFigures = (): DeviceFigures => ({ total: 0, online: 0, offline: 0, temperatureAlarm: 0, inventoryWarning: 0, alarm: 0 });

function add(into: DeviceFigures, row: Omit<DeviceFigures, 'offline'>): void {
  into.total += row.total;
  into.online += row.online;
  into.offline += row.total - row.online;
  into.temperatureAlarm += row.temperatureAlarm;
  into.inventoryWarning += row.inventoryWarning;
  into.alarm += row.alarm;
}

/** The home page's device figures of the caller's scope: withdrawn devices (4) count only in the lifecycle breakdown. */
export async function deviceFigures(orm: Orm, scope: Scope): Promise<DeviceSummary> {
  const warned = sql`${devices.inventoryWarnings} > 0`;
  const rows = await orm
    .select({
      deviceType: devices.deviceType,
      lifecycleState: devices.lifecycleState,
      total: count(),
      online: countWhere(sql`${devices.online}`),
      temperatureAlarm: countWhere(sql`${devices.temperatureAlarm}`),
      inventoryWarning: countWhere(warned),
      alarm: countWhere(sql`${devices.temperatureAlarm} OR ${warned}`),
    })
    .from(devices)
    .innerJoin(depts, deptOf(devices))
    .where(inScope(scope, devices))
    .groupBy(devices.deviceType, devices.lifecycleState);
  const totals = emptyFigures();
  const byType = Object.values(DeviceType).map((deviceType) => ({ deviceType, ...emptyFigures() }));
  const byLifecycleState = Object.values(LifecycleState).map((lifecycleState) => ({ lifecycleState, count: 0 }));
  for (const row of rows) {
    const state = byLifecycleState.find((entry) => entry.lifecycleState === row.lifecycleState);
    if (state) state.count += row.total;
    if (row.lifecycleState === LifecycleState.WITHDRAWN) continue;
    add(totals, row);
    const type = byType.find((entry) => entry.deviceType === row.deviceType);
    if (type) add(type, row);
  }
  return { ...totals, byType, byLifecycleState };
}

export interface DeviceName {
  id: number;
  code: string;
  name: string;
  place: string;
  deviceType: DeviceType;
}

/** Code, name and place of the caller's devices among `ids` (the business report names its rows by them). */
export function devicesNamed(orm: Orm, scope: Scope, ids: readonly number[]): Promise<DeviceName[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return orm
    .select({ id: devices.id, code: devices.code, name: devices.name, place: devices.place, deviceType: devices.deviceType })
    .from(devices)
    .innerJoin(depts, deptOf(devices))
    .where(and(inScope(scope, devices), inArray(devices.id, [...ids])));
}
