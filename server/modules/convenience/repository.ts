import { and, asc, desc, eq, exists, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type {
  ConvenienceShop, ConvenienceShopDetail, HandleException, SelfStore, SubOrder, SubOrderCounts,
} from '../../../src/core/contract/api/convenience.ts';
import { SubOrderStatus, statusAfterHandling } from '../../../src/core/contract/api/convenience.ts';
import type { Paged } from '../../../src/core/contract/index.ts';
import { maskPhone } from '../../../src/core/rules/index.ts';
import type { Orm } from '../../db/db.ts';
import { containsPattern, pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import { deptName, deptOf, inScope, type Scope } from '../../db/scope.ts';
import { depts, users } from '../org/tables.ts';
import { convenienceGoods, convenienceShops, convenienceSubOrderItems, convenienceSubOrders } from './tables.ts';

const ROW = { id: convenienceShops.id, name: convenienceShops.name, updateTime: convenienceShops.updateTime };
const ORDER = [desc(convenienceShops.updateTime), asc(convenienceShops.id)] as const;

/** Shops of the caller's organisation whose department is in the caller's subtree, most recently updated first. */
export function pageShops(orm: Orm, scope: Scope, page: PageRequest): Promise<Paged<ConvenienceShop>> {
  const where = inScope(scope, convenienceShops);
  const rows = orm.select(ROW).from(convenienceShops).innerJoin(depts, deptOf(convenienceShops)).where(where).orderBy(...ORDER);
  const total = orm.select(totalCount).from(convenienceShops).innerJoin(depts, deptOf(convenienceShops)).where(where);
  return pageOf(rows.$dynamic(), total, page);
}

const goodsCount = sql<number>`(SELECT count(*) FROM ${convenienceGoods} WHERE ${convenienceGoods.shopId} = ${convenienceShops.id})`.mapWith(Number);

/** One shop of the caller's scope with its details; null outside it, as for an unknown id. */
export async function shopById(orm: Orm, scope: Scope, id: number): Promise<ConvenienceShopDetail | null> {
  const [shop] = await orm
    .select({
      ...ROW,
      address: convenienceShops.address,
      openHours: convenienceShops.openHours,
      contactPhone: convenienceShops.contactPhone,
      deptId: convenienceShops.deptId,
      deptName,
      goodsCount,
    })
    .from(convenienceShops)
    .innerJoin(depts, deptOf(convenienceShops))
    .where(and(inScope(scope, convenienceShops), eq(convenienceShops.id, id)));
  return shop ? { ...shop, contactPhone: maskPhone(shop.contactPhone, scope.phoneHide) } : null;
}

const figure = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number);

/** The store home: every shop of the scope with today's figures (from `dayStart`), and their sums. */
export async function selfStore(orm: Orm, scope: Scope, dayStart: number): Promise<SelfStore> {
  const shops = await orm.select(ROW).from(convenienceShops).innerJoin(depts, deptOf(convenienceShops)).where(inScope(scope, convenienceShops)).orderBy(...ORDER);
  const today = sql`${convenienceSubOrders.createdAt} >= ${dayStart}`;
  const figures = shops.length
    ? await orm
        .select({
          shopId: convenienceSubOrders.shopId,
          todayOrders: figure(today),
          todaySales: sql<number>`coalesce(sum(${convenienceSubOrders.amountCents}) FILTER (WHERE ${today} AND ${convenienceSubOrders.status} = ${SubOrderStatus.COMPLETED}), 0)`.mapWith(Number),
          awaiting: figure(sql`${convenienceSubOrders.status} = ${SubOrderStatus.AWAITING}`),
          exceptions: figure(sql`${convenienceSubOrders.status} = ${SubOrderStatus.EXCEPTION}`),
        })
        .from(convenienceSubOrders)
        .innerJoin(depts, deptOf(convenienceSubOrders))
        .where(and(inScope(scope, convenienceSubOrders), inArray(convenienceSubOrders.shopId, shops.map((shop) => shop.id))))
        .groupBy(convenienceSubOrders.shopId)
    : [];
  const byShop = new Map(figures.map(({ shopId, ...rest }) => [shopId, rest]));
  const zero = { todayOrders: 0, todaySales: 0, awaiting: 0, exceptions: 0 };
  const rows = shops.map((shop) => ({ ...shop, ...(byShop.get(shop.id) ?? zero) }));
  const sum = (key: keyof typeof zero) => rows.reduce((total, row) => total + row[key], 0);
  return {
    shopCount: rows.length,
    today: { todayOrders: sum('todayOrders'), todaySales: sum('todaySales'), awaiting: sum('awaiting'), exceptions: sum('exceptions') },
    shops: rows,
  };
}

export interface SubOrderFilter extends PageRequest {
  shopId?: number;
  status?: SubOrderStatus;
  keyword?: string;
  startTime?: number;
  endTime?: number;
}

const itemsOf = and(
  eq(convenienceSubOrderItems.subOrderId, convenienceSubOrders.id),
  eq(convenienceGoods.id, convenienceSubOrderItems.goodsId),
);

const SUB_ORDER_ROW = {
  id: convenienceSubOrders.id,
  subOrderNo: convenienceSubOrders.subOrderNo,
  orderNo: convenienceSubOrders.orderNo,
  shopId: convenienceSubOrders.shopId,
  shopName: convenienceShops.name,
  goods: sql<string>`coalesce((SELECT string_agg(${convenienceGoods.name} || '×' || ${convenienceSubOrderItems.quantity}, '、' ORDER BY ${convenienceGoods.id})
    FROM ${convenienceSubOrderItems}, ${convenienceGoods} WHERE ${itemsOf}), '')`,
  itemCount: sql<number>`coalesce((SELECT sum(${convenienceSubOrderItems.quantity}) FROM ${convenienceSubOrderItems}
    WHERE ${convenienceSubOrderItems.subOrderId} = ${convenienceSubOrders.id}), 0)`.mapWith(Number),
  amount: convenienceSubOrders.amountCents,
  status: convenienceSubOrders.status,
  exceptionType: convenienceSubOrders.exceptionType,
  exceptionDesc: convenienceSubOrders.exceptionDesc,
  handleResult: convenienceSubOrders.handleResult,
  handleRemark: convenienceSubOrders.handleRemark,
  handlerName: users.name,
  handleTime: convenienceSubOrders.handledAt,
  createTime: convenienceSubOrders.createdAt,
};

/** Sub-orders with their shop and handler, as the lists show them. */
function selectSubOrders(orm: Orm) {
  return orm
    .select(SUB_ORDER_ROW)
    .from(convenienceSubOrders)
    .innerJoin(depts, deptOf(convenienceSubOrders))
    .innerJoin(convenienceShops, eq(convenienceShops.id, convenienceSubOrders.shopId))
    .leftJoin(users, eq(users.id, convenienceSubOrders.handledBy));
}

/** Sub-orders of the shops in the caller's scope, newest first. */
export function pageSubOrders(orm: Orm, scope: Scope, filter: SubOrderFilter): Promise<Paged<SubOrder>> {
  const pattern = containsPattern(filter.keyword);
  const where = and(
    inScope(scope, convenienceSubOrders),
    when(filter.shopId, (id) => eq(convenienceSubOrders.shopId, id)),
    when(filter.status, (status) => eq(convenienceSubOrders.status, status)),
    when(filter.startTime, (time) => gte(convenienceSubOrders.createdAt, time)),
    when(filter.endTime, (time) => lte(convenienceSubOrders.createdAt, time)),
    when(pattern, (p) =>
      or(
        ilike(convenienceSubOrders.subOrderNo, p),
        ilike(convenienceSubOrders.orderNo, p),
        exists(orm.select({ one: sql`1` }).from(convenienceSubOrderItems).innerJoin(convenienceGoods, eq(convenienceGoods.id, convenienceSubOrderItems.goodsId))
          .where(and(eq(convenienceSubOrderItems.subOrderId, convenienceSubOrders.id), ilike(convenienceGoods.name, p)))),
      ),
    ),
  );
  const rows = selectSubOrders(orm).where(where).orderBy(desc(convenienceSubOrders.createdAt), desc(convenienceSubOrders.id));
  const total = orm.select(totalCount).from(convenienceSubOrders).innerJoin(depts, deptOf(convenienceSubOrders)).where(where);
  return pageOf(rows.$dynamic(), total, filter);
}

/** Sub-order counts by status in the caller's scope, or of one shop. */
export async function countSubOrders(orm: Orm, scope: Scope, shopId: number | undefined): Promise<SubOrderCounts> {
  const of = (status: SubOrderStatus) => figure(sql`${convenienceSubOrders.status} = ${status}`);
  const [row] = await orm
    .select({
      total: figure(sql`true`),
      awaiting: of(SubOrderStatus.AWAITING),
      completed: of(SubOrderStatus.COMPLETED),
      cancelled: of(SubOrderStatus.CANCELLED),
      exception: of(SubOrderStatus.EXCEPTION),
    })
    .from(convenienceSubOrders)
    .innerJoin(depts, deptOf(convenienceSubOrders))
    .where(and(inScope(scope, convenienceSubOrders), when(shopId, (id) => eq(convenienceSubOrders.shopId, id))));
  return row ?? { total: 0, awaiting: 0, completed: 0, cancelled: 0, exception: 0 };
}

export type HandleOutcome = { kind: 'missing' } | { kind: 'notException'; subOrderNo: string } | { kind: 'done'; subOrder: SubOrder };

/**
 * Handles an exception sub-order: the result, remark, handler and time are recorded and the sub-order leaves status 4.
 * The row is locked, so two people handling one exception at once handle it once; the second is told it changed.
 */
export function handleException(orm: Orm, scope: Scope, input: HandleException, now: number): Promise<HandleOutcome> {
  return orm.transaction(async (tx): Promise<HandleOutcome> => {
    const chosen = and(inScope(scope, convenienceSubOrders), eq(convenienceSubOrders.id, input.id));
    const [row] = await tx
      .select({ subOrderNo: convenienceSubOrders.subOrderNo, status: convenienceSubOrders.status })
      .from(convenienceSubOrders)
      .innerJoin(depts, deptOf(convenienceSubOrders))
      .where(chosen)
      .for('update', { of: convenienceSubOrders });
    if (!row) return { kind: 'missing' };
    if (row.status !== SubOrderStatus.EXCEPTION) return { kind: 'notException', subOrderNo: row.subOrderNo };
    await tx
      .update(convenienceSubOrders)
      .set({
        status: statusAfterHandling(input.result),
        handleResult: input.result,
        handleRemark: input.remark?.trim() || null,
        handledBy: scope.userId,
        handledAt: now,
      })
      .where(eq(convenienceSubOrders.id, input.id));
    const [subOrder] = await selectSubOrders(tx).where(chosen);
    return { kind: 'done', subOrder };
  });
}
