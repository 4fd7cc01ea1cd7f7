import type { FeeBillStatus, Paged, PlatformFeeBill, PrepaidFeeStrategy, ServiceChargeOrder, ServiceChargeStatus } from '../../src/core/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import type { Scope } from '../db/scope.ts';
import { containsPattern, pageOf, scopeParams, scopedFrom, type PageRequest } from './scoped.ts';

export interface ServiceChargeFilter extends PageRequest {
  keyword?: string;
  status?: ServiceChargeStatus;
}

const CHARGE_COLUMNS = `x.id, x.order_no AS "orderNo", x.item, x.device_count AS "deviceCount", x.amount_cents AS amount, x.status,
  x.dept_id AS "deptId", d.name AS "deptName", x.created_at AS "createTime", x.paid_at AS "payTime"`;
/** $3 keyword pattern, $4 status. */
const CHARGE_FROM = `${scopedFrom('service_charge_orders', 'x')}
  AND ($3::text IS NULL OR x.order_no ILIKE $3 OR x.item ILIKE $3) AND ($4::smallint IS NULL OR x.status = $4::smallint)`;

export function pageServiceCharges(db: Queryable, scope: Scope, filter: ServiceChargeFilter): Promise<Paged<ServiceChargeOrder>> {
  return pageOf(db, CHARGE_COLUMNS, CHARGE_FROM, 'x.created_at DESC, x.id DESC', [...scopeParams(scope), containsPattern(filter.keyword), filter.status ?? null], filter);
}

export interface StrategyFilter extends PageRequest {
  keyword?: string;
  status?: 0 | 1;
}

const STRATEGY_COLUMNS = `x.id, x.name, x.fee_type AS "feeType", x.unit_price_cents AS "unitPrice", x.rate_basis_points AS "rateBasisPoints",
  x.status, x.dept_id AS "deptId", d.name AS "deptName", x.created_at AS "createTime", x.updated_at AS "updateTime"`;
const STRATEGY_FROM = `${scopedFrom('prepaid_fee_strategies', 'x')}
  AND ($3::text IS NULL OR x.name ILIKE $3) AND ($4::smallint IS NULL OR x.status = $4::smallint)`;

export function pageFeeStrategies(db: Queryable, scope: Scope, filter: StrategyFilter): Promise<Paged<PrepaidFeeStrategy>> {
  return pageOf(db, STRATEGY_COLUMNS, STRATEGY_FROM, 'x.updated_at DESC, x.id DESC', [...scopeParams(scope), containsPattern(filter.keyword), filter.status ?? null], filter);
}

export interface BillFilter extends PageRequest {
  period?: string;
  status?: FeeBillStatus;
}

const BILL_COLUMNS = `x.id, x.bill_no AS "billNo", x.billed_org_id AS "billedOrgId", o.name AS "billedOrgName", x.period,
  x.device_count AS "deviceCount", x.amount_cents AS amount, x.status, x.created_at AS "createTime", x.due_at AS "dueTime", x.paid_at AS "payTime"`;
const BILL_FROM = `${scopedFrom('platform_fee_bills', 'x', 'JOIN organisations o ON o.id = x.billed_org_id')}
  AND ($3::text IS NULL OR x.period = $3::text) AND ($4::smallint IS NULL OR x.status = $4::smallint)`;

/** Bills the caller's organisation issued (only the platform issues any), newest period first. */
export function pageFeeBills(db: Queryable, scope: Scope, filter: BillFilter): Promise<Paged<PlatformFeeBill>> {
  return pageOf(db, BILL_COLUMNS, BILL_FROM, 'x.period DESC, x.billed_org_id, x.id', [...scopeParams(scope), filter.period ?? null, filter.status ?? null], filter);
}
