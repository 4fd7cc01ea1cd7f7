// Logins that go ahead of the password-check queue (./password-queue.ts): a phone with a successful password login
// from the same source address within TRUST_MS. Safe to favour: a stranger elsewhere cannot earn it without the
// password, the per-phone-and-address limits and growing waits still apply to it, and it says nothing about whether a
// phone has an account (a phone never logged into is never trusted, with or without one).
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Orm } from '../../db/db.ts';
import { loginTrust } from './tables.ts';

/** How long a successful login from an address keeps that phone's logins from there ahead of the queue. */
export const TRUST_MS = 30 * 86_400_000;

/** Whether `key` (phone@address, ./backoff.ts loginKey) logged in successfully within TRUST_MS. */
export async function isTrusted(orm: Orm, key: string, now: number): Promise<boolean> {
  const [row] = await orm.select({ key: loginTrust.key }).from(loginTrust).where(and(eq(loginTrust.key, key), gt(loginTrust.succeededAt, now - TRUST_MS)));
  return row !== undefined;
}

/** Records a successful password login of `key`; now and then sweeps the rows past TRUST_MS. */
export async function recordTrusted(orm: Orm, key: string, now: number): Promise<void> {
  const [row] = await orm
    .insert(loginTrust)
    .values({ key, succeededAt: now })
    .onConflictDoUpdate({ target: loginTrust.key, set: { succeededAt: now } })
    .returning({ key: loginTrust.key });
  if (row && Math.random() < 0.01) await orm.delete(loginTrust).where(lt(loginTrust.succeededAt, now - TRUST_MS));
}
