import type { Order, OrderStatus, Paged, PayChannel } from '../../src/core/contract/index.ts';
import { ABNORMAL_ORDER_STATUS } from '../../src/core/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import type { Scope } from '../db/scope.ts';
import { containsPattern, pageOf, scopeParams, scopedFrom, type PageRequest } from './scoped.ts';

export interface OrderFilter extends PageRequest {
  keyword?: string;
  status?: OrderStatus;
  payChannel?: PayChannel;
  startTime?: number;
  endTime?: number;
}

const COLUMNS = `x.id, x.order_no AS "orderNo", x.amount_cents AS amount, x.refund_cents AS "refundAmount", x.status,
  x.pay_channel AS "payChannel", x.device_id AS "deviceId", v.code AS "deviceCode", v.name AS "deviceName",
  x.dept_id AS "deptId", d.name AS "deptName", x.abnormal_reason AS "abnormalReason", x.created_at AS "createTime"`;

/** $3 keyword pattern, $4 status, $5 channel, $6 start, $7 end (null: any). */
const FROM = `${scopedFrom('orders', 'x', 'JOIN devices v ON v.id = x.device_id')}
  AND ($3::text IS NULL OR x.order_no ILIKE $3 OR v.code ILIKE $3 OR v.name ILIKE $3)
  AND ($4::smallint IS NULL OR x.status = $4::smallint)
  AND ($5::text IS NULL OR x.pay_channel = $5::text)
  AND ($6::bigint IS NULL OR x.created_at >= $6::bigint)
  AND ($7::bigint IS NULL OR x.created_at <= $7::bigint)`;

/** Orders in the caller's scope, newest first. */
export function pageOrders(db: Queryable, scope: Scope, filter: OrderFilter): Promise<Paged<Order>> {
  const params = [
    ...scopeParams(scope),
    containsPattern(filter.keyword),
    filter.status ?? null,
    filter.payChannel ?? null,
    filter.startTime ?? null,
    filter.endTime ?? null,
  ];
  return pageOf<Order>(db, COLUMNS, FROM, 'x.created_at DESC, x.id DESC', params, filter);
}

/** Abnormal unattended-shop orders (status 8) waiting in the caller's scope. */
export function pageAbnormalOrders(db: Queryable, scope: Scope, filter: Omit<OrderFilter, 'status'>): Promise<Paged<Order>> {
  return pageOrders(db, scope, { ...filter, status: ABNORMAL_ORDER_STATUS });
}
