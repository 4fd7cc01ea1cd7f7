import { and, asc, count, desc, eq, exists, gte, ilike, inArray, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AbnormalOrderHandle, Order, OrderDetail } from '../../../src/core/contract/api/orders.ts';
import type { OrderFigures } from '../../../src/core/contract/api/dashboard.ts';
import { ABNORMAL_ORDER_STATUS, ORDER_CORRECTION_LIMIT, OrderStatus } from '../../../src/core/contract/index.ts';
import type { Paged, PayChannel } from '../../../src/core/contract/index.ts';
import { DAY_MS, OFFSET_MS } from '../../db/calendar.ts';
import type { Orm } from '../../db/db.ts';
import { containsPattern, pageOf, when, type PageRequest } from '../../db/query.ts';
import { deptName, deptOf, inScope, subtreePattern, type Scope } from '../../db/scope.ts';
import { deviceRef } from '../devices/repository.ts';
import { depts } from '../org/tables.ts';
import { orderHandlings, orders } from './tables.ts';

export interface OrderFilter extends PageRequest {
  keyword?: string;
  status?: OrderStatus;
  payChannel?: PayChannel;
  startTime?: number;
  endTime?: number;
}

const ROW = {
  id: orders.id,
  orderNo: orders.orderNo,
  amount: orders.amountCents,
  refundAmount: orders.refundCents,
  status: orders.status,
  payChannel: orders.payChannel,
  deviceId: orders.deviceId,
  deviceCode: deviceRef.code,
  deviceName: deviceRef.name,
  deptId: orders.deptId,
  deptName,
  abnormalReason: orders.abnormalReason,
  version: orders.version,
  corrections: orders.corrections,
  createTime: orders.createdAt,
};

/** The departments of the caller's subtree: orders are read per department (index orders_dept_time, migration 081). */
const subtreeDepts = (scope: Scope): SQL => and(eq(depts.orgId, scope.orgId), like(depts.path, subtreePattern(scope))) as SQL;
/** Inside a LATERAL subquery: the orders of the department row `depts` of the outer query. */
const ofDept = and(eq(orders.orgId, depts.orgId), eq(orders.deptId, depts.id)) as SQL;

/** The order page's filters, on `orders` alone (the keyword's device through EXISTS, so no join widens a count). */
function orderFilters(filter: Omit<OrderFilter, 'page' | 'limit'>, orm: Orm): SQL | undefined {
  const pattern = containsPattern(filter.keyword);
  return and(
    when(pattern, (p) =>
      or(
        ilike(orders.orderNo, p),
        exists(orm.select({ one: sql`1` }).from(deviceRef.table).where(and(deviceRef.on(orders.deviceId), or(ilike(deviceRef.code, p), ilike(deviceRef.name, p))))),
      ),
    ),
    when(filter.status, (status) => eq(orders.status, status)),
    when(filter.payChannel, (channel) => eq(orders.payChannel, channel)),
    when(filter.startTime, (start) => gte(orders.createdAt, start)),
    when(filter.endTime, (end) => lte(orders.createdAt, end)),
  );
}

/** The columns of ROW that are the order's own (the department's and the device's are joined to the page's rows). */
const { deptName: _deptName, deviceCode: _deviceCode, deviceName: _deviceName, ...OWN } = ROW;

/**
 * Orders in the caller's scope, newest first. Each department of the subtree gives at most its newest
 * `page × limit` matching orders (a LATERAL index scan that stops there), so a page costs the departments times the
 * page's depth, never the organisation's whole history; the count reads the same index per department.
 */
export async function pageOrders(orm: Orm, scope: Scope, filter: OrderFilter): Promise<Paged<Order>> {
  const where = and(ofDept, orderFilters(filter, orm));
  const newest = orm
    .select(OWN)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.page * filter.limit)
    .as('o');
  const own = Object.fromEntries(Object.keys(OWN).map((key) => [key, newest[key as keyof typeof OWN]])) as { [K in keyof typeof OWN]: (typeof newest)[K] };
  const rows = orm
    .select({ ...own, deviceCode: deviceRef.code, deviceName: deviceRef.name, deptName })
    .from(depts)
    .innerJoinLateral(newest, sql`true`)
    .innerJoin(deviceRef.table, deviceRef.on(newest.deviceId))
    .where(subtreeDepts(scope))
    .orderBy(desc(newest.createTime), desc(newest.id));
  const perDept = orm.select({ total: count().as('total') }).from(orders).where(where).as('c');
  const total = orm
    .select({ total: sql<number>`COALESCE(sum(${perDept.total}), 0)::bigint`.mapWith(Number) })
    .from(depts)
    .innerJoinLateral(perDept, sql`true`)
    .where(subtreeDepts(scope));
  return pageOf(rows.$dynamic(), total, filter);
}

/** Abnormal orders in the caller's scope: the dashboard figure and the abnormalOrders badge. */
export async function countAbnormalOrders(orm: Orm, scope: Scope): Promise<number> {
  const [row] = await orm
    .select({ count: count() })
    .from(orders)
    .innerJoin(depts, deptOf(orders))
    .where(and(inScope(scope, orders), eq(orders.status, ABNORMAL_ORDER_STATUS)));
  return row?.count ?? 0;
}

/** Orders that brought money in; sales are their amounts net of refunds. */
const SOLD = [OrderStatus.PAID, OrderStatus.REFUNDED, OrderStatus.PARTLY_REFUNDED];
const net = sql`${orders.amountCents} - ${orders.refundCents}`;
const sold = inArray(orders.status, SOLD);

const countSince = (start: number) => sql<number>`count(*) FILTER (WHERE ${orders.createdAt} >= ${start})`.mapWith(Number);
const salesSince = (start: number) =>
  sql<number>`COALESCE(sum(${net}) FILTER (WHERE ${orders.createdAt} >= ${start} AND ${sold}), 0)::bigint`.mapWith(Number);

/**
 * Orders and net sales of the caller's scope from `todayStart` and from `weekStart`, up to the end of today: summed
 * over the subtree's departments, each read from its own index range (orders_dept_time).
 */
export async function orderFigures(orm: Orm, scope: Scope, todayStart: number, weekStart: number): Promise<OrderFigures> {
  const perDept = orm
    .select({
      todayCount: countSince(todayStart).as('today_count'),
      todaySales: salesSince(todayStart).as('today_sales'),
      weekCount: countSince(weekStart).as('week_count'),
      weekSales: salesSince(weekStart).as('week_sales'),
    })
    .from(orders)
    .where(and(ofDept, gte(orders.createdAt, Math.min(todayStart, weekStart)), lt(orders.createdAt, todayStart + DAY_MS)))
    .as('f');
  const total = (column: SQL.Aliased<number>) => sql<number>`COALESCE(sum(${column}), 0)::bigint`.mapWith(Number);
  const [row] = await orm
    .select({ todayCount: total(perDept.todayCount), todaySales: total(perDept.todaySales), weekCount: total(perDept.weekCount), weekSales: total(perDept.weekSales) })
    .from(depts)
    .innerJoinLateral(perDept, sql`true`)
    .where(subtreeDepts(scope));
  return row ?? { todayCount: 0, todaySales: 0, weekCount: 0, weekSales: 0 };
}

export interface DaySales {
  /** The business day number (server/db/calendar.ts). */
  day: number;
  orders: number;
  /** Cents, net of refunds. */
  sales: number;
}

/** Orders and net sales per business day (UTC+8) created in [from, to), days without orders left out. */
export function salesByDay(orm: Orm, scope: Scope, from: number, to: number): Promise<DaySales[]> {
  // Constants of the code, inlined so the grouped expression is the selected one.
  const day = sql<number>`(${orders.createdAt} + ${sql.raw(String(OFFSET_MS))}) / ${sql.raw(String(DAY_MS))}`.mapWith(Number);
  return orm
    .select({ day, orders: count(), sales: sql<number>`COALESCE(sum(${net}) FILTER (WHERE ${sold}), 0)::bigint`.mapWith(Number) })
    .from(orders)
    .innerJoin(depts, deptOf(orders))
    .where(and(inScope(scope, orders), gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .groupBy(day);
}

/**
 * For rows of other areas that name an order (complaints): the table to join, the join on the row's order id and
 * the order number.
 */
export const orderRef = {
  table: orders,
  on: (orderId: AnyPgColumn): SQL => eq(orders.id, orderId),
  orderNo: orders.orderNo,
};

/** The department's latest paid (or partly refunded) order created before `before`: what a seeded complaint is about. */
export async function latestPaidOrder(orm: Orm, orgId: number, deptId: number, before: number): Promise<{ id: number; amount: number } | null> {
  const [row] = await orm
    .select({ id: orders.id, amount: orders.amountCents })
    .from(orders)
    .where(
      and(
        eq(orders.orgId, orgId),
        eq(orders.deptId, deptId),
        inArray(orders.status, [OrderStatus.PAID, OrderStatus.PARTLY_REFUNDED]),
        lt(orders.createdAt, before),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ?? null;
}

export interface SalesGroup {
  /** The device id, the goods name, or the business day number (server/db/calendar.ts). */
  key: number | string;
  orders: number;
  /** Cents, net of refunds. */
  sales: number;
  refunds: number;
}

/**
 * Orders, net sales and refunds in [from, to) grouped by device, goods or business day (UTC+8), for the business
 * report; sold orders (paid, refunded, partly refunded) only, the largest sales first.
 */
export async function salesGroupedBy(orm: Orm, scope: Scope, by: 'device' | 'goods' | 'day', from: number, to: number): Promise<SalesGroup[]> {
  const key =
    by === 'device'
      ? orders.deviceId
      : by === 'goods'
        ? orders.goodsName
        : sql<number>`(${orders.createdAt} + ${sql.raw(String(OFFSET_MS))}) / ${sql.raw(String(DAY_MS))}`.mapWith(Number);
  const sales = sql<number>`COALESCE(sum(${net}), 0)::bigint`.mapWith(Number);
  const rows = await orm
    .select({ key, orders: count(), sales, refunds: sql<number>`COALESCE(sum(${orders.refundCents}), 0)::bigint`.mapWith(Number) })
    .from(orders)
    .innerJoin(depts, deptOf(orders))
    .where(and(inScope(scope, orders), sold, gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .groupBy(key)
    .orderBy(desc(sales), key);
  return rows;
}

/** The orders of the caller's scope, with their department and device: one order by id. */
function selectOrder(orm: Orm, scope: Scope, id: number) {
  return orm
    .select({ ...ROW, goodsName: orders.goodsName })
    .from(orders)
    .innerJoin(depts, deptOf(orders))
    .innerJoin(deviceRef.table, deviceRef.on(orders.deviceId))
    .where(and(inScope(scope, orders), eq(orders.id, id)));
}

/** One order of the caller's scope with its handlings, oldest first; null when it is not there. */
export async function orderDetailOf(orm: Orm, scope: Scope, id: number): Promise<OrderDetail | null> {
  const [order] = await selectOrder(orm, scope, id);
  if (!order) return null;
  const handlings = await orm
    .select({
      action: orderHandlings.action,
      amount: orderHandlings.amountCents,
      note: orderHandlings.note,
      fromStatus: orderHandlings.fromStatus,
      toStatus: orderHandlings.toStatus,
      handlerName: orderHandlings.handlerName,
      handledTime: orderHandlings.createdAt,
    })
    .from(orderHandlings)
    .where(and(eq(orderHandlings.orderId, id), eq(orderHandlings.orgId, scope.orgId)))
    .orderBy(asc(orderHandlings.createdAt), asc(orderHandlings.id));
  return { ...order, handlings };
}

export type HandleOutcome =
  | { kind: 'missing' }
  | { kind: 'statusChanged' }
  | { kind: 'limit' }
  | { kind: 'tooMuch'; max: number }
  | { kind: 'done' };

/**
 * Handles an abnormal order under a row lock: it must still be abnormal at the version the caller read (else
 * statusChanged, 20600), and a refund or a charge is a correction, refused past ORDER_CORRECTION_LIMIT (40923).
 */
export function handleAbnormalOrder(orm: Orm, scope: Scope, input: AbnormalOrderHandle, handlerName: string, now: number): Promise<HandleOutcome> {
  return orm.transaction(async (tx): Promise<HandleOutcome> => {
    const [row] = await tx
      .select({ status: orders.status, version: orders.version, corrections: orders.corrections, amount: orders.amountCents })
      .from(orders)
      .innerJoin(depts, deptOf(orders))
      .where(and(inScope(scope, orders), eq(orders.id, input.id)))
      .for('update', { of: orders });
    if (!row) return { kind: 'missing' };
    if (row.status !== ABNORMAL_ORDER_STATUS || row.version !== input.version) return { kind: 'statusChanged' };
    const correction = input.action !== 'close';
    if (correction && row.corrections >= ORDER_CORRECTION_LIMIT) return { kind: 'limit' };
    const amount = input.amount ?? 0;
    if (input.action === 'refund' && amount > row.amount) return { kind: 'tooMuch', max: row.amount };
    const change =
      input.action === 'refund'
        ? { status: amount === row.amount ? OrderStatus.REFUNDED : OrderStatus.PARTLY_REFUNDED, refundCents: amount }
        : input.action === 'charge'
          ? { status: OrderStatus.PAID, amountCents: amount, refundCents: 0 }
          : { status: OrderStatus.CLOSED };
    await tx
      .update(orders)
      .set({ ...change, version: row.version + 1, corrections: row.corrections + (correction ? 1 : 0) })
      .where(eq(orders.id, input.id));
    await tx.insert(orderHandlings).values({
      orderId: input.id,
      orgId: scope.orgId,
      action: input.action,
      amountCents: input.action === 'close' ? null : amount,
      note: input.note.trim(),
      fromStatus: row.status,
      toStatus: change.status,
      handlerName,
      createdAt: now,
    });
    return { kind: 'done' };
  });
}

export type RefundOutcome = { kind: 'done' } | { kind: 'statusWrong' } | { kind: 'tooMuch'; left: number };

/**
 * A complaint's refund of its order, in the caller's transaction: the order must be paid or partly refunded with
 * `amount` left to refund; it becomes refunded or partly refunded, and the refund is in its handlings.
 */
export async function refundOrderForComplaint(
  tx: Orm, orgId: number, orderId: number, amount: number, note: string, handlerName: string, now: number,
): Promise<RefundOutcome> {
  const [row] = await tx
    .select({ status: orders.status, version: orders.version, amount: orders.amountCents, refund: orders.refundCents })
    .from(orders)
    .where(and(eq(orders.orgId, orgId), eq(orders.id, orderId)))
    .for('update');
  if (!row || (row.status !== OrderStatus.PAID && row.status !== OrderStatus.PARTLY_REFUNDED)) return { kind: 'statusWrong' };
  const left = row.amount - row.refund;
  if (amount > left) return { kind: 'tooMuch', left };
  const refund = row.refund + amount;
  const status = refund === row.amount ? OrderStatus.REFUNDED : OrderStatus.PARTLY_REFUNDED;
  await tx.update(orders).set({ refundCents: refund, status, version: row.version + 1 }).where(eq(orders.id, orderId));
  await tx.insert(orderHandlings).values({ orderId, orgId, action: 'refund', amountCents: amount, note, fromStatus: row.status, toStatus: status, handlerName, createdAt: now });
  return { kind: 'done' };
}

/** The order a complaint names, as its detail shows it (the complaint's organisation only). */
export async function complaintOrderOf(orm: Orm, orgId: number, orderId: number) {
  const [row] = await orm
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      amount: orders.amountCents,
      refundAmount: orders.refundCents,
      status: orders.status,
      payChannel: orders.payChannel,
      deviceCode: deviceRef.code,
      deviceName: deviceRef.name,
      goodsName: orders.goodsName,
      createTime: orders.createdAt,
    })
    .from(orders)
    .innerJoin(deviceRef.table, deviceRef.on(orders.deviceId))
    .where(and(eq(orders.orgId, orgId), eq(orders.id, orderId)));
  return row ?? null;
}
