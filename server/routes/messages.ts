import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Announcement, Notification } from '../../src/core/contract/index.ts';
import { ApiPath, ok } from '../../src/core/contract/index.ts';
import { one } from '../db/db.ts';
import { notFound } from '../errors.ts';
import type { Scope } from '../db/scope.ts';
import { ClientHeaders, Id, PageQuery, Paged, responses } from '../schemas.ts';
import { routePattern } from './pattern.ts';

const common = { tags: ['messages'], security: [{ bearerAuth: [] }], headers: ClientHeaders };

const AnnouncementSchema = Type.Object({
  id: Type.Integer(),
  indexFlag: Type.Integer({ description: '1: pop up on the home page' }),
  title: Type.String(),
  content: Type.String(),
});
const NotificationSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  route: Type.String({ description: 'the screen that handles it (button 去处理)' }),
  handled: Type.Boolean(),
  createTime: Type.Integer({ description: 'epoch ms' }),
});

/** $1 user, $2 organisation, $3 handled filter (null: all). */
const NOTIFICATION_SELECT = `SELECT id, title, content, route, handled, created_at AS "createTime" FROM notifications
  WHERE user_id = $1 AND org_id = $2 AND ($3::boolean IS NULL OR handled = $3::boolean)`;

export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    ApiPath.latestAnnouncement,
    {
      schema: {
        ...common,
        summary: 'The latest announcement for the caller\'s organisation',
        description: 'The newest enabled announcement addressed to the organisation or to all; data null when there is none. The client shows it once per id per user.',
        response: responses(Type.Union([AnnouncementSchema, Type.Null()])),
      },
    },
    async (request) => {
      const latest = await one<Announcement>(
        db,
        `SELECT id, index_flag AS "indexFlag", title, content FROM announcements
          WHERE status = 1 AND (org_id = $1 OR org_id IS NULL) ORDER BY created_at DESC, id DESC LIMIT 1`,
        [(request.scope as Scope).orgId],
      );
      return ok(latest);
    },
  );

  app.get(
    ApiPath.notifications,
    {
      schema: {
        ...common,
        summary: 'The caller\'s notifications (message page), newest first',
        description: 'Notifications of the user within the current identity\'s organisation; optional filter handled=true|false.',
        querystring: Type.Object({ ...PageQuery.properties, handled: Type.Optional(Type.Boolean({ description: 'filter: true handled only, false open only' })) }),
        response: responses(Paged(NotificationSchema)),
      },
    },
    async (request) => {
      const { userId, orgId } = request.scope as Scope;
      const { page = 1, limit = 10, handled } = request.query;
      const params = [userId, orgId, handled ?? null];
      const total = await one<{ count: number }>(db, `SELECT count(*) AS count FROM (${NOTIFICATION_SELECT}) n`, params);
      const { rows } = await db.query<Notification>(`${NOTIFICATION_SELECT} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`, [
        ...params,
        limit,
        (page - 1) * limit,
      ]);
      return ok({ rows, total: total?.count ?? 0 });
    },
  );

  app.put(
    routePattern(ApiPath.handleNotification, 'id'),
    {
      schema: {
        ...common,
        summary: 'Mark a notification handled',
        description: 'Only the caller\'s own notifications of the current organisation; any other id gets HTTP 404.',
        params: Type.Object({ id: Id('notification id') }),
        response: responses(NotificationSchema),
      },
    },
    async (request) => {
      const { userId, orgId } = request.scope as Scope;
      const updated = await one<Notification>(
        db,
        `UPDATE notifications SET handled = true WHERE id = $3 AND user_id = $1 AND org_id = $2
         RETURNING id, title, content, route, handled, created_at AS "createTime"`,
        [userId, orgId, request.params.id],
      );
      if (!updated) throw notFound(`notification ${request.params.id}`);
      return ok(updated);
    },
  );
};
