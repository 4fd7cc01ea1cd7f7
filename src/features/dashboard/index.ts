// The home page (spec §2 /dashboard; issue 5), registered as Screen.dashboard. The default export suits React.lazy;
// VChart loads in a further chunk of its own.
export { default } from './DashboardScreen.tsx';
export { default as DashboardScreen } from './DashboardScreen.tsx';
export type { DashboardScreenProps } from './DashboardScreen.tsx';
export { useDashboardSummary, useSalesTrend } from './queries.ts';
// The charts' chunk takes FetchFailed from this one: exported here, so this module can be the chunk's facade and the
// chunk keeps its name (dashboard-<hash>.js), which the server's modulepreload hints look for (issue 15).
export { FetchFailed } from './FetchFailed.tsx';

/** Fetches the charts' chunk ahead of the screen (the shell calls it once a login succeeds, issue 15). */
export function preloadDashboardCharts(): Promise<unknown> {
  return import('./DashboardCharts.tsx');
}
