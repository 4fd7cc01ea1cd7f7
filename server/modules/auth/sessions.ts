import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { LoginResponse } from '../../../src/core/contract/api/auth.ts';
import type { Clock } from '../../clock.ts';
import type { Orm } from '../../db/db.ts';
import { sessions } from './tables.ts';
import { newToken, sha256 } from './tokens.ts';

/** A live session: the token's hash, its user and the group (identity) it is bound to, if any. */
export interface Session {
  tokenHash: string;
  userId: number;
  groupId: number | null;
  expiresAt: number;
}

/** Old rows of a user are kept a day after they expire (to tell "expired" from "unknown" in the log), then go. */
const KEEP_EXPIRED_MS = 86_400_000;

/** Issues a token; only its SHA-256 hash is stored. */
export async function createSession(orm: Orm, clock: Clock, ttlMs: number, userId: number, groupId: number | null): Promise<LoginResponse> {
  const token = newToken();
  const now = clock.now();
  const expire = now + ttlMs;
  await orm.insert(sessions).values({ tokenHash: sha256(token), userId, groupId, createdAt: now, expiresAt: expire });
  await orm.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now - KEEP_EXPIRED_MS)));
  return { token, expire };
}

/** The session of a token when it is neither expired nor revoked. */
export async function findSession(orm: Orm, clock: Clock, token: string): Promise<Session | null> {
  const tokenHash = sha256(token);
  const [row] = await orm
    .select({ userId: sessions.userId, groupId: sessions.groupId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())));
  return row ? { tokenHash, ...row } : null;
}

/** Revokes; true when this call did it (a token can be rotated or revoked once). */
export async function revokeSession(orm: Orm, clock: Clock, tokenHash: string): Promise<boolean> {
  const revoked = await orm
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return revoked.length === 1;
}
