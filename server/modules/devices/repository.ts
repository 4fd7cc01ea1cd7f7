import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Device } from '../../../src/core/contract/api/devices.ts';
import type { DeviceType, LifecycleState, Paged } from '../../../src/core/contract/index.ts';
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
