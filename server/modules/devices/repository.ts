import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DeviceFigures, DeviceSummary } from '../../../src/core/contract/api/dashboard.ts';
import type { Device } from '../../../src/core/contract/api/devices.ts';
import { DeviceType, LifecycleState } from '../../../src/core/contract/index.ts';
import type { Paged } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import { containsPattern, pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import { deptName, deptOf, inScope, type Scope } from '../../db/scope.ts';
import { depts } from '../org/tables.ts';
import { devices } from './tables.ts';

export interface DeviceFilter extends PageRequest {
  keyword?: string;
  lifecycleState?: LifecycleState;
  online?: boolean;
}

const ROW = {
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
  place: devices.place,
  deptId: devices.deptId,
  deptName,
  lastOnlineTime: devices.lastOnlineAt,
};

/** Devices of one type in the caller's scope, by code. */
export function pageDevices(orm: Orm, scope: Scope, type: DeviceType, filter: DeviceFilter): Promise<Paged<Device>> {
  const pattern = containsPattern(filter.keyword);
  const where = and(
    inScope(scope, devices),
    eq(devices.deviceType, type),
    when(pattern, (p) => or(ilike(devices.code, p), ilike(devices.name, p), ilike(devices.place, p))),
    when(filter.lifecycleState, (state) => eq(devices.lifecycleState, state)),
    when(filter.online, (online) => eq(devices.online, online)),
  );
  const rows = orm.select(ROW).from(devices).innerJoin(depts, deptOf(devices)).where(where).orderBy(asc(devices.code), asc(devices.id));
  const total = orm.select(totalCount).from(devices).innerJoin(depts, deptOf(devices)).where(where);
  return pageOf(rows.$dynamic(), total, filter);
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
