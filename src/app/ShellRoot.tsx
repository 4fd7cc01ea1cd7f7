// What the shell shows for the session and the path (spec §2, §4): login screens, the error pages, the identity
// dialog, loading, or the main frame built from the menus.
import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Spin } from '@douyinfe/semi-ui';
import { useLocation } from 'react-router-dom';
import { Route } from '../core/contract/index.ts';
import { buildMenus } from '../core/menus/index.ts';
import { loginPath } from '../core/session/index.ts';
import type { UserData } from '../core/contract/api/staff.ts';
import type { SessionMenus, SessionState } from '../core/session/index.ts';
import { removeLastHome, useSessionServices, useSessionState, useSessionTheme } from '../ui/session/index.ts';
import { useShellConfig } from './context.ts';
import { currentFullPath, useNavigation, useStableNavigate } from './navigation/useNavigation.ts';
import { preloadLandingScreen, preloadableLazy } from './routes/preloadable.ts';
import { pathnameOf, routeTable, standalonePath } from './routes/resolve.ts';
import { ForbiddenScreen, SessionFailedScreen, UnauthorizedScreen } from './screens/StatusScreens.tsx';
import { useOtherTabSwitch } from './session/useOtherTabSwitch.ts';
import { useSessionFlow } from './session/useSessionFlow.ts';
import { loadShellLayout } from './preload.ts';

/**
 * The main frame (sidebar, tabs, menus, top bar) loads once a session is ready, never on a login page (./preload.ts);
 * once its code is in it renders without suspending (./routes/preloadable.ts).
 */
const ShellLayout = preloadableLazy(async () => (await loadShellLayout()).ShellLayout);

function FullPageLoading() {
  return (
    <div className="backroom-full-page backroom-full-page-loading">
      <Spin size="large" />
    </div>
  );
}

/** The host's `path` (memory routing, or a partner router driving the shell) opens that page. */
function useHostPath(path: string | null): void {
  const navigate = useStableNavigate();
  const location = useLocation();
  const where = useRef(currentFullPath(location));
  where.current = currentFullPath(location);
  useEffect(() => {
    if (path && path !== where.current) navigate(path);
  }, [path, navigate]);
}

interface ShownSession {
  menus: SessionMenus;
  staff: UserData;
  viewCodes: readonly string[];
}

/** The last loaded session while a switch or a second bootstrap reloads it: the frame stays under a spinner. */
function useShownSession({ menus, staff, viewCodes, token }: SessionState): ShownSession | null {
  const [shown, setShown] = useState<ShownSession | null>(null);
  const loaded = menus && staff && viewCodes ? { menus, staff, viewCodes } : null;
  if (loaded && (loaded.menus !== shown?.menus || loaded.staff !== shown.staff || loaded.viewCodes !== shown.viewCodes)) setShown(loaded);
  if (!token && shown) setShown(null);
  return loaded ?? (token ? shown : null);
}

export function ShellRoot() {
  const config = useShellConfig();
  const go = useNavigation();
  const flow = useSessionFlow(go, config.reasons);
  const state = useSessionState();
  const { platform } = useSessionServices();
  useSessionTheme(); // the organisation's colours when main-color / minor-color are not set (issue 9)
  const pathname = pathnameOf(useLocation().pathname);
  const standalone = standalonePath(pathname);
  useHostPath(config.path);

  // A login done on the frame-less login page (./session/LoginGate.tsx): its outcome is acted on here, once.
  const { loginOutcome } = config;
  const { loggedIn } = flow;
  const loginHandled = useRef(false);
  useEffect(() => {
    if (!loginOutcome || loginHandled.current) return;
    loginHandled.current = true;
    loggedIn(loginOutcome);
  }, [loginOutcome, loggedIn]);

  // A session (a stored token, or a login just done): the frame's code loads while the session's data does.
  useEffect(() => {
    if (!state.token) return;
    void ShellLayout.preload().catch(() => undefined);
    preloadLandingScreen(pathname, config.screens);
  }, [state.token, pathname, config.screens]);

  const shown = useShownSession(state);
  const knownScreens = useMemo(() => new Set(Object.keys(config.screens)), [config.screens]);
  const table = useMemo(() => {
    if (!shown) return null;
    const { menus, staff } = shown;
    return routeTable(buildMenus({ ...menus, orgId: staff.orgId, deptId: staff.deptId, locale: config.locale, knownComponents: knownScreens }));
  }, [shown?.menus, shown?.staff, config.locale, knownScreens]);
  const leaving = useOtherTabSwitch(state, table, go);

  // The dialog stays up from 选择身份 until the chosen identity has loaded (or the session ends).
  const [choosing, setChoosing] = useState(false);
  if (state.status === 'chooseIdentity' && !choosing) setChoosing(true);
  if (choosing && (state.status === 'ready' || state.status === 'loggedOut' || state.status === 'error')) setChoosing(false);

  const toLogin = () => go(loginPath(platform), { replace: true });
  const busy = state.status === 'loading' || state.status === 'switching';
  let content: ReactNode;
  /** The frame is loading or shown (not a login, an error page or the identity dialog). */
  let opening = false;
  if (standalone === 'unauthorized') content = <UnauthorizedScreen onGo={toLogin} />;
  else if (standalone === 'forbidden') content = <ForbiddenScreen onGo={() => go(Route.dashboard)} />;
  else if (standalone === 'help') content = config.renderHelp();
  else if (standalone === 'login' && !choosing) content = config.renderLogin({ path: pathname, onLoggedIn: flow.loggedIn });
  else if (choosing) {
    content = (
      <div className="backroom-full-page">
        {config.renderIdentityDialog({ open: true, closable: false, onSwitched: flow.switched, onLogout: () => void flow.logout() })}
      </div>
    );
  } else if (state.status === 'error' && !table) content = <SessionFailedScreen onRetry={flow.retry} onLogin={() => void flow.logout()} />;
  else if (!table || !shown || !state.token || leaving) {
    content = <FullPageLoading />;
    opening = true;
  } else {
    opening = true;
    content = (
      <Suspense fallback={<FullPageLoading />}>
        <ShellLayout key={state.currentGroupId ?? 'none'} table={table} staff={shown.staff} go={go} flow={flow} />
        {busy && (
          <div className="backroom-busy-overlay" aria-busy="true">
            <Spin size="large" />
          </div>
        )}
      </Suspense>
    );
  }
  // The home page's last figures, painted by the page before the shell (ui/session/lastHome.ts), stay over the
  // loading frame until the dashboard shows its own, and go in the commit that opens anything else.
  const keepsLastHome = opening && pathname === Route.dashboard;
  useLayoutEffect(() => {
    if (!keepsLastHome) removeLastHome(document);
  }, [keepsLastHome]);

  // The background slot first, at a place that never changes, so it is never mounted again.
  return (
    <>
      {config.renderBackground()}
      {content}
    </>
  );
}
