// Growing waits after failed password logins (issue 14 "failed-login throttling keyed by phone and source together
// with growing delays"). The key is the phone and the source address together: a stranger's wrong passwords from
// elsewhere never slow the owner down, while a guesser at one phone from one address waits 1 s, 2 s, 4 s ... (up to
// 15 minutes) between tries once the first few are spent. Unknown and known phones count alike (no enumeration).
// Rows live in `login_failures` (migration 082), shared by every process on one PostgreSQL.
import { eq, lt, sql } from 'drizzle-orm';
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

/** How long `key` must still wait before its next attempt (ms; 0: it may try now). */
export async function loginWait(orm: Orm, key: string, now: number): Promise<number> {
  const [row] = await orm.select({ blockedUntil: loginFailures.blockedUntil }).from(loginFailures).where(eq(loginFailures.key, key));
  return row ? Math.max(0, row.blockedUntil - now) : 0;
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
