import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '../../../src/core/contract/api/auth.ts';
import type { Clock } from '../../clock.ts';
import { afterCommit } from '../../db/ambient.ts';
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

/** Whether the session of a token hash is neither revoked nor expired. */
export async function sessionLive(orm: Orm, clock: Clock, tokenHash: string): Promise<boolean> {
  const [row] = await orm
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())));
  return row !== undefined;
}

/** Revokes every live session of a user; answers the token hashes it revoked. */
export async function revokeUserSessions(orm: Orm, clock: Clock, userId: number): Promise<string[]> {
  const revoked = await orm
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return revoked.map((row) => row.tokenHash);
}

/** What `endSessions` ends: one token (by its SHA-256 hash, as `request.session.tokenHash`), or all of a user's (强制下线). */
export type SessionTarget = { tokenHash: string } | { userId: number };

/**
 * Ends sessions everywhere: revoked in the database (every process hears it and drops its cache entries and closes
 * their event streams within a second: NOTIFY, migration 077), and in this process at once. Answers how many sessions
 * it ended (0: already ended). The one way to log someone out (logout, forced logout).
 */
export async function endSessions(app: FastifyInstance, target: SessionTarget): Promise<number> {
  const { orm } = app.db;
  const { clock } = app.config;
  const hashes = 'userId' in target
    ? await revokeUserSessions(orm, clock, target.userId)
    : (await revokeSession(orm, clock, target.tokenHash)) ? [target.tokenHash] : [];
  // A token already revoked elsewhere still goes from this process's cache and streams.
  const local = 'tokenHash' in target ? [target.tokenHash] : hashes;
  for (const tokenHash of local) sessionEnded(app, tokenHash);
  return hashes.length;
}

/** This process forgets a revoked token at once: its cached session and its event streams. */
export function sessionEnded(app: FastifyInstance, tokenHash: string): void {
  // Once the revocation is committed: dropped earlier, a request in between could cache the session again.
  afterCommit(() => {
    app.authCache.sessions.delete(tokenHash);
    app.sessionWatch.ended(tokenHash);
  });
}
