// The sign-in log: every password and SMS login (success, or the failure with its code), every SMS code sent, every
// logout and identity switch, with the source address and user agent. Read from the auth calls' answers (a hook on
// their envelope), so the login path itself stays as it is. A phone without an account is recorded masked, with no
// user and no organisation: the answer the caller got is unchanged and no organisation sees the row.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refreshToken, sendLoginSms, staffLogin, staffLogout, switchStaffGroup } from '../../../src/core/contract/api/auth.ts';
import type { CallSpec } from '../../../src/core/contract/api/define.ts';
import { STATUS_OK, type Envelope } from '../../../src/core/contract/index.ts';
import { maskPhone } from '../../../src/core/rules/mask.ts';
import { outsideAmbient } from '../../db/ambient.ts';
import type { Orm } from '../../db/db.ts';
import { sha256 } from '../auth/tokens.ts';
import { staffGroups, users } from '../org/tables.ts';
import { liveSessions, signinLog } from './tables.ts';

export type SigninKind = 'password' | 'sms' | 'sms-send' | 'logout' | 'switch';
export type LogoutReason = 'user' | 'admin' | 'expired' | 'other-tab';

export interface SigninEntry {
  orgId: number | null;
  userId: number | null;
  groupId: number | null;
  phone: string;
  kind: SigninKind;
  ok: boolean;
  code: number;
  reason?: LogoutReason;
}

const originOf = (request: FastifyRequest) => ({ ip: request.ip ?? '', userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300) });

export async function writeSignin(orm: Orm, request: FastifyRequest, now: number, entry: SigninEntry): Promise<void> {
  await orm.insert(signinLog).values({ ...entry, reason: entry.reason ?? '', ...originOf(request), createdAt: now });
}

/** The organisation a user's sign-ins belong to: the identity named, else the remembered one, else the first. */
async function accountOf(orm: Orm, by: { phone?: string; userId?: number }, groupId: number | null) {
  const [user] = await orm
    .select({ id: users.id, phone: users.phone, currentGroupId: users.currentGroupId })
    .from(users)
    .where(by.userId !== undefined ? eq(users.id, by.userId) : eq(users.phone, by.phone ?? ''));
  if (!user) return null;
  const wanted = groupId ?? user.currentGroupId;
  const groups = await orm
    .select({ id: staffGroups.id, orgId: staffGroups.orgId })
    .from(staffGroups)
    .where(eq(staffGroups.userId, user.id))
    .orderBy(asc(staffGroups.id));
  const group = groups.find((candidate) => candidate.id === wanted) ?? groups[0] ?? null;
  return { userId: user.id, phone: user.phone, orgId: group?.orgId ?? null, groupId: group?.id ?? null };
}

/** The session a token answer created: where it comes from, kept on the row for the 在线用户 list. */
async function stampOrigin(orm: Orm, request: FastifyRequest, token: string, now: number) {
  const [row] = await orm
    .update(liveSessions)
    .set({ ...originOf(request), lastSeenAt: now })
    .where(eq(liveSessions.tokenHash, sha256(token)))
    .returning({ userId: liveSessions.userId, groupId: liveSessions.groupId });
  return row ?? null;
}

/** The auth calls, by method and path (the auth module registers copies of the descriptors with its limits written in). */
const keyOf = (call: Pick<CallSpec, 'method' | 'path'>) => `${call.method} ${call.path}`;
const TRACKED = new Map<string, CallSpec>([staffLogin, sendLoginSms, staffLogout, switchStaffGroup, refreshToken].map((call) => [keyOf(call), call]));

async function logCall(app: FastifyInstance, request: FastifyRequest, call: CallSpec, envelope: Envelope<unknown>): Promise<void> {
  const { orm } = app.db;
  const now = app.config.clock.now();
  const ok = envelope.status === STATUS_OK;
  const token = ok && typeof (envelope.data as { token?: unknown } | null)?.token === 'string' ? (envelope.data as { token: string }).token : null;
  const started = token === null ? null : await stampOrigin(orm, request, token, now);
  if (call === refreshToken) return;
  const base = { ok, code: envelope.status };
  if (call === staffLogin || call === sendLoginSms) {
    const phone = String((call === staffLogin ? (request.body as { phone?: unknown } | undefined)?.phone : (request.query as { phoneNum?: unknown } | undefined)?.phoneNum) ?? '');
    const account = await accountOf(orm, started ? { userId: started.userId } : { phone }, started?.groupId ?? null);
    const kind: SigninKind = call === sendLoginSms ? 'sms-send' : (request.body as { password?: string } | undefined)?.password !== undefined ? 'password' : 'sms';
    await writeSignin(orm, request, now, {
      ...base, kind, phone: maskPhone(phone, true), orgId: account?.orgId ?? null, userId: account?.userId ?? null, groupId: account?.groupId ?? null,
    });
    return;
  }
  const session = request.session;
  if (session === null) return;
  const account = await accountOf(orm, { userId: session.userId }, call === switchStaffGroup ? (started?.groupId ?? null) : session.groupId);
  if (account === null) return;
  await writeSignin(orm, request, now, {
    ...base,
    kind: call === staffLogout ? 'logout' : 'switch',
    reason: call === staffLogout ? 'user' : undefined,
    phone: maskPhone(account.phone, true),
    orgId: account.orgId,
    userId: account.userId,
    groupId: call === switchStaffGroup && started ? started.groupId : account.groupId,
  });
}

/** A session's last use is written at most this often per process (the 在线用户 list shows it to the minute). */
const LAST_SEEN_EVERY_MS = 60_000;

/** Hooks the sign-in log onto the auth calls' answers (success and failure alike), and keeps sessions' last use. */
export function registerSigninLog(app: FastifyInstance): void {
  const lastSeen = new Map<string, number>();
  app.addHook('onResponse', async (request) => {
    const { session } = request;
    if (session === null) return;
    const now = app.config.clock.now();
    if (now - (lastSeen.get(session.tokenHash) ?? 0) < LAST_SEEN_EVERY_MS) return;
    if (lastSeen.size > 50_000) lastSeen.clear();
    lastSeen.set(session.tokenHash, now);
    await outsideAmbient(() => app.db.orm.update(liveSessions).set({ lastSeenAt: now }).where(eq(liveSessions.tokenHash, session.tokenHash)))
      .catch((error: unknown) => request.log.warn({ err: error }, 'last use of the session not written'));
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    const registered = request.routeOptions.config?.call;
    const call = registered && TRACKED.get(keyOf(registered));
    if (!call || typeof payload !== 'object' || payload === null) return payload;
    // The log never changes the answer: a record that cannot be written is logged as an error.
    await outsideAmbient(() => logCall(app, request, call, payload as Envelope<unknown>)).catch((error: unknown) =>
      request.log.error({ err: error }, 'sign-in log entry not written'),
    );
    return payload;
  });
}
