// migrations/004_04_convenience_shops.sql
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs } from '../org/tables.ts';

export const convenienceShops = pgTable('convenience_shops', {
  id: integer('id').primaryKey(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  name: text('name').notNull(),
  updateTime: epochMs('update_time').notNull(),
});
