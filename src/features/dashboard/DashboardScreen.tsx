// The home page (spec §2 /dashboard, never cached; issue 5): figure cards and charts of the current identity's
// organisation and department subtree, computed by the server. A card opens its screen when the menus have it.
import { Suspense, lazy, useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../core/format/index.ts';
import { homeOwner, saveLastHome } from '../../core/session/index.ts';
import { shortenDeptPath } from '../../core/validate/index.ts';
import { removeLastHome, useSessionServices, useSessionState } from '../../ui/session/index.ts';
import { ChartCardsLoading } from './ChartCard.tsx';
import { FetchFailed } from './FetchFailed.tsx';
import { FigureCards, FigureCardsSkeleton } from './FigureCards.tsx';
import { dashboardFigures } from './figures.ts';
import { useDashboardSummary, useSalesTrend } from './queries.ts';
import { useAfterFirstPaint } from './afterPaint.ts';
import { useScreenRoutes } from './useScreenRoutes.ts';
import './dashboard.css';
import type { ScreenProps } from '../../ui/screen/index.ts';

// VChart is large: a chunk of its own, asked for as the screen mounts (while its figures are on their way).
const loadCharts = () => import('./DashboardCharts.tsx');
const DashboardCharts = lazy(loadCharts);

/** The shell's screen props. */
export type DashboardScreenProps = ScreenProps;

export default function DashboardScreen({ navigate }: DashboardScreenProps) {
  const { t } = useTranslation();
  const { staff } = useSessionState();
  const { platform } = useSessionServices();
  const summary = useDashboardSummary();
  const trend = useSalesTrend();
  const routeOf = useScreenRoutes();
  const groups = useMemo(() => (summary.data ? dashboardFigures(summary.data) : null), [summary.data]);
  const chartsShown = useAfterFirstPaint(groups !== null);
  const scope = staff ? shortenDeptPath(staff.deptFullName) || staff.orgName || '' : '';

  // The home page the page painted from the last visit (ui/session/lastHome.ts) goes in the commit that shows this
  // screen (never two headings, two sets of cards); what is shown now is what the next visit paints first.
  useLayoutEffect(() => removeLastHome(document), []);
  useEffect(() => {
    if (!groups || !staff) return;
    saveLastHome(platform, {
      owner: homeOwner(staff),
      title: t('shell.welcome', { name: staff.name }),
      scope,
      note: t('shell.lastHomeNote', { time: formatDateTime(summary.dataUpdatedAt) }),
      groups: groups.map((group) => ({
        title: t(group.title),
        figures: group.figures.map(({ label, value, detail, tone }) => ({ label: t(label), value, detail: detail && t(detail.key, detail.values), tone })),
      })),
    });
  }, [groups, staff, scope, platform, t, summary.dataUpdatedAt]);

  useEffect(() => {
    // Its failure is the charts' own to show when they render (lazy throws it to the screen's error boundary then).
    loadCharts().catch(() => undefined);
  }, []);

  const retry = () => {
    void summary.refetch();
    void trend.refetch();
  };

  return (
    <section className="backroom-dash" data-screen="dashboard">
      <header className="backroom-dash-head">
        <h2 className="backroom-dash-title">{staff ? t('shell.welcome', { name: staff.name }) : t('shell.dashboard')}</h2>
        {staff && (
          // The figures' scope: the identity's department subtree (spec §5: the path shortened, in full on hover).
          <span className="backroom-dash-scope" title={staff.deptFullName}>
            {scope}
          </span>
        )}
      </header>
      {summary.isError ? (
        <FetchFailed onRetry={retry} retrying={summary.isFetching} />
      ) : (
        <>
          {groups ? <FigureCards groups={groups} routeOf={routeOf} navigate={navigate} /> : <FigureCardsSkeleton />}
          {/* The figures first (issue 15): the screen's first render suspends nowhere and shows at once, and the charts
              render after the figures' first frame. Until then the charts' cards stand at their size. */}
          {groups && chartsShown ? (
            <Suspense fallback={<ChartCardsLoading devicesTotal={summary.data?.devices?.total} />}>
              <DashboardCharts
                trend={trend.data}
                trendFailed={trend.isError}
                trendRetrying={trend.isFetching}
                onRetryTrend={() => void trend.refetch()}
                devices={summary.data?.devices}
              />
            </Suspense>
          ) : (
            <ChartCardsLoading devicesTotal={summary.data?.devices?.total} />
          )}
        </>
      )}
    </section>
  );
}
