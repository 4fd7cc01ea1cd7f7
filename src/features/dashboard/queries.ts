// The home page's data (issue 5): figures and the sales trend of the identity's organisation and department
// subtree, both computed by the server. Cached per identity, so a switch never shows another identity's figures.
import { dashboardSalesTrend, dashboardSummary } from '../../core/contract/api/dashboard.ts';
import { SALES_TREND_DEFAULT_DAYS } from '../../core/contract/index.ts';
import { useCallQuery } from '../../ui/data/index.ts';

/**
 * spec §2: the dashboard is never cached (stale at once, so it loads again whenever it mounts). The screen reports a
 * failure itself (数据获取失败 with a retry), so the requests raise no toast.
 */
const NEVER_CACHED = { staleTime: 0, silent: true } as const;

export function useDashboardSummary() {
  return useCallQuery(dashboardSummary, {}, NEVER_CACHED);
}

export function useSalesTrend(days: number = SALES_TREND_DEFAULT_DAYS) {
  return useCallQuery(dashboardSalesTrend, { query: { days } }, NEVER_CACHED);
}
