// The audit trail's tables as the query builder sees them (migrations 115-118).
import { bigint, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs } from '../org/tables.ts';

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  orgId: integer('org_id').notNull(),
  userId: integer('user_id'),
  groupId: integer('group_id'),
  deptId: integer('dept_id'),
  method: text('method').notNull(),
  path: text('path').notNull(),
  area: text('area').notNull(),
  summary: text('summary').notNull(),
  ids: text('ids').notNull(),
  outcome: text('outcome').$type<'ok' | 'refused'>().notNull(),
  httpStatus: integer('http_status').notNull(),
  code: integer('code').notNull(),
  msg: text('msg').notNull(),
  changes: text('changes').notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
  durationMs: integer('duration_ms').notNull(),
  createdAt: epochMs('created_at').notNull(),
  /** Its place in the organisation's chain; null until linked. */
  seq: bigint('seq', { mode: 'number' }),
  prevHash: text('prev_hash').notNull().default(''),
  hash: text('hash').notNull().default(''),
});

export const auditChain = pgTable('audit_chain', {
  orgId: integer('org_id').primaryKey(),
  startSeq: bigint('start_seq', { mode: 'number' }).notNull(),
  startPrevHash: text('start_prev_hash').notNull(),
  headSeq: bigint('head_seq', { mode: 'number' }).notNull(),
  headHash: text('head_hash').notNull(),
  sweptAt: epochMs('swept_at'),
});

export const signinLog = pgTable('signin_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  orgId: integer('org_id'),
  userId: integer('user_id'),
  groupId: integer('group_id'),
  phone: text('phone').notNull(),
  kind: text('kind').notNull(),
  ok: boolean('ok').notNull(),
  code: integer('code').notNull(),
  reason: text('reason').notNull(),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
  createdAt: epochMs('created_at').notNull(),
});

/** The sessions table, with the columns this area adds (migration 118): where a session comes from, when it was last used. */
export { sessions as liveSessions } from '../auth/tables.ts';
