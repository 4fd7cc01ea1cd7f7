// migrations/005_05_replenishment.sql
import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { ReplenishmentStatus } from '../../../src/core/contract/index.ts';
import { cents, epochMs } from '../org/tables.ts';

export const replPackages = pgTable('repl_packages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  packageNo: text('package_no').notNull(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  deviceId: integer('device_id').notNull(),
  status: smallint('status').$type<ReplenishmentStatus>().notNull(),
  skuCount: integer('sku_count').notNull(),
  itemCount: integer('item_count').notNull(),
  amountCents: cents('amount_cents').notNull(),
  applicant: text('applicant').notNull(),
  remark: text('remark').notNull().default(''),
  createdAt: epochMs('created_at').notNull(),
  auditedAt: epochMs('audited_at'),
  /** The auditing user (users.id). */
  auditedBy: integer('audited_by'),
  auditRemark: text('audit_remark'),
});

export const replTallies = pgTable('repl_tallies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tallyNo: text('tally_no').notNull(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  deviceId: integer('device_id').notNull(),
  /** null: a routine count, not after a package. */
  packageId: integer('package_id'),
  operatorName: text('operator_name').notNull(),
  expectedCount: integer('expected_count').notNull(),
  actualCount: integer('actual_count').notNull(),
  createdAt: epochMs('created_at').notNull(),
});

// migrations/061_package_items_exclusions.sql
export const replPackageItems = pgTable('repl_package_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  packageId: integer('package_id').notNull(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  itemCode: text('item_code').notNull(),
  itemName: text('item_name').notNull(),
  quantity: integer('quantity').notNull(),
});

export const itemExclusionRules = pgTable('item_exclusion_rules', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  name: text('name').notNull(),
  itemCodes: text('item_codes').array().notNull(),
});
