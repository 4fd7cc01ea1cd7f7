// migrations/005_03_orders.sql, 055_order_goods.sql, 073_order_handling.sql
import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { AbnormalOrderAction, OrderStatus, PayChannel } from '../../../src/core/contract/index.ts';
import { cents, epochMs } from '../org/tables.ts';

export const orders = pgTable('orders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orderNo: text('order_no').notNull(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  deviceId: integer('device_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  refundCents: cents('refund_cents').notNull().default(0),
  status: smallint('status').$type<OrderStatus>().notNull(),
  payChannel: text('pay_channel').$type<PayChannel>().notNull(),
  /** Why an abnormal order (status 8) waits for handling. */
  abnormalReason: text('abnormal_reason'),
  /** migrations/055_order_goods.sql: the goods sold, for the business report. */
  goodsName: text('goods_name').notNull().default(''),
  createdAt: epochMs('created_at').notNull(),
  /** Changes with every handling (the optimistic check, 20600). */
  version: integer('version').notNull().default(0),
  /** Refunds and charges taken (40923 past ORDER_CORRECTION_LIMIT). */
  corrections: integer('corrections').notNull().default(0),
});

export const orderHandlings = pgTable('order_handlings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orderId: integer('order_id').notNull(),
  orgId: integer('org_id').notNull(),
  action: text('action').$type<AbnormalOrderAction>().notNull(),
  amountCents: cents('amount_cents'),
  note: text('note').notNull(),
  fromStatus: smallint('from_status').$type<OrderStatus>().notNull(),
  toStatus: smallint('to_status').$type<OrderStatus>().notNull(),
  handlerName: text('handler_name').notNull(),
  createdAt: epochMs('created_at').notNull(),
});
