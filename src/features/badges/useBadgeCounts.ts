// The background refresh of spec §4 and §9: the badge counts every 30 s, paused while the page is hidden
// (react-query's focus manager follows document visibility). Tests and hosts shorten the interval through the
// option or BadgeRefreshContext; nothing waits 30 s for real.
import { createContext, useContext, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { badgeCounts } from '../../core/contract/api/dashboard.ts';
import type { BadgeCounts } from '../../core/contract/api/dashboard.ts';
import { BACKGROUND_REFRESH_MS } from '../../core/contract/index.ts';
import { callKey, useCallQuery } from '../../ui/data/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { badgesByScreen, seesAnyBadge } from './badgesByScreen.ts';
import type { BadgesByScreen } from './badgesByScreen.ts';

/** How often the badges refresh, in ms, for everything below it; BACKGROUND_REFRESH_MS when no provider is set. */
export const BadgeRefreshContext = createContext<number>(BACKGROUND_REFRESH_MS);

export interface BadgeCountsOptions {
  /** Overrides BadgeRefreshContext (tests). */
  intervalMs?: number;
}

/** Query keys; invalidating `badgeKeys.counts(groupId)` in the element's query client refreshes the badges before the next cycle. */
export const badgeKeys = {
  counts: (groupId: number | null) => callKey(groupId, badgeCounts),
};

/**
 * The counts of GET badgeCounts for the current identity, polled while the session is ready and some badge of
 * spec §6 applies; a failed poll stays silent (the next cycle tries again) and keeps the last counts.
 */
export function useBadgeCounts({ intervalMs }: BadgeCountsOptions = {}): UseQueryResult<BadgeCounts> {
  const { staff } = useSessionState();
  const contextInterval = useContext(BadgeRefreshContext);
  const interval = intervalMs ?? contextInterval;
  return useCallQuery(badgeCounts, {}, { enabled: seesAnyBadge(staff), refetchInterval: interval, staleTime: interval, silent: true });
}

/** What the sidebar needs: Screen component name → count, under the §6 rules of the current identity. */
export function useMenuBadges(options: BadgeCountsOptions = {}): BadgesByScreen {
  const { staff } = useSessionState();
  const { data } = useBadgeCounts(options);
  return useMemo(() => badgesByScreen(data, staff), [data, staff]);
}
