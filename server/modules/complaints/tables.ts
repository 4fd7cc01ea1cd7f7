// migrations/005_04_complaints.sql, 071_complaint_handling.sql
import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { ComplaintAction, ComplaintKind, ComplaintStatus, PayChannel } from '../../../src/core/contract/index.ts';
import { cents, epochMs } from '../org/tables.ts';

export const complaints = pgTable('complaints', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  complaintNo: text('complaint_no').notNull(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  channel: text('channel').$type<PayChannel>().notNull(),
  kind: smallint('kind').$type<ComplaintKind>().notNull(),
  orderId: integer('order_id'),
  /** concept orderFeedbackReason 1-10 (spec §3). */
  reason: smallint('reason').notNull(),
  status: smallint('status').$type<ComplaintStatus>().notNull(),
  customerPhone: text('customer_phone').notNull(),
  content: text('content').notNull(),
  amountCents: cents('amount_cents').notNull().default(0),
  createdAt: epochMs('created_at').notNull(),
  handledAt: epochMs('handled_at'),
});

export const complaintHandlings = pgTable('complaint_handlings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  complaintId: integer('complaint_id').notNull(),
  orgId: integer('org_id').notNull(),
  action: text('action').$type<ComplaintAction>().notNull(),
  note: text('note').notNull(),
  refundCents: cents('refund_cents'),
  handlerName: text('handler_name').notNull(),
  createdAt: epochMs('created_at').notNull(),
});

export const complaintFiles = pgTable('complaint_files', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  complaintId: integer('complaint_id').notNull(),
  orgId: integer('org_id').notNull(),
  fileKey: text('file_key').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  contentType: text('content_type').notNull(),
  createdAt: epochMs('created_at').notNull(),
});
