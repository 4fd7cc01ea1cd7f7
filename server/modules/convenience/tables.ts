// migrations/004_04_convenience_shops.sql, 057_12_convenience_sub_orders.sql
import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { ExceptionResult, SubOrderException, SubOrderStatus } from '../../../src/core/contract/api/convenience.ts';
import { cents, epochMs } from '../org/tables.ts';

export const convenienceShops = pgTable('convenience_shops', {
  id: integer('id').primaryKey(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  name: text('name').notNull(),
  updateTime: epochMs('update_time').notNull(),
  address: text('address').notNull().default(''),
  openHours: text('open_hours').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
});

export const convenienceGoods = pgTable('convenience_goods', {
  id: integer('id').primaryKey(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  shopId: integer('shop_id').notNull(),
  name: text('name').notNull(),
  priceCents: cents('price_cents').notNull(),
});

export const convenienceSubOrders = pgTable('convenience_sub_orders', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  subOrderNo: text('sub_order_no').notNull(),
  orderNo: text('order_no').notNull(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  shopId: integer('shop_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  status: smallint('status').$type<SubOrderStatus>().notNull(),
  exceptionType: smallint('exception_type').$type<SubOrderException>(),
  exceptionDesc: text('exception_desc'),
  handleResult: smallint('handle_result').$type<ExceptionResult>(),
  handleRemark: text('handle_remark'),
  handledBy: integer('handled_by'),
  handledAt: epochMs('handled_at'),
  createdAt: epochMs('created_at').notNull(),
});

export const convenienceSubOrderItems = pgTable('convenience_sub_order_items', {
  subOrderId: integer('sub_order_id').notNull(),
  goodsId: integer('goods_id').notNull(),
  quantity: integer('quantity').notNull(),
  priceCents: cents('price_cents').notNull(),
});
