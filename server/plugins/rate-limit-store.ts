// A @fastify/rate-limit store over the database (issue 14): one counter row per key and window, bumped by a single
// upsert, so several server processes on one PostgreSQL share every limit. Expired rows are swept now and then.
import type { Db } from '../db/db.ts';

interface Counter {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counter) => void;

/** One in this many increments also deletes the counters whose window has long closed. */
const SWEEP_EVERY = 200;

export function databaseRateLimitStore(db: Db) {
  let increments = 0;
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      increments += 1;
      const sweep = increments % SWEEP_EVERY === 0 ? db.query('DELETE FROM rate_limits WHERE reset_at < $1', [now - timeWindow]) : Promise.resolve();
      db.query<{ count: number; reset_at: string | number }>(
        `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.reset_at <= $3 THEN 1 ELSE rate_limits.count + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= $3 THEN $2 ELSE rate_limits.reset_at END
         RETURNING count, reset_at`,
        [key, now + timeWindow, now],
      )
        .then(async ({ rows }) => {
          await sweep;
          const row = rows[0];
          callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.reset_at) - now) });
        })
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: Callback): void {
      const now = Date.now();
      db.query<{ count: number; reset_at: string | number }>('SELECT count, reset_at FROM rate_limits WHERE key = $1', [key])
        .then(({ rows }) => {
          const row = rows[0];
          const open = row !== undefined && Number(row.reset_at) > now;
          callback(null, { current: open ? Number(row.count) : 0, ttl: open ? Number(row.reset_at) - now : 0 });
        })
        .catch((error: Error) => callback(error));
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
