// migrations/005_06_merchant_applications.sql, 072_merchant_onboarding.sql
import { boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { MerchantAuditStatus, MerchantLogAction, MerchantType } from '../../../src/core/contract/index.ts';
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
  certificateNo: text('certificate_no').notNull().default(''),
  legalPerson: text('legal_person').notNull().default(''),
  legalPersonPhone: text('legal_person_phone'),
  address: text('address').notNull().default(''),
  businessScope: text('business_scope').notNull().default(''),
  /** Flagged by the risk rules at submission: approving it answers 9704. */
  riskHit: boolean('risk_hit').notNull().default(false),
  auditReason: text('audit_reason'),
  auditorName: text('auditor_name'),
});

export const merchantApplicationLogs = pgTable('merchant_application_logs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  applicationId: integer('application_id').notNull(),
  orgId: integer('org_id').notNull(),
  action: smallint('action').$type<MerchantLogAction>().notNull(),
  operatorName: text('operator_name').notNull(),
  reason: text('reason'),
  createdAt: epochMs('created_at').notNull(),
});
