// The session flow of spec §4 as the shell drives it: bootstrap, the outcomes' navigations, the redirects of
// spec §2 ('/' → /dashboard, a logged-in user at /login or /manager → '/') and the logout of every kind.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Route } from '../../core/contract/index.ts';
import { StorageName, storageKey } from '../../core/platform/index.ts';
import { loginPath } from '../../core/session/index.ts';
import type { BootstrapOutcome } from '../../core/session/index.ts';
import { useEmit } from '../../ui/providers/index.ts';
import { useSessionServices, useSessionState } from '../../ui/session/index.ts';
import { useShellConfig } from '../context.ts';
import type { ShellNavigate } from '../navigation/useNavigation.ts';
import { underBase } from '../routes/basePath.ts';
import { pathnameOf, standalonePath } from '../routes/resolve.ts';
import { endSession } from './logoutReasons.ts';
import type { LogoutReasons } from './logoutReasons.ts';

/** Where a convenience role's redirect applies: the user is landing, not deep-linking (spec §4). */
function isLanding(pathname: string): boolean {
  return pathname === Route.root || pathname === Route.dashboard || standalonePath(pathname) === 'login';
}

/** Login paths a logged-in user is sent away from (spec §2). */
const LEAVE_WHEN_LOGGED_IN: readonly string[] = [Route.login, Route.manager];

export interface SessionFlow {
  /** After a login screen's success. */
  loggedIn(outcome: BootstrapOutcome): void;
  /** After an identity switch (dialog or dropdown): land on the identity's home, or its convenience redirect. */
  switched(groupId: number, outcome: BootstrapOutcome): void;
  /** 退出登录 and the dialog's 登出. */
  logout(): Promise<void>;
  /** Bootstrap again after a failure. */
  retry(): void;
}

export function useSessionFlow(go: ShellNavigate, reasons: LogoutReasons): SessionFlow {
  const { controller, platform } = useSessionServices();
  const { routing, basePath } = useShellConfig();
  const state = useSessionState();
  const emit = useEmit();
  const queryClient = useQueryClient();
  const location = useLocation();
  const pathname = pathnameOf(location.pathname);
  const where = useRef(pathname);
  where.current = pathname;

  const handle = useCallback(
    (outcome: BootstrapOutcome, landing: boolean): void => {
      if (outcome.kind === 'reissueToken') {
        // spec §4 step 4: the token is re-issued for the current group, then the app starts again at '/'.
        go(outcome.path, { replace: true });
        void controller.bootstrap().then((next) => handle(next, true), () => undefined);
        return;
      }
      if (outcome.kind !== 'ready') return; // toLogin and chooseIdentity render from the session status
      if (outcome.redirect && (landing || isLanding(where.current))) go(outcome.redirect, { replace: true });
      else if (landing || standalonePath(where.current) === 'login') go(Route.root, { replace: true });
    },
    [controller, go],
  );

  const run = useCallback(() => {
    void controller.bootstrap().then((outcome) => handle(outcome, false), () => undefined);
  }, [controller, handle]);

  // First load, and again when another tab switched identity (the bus goes back to idle).
  useEffect(() => {
    if (state.status === 'idle') run();
  }, [state.status, run]);

  /**
   * After a logout or an expired session: standalone, the page reloads at the login path so nothing of the old
   * session survives in memory (spec §4, §8); embedded (memory routing) the partner's page is never reloaded.
   */
  const toLoginAfterLogout = useCallback(
    (path: string) => {
      if (routing === 'history') platform.location.assign(underBase(basePath, path));
      else go(path, { replace: true });
    },
    [routing, basePath, platform, go],
  );

  // Without a session every workspace path leads to the remembered login path (spec §2, §4).
  useEffect(() => {
    if (state.status !== 'loggedOut' || standalonePath(pathname) !== null || reasons.next === 'user') return;
    if (reasons.next === 'expired') {
      // Said on the login page, which a standalone shell reaches by a reload (issue 16: never a silent expiry).
      platform.session.setItem(storageKey(StorageName.expiredNotice), '1');
      toLoginAfterLogout(loginPath(platform));
    }
    else go(loginPath(platform), { replace: true });
  }, [state.status, pathname, platform, go, reasons, toLoginAfterLogout]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    if (pathname === Route.root) go(Route.dashboard, { replace: true });
    else if (LEAVE_WHEN_LOGGED_IN.includes(pathname)) go(Route.root, { replace: true });
  }, [state.status, pathname, go]);

  // A session that ends, however it ends, is announced once and leaves no cached data behind.
  const hadToken = useRef(state.token !== null);
  useEffect(() => {
    const had = hadToken.current;
    hadToken.current = state.token !== null;
    if (had === (state.token !== null)) return;
    if (!had) {
      reasons.next = null; // a new session: no reason left over
      return;
    }
    emit('backroom-logout', { reason: reasons.next ?? controller.bus.endReason() ?? 'other-tab' });
    reasons.next = null;
    queryClient.clear();
  }, [state.token, emit, queryClient, reasons, controller]);

  useEffect(() => {
    emit('backroom-session-change', { status: state.status, currentGroupId: state.currentGroupId });
  }, [state.status, state.currentGroupId, emit]);

  return {
    loggedIn: useCallback((outcome: BootstrapOutcome) => handle(outcome, true), [handle]),
    switched: useCallback((_groupId: number, outcome: BootstrapOutcome) => handle(outcome, true), [handle]),
    logout: useCallback(async () => {
      // The returned login path is opened here; the redirect effect above leaves a user's own logout to this.
      toLoginAfterLogout(await endSession(controller, reasons, 'user'));
    }, [controller, reasons, toLoginAfterLogout]),
    retry: run,
  };
}
