// Growing waits after failed password logins (issue 14 "failed-login throttling keyed by phone and source together
// with growing delays"). The key is the phone and the source address together: a stranger's wrong passwords from
// elsewhere never slow the owner down, while a guesser at one phone from one address waits 1 s, 2 s, 4 s ... (up to
// 15 minutes) between tries once the first few are spent. Unknown and known phones count alike (no enumeration).
// Rows live in `login_failures` (migration 082), shared by every process on one PostgreSQL. The decision to check a
// password is one statement per key (claimLoginAttempt): parallel wrong passwords cannot slip through one window.
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Orm } from '../../db/db.ts';
import { loginFailures } from './tables.ts';

export interface LoginBackoff {
  /** Failures in a row that cost nothing (a user retyping a password). */
  freeFailures: number;
  /** The wait after the first failure beyond those; each further failure doubles it. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
  /** A key whose last failure is older than this starts again from nothing. */
  forgetMs: number;
}

export const DEFAULT_LOGIN_BACKOFF: LoginBackoff = { freeFailures: 5, baseMs: 1_000, maxMs: 15 * 60_000, forgetMs: 24 * 3_600_000 };

/** The wait after `failures` failures in a row. */
export function backoffAfter(failures: number, backoff: LoginBackoff): number {
  if (failures <= backoff.freeFailures) return 0;
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(failures - backoff.freeFailures - 1, 30));
}

/** The key: the phone as typed and the source address. */
export const loginKey = (phone: string, address: string) => `${phone}@${address}`;

/**
 * Asks to check a password of `key` now: 0 when it may (go on and check it), else how long (ms) it must still wait.
 * Decided in one statement per key, whatever the concurrency: once the free failures are spent, the attempt that may
 * go on sets the wait its failure would set before it is checked, so of parallel attempts in one failure window only
 * one is checked (the others wait); a success then clears the key, a failure records the wait again.
 */
export async function claimLoginAttempt(orm: Orm, key: string, now: number, backoff: LoginBackoff): Promise<number> {
  const { freeFailures, baseMs, maxMs, forgetMs } = backoff;
  const fresh = sql`${loginFailures.updatedAt} >= ${now - forgetMs}`;
  const [claimed] = await orm
    .update(loginFailures)
    .set({ blockedUntil: sql`${now} + LEAST(${maxMs}::bigint, (${baseMs} * power(2, LEAST(${loginFailures.failures} - ${freeFailures}, 30)))::bigint)` })
    .where(and(eq(loginFailures.key, key), gte(loginFailures.failures, freeFailures), lte(loginFailures.blockedUntil, now), fresh))
    .returning({ key: loginFailures.key });
  if (claimed) return 0;
  const [row] = await orm
    .select({ failures: loginFailures.failures, blockedUntil: loginFailures.blockedUntil, updatedAt: loginFailures.updatedAt })
    .from(loginFailures)
    .where(eq(loginFailures.key, key));
  // No row, free failures left, or forgotten: nothing to claim. Else another attempt holds the window (or it just ended).
  if (!row || row.failures < freeFailures || row.updatedAt < now - forgetMs) return 0;
  return Math.max(1, row.blockedUntil - now);
}

/** Counts one more failure of `key` (from nothing when its last one is older than `forgetMs`); answers the wait it set. */
export async function recordLoginFailure(orm: Orm, key: string, now: number, backoff: LoginBackoff): Promise<number> {
  const [row] = await orm
    .insert(loginFailures)
    .values({ key, failures: 1, blockedUntil: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`CASE WHEN ${loginFailures.updatedAt} < ${now - backoff.forgetMs} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        updatedAt: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  const wait = backoffAfter(row.failures, backoff);
  if (wait > 0) await orm.update(loginFailures).set({ blockedUntil: now + wait }).where(eq(loginFailures.key, key));
  // A key's first failure also sweeps the rows nobody has touched for `forgetMs`.
  if (row.failures === 1) await orm.delete(loginFailures).where(lt(loginFailures.updatedAt, now - backoff.forgetMs));
  return wait;
}

/** A successful login: the key starts again from nothing. */
export async function clearLoginFailures(orm: Orm, key: string): Promise<void> {
  await orm.delete(loginFailures).where(eq(loginFailures.key, key));
}
