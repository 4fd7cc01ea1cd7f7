import type { LoginResponse } from '../../src/core/contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import { newToken, sha256 } from './tokens.ts';

/** A live session: the token's hash, its user and the group (identity) it is bound to, if any. */
export interface Session {
  tokenHash: string;
  userId: number;
  groupId: number | null;
  expiresAt: number;
}

/** Issues a token; only its SHA-256 hash is stored. */
export async function createSession(
  db: Queryable,
  clock: Clock,
  ttlMs: number,
  userId: number,
  groupId: number | null,
): Promise<LoginResponse> {
  const token = newToken();
  const now = clock.now();
  const expire = now + ttlMs;
  await db.query(
    'INSERT INTO sessions (token_hash, user_id, group_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [sha256(token), userId, groupId, now, expire],
  );
  // Old rows of this user are kept a day after they expire (to tell "expired" from "unknown" in the log), then go.
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at < $2', [userId, now - 86_400_000]);
  return { token, expire };
}

/** The session of a token when it is neither expired nor revoked. */
export async function findSession(db: Queryable, clock: Clock, token: string): Promise<Session | null> {
  const tokenHash = sha256(token);
  const row = await one<{ user_id: number; group_id: number | null; expires_at: number }>(
    db,
    'SELECT user_id, group_id, expires_at FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
    [tokenHash, clock.now()],
  );
  return row && { tokenHash, userId: row.user_id, groupId: row.group_id, expiresAt: row.expires_at };
}

/** Revokes; true when this call did it (a token can be rotated or revoked once). */
export async function revokeSession(db: Queryable, clock: Clock, tokenHash: string): Promise<boolean> {
  const { rows } = await db.query<{ token_hash: string }>(
    'UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING token_hash',
    [tokenHash, clock.now()],
  );
  return rows.length === 1;
}
