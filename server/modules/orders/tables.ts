// migrations/005_03_orders.sql
import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { OrderStatus, PayChannel } from '../../../src/core/contract/index.ts';
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
});
