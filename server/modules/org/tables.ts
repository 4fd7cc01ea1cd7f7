// The organisation's tables as the query builder sees them (migrations/001_organisations.sql creates them):
// organisations, departments, staff, identities (groups), roles, view codes and menus (spec §1, §3, §6).
import { bigint, boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { OrgCategory } from '../../../src/core/contract/index.ts';

/** Epoch milliseconds and cents are bigint columns read as numbers (they stay far below 2^53). */
export const epochMs = (name: string) => bigint(name, { mode: 'number' });
export const cents = (name: string) => bigint(name, { mode: 'number' });

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const organisations = pgTable('organisations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  category: smallint('category').$type<OrgCategory>().notNull(),
  logoUrl: text('logo_url'),
  mainColor: text('main_color'),
  minorColor: text('minor_color'),
  balanceCents: cents('balance_cents').notNull().default(0),
  balanceWarnCents: cents('balance_warn_cents').notNull().default(0),
  balanceWatch: boolean('balance_watch').notNull().default(false),
  merchantStatus: smallint('merchant_status').notNull().default(1),
});

export const depts = pgTable('depts', {
  id: integer('id').primaryKey(),
  orgId: integer('org_id').notNull(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  /** Ancestor ids and own id, '/1/12/125/': a subtree is every path starting with its root's path. */
  path: text('path').notNull(),
  fullName: text('full_name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const users = pgTable('users', {
  id: integer('id').primaryKey(),
  phone: text('phone').notNull(),
  countryCode: text('country_code').notNull().default('86'),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  activated: boolean('activated').notNull().default(true),
  phoneHide: boolean('phone_hide').notNull().default(false),
  currentGroupId: integer('current_group_id'),
});

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
});

export const roleViews = pgTable('role_views', {
  roleId: integer('role_id').notNull(),
  viewCode: text('view_code').notNull(),
}, (table) => [primaryKey({ columns: [table.roleId, table.viewCode] })]);

export const staffGroups = pgTable('staff_groups', {
  id: integer('id').primaryKey(),
  userId: integer('user_id').notNull(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  /** 1 enabled, 0 disabled. */
  status: smallint('status').$type<0 | 1>().notNull().default(1),
  lastLoginAt: epochMs('last_login_at'),
});

export const groupRoles = pgTable('group_roles', {
  groupId: integer('group_id').notNull(),
  roleId: integer('role_id').notNull(),
}, (table) => [primaryKey({ columns: [table.groupId, table.roleId] })]);

export const groupConfigs = pgTable('group_configs', {
  groupId: integer('group_id').notNull(),
  configField: text('config_field').notNull(),
  isShow: smallint('is_show').$type<0 | 1>().notNull(),
  sort: integer('sort').notNull().default(0),
}, (table) => [primaryKey({ columns: [table.groupId, table.configField] })]);

export const menus = pgTable('menus', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').notNull().default(0),
  category: smallint('category').notNull(),
  title: text('title').notNull(),
  route: text('route').notNull(),
  component: text('component').notNull(),
  type: smallint('type').notNull(),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  meta: text('meta').notNull().default('{}'),
});

export const roleMenus = pgTable('role_menus', {
  roleId: integer('role_id').notNull(),
  menuId: integer('menu_id').notNull(),
}, (table) => [primaryKey({ columns: [table.roleId, table.menuId] })]);
