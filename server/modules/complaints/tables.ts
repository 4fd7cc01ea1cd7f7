// migrations/005_04_complaints.sql
import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { ComplaintKind, ComplaintStatus, PayChannel } from '../../../src/core/contract/index.ts';
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
