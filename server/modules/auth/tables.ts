// The sessions and login codes as the query builder sees them (migrations/002_sessions.sql creates them).
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs } from '../org/tables.ts';

/** Opaque tokens, stored as their SHA-256 hash; `groupId` is null until the user picks an identity (spec §4 step 3). */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  groupId: integer('group_id'),
  createdAt: epochMs('created_at').notNull(),
  expiresAt: epochMs('expires_at').notNull(),
  revokedAt: epochMs('revoked_at'),
  // Added by the audit area (its migration 118) for the 在线用户 list: when the session was last used and where it started.
  lastSeenAt: epochMs('last_seen_at'),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export const smsCodes = pgTable('sms_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: epochMs('created_at').notNull(),
  expiresAt: epochMs('expires_at').notNull(),
  tries: integer('tries').notNull().default(0),
  usedAt: epochMs('used_at'),
});

/** What the development SMS provider "sent". */
export const smsOutbox = pgTable('sms_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  countryCode: text('country_code').notNull(),
  code: text('code').notNull(),
  body: text('body').notNull(),
  createdAt: epochMs('created_at').notNull(),
});

/** Failed password logins in a row per phone and source address (./backoff.ts, migration 082). */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  blockedUntil: epochMs('blocked_until').notNull(),
  updatedAt: epochMs('updated_at').notNull(),
});

/** Rate-limit counters, one per key and fixed window (server/plugins/rate-limit-store.ts, migration 056). */
export const rateLimitCounters = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: epochMs('reset_at').notNull(),
});

/** The last successful password login per phone and source address (./trust.ts, migration 090). */
export const loginTrust = pgTable('login_trust', {
  key: text('key').primaryKey(),
  succeededAt: epochMs('succeeded_at').notNull(),
});
