// migrations/005_07_export_tasks.sql, 063_export_jobs.sql
import { boolean, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { ExportTaskStatus } from '../../../src/core/contract/index.ts';
import { epochMs } from '../org/tables.ts';

/** Export tasks belong to the user who asked, within the organisation of the identity used (spec §4). */
export const exportTasks = pgTable('export_tasks', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  orgId: integer('org_id').notNull(),
  taskDesc: text('task_desc').notNull(),
  taskStatus: smallint('task_status').$type<ExportTaskStatus>().notNull(),
  fileCount: integer('file_count').notNull().default(0),
  fileUrl: text('file_url'),
  filesUrl: text('files_url').array().notNull().default([]),
  createdAt: epochMs('created_at').notNull(),
  updatedAt: epochMs('updated_at').notNull(),
  /** The identity the export was asked with: its scope is the rows' scope. */
  groupId: integer('group_id'),
  exportType: text('export_type'),
  filters: jsonb('filters').$type<Record<string, string | number | boolean>>().notNull().default({}),
  rowsWritten: integer('rows_written').notNull().default(0),
  error: text('error'),
  /** Times a worker started it (a crash's reclaim counts); past the limit the task fails rather than loops. */
  attempts: integer('attempts').notNull().default(0),
  leaseOwner: text('lease_owner'),
  leaseUntil: epochMs('lease_until'),
  fromSeed: boolean('from_seed').notNull().default(false),
  finishedAt: epochMs('finished_at'),
});
