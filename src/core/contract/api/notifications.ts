// Notifications (spec §2 message page 消息通知): the caller's own, within the current organisation, each naming the
// screen that handles it.
import { defineCall } from './define.ts';
import { Id, Nullable, Paged, PagedQuery, T } from './schema.ts';
import type { Static } from './schema.ts';

export const NotificationRow = T.Object({
  id: T.Integer(),
  title: T.String(),
  content: T.String(),
  titleEn: Nullable(T.String({ description: 'the title in English, shown in an English session; null: only title' })),
  contentEn: Nullable(T.String({ description: 'the content in English; null: only content' })),
  route: T.String({ description: 'the screen that handles it (button 去处理)' }),
  handled: T.Boolean(),
  createTime: T.Integer({ description: 'epoch ms' }),
});
/** A notification of the message page. */
export type Notification = Static<typeof NotificationRow>;

export const notificationPage = defineCall({
  method: 'GET',
  path: '/api/system/notification/page',
  tag: 'messages',
  summary: "The caller's notifications (message page), newest first",
  description: "Notifications of the user within the current identity's organisation; optional filter handled=true|false.",
  query: PagedQuery({ handled: T.Optional(T.Boolean({ description: 'filter: true handled only, false open only' })) }),
  response: Paged(NotificationRow),
});

export const handleNotification = defineCall({
  method: 'PUT',
  path: '/api/system/notification/handle/:id',
  tag: 'messages',
  summary: 'Mark a notification handled',
  description: "Only the caller's own notifications of the current organisation; any other id gets HTTP 404.",
  params: T.Object({ id: Id('notification id') }),
  response: NotificationRow,
});
