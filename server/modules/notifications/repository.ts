import { and, desc, eq } from 'drizzle-orm';
import type { Notification } from '../../../src/core/contract/api/notifications.ts';
import type { Paged } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import { pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import type { Scope } from '../../db/scope.ts';
import { notifications } from './tables.ts';

const ROW = {
  id: notifications.id,
  title: notifications.title,
  content: notifications.content,
  titleEn: notifications.titleEn,
  contentEn: notifications.contentEn,
  route: notifications.route,
  handled: notifications.handled,
  createTime: notifications.createdAt,
};

/** A notification is the caller's own, within the organisation of the current identity. */
const ownedBy = (scope: Scope) => and(eq(notifications.userId, scope.userId), eq(notifications.orgId, scope.orgId));

export interface NotificationFilter extends PageRequest {
  handled?: boolean;
}

/** The caller's notifications, newest first; `handled` keeps only the handled (true) or the open (false) ones. */
export function pageNotifications(orm: Orm, scope: Scope, filter: NotificationFilter): Promise<Paged<Notification>> {
  const where = and(ownedBy(scope), when(filter.handled, (handled) => eq(notifications.handled, handled)));
  const rows = orm.select(ROW).from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id));
  const total = orm.select(totalCount).from(notifications).where(where);
  return pageOf(rows.$dynamic(), total, filter);
}

/** Marks one of the caller's notifications handled; null when it is not theirs (or unknown). */
export async function handleNotification(orm: Orm, scope: Scope, id: number): Promise<Notification | null> {
  const [updated] = await orm
    .update(notifications)
    .set({ handled: true })
    .where(and(eq(notifications.id, id), ownedBy(scope)))
    .returning(ROW);
  return updated ?? null;
}
