// The home page's data (issue 5): figures and the sales trend of the identity's organisation and department
// subtree, both computed by the server. Keyed by identity, so a switch never shows another identity's figures.
import { useQuery } from '@tanstack/react-query';
import { ApiPath, SALES_TREND_DEFAULT_DAYS } from '../../core/contract/index.ts';
import type { DashboardSummary, SalesTrendPoint } from '../../core/contract/index.ts';
import { useHttp, useSessionState } from '../../ui/session/index.ts';

/** spec §2: the dashboard is never cached; its queries refetch whenever it mounts. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (groupId: number | null) => ['dashboard', groupId, 'summary'] as const,
  salesTrend: (groupId: number | null, days: number) => ['dashboard', groupId, 'salesTrend', days] as const,
};

/** The screen reports a failure itself (数据获取失败 with a retry), so the requests raise no toast. */
export function useDashboardSummary() {
  const http = useHttp();
  const { currentGroupId, status } = useSessionState();
  return useQuery({
    queryKey: dashboardKeys.summary(currentGroupId),
    queryFn: ({ signal }) => http.get<DashboardSummary>(ApiPath.dashboardSummary, undefined, { signal, silent: true }),
    enabled: status === 'ready',
    refetchOnMount: 'always',
  });
}

export function useSalesTrend(days: number = SALES_TREND_DEFAULT_DAYS) {
  const http = useHttp();
  const { currentGroupId, status } = useSessionState();
  return useQuery({
    queryKey: dashboardKeys.salesTrend(currentGroupId, days),
    queryFn: ({ signal }) => http.get<SalesTrendPoint[]>(ApiPath.dashboardSalesTrend, { days }, { signal, silent: true }),
    enabled: status === 'ready',
    refetchOnMount: 'always',
  });
}
