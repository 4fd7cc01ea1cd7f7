import { and, asc, count, eq, ilike, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DeviceFigures, DeviceSummary } from '../../../src/core/contract/api/dashboard.ts';
import type { Device, DeviceDetail, PickerOption } from '../../../src/core/contract/api/devices.ts';
import { DeviceType, LifecycleState } from '../../../src/core/contract/index.ts';
import type { Paged } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import { containsPattern, pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import { deptName, deptOf, inScope, subtreePattern, type Scope } from '../../db/scope.ts';
import { depts } from '../org/tables.ts';
import { devicePageCounts, devicePageVersions, deviceModels, devices } from './tables.ts';

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
  lastReportTime: devices.lastReportAt,
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

const INT_MAX = 2_147_483_647;

/** Rows whose `column` is one of `ids`: an id beyond the column's integer range is no row's (never an error). */
export function inIds(column: AnyPgColumn, ids: readonly number[]): SQL {
  const possible = ids.filter((id) => Number.isInteger(id) && Math.abs(id) <= INT_MAX);
  return possible.length > 0 ? inArray(column, possible) : sql`false`;
}

/** Devices whose code starts with `prefix`, case-insensitively as ILIKE (both sides lower-cased), by an index. */
const codePrefix = (prefix: string): SQL => sql`lower(${devices.code}) LIKE lower(${`${prefix.replace(/[\\%_]/g, '\\$&')}%`})`;

/** The fleet filters of issue 10 over the caller's scope (joined with depts). */
export function deviceWhere(scope: Scope, filter: Omit<DeviceFilter, 'page' | 'limit'>): SQL | undefined {
  const pattern = containsPattern(filter.keyword);
  const code = filter.code?.trim();
  return and(
    inScope(scope, devices),
    when(filter.deviceType, (type) => eq(devices.deviceType, type)),
    when(pattern, (p) => or(ilike(devices.code, p), ilike(devices.name, p), ilike(devices.place, p))),
    when(code || undefined, codePrefix),
    when(filter.lifecycleState, (state) => eq(devices.lifecycleState, state)),
    when(filter.provinceCode, (value) => eq(devices.provinceCode, value)),
    when(filter.cityCode, (value) => eq(devices.cityCode, value)),
    when(filter.areaCode, (value) => eq(devices.areaCode, value)),
    when(idList(filter.placeIds), (ids) => inIds(devices.placeId, ids)),
    when(idList(filter.brandDeptIds), (ids) => inIds(devices.brandDeptId, ids)),
    when(filter.online, (online) => eq(devices.online, online)),
    when(filter.locked, (locked) => eq(devices.locked, locked)),
  );
}

/** The page's filters, normalised: what its WHERE is built of and what its kept total is keyed by. */
function pageFilter(type: DeviceType | undefined, filter: Omit<DeviceFilter, 'page' | 'limit'>) {
  return {
    deviceType: type ?? filter.deviceType,
    pattern: containsPattern(filter.keyword),
    prefix: filter.code?.trim() || undefined,
    lifecycleState: filter.lifecycleState,
    provinceCode: filter.provinceCode,
    cityCode: filter.cityCode,
    areaCode: filter.areaCode,
    placeIds: idList(filter.placeIds),
    brandDeptIds: idList(filter.brandDeptIds),
    online: filter.online,
    locked: filter.locked,
  };
}

/** The scope as the subtree's department ids (read first, so the planner knows how much of the fleet they hold). */
function pageWhere(orgId: number, deptIds: readonly number[], f: ReturnType<typeof pageFilter>): SQL | undefined {
  return and(
    eq(devices.orgId, orgId),
    inArray(devices.deptId, [...deptIds]),
    when(f.deviceType, (type) => eq(devices.deviceType, type)),
    when(f.pattern, (p) => or(ilike(devices.code, p), ilike(devices.name, p), ilike(devices.place, p))),
    when(f.prefix, codePrefix),
    when(f.lifecycleState, (state) => eq(devices.lifecycleState, state)),
    when(f.provinceCode, (value) => eq(devices.provinceCode, value)),
    when(f.cityCode, (value) => eq(devices.cityCode, value)),
    when(f.areaCode, (value) => eq(devices.areaCode, value)),
    when(f.placeIds, (ids) => inIds(devices.placeId, ids)),
    when(f.brandDeptIds, (ids) => inIds(devices.brandDeptId, ids)),
    when(f.online, (online) => eq(devices.online, online)),
    when(f.locked, (locked) => eq(devices.locked, locked)),
  );
}

/** The organisation's device version (080_device_page_indexes.sql), 0 before its first device write. */
const pageVersion = (orgId: number) =>
  sql<number>`coalesce((SELECT ${devicePageVersions.version} FROM ${devicePageVersions} WHERE ${devicePageVersions.orgId} = ${orgId}), 0)`.mapWith(Number);

/**
 * The total of a page filtered by type, online, lock or lifecycle state only, summed from the groups the triggers keep
 * (no row counted); null for any other filter.
 */
function groupTotal(scope: Scope, f: ReturnType<typeof pageFilter>): SQL<number | null> {
  const other = [f.pattern, f.prefix, f.provinceCode, f.cityCode, f.areaCode, f.placeIds, f.brandDeptIds].some((value) => value !== undefined);
  if (other) return sql<null>`NULL`;
  const subtree = sql`SELECT ${depts.id} FROM ${depts} WHERE ${and(eq(depts.orgId, scope.orgId), like(depts.path, subtreePattern(scope)))}`;
  const where = and(
    eq(devicePageCounts.orgId, scope.orgId),
    sql`${devicePageCounts.deptId} IN (${subtree})`,
    when(f.deviceType, (type) => eq(devicePageCounts.deviceType, type)),
    when(f.lifecycleState, (state) => eq(devicePageCounts.lifecycleState, state)),
    when(f.online, (online) => eq(devicePageCounts.online, online)),
    when(f.locked, (locked) => eq(devicePageCounts.locked, locked)),
  );
  return sql<number>`(SELECT coalesce(sum(${devicePageCounts.n}), 0) FROM ${devicePageCounts} WHERE ${where})`.mapWith(Number);
}

const KEPT_TOTALS = 1_000;
const KEPT_TOTAL_MS = 60_000;

interface KeptTotal {
  version: number;
  total: number;
  at: number;
}

/**
 * Totals of the device page by scope and filter, per database (each server process keeps its own). A kept total is
 * used only while its organisation's device version is the one it was counted at, so it is never wrong, whichever
 * process wrote; it is dropped after a minute or when a thousand newer ones are kept.
 */
const keptTotals = new WeakMap<Orm, Map<string, KeptTotal>>();

/** The department ids of a scope's subtree as last read, per database (pageDevices reads the page with them at once). */
const keptSubtrees = new WeakMap<Orm, Map<string, number[]>>();

/** The map `kept` holds for `orm`, made on first use. */
function keptOf<T>(kept: WeakMap<Orm, Map<string, T>>, orm: Orm): Map<string, T> {
  let map = kept.get(orm);
  if (!map) kept.set(orm, (map = new Map()));
  return map;
}

/**
 * Devices in the caller's scope by code (of one type when the filter names it). Short statements instead of a count
 * of the whole scope on every page (100,000 devices, issue 10): the subtree's departments with the version and, when
 * the filter allows, the total summed from the kept groups; the page, whose ids are cut from the (organisation, type,
 * code) index before its rows are read; and, only for another filter when no total of this scope and filter is kept
 * at this version, the count with the version it was counted at (one snapshot).
 */
export async function pageDevices(orm: Orm, scope: Scope, type: DeviceType | undefined, filter: DeviceFilter): Promise<Paged<Device>> {
  const normalised = pageFilter(type, filter);
  const stamped = orm
    .select({ id: depts.id, version: pageVersion(scope.orgId), grouped: groupTotal(scope, normalised) })
    .from(depts)
    .where(and(eq(depts.orgId, scope.orgId), like(depts.path, subtreePattern(scope))))
    .orderBy(asc(depts.id));
  const pageOfDepts = (deptIds: readonly number[]) => {
    const pageIds = orm
      .select({ id: devices.id })
      .from(devices)
      .where(pageWhere(scope.orgId, deptIds, normalised))
      .orderBy(asc(devices.code))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    // code is unique: ordered by it alone, the page is the one ordered by (code, id).
    return orm.select(ROW).from(devices).innerJoin(depts, deptOf(devices)).where(inArray(devices.id, pageIds)).orderBy(asc(devices.code));
  };
  // The subtree's departments seldom change: the page is read with the ones read last time for this scope, beside
  // the stamp (two queries at once, one wait); read again only when the stamp names others.
  const scopes = keptOf(keptSubtrees, orm);
  const scopeKey = `${scope.orgId}:${subtreePattern(scope)}`;
  const guess = scopes.get(scopeKey);
  const [stamp, guessed] = await Promise.all([stamped, guess && guess.length > 0 ? pageOfDepts(guess) : null]);
  if (stamp.length === 0) return { rows: [], total: 0 };
  const deptIds = stamp.map((row) => row.id);
  const same = guess !== undefined && guess.length === deptIds.length && guess.every((id, index) => id === deptIds[index]);
  if (!same) {
    if (scopes.size >= KEPT_TOTALS) scopes.delete(scopes.keys().next().value as string);
    scopes.set(scopeKey, deptIds);
  }
  const where = pageWhere(scope.orgId, deptIds, normalised);
  const rows = same && guessed ? Promise.resolve(guessed) : pageOfDepts(deptIds);

  const grouped = stamp[0].grouped;
  if (grouped !== null) return { rows: await rows, total: grouped };
  const totals = keptOf(keptTotals, orm);
  const key = JSON.stringify([scope.orgId, deptIds, normalised]);
  const kept = totals.get(key);
  const now = Date.now();
  if (kept && kept.version === stamp[0].version && now - kept.at < KEPT_TOTAL_MS) return { rows: await rows, total: kept.total };
  const counted = orm
    .select({ total: count(), version: pageVersion(scope.orgId) })
    .from(devices)
    .where(where)
    .then(([row]) => {
      totals.delete(key);
      if (totals.size >= KEPT_TOTALS) totals.delete(totals.keys().next().value as string);
      totals.set(key, { version: row.version, total: row.total, at: now });
      return row.total;
    });
  const [found, total] = await Promise.all([rows, counted]);
  return { rows: found, total };
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

const brandDept = alias(depts, 'brand_dept');

/** The places and brand departments of the devices in scope, by name: what the fleet filters' pickers offer. */
export async function filterOptions(orm: Orm, scope: Scope): Promise<{ places: PickerOption[]; brands: PickerOption[] }> {
  const placeId = sql<number>`${devices.placeId}`.mapWith(Number);
  const places = await orm
    .select({ id: placeId, name: sql<string>`min(${devices.place})` })
    .from(devices)
    .innerJoin(depts, deptOf(devices))
    .where(and(inScope(scope, devices), isNotNull(devices.placeId)))
    .groupBy(devices.placeId)
    .orderBy(sql`min(${devices.place})`, devices.placeId);
  const brands = await orm
    .selectDistinct({ id: brandDept.id, name: brandDept.name })
    .from(devices)
    .innerJoin(depts, deptOf(devices))
    .innerJoin(brandDept, eq(brandDept.id, devices.brandDeptId))
    .where(inScope(scope, devices))
    .orderBy(brandDept.name, brandDept.id);
  return { places, brands };
}
