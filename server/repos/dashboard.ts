import type { DashboardSummary, DeviceFigures, DeviceType as TypeCode, LifecycleState as StateCode, SalesTrendPoint } from '../../src/core/contract/index.ts';
import { ABNORMAL_ORDER_STATUS, DeviceType, LifecycleState, OrderStatus } from '../../src/core/contract/index.ts';
import type { Db, Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import { DAY_MS, OFFSET_MS, businessDay, dateOfDay, startOfDay, startOfWeek } from '../db/calendar.ts';
import { countPendingComplaints } from '../modules/complaints/repository.ts';
import { countAwaitingPackages } from '../modules/replenishment/repository.ts';
import type { Scope } from '../db/scope.ts';
import { scopeParams, scopedFrom } from './scoped.ts';

/** Orders that brought money in; sales are their amounts net of refunds. */
const SOLD = [OrderStatus.PAID, OrderStatus.REFUNDED, OrderStatus.PARTLY_REFUNDED];
const NET = 'x.amount_cents - x.refund_cents';

interface DeviceGroupRow extends Omit<DeviceFigures, 'offline'> {
  deviceType: TypeCode;
  lifecycleState: StateCode;
}

const emptyFigures = (): DeviceFigures => ({ total: 0, online: 0, offline: 0, temperatureAlarm: 0, inventoryWarning: 0, alarm: 0 });

function add(into: DeviceFigures, row: DeviceGroupRow): void {
  into.total += row.total;
  into.online += row.online;
  into.offline += row.total - row.online;
  into.temperatureAlarm += row.temperatureAlarm;
  into.inventoryWarning += row.inventoryWarning;
  into.alarm += row.alarm;
}

/** Device figures: withdrawn devices (4) count only in the lifecycle breakdown. */
async function deviceFigures(db: Queryable, scope: Scope): Promise<DashboardSummary['devices']> {
  const { rows } = await db.query<DeviceGroupRow>(
    `SELECT x.device_type AS "deviceType", x.lifecycle_state AS "lifecycleState", count(*) AS total,
            count(*) FILTER (WHERE x.online) AS online,
            count(*) FILTER (WHERE x.temperature_alarm) AS "temperatureAlarm",
            count(*) FILTER (WHERE x.inventory_warnings > 0) AS "inventoryWarning",
            count(*) FILTER (WHERE x.temperature_alarm OR x.inventory_warnings > 0) AS alarm
       ${scopedFrom('devices', 'x')} GROUP BY x.device_type, x.lifecycle_state`,
    scopeParams(scope),
  );
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

async function orderFigures(db: Queryable, scope: Scope, todayStart: number, weekStart: number): Promise<DashboardSummary['orders']> {
  const row = await one<DashboardSummary['orders']>(
    db,
    `SELECT count(*) FILTER (WHERE x.created_at >= $3) AS "todayCount",
            COALESCE(sum(${NET}) FILTER (WHERE x.created_at >= $3 AND x.status = ANY($6::smallint[])), 0)::bigint AS "todaySales",
            count(*) FILTER (WHERE x.created_at >= $4) AS "weekCount",
            COALESCE(sum(${NET}) FILTER (WHERE x.created_at >= $4 AND x.status = ANY($6::smallint[])), 0)::bigint AS "weekSales"
       ${scopedFrom('orders', 'x')} AND x.created_at >= LEAST($3::bigint, $4::bigint) AND x.created_at < $5`,
    [...scopeParams(scope), todayStart, weekStart, todayStart + DAY_MS, SOLD],
  );
  return row ?? { todayCount: 0, todaySales: 0, weekCount: 0, weekSales: 0 };
}

export async function countAbnormalOrders(db: Queryable, scope: Scope): Promise<number> {
  const row = await one<{ count: number }>(db, `SELECT count(*) AS count ${scopedFrom('orders', 'x')} AND x.status = $3`, [
    ...scopeParams(scope),
    ABNORMAL_ORDER_STATUS,
  ]);
  return row?.count ?? 0;
}

/** The home page's figures for the caller's organisation and department subtree, from the stored rows. */
export async function dashboardSummary(db: Db, scope: Scope, now: number): Promise<DashboardSummary> {
  const todayStart = startOfDay(now);
  const weekStart = startOfWeek(now);
  return {
    devices: await deviceFigures(db, scope),
    orders: await orderFigures(db, scope, todayStart, weekStart),
    pendingComplaints: await countPendingComplaints(db.orm, scope, null, null),
    pendingReplenishments: await countAwaitingPackages(db.orm, scope),
    abnormalOrders: await countAbnormalOrders(db, scope),
    todayStart,
    weekStart,
  };
}

/** Orders and net sales per business day over the last `days` days, today included, oldest first; empty days are 0. */
export async function salesTrend(db: Queryable, scope: Scope, now: number, days: number): Promise<SalesTrendPoint[]> {
  const today = businessDay(now);
  const first = today - days + 1;
  const { rows } = await db.query<{ day: number; orders: number; sales: number }>(
    `SELECT (x.created_at + $3::bigint) / ${DAY_MS} AS day, count(*) AS orders,
            COALESCE(sum(${NET}) FILTER (WHERE x.status = ANY($6::smallint[])), 0)::bigint AS sales
       ${scopedFrom('orders', 'x')} AND x.created_at >= $4 AND x.created_at < $5
      GROUP BY 1`,
    [...scopeParams(scope), OFFSET_MS, first * DAY_MS - OFFSET_MS, (today + 1) * DAY_MS - OFFSET_MS, SOLD],
  );
  const byDay = new Map(rows.map((row) => [Number(row.day), row]));
  return Array.from({ length: days }, (_, index) => {
    const day = first + index;
    const row = byDay.get(day);
    return { date: dateOfDay(day), orders: row?.orders ?? 0, sales: row?.sales ?? 0 };
  });
}
