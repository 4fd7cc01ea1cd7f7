import { and, asc, desc, eq, ilike, lte, or } from 'drizzle-orm';
import type { MerchantInfo, PlatformFeeBill, PrepaidFeeStrategy, ServiceChargeOrder } from '../../../src/core/contract/api/accounts.ts';
import { OrgCategory } from '../../../src/core/contract/index.ts';
import type { FeeBillStatus, Paged, ServiceChargeStatus } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import { containsPattern, pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import { deptName, deptOf, inScope, type Scope } from '../../db/scope.ts';
import { depts, organisations } from '../org/tables.ts';
import { accountMovements, platformFeeBills, prepaidFeeStrategies, serviceChargeOrders } from './tables.ts';

/*
 * The operator account's balance, its warning threshold and watch flag, and its status are columns of the
 * organisation (org/tables.ts); this module reads them for the account calls and writes none of them.
 */

/** The balance at `at`: the last movement's balance up to then, or the opening balance (before every movement). */
async function balanceAt(orm: Orm, orgId: number, at: number, current: number): Promise<number> {
  const [before] = await orm
    .select({ balance: accountMovements.balanceAfterCents })
    .from(accountMovements)
    .where(and(eq(accountMovements.orgId, orgId), lte(accountMovements.createdAt, at)))
    .orderBy(desc(accountMovements.createdAt), desc(accountMovements.id))
    .limit(1);
  if (before) return before.balance;
  const [first] = await orm
    .select({ balance: accountMovements.balanceAfterCents, amount: accountMovements.amountCents, kind: accountMovements.kind })
    .from(accountMovements)
    .where(eq(accountMovements.orgId, orgId))
    .orderBy(asc(accountMovements.createdAt), asc(accountMovements.id))
    .limit(1);
  if (!first) return current;
  return first.kind === 'recharge' ? first.balance - first.amount : first.balance + first.amount;
}

/**
 * The low-balance check (spec §4): true means no notice is needed. A notice is needed (false) only for an
 * operator organisation on the watch list whose balance at the window's end (endTime) is below its warning threshold.
 * A balance that ran low inside the window but was lifted to the threshold or above by a recharge since needs no
 * notice (issue 13: the banner clears once a recharge lifts the balance); only a recharge can lift it, so the
 * balance at endTime says whether the low point was made good.
 */
export async function noOwingNotice(orm: Orm, orgId: number, _startTime: number, endTime: number): Promise<boolean> {
  const [account] = await orm
    .select({
      category: organisations.category,
      balance: organisations.balanceCents,
      threshold: organisations.balanceWarnCents,
      watch: organisations.balanceWatch,
    })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  if (!account || !account.watch || account.category !== OrgCategory.OPERATOR) return true;
  return (await balanceAt(orm, orgId, endTime, account.balance)) >= account.threshold;
}

export async function merchantInfo(orm: Orm, orgId: number): Promise<MerchantInfo> {
  const [row] = await orm
    .select({ status: organisations.merchantStatus, balance: organisations.balanceCents })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  return { status: row?.status ?? 0, balance: row?.balance ?? 0 };
}

export interface ServiceChargeFilter extends PageRequest {
  keyword?: string;
  status?: ServiceChargeStatus;
}

/** A service-charge order's row as the list reads it. */
export const CHARGE = {
  id: serviceChargeOrders.id,
  orderNo: serviceChargeOrders.orderNo,
  item: serviceChargeOrders.item,
  deviceCount: serviceChargeOrders.deviceCount,
  amount: serviceChargeOrders.amountCents,
  status: serviceChargeOrders.status,
  deptId: serviceChargeOrders.deptId,
  deptName,
  createTime: serviceChargeOrders.createdAt,
  payTime: serviceChargeOrders.paidAt,
};

/** Service-charge orders of the caller's scope, newest first. */
export function pageServiceCharges(orm: Orm, scope: Scope, filter: ServiceChargeFilter): Promise<Paged<ServiceChargeOrder>> {
  const pattern = containsPattern(filter.keyword);
  const where = and(
    inScope(scope, serviceChargeOrders),
    when(pattern, (p) => or(ilike(serviceChargeOrders.orderNo, p), ilike(serviceChargeOrders.item, p))),
    when(filter.status, (status) => eq(serviceChargeOrders.status, status)),
  );
  const rows = orm
    .select(CHARGE)
    .from(serviceChargeOrders)
    .innerJoin(depts, deptOf(serviceChargeOrders))
    .where(where)
    .orderBy(desc(serviceChargeOrders.createdAt), desc(serviceChargeOrders.id));
  const total = orm.select(totalCount).from(serviceChargeOrders).innerJoin(depts, deptOf(serviceChargeOrders)).where(where);
  return pageOf(rows.$dynamic(), total, filter);
}

export interface StrategyFilter extends PageRequest {
  keyword?: string;
  status?: 0 | 1;
}

/** A strategy's row as the lists and forms read it. */
export const STRATEGY = {
  id: prepaidFeeStrategies.id,
  name: prepaidFeeStrategies.name,
  feeType: prepaidFeeStrategies.feeType,
  unitPrice: prepaidFeeStrategies.unitPriceCents,
  rateBasisPoints: prepaidFeeStrategies.rateBasisPoints,
  status: prepaidFeeStrategies.status,
  deptId: prepaidFeeStrategies.deptId,
  deptName,
  createTime: prepaidFeeStrategies.createdAt,
  updateTime: prepaidFeeStrategies.updatedAt,
};

/** Prepaid fee strategies of the caller's scope, most recently changed first. */
export function pageFeeStrategies(orm: Orm, scope: Scope, filter: StrategyFilter): Promise<Paged<PrepaidFeeStrategy>> {
  const pattern = containsPattern(filter.keyword);
  const where = and(
    inScope(scope, prepaidFeeStrategies),
    when(pattern, (p) => ilike(prepaidFeeStrategies.name, p)),
    when(filter.status, (status) => eq(prepaidFeeStrategies.status, status)),
  );
  const rows = orm
    .select(STRATEGY)
    .from(prepaidFeeStrategies)
    .innerJoin(depts, deptOf(prepaidFeeStrategies))
    .where(where)
    .orderBy(desc(prepaidFeeStrategies.updatedAt), desc(prepaidFeeStrategies.id));
  const total = orm.select(totalCount).from(prepaidFeeStrategies).innerJoin(depts, deptOf(prepaidFeeStrategies)).where(where);
  return pageOf(rows.$dynamic(), total, filter);
}

export interface BillFilter extends PageRequest {
  period?: string;
  status?: FeeBillStatus;
}

const BILL = {
  id: platformFeeBills.id,
  billNo: platformFeeBills.billNo,
  billedOrgId: platformFeeBills.billedOrgId,
  billedOrgName: organisations.name,
  period: platformFeeBills.period,
  deviceCount: platformFeeBills.deviceCount,
  amount: platformFeeBills.amountCents,
  status: platformFeeBills.status,
  createTime: platformFeeBills.createdAt,
  dueTime: platformFeeBills.dueAt,
  payTime: platformFeeBills.paidAt,
};

/** Bills the caller's organisation issued (only the platform issues any), newest period first. */
export function pageFeeBills(orm: Orm, scope: Scope, filter: BillFilter): Promise<Paged<PlatformFeeBill>> {
  const where = and(
    inScope(scope, platformFeeBills),
    when(filter.period, (period) => eq(platformFeeBills.period, period)),
    when(filter.status, (status) => eq(platformFeeBills.status, status)),
  );
  const billed = eq(organisations.id, platformFeeBills.billedOrgId);
  const rows = orm
    .select(BILL)
    .from(platformFeeBills)
    .innerJoin(depts, deptOf(platformFeeBills))
    .innerJoin(organisations, billed)
    .where(where)
    .orderBy(desc(platformFeeBills.period), asc(platformFeeBills.billedOrgId), asc(platformFeeBills.id));
  const total = orm.select(totalCount).from(platformFeeBills).innerJoin(depts, deptOf(platformFeeBills)).innerJoin(organisations, billed).where(where);
  return pageOf(rows.$dynamic(), total, filter);
}
