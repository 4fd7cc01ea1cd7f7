// migrations/005_06_merchant_applications.sql
import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { MerchantAuditStatus, MerchantType } from '../../../src/core/contract/index.ts';
import { epochMs } from '../org/tables.ts';

export const merchantApplications = pgTable('merchant_applications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** The organisation that audits the application. */
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  merchantName: text('merchant_name').notNull(),
  merchantType: smallint('merchant_type').$type<MerchantType>().notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  auditStatus: smallint('audit_status').$type<MerchantAuditStatus>().notNull(),
  createdAt: epochMs('created_at').notNull(),
  auditedAt: epochMs('audited_at'),
});
