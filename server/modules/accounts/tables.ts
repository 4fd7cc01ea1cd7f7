// migrations/004_01_account_movements.sql, 006_fees.sql and 060_account_ledger.sql: the balance history of an operator account, and the
// service-charge orders, prepaid fee strategies and platform fee bills.
import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { FeeBillStatus, FeeType, ServiceChargeStatus } from '../../../src/core/contract/index.ts';
import { cents, epochMs } from '../org/tables.ts';

export const accountMovements = pgTable('account_movements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orgId: integer('org_id').notNull(),
  kind: text('kind').$type<'recharge' | 'deduct'>().notNull(),
  amountCents: cents('amount_cents').notNull(),
  balanceAfterCents: cents('balance_after_cents').notNull(),
  createdAt: epochMs('created_at').notNull(),
  /** migrations/060_account_ledger.sql: the caller's request id (unique per organisation), why, and who. */
  requestId: text('request_id'),
  remark: text('remark').notNull().default(''),
  userId: integer('user_id'),
});

export const serviceChargeOrders = pgTable('service_charge_orders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orderNo: text('order_no').notNull(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  item: text('item').notNull(),
  deviceCount: integer('device_count').notNull(),
  amountCents: cents('amount_cents').notNull(),
  status: smallint('status').$type<ServiceChargeStatus>().notNull(),
  createdAt: epochMs('created_at').notNull(),
  paidAt: epochMs('paid_at'),
  createdBy: integer('created_by'),
  cancelledAt: epochMs('cancelled_at'),
  cancelledBy: integer('cancelled_by'),
});

export const prepaidFeeStrategies = pgTable('prepaid_fee_strategies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  name: text('name').notNull(),
  feeType: smallint('fee_type').$type<FeeType>().notNull(),
  unitPriceCents: cents('unit_price_cents').notNull().default(0),
  rateBasisPoints: integer('rate_basis_points').notNull().default(0),
  status: smallint('status').$type<0 | 1>().notNull(),
  createdAt: epochMs('created_at').notNull(),
  updatedAt: epochMs('updated_at').notNull(),
});

export const platformFeeBills = pgTable('platform_fee_bills', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  billNo: text('bill_no').notNull(),
  /** The platform organisation that issued the bill, and the department that keeps it. */
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  billedOrgId: integer('billed_org_id').notNull(),
  /** YYYY-MM, business time (UTC+8). */
  period: text('period').notNull(),
  deviceCount: integer('device_count').notNull(),
  amountCents: cents('amount_cents').notNull(),
  status: smallint('status').$type<FeeBillStatus>().notNull(),
  createdAt: epochMs('created_at').notNull(),
  dueAt: epochMs('due_at').notNull(),
  paidAt: epochMs('paid_at'),
});
