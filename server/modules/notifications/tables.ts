// migrations/004_03_notifications.sql
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs } from '../org/tables.ts';

export const notifications = pgTable('notifications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  orgId: integer('org_id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** English of title and content (migrations/110_notification_english.sql); null when there is none. */
  titleEn: text('title_en'),
  contentEn: text('content_en'),
  /** The screen that handles it. */
  route: text('route').notNull(),
  handled: boolean('handled').notNull().default(false),
  createdAt: epochMs('created_at').notNull(),
});
