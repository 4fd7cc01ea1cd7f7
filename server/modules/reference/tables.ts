// Reference data as the query builder sees it (migrations/003_reference_data.sql creates it): dictionaries, the
// channel tree, brand/operator relations and merchant form field settings (spec §3, §7).
import { integer, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';

export const concepts = pgTable('concepts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  conceptKey: text('concept_key').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** sic (spec §3). */
  lable: text('lable').notNull(),
  sort: integer('sort').notNull().default(0),
}, (table) => [unique().on(table.conceptKey, table.code)]);

export const channels = pgTable('channels', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').notNull().default(0),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Brand owner → operators it works with (vmMerchantsRelation). */
export const brandOperators = pgTable('brand_operators', {
  brandOrgId: integer('brand_org_id').notNull(),
  operatorOrgId: integer('operator_org_id').notNull(),
}, (table) => [primaryKey({ columns: [table.brandOrgId, table.operatorOrgId] })]);

export const merchantFieldConfigs = pgTable('merchant_field_configs', {
  deptId: integer('dept_id').notNull(),
  configField: text('config_field').notNull(),
  isShow: smallint('is_show').$type<0 | 1>().notNull(),
  sort: integer('sort').notNull().default(0),
}, (table) => [primaryKey({ columns: [table.deptId, table.configField] })]);
