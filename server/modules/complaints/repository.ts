import { and, asc, count, desc, eq, gte, ne } from 'drizzle-orm';
import type { Complaint, ComplaintDetail, ComplaintHandle } from '../../../src/core/contract/api/complaints.ts';
import { COMPLAINT_FILES_MAX, ComplaintKind as ComplaintKindCode, ComplaintStatus } from '../../../src/core/contract/index.ts';
import type { ComplaintKind, Paged, PayChannel } from '../../../src/core/contract/index.ts';
import { maskPhone } from '../../../src/core/rules/index.ts';
import type { Orm } from '../../db/db.ts';
import { pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import { deptName, deptOf, inScope, type Scope } from '../../db/scope.ts';
import { complaintOrderOf, orderRef, refundOrderForComplaint } from '../orders/repository.ts';
import { conceptsOf } from '../reference/repository.ts';
import { depts } from '../org/tables.ts';
import { complaintFiles, complaintHandlings, complaints } from './tables.ts';

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

// ---- One complaint: detail, handling, files, completion (issue 13) ----

/** Where a complaint may go from each status: order complaints are handled (1, 2 → 3) then completed (3 → 4); risk ones are handled straight to 4. */
const HANDLEABLE: Readonly<Record<ComplaintKind, readonly ComplaintStatus[]>> = {
  [ComplaintKindCode.ORDER]: [ComplaintStatus.PENDING, ComplaintStatus.MERCHANT_PENDING],
  [ComplaintKindCode.RISK]: [ComplaintStatus.PENDING, ComplaintStatus.MERCHANT_PENDING, ComplaintStatus.SERVICE_PENDING],
};
const AFTER_HANDLING: Readonly<Record<ComplaintKind, ComplaintStatus>> = {
  [ComplaintKindCode.ORDER]: ComplaintStatus.SERVICE_PENDING,
  [ComplaintKindCode.RISK]: ComplaintStatus.COMPLETED,
};

/** One complaint of the kind in the caller's scope with its order, reason name, handlings and files; null when not there. */
export async function complaintDetailOf(orm: Orm, scope: Scope, kind: ComplaintKind, id: number, link: (key: string) => string): Promise<ComplaintDetail | null> {
  const [row] = await orm
    .select({ ...ROW, orgId: complaints.orgId })
    .from(complaints)
    .innerJoin(depts, deptOf(complaints))
    .leftJoin(orderRef.table, orderRef.on(complaints.orderId))
    .where(and(inScope(scope, complaints), eq(complaints.kind, kind), eq(complaints.id, id)));
  if (!row) return null;
  const { orgId, ...complaint } = row;
  const reasons = await conceptsOf(orm, 'orderFeedbackReason');
  const handlings = await orm
    .select({
      action: complaintHandlings.action,
      note: complaintHandlings.note,
      refundAmount: complaintHandlings.refundCents,
      handlerName: complaintHandlings.handlerName,
      handledTime: complaintHandlings.createdAt,
    })
    .from(complaintHandlings)
    .where(and(eq(complaintHandlings.complaintId, id), eq(complaintHandlings.orgId, orgId)))
    .orderBy(asc(complaintHandlings.createdAt), asc(complaintHandlings.id));
  const files = await orm
    .select({
      id: complaintFiles.id,
      key: complaintFiles.fileKey,
      name: complaintFiles.name,
      size: complaintFiles.size,
      contentType: complaintFiles.contentType,
      createTime: complaintFiles.createdAt,
    })
    .from(complaintFiles)
    .where(and(eq(complaintFiles.complaintId, id), eq(complaintFiles.orgId, orgId)))
    .orderBy(asc(complaintFiles.createdAt), asc(complaintFiles.id));
  return {
    ...complaint,
    customerPhone: maskPhone(complaint.customerPhone, scope.phoneHide),
    reasonName: reasons.find((reason) => reason.code === complaint.reason)?.name ?? String(complaint.reason),
    order: complaint.orderId === null ? null : await complaintOrderOf(orm, orgId, complaint.orderId),
    handlings,
    files: files.map((file) => ({ ...file, url: link(file.key) })),
  };
}

export type ComplaintOutcome =
  | { kind: 'missing' }
  | { kind: 'statusWrong' }
  | { kind: 'refundTooMuch'; max: number }
  | { kind: 'orderStatusWrong' }
  | { kind: 'orderRefundLeft'; left: number }
  | { kind: 'tooManyFiles' }
  | { kind: 'done' };

/** The complaint of the kind in the caller's scope, locked for the transaction. */
async function lockComplaint(tx: Orm, scope: Scope, kind: ComplaintKind, id: number) {
  const [row] = await tx
    .select({ id: complaints.id, orgId: complaints.orgId, complaintNo: complaints.complaintNo, status: complaints.status, orderId: complaints.orderId, amount: complaints.amountCents })
    .from(complaints)
    .innerJoin(depts, deptOf(complaints))
    .where(and(inScope(scope, complaints), eq(complaints.kind, kind), eq(complaints.id, id)))
    .for('update', { of: complaints });
  return row ?? null;
}

/**
 * Handles a complaint (refund, reject or explain, with a note) in one transaction: its status must allow it; a
 * refund goes back through its order when it has one (the order must be paid with enough left to refund).
 */
export function handleComplaint(orm: Orm, scope: Scope, kind: ComplaintKind, input: ComplaintHandle, handlerName: string, now: number): Promise<ComplaintOutcome> {
  return orm.transaction(async (tx): Promise<ComplaintOutcome> => {
    const row = await lockComplaint(tx, scope, kind, input.id);
    if (!row) return { kind: 'missing' };
    if (!HANDLEABLE[kind].includes(row.status)) return { kind: 'statusWrong' };
    const refund = input.action === 'refund' ? (input.refundAmount ?? 0) : null;
    if (refund !== null) {
      if (refund > row.amount) return { kind: 'refundTooMuch', max: row.amount };
      if (row.orderId !== null) {
        const outcome = await refundOrderForComplaint(tx, row.orgId, row.orderId, refund, `客诉 ${row.complaintNo} 退款：${input.note.trim()}`, handlerName, now);
        if (outcome.kind === 'statusWrong') return { kind: 'orderStatusWrong' };
        if (outcome.kind === 'tooMuch') return { kind: 'orderRefundLeft', left: outcome.left };
      }
    }
    const status = AFTER_HANDLING[kind];
    await tx
      .update(complaints)
      .set({ status, ...(status === ComplaintStatus.COMPLETED ? { handledAt: now } : {}) })
      .where(eq(complaints.id, row.id));
    await tx.insert(complaintHandlings).values({
      complaintId: row.id, orgId: row.orgId, action: input.action, note: input.note.trim(), refundCents: refund, handlerName, createdAt: now,
    });
    return { kind: 'done' };
  });
}

/** Completes a handled order complaint (status 3 → 4). */
export function completeComplaint(orm: Orm, scope: Scope, id: number, now: number): Promise<ComplaintOutcome> {
  return orm.transaction(async (tx): Promise<ComplaintOutcome> => {
    const row = await lockComplaint(tx, scope, ComplaintKindCode.ORDER, id);
    if (!row) return { kind: 'missing' };
    if (row.status !== ComplaintStatus.SERVICE_PENDING) return { kind: 'statusWrong' };
    await tx.update(complaints).set({ status: ComplaintStatus.COMPLETED, handledAt: now }).where(eq(complaints.id, row.id));
    return { kind: 'done' };
  });
}

/** Whether a file may be attached now: the complaint is there, not completed, and has room. */
export async function canAttach(orm: Orm, scope: Scope, kind: ComplaintKind, id: number): Promise<ComplaintOutcome> {
  return orm.transaction(async (tx) => attachable(tx, scope, kind, id));
}

async function attachable(tx: Orm, scope: Scope, kind: ComplaintKind, id: number): Promise<ComplaintOutcome & { orgId?: number }> {
  const row = await lockComplaint(tx, scope, kind, id);
  if (!row) return { kind: 'missing' };
  if (row.status === ComplaintStatus.COMPLETED) return { kind: 'statusWrong' };
  const [{ count: attached } = { count: 0 }] = await tx.select({ count: count() }).from(complaintFiles).where(eq(complaintFiles.complaintId, id));
  if (attached >= COMPLAINT_FILES_MAX) return { kind: 'tooManyFiles' };
  return { kind: 'done', orgId: row.orgId };
}

export interface StoredFile {
  key: string;
  name: string;
  size: number;
  contentType: string;
}

/** Attaches a stored file to the complaint, the checks of canAttach repeated under the lock; the new file's id. */
export function attachFile(orm: Orm, scope: Scope, kind: ComplaintKind, id: number, file: StoredFile, now: number): Promise<ComplaintOutcome | { kind: 'attached'; id: number }> {
  return orm.transaction(async (tx) => {
    const check = await attachable(tx, scope, kind, id);
    if (check.kind !== 'done' || check.orgId === undefined) return check;
    const [row] = await tx
      .insert(complaintFiles)
      .values({ complaintId: id, orgId: check.orgId, fileKey: file.key, name: file.name, size: file.size, contentType: file.contentType, createdAt: now })
      .returning({ id: complaintFiles.id });
    return { kind: 'attached' as const, id: row.id };
  });
}
