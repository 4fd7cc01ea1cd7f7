// migrations/005_02_devices.sql
import { boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { DeviceType, LifecycleState, TemperatureMode } from '../../../src/core/contract/index.ts';
import { epochMs } from '../org/tables.ts';

export const devices = pgTable('devices', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  deviceType: smallint('device_type').$type<DeviceType>().notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  lifecycleState: smallint('lifecycle_state').$type<LifecycleState>().notNull(),
  online: boolean('online').notNull().default(false),
  temperature: smallint('temperature').notNull().default(-50),
  temperatureMode: smallint('temperature_mode').$type<TemperatureMode>().notNull().default(0),
  temperatureAlarm: boolean('temperature_alarm').notNull().default(false),
  inventoryWarnings: integer('inventory_warnings').notNull().default(0),
  locked: boolean('locked').notNull().default(false),
  place: text('place').notNull(),
  lastOnlineAt: epochMs('last_online_at'),
  createdAt: epochMs('created_at').notNull(),
});
