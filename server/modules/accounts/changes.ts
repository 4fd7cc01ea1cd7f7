// Changing fees (issue 13 §3): service-charge orders created, cancelled and read one by one, prepaid fee strategies
// created and changed (10005 on a name the organisation already uses) and imported, a platform fee bill read.
import { randomInt } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  FeeStrategyCreate, FeeStrategyUpdate, PlatformFeeBillDetail, PrepaidFeeStrategy, ServiceChargeCreate, ServiceChargeDetail,
} from '../../../src/core/contract/api/accounts.ts';
import { Code, FeeType, ServiceChargeStatus } from '../../../src/core/contract/index.ts';
import { compactDate } from '../../db/calendar.ts';
import type { Orm } from '../../db/db.ts';
import { deptOf, inScope, type Scope } from '../../db/scope.ts';
import { badInput, businessError, notFound } from '../../errors.ts';
import { deptChainInScope } from '../org/repository.ts';
import { CHARGE, STRATEGY } from './repository.ts';
import { depts, organisations, users } from '../org/tables.ts';
import { platformFeeBills, prepaidFeeStrategies, serviceChargeOrders } from './tables.ts';

/** The department a new row goes to: the one asked for when it lies in the caller's subtree (else 400), or the caller's. */
export async function chosenDept(orm: Orm, scope: Scope, deptId: number | undefined): Promise<number> {
  if (deptId === undefined) return scope.deptId;
  if (!(await deptChainInScope(orm, scope, deptId))) throw badInput(`body/deptId: department ${deptId} is not in your scope`);
  return deptId;
}

const creator = alias(users, 'creator');
const canceller = alias(users, 'canceller');

const CHARGE_DETAIL = {
  ...CHARGE,
  creatorName: creator.name,
  cancelTime: serviceChargeOrders.cancelledAt,
  cancellerName: canceller.name,
};

/** A service-charge order of the caller's scope, or null. */
export async function serviceChargeDetail(orm: Orm, scope: Scope, id: number): Promise<ServiceChargeDetail | null> {
  const [row] = await orm
    .select(CHARGE_DETAIL)
    .from(serviceChargeOrders)
    .innerJoin(depts, deptOf(serviceChargeOrders))
    .leftJoin(creator, eq(creator.id, serviceChargeOrders.createdBy))
    .leftJoin(canceller, eq(canceller.id, serviceChargeOrders.cancelledBy))
    .where(and(inScope(scope, serviceChargeOrders), eq(serviceChargeOrders.id, id)));
  return row ?? null;
}

export async function createServiceCharge(orm: Orm, scope: Scope, input: ServiceChargeCreate, now: number): Promise<ServiceChargeDetail> {
  const deptId = await chosenDept(orm, scope, input.deptId);
  const item = input.item.trim();
  if (!item) throw badInput('body/item: must not be blank');
  const [row] = await orm
    .insert(serviceChargeOrders)
    .values({
      // FW, the business day, 6 random digits: the unique index refuses the rare repeat (the caller retries).
      orderNo: `FW${compactDate(now)}${String(randomInt(1_000_000)).padStart(6, '0')}`,
      orgId: scope.orgId,
      deptId,
      item,
      deviceCount: input.deviceCount,
      amountCents: input.amount,
      status: ServiceChargeStatus.UNPAID,
      createdAt: now,
      createdBy: scope.userId,
    })
    .returning({ id: serviceChargeOrders.id });
  return (await serviceChargeDetail(orm, scope, row.id))!;
}

/** Cancels an unpaid order; 404 outside the scope, 20600 when it is no longer unpaid (locked, so two cancels race safely). */
export async function cancelServiceCharge(orm: Orm, scope: Scope, id: number, now: number): Promise<ServiceChargeDetail> {
  await orm.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: serviceChargeOrders.status })
      .from(serviceChargeOrders)
      .innerJoin(depts, deptOf(serviceChargeOrders))
      .where(and(inScope(scope, serviceChargeOrders), eq(serviceChargeOrders.id, id)))
      .for('update', { of: serviceChargeOrders });
    if (!row) throw notFound(`service-charge order ${id}`);
    if (row.status !== ServiceChargeStatus.UNPAID) throw businessError(Code.ORDER_STATUS_WRONG);
    await tx
      .update(serviceChargeOrders)
      .set({ status: ServiceChargeStatus.CANCELLED, cancelledAt: now, cancelledBy: scope.userId })
      .where(eq(serviceChargeOrders.id, id));
  });
  return (await serviceChargeDetail(orm, scope, id))!;
}

/** The strategy's price fields as stored: the one its fee type uses, the other 0; 400 naming a missing one. */
export function strategyPrices(input: { feeType: number; unitPrice?: number; rateBasisPoints?: number }, prefix = 'body/') {
  if (input.feeType === FeeType.PER_DEVICE_MONTH) {
    if (!input.unitPrice || input.unitPrice < 1) throw badInput(`${prefix}unitPrice: at least 1 cent when feeType is 1`);
    return { unitPriceCents: input.unitPrice, rateBasisPoints: 0 };
  }
  if (!input.rateBasisPoints || input.rateBasisPoints < 1) throw badInput(`${prefix}rateBasisPoints: 1 to 10000 when feeType is 2`);
  return { unitPriceCents: 0, rateBasisPoints: input.rateBasisPoints };
}

const sameName = (name: string) => sql`lower(btrim(${prepaidFeeStrategies.name})) = lower(btrim(${name}))`;

/** Whether another strategy of the organisation has this name (trimmed, any case). */
export async function strategyNameTaken(orm: Orm, orgId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await orm
    .select({ id: prepaidFeeStrategies.id })
    .from(prepaidFeeStrategies)
    .where(and(eq(prepaidFeeStrategies.orgId, orgId), sameName(name), exceptId === undefined ? undefined : ne(prepaidFeeStrategies.id, exceptId)))
    .limit(1);
  return row !== undefined;
}


export async function strategyOf(orm: Orm, scope: Scope, id: number): Promise<PrepaidFeeStrategy | null> {
  const [row] = await orm
    .select(STRATEGY)
    .from(prepaidFeeStrategies)
    .innerJoin(depts, deptOf(prepaidFeeStrategies))
    .where(and(inScope(scope, prepaidFeeStrategies), eq(prepaidFeeStrategies.id, id)));
  return row ?? null;
}

/** A unique-index refusal (two requests with one new name at once) reads as 10005 too. */
function duplicateName(error: unknown): never {
  const text = String((error as { cause?: unknown })?.cause ?? '') + String((error as Error)?.message ?? '');
  if (/prepaid_fee_strategies_name|duplicate key|unique/i.test(text)) throw businessError(Code.DUPLICATE_NAME);
  throw error;
}

export async function createStrategy(orm: Orm, scope: Scope, input: FeeStrategyCreate, now: number): Promise<PrepaidFeeStrategy> {
  const name = input.name.trim();
  if (!name) throw badInput('body/name: must not be blank');
  const prices = strategyPrices(input);
  const deptId = await chosenDept(orm, scope, input.deptId);
  if (await strategyNameTaken(orm, scope.orgId, name)) throw businessError(Code.DUPLICATE_NAME);
  const [row] = await orm
    .insert(prepaidFeeStrategies)
    .values({ orgId: scope.orgId, deptId, name, feeType: input.feeType, ...prices, status: input.status, createdAt: now, updatedAt: now })
    .returning({ id: prepaidFeeStrategies.id })
    .catch(duplicateName);
  return (await strategyOf(orm, scope, row.id))!;
}

export async function updateStrategy(orm: Orm, scope: Scope, input: FeeStrategyUpdate, now: number): Promise<PrepaidFeeStrategy> {
  if (!(await strategyOf(orm, scope, input.id))) throw notFound(`prepaid fee strategy ${input.id}`);
  const name = input.name.trim();
  if (!name) throw badInput('body/name: must not be blank');
  const prices = strategyPrices(input);
  if (await strategyNameTaken(orm, scope.orgId, name, input.id)) throw businessError(Code.DUPLICATE_NAME);
  await orm
    .update(prepaidFeeStrategies)
    .set({ name, feeType: input.feeType, ...prices, status: input.status, updatedAt: now })
    .where(eq(prepaidFeeStrategies.id, input.id))
    .catch(duplicateName);
  return (await strategyOf(orm, scope, input.id))!;
}

/** A bill the caller's organisation issued, with the price per device and the billed operator's balance now. */
export async function feeBillDetail(orm: Orm, scope: Scope, id: number): Promise<PlatformFeeBillDetail | null> {
  const [row] = await orm
    .select({
      id: platformFeeBills.id,
      billNo: platformFeeBills.billNo,
      billedOrgId: platformFeeBills.billedOrgId,
      billedOrgName: organisations.name,
      billedOrgBalance: organisations.balanceCents,
      period: platformFeeBills.period,
      deviceCount: platformFeeBills.deviceCount,
      amount: platformFeeBills.amountCents,
      status: platformFeeBills.status,
      createTime: platformFeeBills.createdAt,
      dueTime: platformFeeBills.dueAt,
      payTime: platformFeeBills.paidAt,
    })
    .from(platformFeeBills)
    .innerJoin(depts, deptOf(platformFeeBills))
    .innerJoin(organisations, eq(organisations.id, platformFeeBills.billedOrgId))
    .where(and(inScope(scope, platformFeeBills), eq(platformFeeBills.id, id)));
  if (!row) return null;
  return { ...row, unitPrice: row.deviceCount > 0 ? Math.round(row.amount / row.deviceCount) : 0 };
}
