// Notifications (spec §2 message page 消息通知, 去处理): the caller's own, within the current organisation.
import { handleNotification, notificationPage } from '../../../src/core/contract/api/notifications.ts';
import { pageRequest } from '../../db/query.ts';
import { notFound } from '../../errors.ts';
import { defineModule } from '../module.ts';
import { route } from '../route.ts';
import { handleNotification as markHandled, pageNotifications } from './repository.ts';
import { NOTIFICATIONS } from './seed-data.ts';
import { notifications } from './tables.ts';

export default defineModule({
  name: 'notifications',
  after: ['org'],
  scopedTables: [notifications],

  routes(app) {
    const { orm } = app.db;
    route(app, notificationPage, async ({ scope, query }) => pageNotifications(orm, scope, { ...query, ...pageRequest(query) }));
    route(app, handleNotification, async ({ scope, params }) => {
      const handled = await markHandled(orm, scope, params.id);
      if (!handled) throw notFound(`notification ${params.id}`);
      return handled;
    });
  },

  async seed(tx, { now, userId }) {
    await tx.insert(notifications).values(
      NOTIFICATIONS.map(([phone, orgId, [title, titleEn], [content, contentEn], route, handled, age]) => ({
        userId: userId(phone), orgId, title, titleEn, content, contentEn, route, handled, createdAt: now - age,
      })),
    );
  },
});
