// migrations/004_02_announcements.sql and 005_08_announcement_edits.sql.
import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { ProclamationStatus } from '../../../src/core/contract/index.ts';
import { epochMs } from '../org/tables.ts';

export const announcements = pgTable('announcements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** null: the platform's, to every organisation. */
  orgId: integer('org_id'),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** 1: pop up on the home page. */
  indexFlag: smallint('index_flag').$type<0 | 1>().notNull().default(0),
  status: smallint('status').$type<ProclamationStatus>().notNull().default(1),
  createdAt: epochMs('created_at').notNull(),
  /** null: never edited. */
  updatedAt: epochMs('updated_at'),
  /** null: seeded. */
  createdBy: integer('created_by'),
});
