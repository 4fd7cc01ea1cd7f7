import type { Complaint, ComplaintKind, ComplaintStatus as StatusCode, Paged, PayChannel } from '../../src/core/contract/index.ts';
import { ComplaintStatus } from '../../src/core/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import type { Scope } from '../db/scope.ts';
import { pageOf, scopeParams, scopedFrom, type PageRequest } from './scoped.ts';

export interface ComplaintFilter extends PageRequest {
  channel?: PayChannel;
  status?: StatusCode;
  reason?: number;
  pendingOnly?: boolean;
}

const COLUMNS = `x.id, x.complaint_no AS "complaintNo", x.channel, x.kind, x.reason, x.status, x.order_id AS "orderId",
  o.order_no AS "orderNo", x.amount_cents AS amount, x.customer_phone AS "customerPhone", x.content,
  x.dept_id AS "deptId", d.name AS "deptName", x.created_at AS "createTime", x.handled_at AS "handledTime"`;

/** $3 kind, $4 channel, $5 status, $6 reason, $7 pending only (every status but completed, $8). */
const FROM = `${scopedFrom('complaints', 'x', 'LEFT JOIN orders o ON o.id = x.order_id')} AND x.kind = $3
  AND ($4::text IS NULL OR x.channel = $4::text)
  AND ($5::smallint IS NULL OR x.status = $5::smallint)
  AND ($6::smallint IS NULL OR x.reason = $6::smallint)
  AND (NOT $7::boolean OR x.status <> $8::smallint)`;

/** Complaints of one kind in the caller's scope, newest first. */
export function pageComplaints(db: Queryable, scope: Scope, kind: ComplaintKind, filter: ComplaintFilter): Promise<Paged<Complaint>> {
  const params = [
    ...scopeParams(scope),
    kind,
    filter.channel ?? null,
    filter.status ?? null,
    filter.reason ?? null,
    filter.pendingOnly ?? false,
    ComplaintStatus.COMPLETED,
  ];
  return pageOf<Complaint>(db, COLUMNS, FROM, 'x.created_at DESC, x.id DESC', params, filter);
}

/**
 * Pending complaints (not completed) in the caller's scope, both channels; `kind` null counts both kinds, `since`
 * null any age.
 */
export async function countPendingComplaints(db: Queryable, scope: Scope, kind: ComplaintKind | null, since: number | null): Promise<number> {
  const row = await one<{ count: number }>(
    db,
    `SELECT count(*) AS count ${scopedFrom('complaints', 'x')} AND x.status <> $3
       AND ($4::smallint IS NULL OR x.kind = $4::smallint) AND ($5::bigint IS NULL OR x.created_at >= $5::bigint)`,
    [...scopeParams(scope), ComplaintStatus.COMPLETED, kind, since],
  );
  return row?.count ?? 0;
}
