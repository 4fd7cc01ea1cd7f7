import type { Device, DeviceType, LifecycleState, Paged } from '../../src/core/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import type { Scope } from './scope.ts';
import { containsPattern, pageOf, scopeParams, scopedFrom, type PageRequest } from './scoped.ts';

export interface DeviceFilter extends PageRequest {
  keyword?: string;
  lifecycleState?: LifecycleState;
  online?: boolean;
}

const COLUMNS = `x.id, x.code, x.name, x.device_type AS "deviceType", x.lifecycle_state AS "lifecycleState", x.online,
  x.temperature, x.temperature_mode AS "temperatureMode", x.temperature_alarm AS "temperatureAlarm",
  x.inventory_warnings AS "inventoryWarnings", x.locked, x.place, x.dept_id AS "deptId", d.name AS "deptName",
  x.last_online_at AS "lastOnlineTime"`;

/** $3 type, $4 keyword pattern, $5 lifecycle state, $6 online (null: any). */
const FROM = `${scopedFrom('devices', 'x')} AND x.device_type = $3
  AND ($4::text IS NULL OR x.code ILIKE $4 OR x.name ILIKE $4 OR x.place ILIKE $4)
  AND ($5::smallint IS NULL OR x.lifecycle_state = $5::smallint)
  AND ($6::boolean IS NULL OR x.online = $6::boolean)`;

/** Devices of one type in the caller's scope, by code. */
export function pageDevices(db: Queryable, scope: Scope, type: DeviceType, filter: DeviceFilter): Promise<Paged<Device>> {
  const params = [...scopeParams(scope), type, containsPattern(filter.keyword), filter.lifecycleState ?? null, filter.online ?? null];
  return pageOf<Device>(db, COLUMNS, FROM, 'x.code, x.id', params, filter);
}
