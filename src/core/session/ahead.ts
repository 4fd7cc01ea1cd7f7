// A stored session's first calls asked for before the code that makes them has loaded (issue 15): <admin-shell>
// opening its frame on a cold page starts staff, identities, view codes and both menus while the frame's chunks are
// on their way, and the session takes the answers when it asks (core/http/early.ts). On the home page the figures and
// the sales trend go out with them: the dashboard finds its answers in when its screen renders, instead of asking
// only then (a cold /dashboard asked for its figures about 600 ms after the session's calls had been answered).
import { dashboardSalesTrend, dashboardSummary } from '../contract/api/dashboard.ts';
import { SALES_TREND_DEFAULT_DAYS } from '../contract/index.ts';
import { createHttpClient, prefetchApi } from '../http/index.ts';
import type { HttpClient } from '../http/index.ts';
import type { Platform } from '../platform/index.ts';
import { prefetchSessionStart } from './api.ts';
import { getOrCreateSessionBus } from './bus.ts';
import type { SessionBus } from './bus.ts';
import { readStoredSession } from './persist.ts';
import { isRefreshDue } from './steps.ts';

export interface AskSessionAheadOptions {
  apiBase: string;
  country: string;
  platform: Platform;
  /** Default: the page's bus. */
  bus?: SessionBus;
  /** The page opening is the home page (/dashboard): its figures and sales trend are asked for too. */
  home?: boolean;
}

/** The home page's own first calls, as its screen makes them (features/dashboard/queries.ts). */
export function prefetchHomeStart(http: HttpClient): void {
  prefetchApi(http, dashboardSummary, {});
  prefetchApi(http, dashboardSalesTrend, { query: { days: SALES_TREND_DEFAULT_DAYS } });
}

/**
 * Asks ahead for the calls of a session nobody on the page has loaded yet; true when it did. Not without a token,
 * and not when the token is due for a refresh: the session refreshes it first and asks with the new one.
 */
export function askSessionAhead({ apiBase, country, platform, bus = getOrCreateSessionBus(), home = false }: AskSessionAheadOptions): boolean {
  const state = bus.getState();
  const stored = readStoredSession(platform);
  const token = state.token ?? stored.token;
  const expire = state.token ? state.expire : stored.expire;
  if (!token || state.staff !== null || isRefreshDue(expire, platform.now())) return false;
  const http = createHttpClient({ baseURL: apiBase || undefined, getToken: () => token, getCountry: () => country });
  prefetchSessionStart(http);
  if (home) prefetchHomeStart(http);
  return true;
}
