// Staff login and the token's life (spec §4, §7): password or SMS-code login, login codes, refresh, identity
// switch, logout. Tokens are opaque and stored hashed (./sessions.ts); the accounts are the organisation's.
import { refreshToken, sendLoginSms, staffLogin, staffLogout, switchStaffGroup } from '../../../src/core/contract/api/auth.ts';
import type { CallSpec } from '../../../src/core/contract/api/define.ts';
import { Code } from '../../../src/core/contract/index.ts';
import type { RateLimitTable } from '../../config.ts';
import { ApiError, badInput, businessError, tokenExpired, tooManyRequests } from '../../errors.ts';
import { BUSY, gone } from '../../plugins/back-pressure.ts';
import { defineModule } from '../module.ts';
import { findUserByPhone, groupForLogin, hasGroups, rememberGroup, storePasswordHash, usableGroupId } from '../org/repository.ts';
import { route } from '../route.ts';
import { claimLoginAttempt, clearLoginFailures, loginKey, recordLoginFailure } from './backoff.ts';
import type { LoginBackoff } from './backoff.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { ABANDONED, QueueRefused } from './password-queue.ts';
import { createSession, endSessions, revokeSession, sessionEnded, type Session } from './sessions.ts';
import { checkLoginCode, issueLoginCode, smsCheckCode } from './sms.ts';
import { isTrusted, recordTrusted } from './trust.ts';

/** The call as this server documents it: its description followed by the rate limits it is configured with. */
function withLimits<C extends CallSpec>(call: C, table: RateLimitTable, ...names: Array<keyof RateLimitTable>): C {
  const limits = names.map((name) => `${name}: ${table[name].max} per ${table[name].windowMs / 1000} s`).join('; ');
  return { ...call, description: `${call.description} Rate limits (HTTP 429, status 8429): ${limits}.` };
}

/** The password login's growing waits, as this server is configured (./backoff.ts). */
function withBackoff<C extends CallSpec>(call: C, { freeFailures, baseMs, maxMs }: LoginBackoff): C {
  return {
    ...call,
    description:
      `${call.description} After ${freeFailures} wrong passwords in a row for one phone from one address, each further ` +
      `one makes the next password attempt for that phone from that address wait twice as long (${baseMs / 1000} s, ` +
      `${(2 * baseMs) / 1000} s, ... up to ${maxMs / 60_000} min; HTTP 429, status 8429 with Retry-After); a right ` +
      'password starts again from nothing. Phones with and without an account are treated alike. Password checks wait ' +
      'their turn in a bounded queue: one address or phone with too many checks waiting is refused at once (HTTP 429, ' +
      'status 8429), a full queue too (HTTP 503, status 503); both with Retry-After. A phone that logged in successfully ' +
      'from the same address within 30 days goes ahead of the queue.',
  };
}

export default defineModule({
  name: 'auth',

  routes(app) {
    const { config } = app;
    const { orm } = app.db;

    /** Revokes the presented token and issues a new one bound to `groupId`, atomically. */
    const rotate = async (session: Session, groupId: number | null) => {
      try {
        return await orm.transaction(async (tx) => {
          if (!(await revokeSession(tx, config.clock, session.tokenHash))) throw tokenExpired();
          if (groupId !== null) await rememberGroup(tx, session.userId, groupId, config.clock.now());
          return createSession(tx, config.clock, config.tokenTtlMs, session.userId, groupId);
        });
      } finally {
        // The old token answers 401 from now on and its streams end in this process; the others hear it (NOTIFY).
        sessionEnded(app, session.tokenHash);
        // The identities' last login times changed.
        app.authCache.groups.delete(session.userId);
      }
    };

    /** A queue's refusal as an answer: 429 for a busy address or phone, 503 for a full queue; both with Retry-After. */
    const refusalAnswer = (refused: QueueRefused) =>
      refused.reason === 'busy' ? tooManyRequests(refused.retryAfterS) : new ApiError(503, BUSY.status, BUSY.msg, { 'retry-after': String(refused.retryAfterS) });
    const refuseIfQueueWould = (keys: readonly string[], priority: boolean) => {
      const refused = app.passwordQueue.refusal(keys, priority);
      if (refused) throw refusalAnswer(refused);
    };

    /** A password check in its turn (./password-queue.ts), or ABANDONED when its client left before it. */
    const checkInTurn = async <T>(check: () => Promise<T>, options: Parameters<typeof app.passwordQueue.run>[1]): Promise<T | typeof ABANDONED> => {
      try {
        return await app.passwordQueue.run(check, options);
      } catch (error) {
        throw error instanceof QueueRefused ? refusalAnswer(error) : error;
      }
    };

    route(
      app,
      withBackoff(withLimits(staffLogin, config.rateLimits, 'loginPerPhone', 'loginPerIp'), config.loginBackoff),
      async ({ body }, reply) => {
        const { phone, password, smsCode } = body;
        if ((password === undefined) === (smsCode === undefined)) {
          throw badInput('body/password, body/smsCode: exactly one of password or smsCode is required');
        }
        const request = reply.request;
        const key = loginKey(phone, request.ip);
        const queued = { keys: [`address:${request.ip}`, `phone:${phone}`], priority: false, gone: () => gone(request, reply) };
        if (password !== undefined) {
          // A check the queue would refuse now is refused before anything else is read (a flood costs little).
          queued.priority = await isTrusted(orm, key, config.clock.now());
          refuseIfQueueWould(queued.keys, queued.priority);
        }
        const user = await findUserByPhone(orm, phone);
        if (password !== undefined) {
          // Growing waits after failed passwords, per phone and address (./backoff.ts): the same for unknown phones.
          const wait = await claimLoginAttempt(orm, key, config.clock.now(), config.loginBackoff);
          if (wait > 0) throw tooManyRequests(wait / 1000);
          const stored = user?.passwordHash ?? (await dummyPasswordHash(config.scryptLog2N));
          const matches = await checkInTurn(() => verifyPassword(password, stored), queued);
          // The client left while the check waited: it was not made, and nobody is there to answer.
          if (matches === ABANDONED) {
            reply.hijack();
            reply.raw.destroy();
            return reply;
          }
          if (!user || !matches) {
            await recordLoginFailure(orm, key, config.clock.now(), config.loginBackoff);
            throw businessError(Code.PASSWORD_MISMATCH);
          }
          await clearLoginFailures(orm, key);
          await recordTrusted(orm, key, config.clock.now());
          // A hash made at a lower cost is made again at the configured one now that the password is known (issue 14).
          if (needsRehash(user.passwordHash, config.scryptLog2N)) {
            const rehashed = await checkInTurn(() => hashPassword(password, config.scryptLog2N), { keys: [], priority: true, gone: () => false });
            if (rehashed !== ABANDONED) await storePasswordHash(orm, user.id, rehashed);
          }
        } else {
          const check = await checkLoginCode(orm, config.clock, phone, smsCode ?? '');
          if (check !== 'ok') throw businessError(smsCheckCode(check));
          if (!user) throw businessError(Code.SMS_CODE_ERROR);
        }
        if (!user.activated) throw businessError(Code.NOT_ACTIVATED);
        if (!(await hasGroups(orm, user.id))) throw businessError(Code.NO_GROUP);
        const groupId = await groupForLogin(orm, user.id, user.currentGroupId);
        if (groupId !== null) await rememberGroup(orm, user.id, groupId, config.clock.now());
        app.authCache.groups.delete(user.id);
        return createSession(orm, config.clock, config.tokenTtlMs, user.id, groupId);
      },
      {
        onRequest: [app.rateLimitBy('loginPerIp')],
        // Keyed by phone and source together: a stranger's wrong passwords elsewhere never lock the owner out, and a
        // guesser at one phone from one source still stops (issue 14).
        preHandler: [app.rateLimitBy('loginPerPhone', (request) => `${(request.body as { phone: string }).phone}@${request.ip}`)],
      },
    );

    route(
      app,
      withLimits(sendLoginSms, config.rateLimits, 'smsPerPhone', 'smsPerIp'),
      async ({ query }) => {
        // The same work and answer for every phone; the code leaves from a job after the answer (./sms-delivery.ts).
        // smsPerPhone counts codes issued, not requests: a refused request spends nothing of the phone's budget.
        const { code, sentAt } = await issueLoginCode(orm, config.clock, query.phoneNum, config.rateLimits.smsPerPhone);
        app.loginCodes.deliver(query.phoneNum, code, sentAt);
        return null;
      },
      { onRequest: [app.rateLimitBy('smsPerIp')] },
    );

    route(app, refreshToken, async ({ session }) => {
      const groupId = session.groupId === null ? null : await usableGroupId(orm, session.userId, session.groupId);
      return rotate(session, groupId);
    });

    route(app, switchStaffGroup, async ({ session, query }) => {
      const groupId = await usableGroupId(orm, session.userId, query.groupId);
      if (groupId === null) throw businessError(Code.GROUP_UNAVAILABLE);
      return rotate(session, groupId);
    });

    route(app, staffLogout, async ({ session }) => {
      if (session) await endSessions(app, { tokenHash: session.tokenHash });
      return null;
    });
  },
});
