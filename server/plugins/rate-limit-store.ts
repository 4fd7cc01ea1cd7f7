// A @fastify/rate-limit store over the database (issue 14): one counter row per key and window, bumped by a single
// upsert, so several server processes on one PostgreSQL share every limit. Expired rows are swept now and then.
// Through the query builder, not plain SQL: a plain-SQL write drops every cache of the process (Db.onWrite), and a
// shift of staff logging in would otherwise empty the logged-in path's caches at every attempt.
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { rateLimitCounters as counters } from '../modules/auth/tables.ts';

interface Counter {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counter) => void;

/** One in this many increments also deletes the counters whose window has long closed. */
const SWEEP_EVERY = 200;

export function databaseRateLimitStore(db: Db) {
  const { orm } = db;
  let increments = 0;
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      increments += 1;
      const sweep = increments % SWEEP_EVERY === 0 ? orm.delete(counters).where(lt(counters.resetAt, now - timeWindow)) : Promise.resolve();
      const closed = sql`${counters.resetAt} <= ${now}`;
      orm
        .insert(counters)
        .values({ key, count: 1, resetAt: now + timeWindow })
        .onConflictDoUpdate({
          target: counters.key,
          set: {
            count: sql`CASE WHEN ${closed} THEN 1 ELSE ${counters.count} + 1 END`,
            resetAt: sql`CASE WHEN ${closed} THEN ${now + timeWindow} ELSE ${counters.resetAt} END`,
          },
        })
        .returning({ count: counters.count, resetAt: counters.resetAt })
        .then(async ([row]) => {
          await sweep;
          callback(null, { current: row.count, ttl: Math.max(0, row.resetAt - now) });
        })
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback): void {
      const now = Date.now();
      orm
        .select({ count: counters.count, resetAt: counters.resetAt })
        .from(counters)
        .where(eq(counters.key, key))
        .then(([row]) => {
          const open = row !== undefined && row.resetAt > now;
          callback(null, { current: open ? row.count : 0, ttl: open ? row.resetAt - now : 0 });
        })
        .catch((error: Error) => callback(error));
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
