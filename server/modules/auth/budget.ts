// A budget spent only by what it limits (e.g. login codes actually issued for a phone): one counter row per key and
// fixed window in the rate-limit table (migration 056), shared by every process on one PostgreSQL. Unlike the
// per-request limits (server/plugins/rate-limits.ts), a refusal spends nothing: the count only grows while under `max`.
import { eq, sql } from 'drizzle-orm';
import type { RateLimit } from '../../config.ts';
import type { Orm } from '../../db/db.ts';
import { rateLimitCounters as counters } from './tables.ts';

/** Spends one unit of `key`'s budget: 0 when spent, else how long (ms) until the window closes (nothing spent). */
export async function spendBudget(orm: Orm, key: string, { max, windowMs }: RateLimit, now: number): Promise<number> {
  const closed = sql`${counters.resetAt} <= ${now}`;
  const spent = await orm
    .insert(counters)
    .values({ key, count: 1, resetAt: now + windowMs })
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        count: sql`CASE WHEN ${closed} THEN 1 ELSE ${counters.count} + 1 END`,
        resetAt: sql`CASE WHEN ${closed} THEN ${now + windowMs} ELSE ${counters.resetAt} END`,
      },
      setWhere: sql`${closed} OR ${counters.count} < ${max}`,
    })
    .returning({ count: counters.count });
  if (spent.length > 0) return 0;
  const [row] = await orm.select({ resetAt: counters.resetAt }).from(counters).where(eq(counters.key, key));
  return Math.max(1, (row?.resetAt ?? now) - now);
}
