import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiPath, Code, ok } from '../../src/core/contract/index.ts';
import type { Session } from '../auth/sessions.ts';
import { createSession, revokeSession } from '../auth/sessions.ts';
import { businessError, tokenExpired } from '../errors.ts';
import { rememberGroup, usableGroupId } from '../repos/groups.ts';
import { ClientHeaders, Id, LoginResult, responses } from '../schemas.ts';

const security = [{ bearerAuth: [] }];

export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  /** Revokes the presented token and issues a new one bound to `groupId`, atomically. */
  const rotate = (session: Session, groupId: number | null) =>
    db.transaction(async (tx) => {
      if (!(await revokeSession(tx, config.clock, session.tokenHash))) throw tokenExpired();
      if (groupId !== null) await rememberGroup(tx, session.userId, groupId, config.clock.now());
      return createSession(tx, config.clock, config.tokenTtlMs, session.userId, groupId);
    });

  app.post(
    ApiPath.refresh,
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the token',
        description:
          'Issues a new token with a fresh 2 h expiry, bound to the same identity (or to none when that identity was ' +
          'disabled meanwhile); the presented token is revoked. An expired or revoked token gets HTTP 401 / 8405.',
        security,
        headers: ClientHeaders,
        response: responses(LoginResult),
      },
    },
    async (request) => {
      const session = request.session as Session;
      const groupId = session.groupId === null ? null : await usableGroupId(db, session.userId, session.groupId);
      return ok(await rotate(session, groupId));
    },
  );

  app.post(
    ApiPath.switchGroup,
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary: 'Switch identity: a token bound to another group',
        description:
          'Issues a token bound to the given group and revokes the presented one; the group becomes the user\'s ' +
          'current group, remembered for the next login, and its last login time is stamped. A group that is not the ' +
          'user\'s, unknown or disabled (status 0) gets status 8406 (HTTP 200). Platform (1) and producer (4) groups ' +
          'are allowed here; the client hides them from the switch list.',
        security,
        headers: ClientHeaders,
        querystring: Type.Object({ groupId: Id('the group to switch to') }),
        response: responses(LoginResult),
      },
    },
    async (request) => {
      const session = request.session as Session;
      const groupId = await usableGroupId(db, session.userId, request.query.groupId);
      if (groupId === null) throw businessError(Code.GROUP_UNAVAILABLE);
      return ok(await rotate(session, groupId));
    },
  );

  app.post(
    ApiPath.logout,
    {
      config: { access: 'optional' },
      schema: {
        tags: ['auth'],
        summary: 'Log out: revoke the token on the server',
        description: 'Revokes the presented token; any later use gets HTTP 401 / 8405. Idempotent: without a valid token it still answers 200.',
        security,
        headers: ClientHeaders,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      if (request.session) await revokeSession(db, config.clock, request.session.tokenHash);
      return ok(null);
    },
  );
};
