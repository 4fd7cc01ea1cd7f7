// migrations/005_02_devices.sql, 057_device_operations.sql, 080_device_page_indexes.sql, 105_device_last_report.sql
import { bigint, boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { DeviceType, LifecycleState, TemperatureMode } from '../../../src/core/contract/index.ts';
import type { CommandState } from '../../../src/core/contract/api/iot.ts';
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
  lastReportAt: epochMs('last_report_at'),
  createdAt: epochMs('created_at').notNull(),
  orderLocked: boolean('order_locked').notNull().default(false),
  placeId: integer('place_id'),
  provinceCode: text('province'),
  cityCode: text('city'),
  areaCode: text('district'),
  brandDeptId: integer('brand_dept_id'),
  modelId: integer('model_id'),
  targetTemperature: smallint('target_temperature'),
  compressorOn: boolean('compressor_on').notNull().default(true),
  lightOn: boolean('light_on').notNull().default(true),
  screenOn: boolean('screen_on').notNull().default(true),
  contactNumber: text('contact_number'),
  hotspot: text('hotspot'),
  scanCode: text('scan_code'),
  extraCodes: text('extra_codes').array().notNull().default([]),
  nfcSn: text('nfc_sn'),
  warnLevel: integer('warn_level').notNull().default(2),
  compressorOnTime: text('compressor_on_time'),
  compressorOffTime: text('compressor_off_time'),
});

export const deviceModels = pgTable('device_models', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  deviceType: smallint('device_type').$type<DeviceType>().notNull(),
});

export const deviceLanes = pgTable(
  'device_lanes',
  {
    orgId: integer('org_id').notNull(),
    deviceId: integer('device_id').notNull(),
    layer: smallint('layer').notNull(),
    lane: smallint('lane').notNull(),
    goodsName: text('goods_name'),
    priceCents: integer('price_cents'),
    stock: integer('stock').notNull().default(0),
    capacity: integer('capacity').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.layer, t.lane] })],
);

export const deviceCommands = pgTable('device_commands', {
  id: text('id').primaryKey(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  deviceId: integer('device_id').notNull(),
  kind: text('kind').notNull(),
  conflictGroup: text('conflict_group').notNull(),
  params: text('params'),
  state: text('state').$type<CommandState>().notNull(),
  result: text('result'),
  idempotencyKey: text('idempotency_key'),
  operatorId: integer('operator_id'),
  operatorName: text('operator_name'),
  createdAt: epochMs('created_at').notNull(),
  deadlineAt: epochMs('deadline_at').notNull(),
  sentAt: epochMs('sent_at'),
  finishedAt: epochMs('finished_at'),
});

export const deviceOpsLog = pgTable('device_ops_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  deviceId: integer('device_id').notNull(),
  deviceCode: text('device_code').notNull(),
  msgId: text('msg_id'),
  action: text('action').notNull(),
  state: text('state').notNull(),
  operatorId: integer('operator_id'),
  operatorName: text('operator_name'),
  params: text('params'),
  result: text('result'),
  latencyMs: integer('latency_ms'),
  createdAt: epochMs('created_at').notNull(),
});

export const deviceOpenFails = pgTable('device_open_fails', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  deviceId: integer('device_id').notNull(),
  reason: text('reason').notNull(),
  userPhone: text('user_phone').notNull(),
  createdAt: epochMs('created_at').notNull(),
});

export const deviceOnlineDays = pgTable(
  'device_online_days',
  {
    orgId: integer('org_id').notNull(),
    deptId: integer('dept_id').notNull(),
    deviceId: integer('device_id').notNull(),
    day: text('day').notNull(),
    onlineMinutes: integer('online_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.day] })],
);

export const deviceAgingRecords = pgTable('device_aging_records', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  orgId: integer('org_id').notNull(),
  deptId: integer('dept_id').notNull(),
  deviceId: integer('device_id').notNull(),
  state: text('state').$type<'running' | 'finished' | 'forceFinished'>().notNull(),
  startedAt: epochMs('started_at').notNull(),
  finishedAt: epochMs('finished_at'),
});

/** How many devices each group has, kept by triggers (080_device_page_indexes.sql): the page's total without a count. */
export const devicePageCounts = pgTable(
  'device_page_counts',
  {
    orgId: integer('org_id').notNull(),
    deptId: integer('dept_id').notNull(),
    deviceType: smallint('device_type').$type<DeviceType>().notNull(),
    lifecycleState: smallint('lifecycle_state').$type<LifecycleState>().notNull(),
    online: boolean('online').notNull(),
    locked: boolean('locked').notNull(),
    n: integer('n').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.deptId, table.deviceType, table.lifecycleState, table.online, table.locked] })],
);

/** Bumped in the transaction of every device write the page's filters or scope can see (080_device_page_indexes.sql). */
export const devicePageVersions = pgTable('device_page_versions', {
  orgId: integer('org_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
