// The user's notifications (spec §2 message page): paged, the unhandled count for the top bar's dot, and 去处理.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { handleNotification, notificationPage } from '../../core/contract/api/notifications.ts';
import type { Notification } from '../../core/contract/api/notifications.ts';
import { BACKGROUND_REFRESH_MS } from '../../core/contract/index.ts';
import { callApi } from '../../core/http/index.ts';
import { useHttp, useSessionState } from '../../ui/session/index.ts';

/** 'all', or only the open or the handled ones (the server's `handled` filter). */
export type HandledFilter = 'all' | 'unhandled' | 'handled';

const HANDLED_PARAM: Record<HandledFilter, boolean | undefined> = { all: undefined, unhandled: false, handled: true };

/** Every notification query of one identity starts with this key, so one invalidation refreshes the page and the dot. */
export const notificationKeys = {
  all: (groupId: number | null) => ['notifications', groupId] as const,
  page: (groupId: number | null, page: number, limit: number, filter: HandledFilter) =>
    ['notifications', groupId, 'page', page, limit, filter] as const,
  unhandledCount: (groupId: number | null) => ['notifications', groupId, 'unhandledCount'] as const,
};

export function useNotificationPage(page: number, limit: number, filter: HandledFilter) {
  const http = useHttp();
  const { currentGroupId, status } = useSessionState();
  return useQuery({
    queryKey: notificationKeys.page(currentGroupId, page, limit, filter),
    queryFn: ({ signal }) => callApi(http, notificationPage, { query: { page, limit, handled: HANDLED_PARAM[filter] } }, { signal }),
    enabled: status === 'ready',
    placeholderData: keepPreviousData,
  });
}

/**
 * How many notifications wait (the dot on the message icon). Refreshed with the background cycle (spec §9), which
 * react-query pauses while the page is hidden, and at once after 去处理.
 */
export function useUnhandledCount(enabled: boolean): number {
  const http = useHttp();
  const { currentGroupId, status } = useSessionState();
  const query = useQuery({
    queryKey: notificationKeys.unhandledCount(currentGroupId),
    queryFn: ({ signal }) => callApi(http, notificationPage, { query: { page: 1, limit: 1, handled: false } }, { signal, silent: true }),
    enabled: enabled && status === 'ready',
    refetchInterval: BACKGROUND_REFRESH_MS,
    select: (paged) => Number(paged.total) || 0,
  });
  return query.data ?? 0;
}

/** 标记已处理: marks an open notification handled (PUT), then refreshes every notification query of the identity. */
export function useHandleNotification() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { currentGroupId } = useSessionState();
  return useMutation({
    mutationFn: (notification: Notification) =>
      notification.handled ? Promise.resolve(notification) : callApi(http, handleNotification, { params: { id: notification.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(currentGroupId) }),
  });
}
