import { and, count, desc, eq, gte, ne } from 'drizzle-orm';
import type { Complaint } from '../../../src/core/contract/api/complaints.ts';
import { ComplaintStatus } from '../../../src/core/contract/index.ts';
import type { ComplaintKind, Paged, PayChannel } from '../../../src/core/contract/index.ts';
import { maskPhone } from '../../../src/core/rules/index.ts';
import type { Orm } from '../../db/db.ts';
import { pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import { deptName, deptOf, inScope, type Scope } from '../../db/scope.ts';
import { orderRef } from '../orders/repository.ts';
import { depts } from '../org/tables.ts';
import { complaints } from './tables.ts';

export interface ComplaintFilter extends PageRequest {
  channel?: PayChannel;
  status?: ComplaintStatus;
  reason?: number;
  pendingOnly?: boolean;
}

const ROW = {
  id: complaints.id,
  complaintNo: complaints.complaintNo,
  channel: complaints.channel,
  kind: complaints.kind,
  reason: complaints.reason,
  status: complaints.status,
  orderId: complaints.orderId,
  orderNo: orderRef.orderNo,
  amount: complaints.amountCents,
  customerPhone: complaints.customerPhone,
  content: complaints.content,
  deptId: complaints.deptId,
  deptName,
  createTime: complaints.createdAt,
  handledTime: complaints.handledAt,
};

const pending = ne(complaints.status, ComplaintStatus.COMPLETED);

/** Complaints of one kind in the caller's scope, newest first; phones leave masked when the caller's phoneHide is set (spec §6). */
export async function pageComplaints(orm: Orm, scope: Scope, kind: ComplaintKind, filter: ComplaintFilter): Promise<Paged<Complaint>> {
  const where = and(
    inScope(scope, complaints),
    eq(complaints.kind, kind),
    when(filter.channel, (channel) => eq(complaints.channel, channel)),
    when(filter.status, (status) => eq(complaints.status, status)),
    when(filter.reason, (reason) => eq(complaints.reason, reason)),
    filter.pendingOnly ? pending : undefined,
  );
  const rows = orm
    .select(ROW)
    .from(complaints)
    .innerJoin(depts, deptOf(complaints))
    .leftJoin(orderRef.table, orderRef.on(complaints.orderId))
    .where(where)
    .orderBy(desc(complaints.createdAt), desc(complaints.id));
  const total = orm.select(totalCount).from(complaints).innerJoin(depts, deptOf(complaints)).where(where);
  const page = await pageOf(rows.$dynamic(), total, filter);
  return { ...page, rows: page.rows.map((row) => ({ ...row, customerPhone: maskPhone(row.customerPhone, scope.phoneHide) })) };
}

/**
 * Pending complaints (not completed) in the caller's scope, both channels; `kind` null counts both kinds, `since`
 * null any age. The dashboard figure and the complaint badges.
 */
export async function countPendingComplaints(orm: Orm, scope: Scope, kind: ComplaintKind | null, since: number | null): Promise<number> {
  const [row] = await orm
    .select({ count: count() })
    .from(complaints)
    .innerJoin(depts, deptOf(complaints))
    .where(
      and(
        inScope(scope, complaints),
        pending,
        when(kind, (k) => eq(complaints.kind, k)),
        when(since, (start) => gte(complaints.createdAt, start)),
      ),
    );
  return row?.count ?? 0;
}
