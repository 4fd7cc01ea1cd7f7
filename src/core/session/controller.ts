import { Code } from '../contract/index.ts';
import type { LoginRequest } from '../contract/api/auth.ts';
import { ApiError, messageForCode } from '../http/index.ts';
import type { Lang } from '../http/index.ts';
import { StorageName, storageKey } from '../platform/index.ts';
import type { Platform, TimerHandle } from '../platform/index.ts';
import { MenuCategory } from './api.ts';
import type { SessionApi } from './api.ts';
import { getOrCreateSessionBus } from './bus.ts';
import type { SessionBus, SessionEndReason } from './bus.ts';
import { openSessionLink } from './cross-tab.ts';
import type { SessionMessage } from './cross-tab.ts';
import { loginPath, rememberLoginPath } from './login-path.ts';
import { clearStoredSession, readStoredSession, storeSession } from './persist.ts';
import { isRefreshDue, nextSessionStep, tokenTime } from './steps.ts';
import type { SessionStep } from './steps.ts';

/** The Web Lock that makes refresh single-flight across tabs (DESIGN.md). */
export const REFRESH_LOCK = 'backroom.session.refresh';
/** setTimeout holds at most 2^31−1 ms; a longer wait fires early, finds nothing due and waits again. */
const MAX_TIMER_MS = 2_147_483_647;

/** Where bootstrap stops: the host navigates (toLogin, reissueToken → reload at `path`) or renders. */
export type BootstrapOutcome = Extract<SessionStep, { kind: 'toLogin' | 'chooseIdentity' | 'reissueToken' | 'ready' }>;

export interface SessionControllerOptions {
  api: SessionApi;
  platform: Platform;
  /** Default: the page's shared bus. */
  bus?: SessionBus;
  /** Refresh by timer when the token time is reached (default true). */
  autoRefresh?: boolean;
  locale?: () => Lang;
}

export interface SessionController {
  readonly bus: SessionBus;
  /** Stores token and expiry, then bootstraps. */
  login(credentials: LoginRequest): Promise<BootstrapOutcome>;
  /** Runs the spec §4 state machine until the host has to act; concurrent calls share one run. */
  bootstrap(): Promise<BootstrapOutcome>;
  /** Re-issues the token for `groupId`, tells other tabs, and loads that identity. */
  switchIdentity(groupId: number): Promise<BootstrapOutcome>;
  /**
   * Clears the session here and in other tabs; resolves to the login path the host should open. One logout however
   * many callers ask at once (elements, 401s); the first caller's `reason` (default 'user') is what every element
   * on the page announces.
   */
  logout(reason?: SessionEndReason): Promise<string>;
  /** Refreshes when the token time has passed: one request however many callers, tabs included. */
  refreshIfExpired(): Promise<boolean>;
  /**
   * Takes the token another tab stored (its refresh or identity switch) when this session has one: what the storage
   * event does, done when a call was refused for the old token before the event came. Waits for a refresh or switch
   * under way in any tab (they hold the session lock from the request that revokes the old token until the new one is
   * stored), so the token read is the one that replaced it.
   */
  takeStoredToken(): Promise<void>;
  dispose(): void;
}

export function createSessionController(options: SessionControllerOptions): SessionController {
  const { api, platform } = options;
  const bus = options.bus ?? getOrCreateSessionBus();
  const state = () => bus.getState();

  if (state().token === null && state().status === 'idle') {
    const stored = readStoredSession(platform);
    if (stored.token) bus.setState(stored);
  }

  // Refreshes, switches and re-issues hold the session lock (shared by the tabs) from the request that revokes the
  // old token until the new one is stored: other tabs wait for it before they read the stored token. While this
  // controller holds it, a call of its own refused meanwhile must not wait for it.
  let holdingLock = false;
  const withSessionLock = async <T>(work: () => Promise<T>): Promise<T> => {
    const { locks } = platform;
    if (!locks) return work();
    return locks.request(REFRESH_LOCK, async () => {
      holdingLock = true;
      try {
        return await work();
      } finally {
        holdingLock = false;
      }
    });
  };

  const refreshLocked = async (): Promise<boolean> => {
    const stored = readStoredSession(platform);
    if (!stored.token) return false; // logged out meanwhile
    if (!isRefreshDue(stored.expire, platform.now())) {
      bus.setState({ token: stored.token, expire: stored.expire }); // another tab refreshed while we waited
      return true;
    }
    const session = await api.refresh();
    storeSession(platform, session, stored.tokenGroupId);
    bus.setState({ token: session.token, expire: session.expire });
    return true;
  };

  const refreshIfExpired = async (): Promise<boolean> => {
    const { token, expire } = state();
    if (!token || !isRefreshDue(expire, platform.now())) return false;
    return bus.singleFlight('refresh', () => withSessionLock(refreshLocked));
  };

  const loadStaff = async () => {
    const [staff, current] = await Promise.all([api.staffInfo(), api.groups()]);
    platform.local.setItem(storageKey(StorageName.user), JSON.stringify(staff));
    bus.setState({ staff, groups: current.groups ?? [], currentGroupId: current.currentGroupId ?? null });
  };

  const fetchPermissions = (silent: boolean) =>
    Promise.all([api.views({ silent }), api.menus(MenuCategory.MAIN, { silent }), api.menus(MenuCategory.DEPUTY, { silent })]);

  /**
   * Permissions asked for together with the staff (issue 15: one round trip, not two, before the frame). They hold
   * for the token they were asked with, and serve only when that token is still the one loading permissions (not
   * after a re-issue or an identity chosen); quietly, since a failure is asked again in the open.
   */
  let ahead: { token: string; answer: ReturnType<typeof fetchPermissions> } | null = null;

  const loadPermissions = async () => {
    const early = ahead?.token === state().token ? ahead : null;
    ahead = null;
    const [viewCodes, main, deputy] = (early && (await early.answer.catch(() => null))) ?? (await fetchPermissions(false));
    bus.setState({ viewCodes, menus: { main, deputy } });
  };

  // A switch (or a re-issue) revokes the old token: other tabs whose calls are refused meanwhile wait for the new one
  // stored.
  const switchAndStore = (groupId: number) =>
    withSessionLock(async () => {
      const session = await api.switchGroup(groupId);
      storeSession(platform, session, groupId);
      return session;
    });

  const reissueToken = async (groupId: number) => {
    const session = await switchAndStore(groupId);
    bus.setState({ token: session.token, expire: session.expire, tokenGroupId: groupId, status: 'switching' });
  };

  const run = async (permissionsAhead: boolean): Promise<BootstrapOutcome> => {
    // Only a login page the user is shown counts: a logged-in user opening /en/login is sent on, and keeps the login
    // path they came from (issue 16).
    if (!state().token) rememberLoginPath(platform, platform.location.pathname());
    if (state().token && state().status !== 'switching') bus.setState({ status: 'loading' });
    try {
      await refreshIfExpired();
      for (;;) {
        const step = nextSessionStep({ ...state(), loginPath: loginPath(platform) });
        switch (step.kind) {
          case 'toLogin':
            bus.setState({ status: 'loggedOut' });
            return step;
          case 'chooseIdentity':
            bus.setState({ status: 'chooseIdentity' });
            return step;
          case 'ready':
            bus.setState({ status: 'ready' });
            return step;
          case 'reissueToken':
            await reissueToken(step.groupId);
            return step;
          case 'loadStaff': {
            const token = state().token;
            const staffLoaded = loadStaff();
            if (permissionsAhead && token && state().viewCodes === null) {
              const answer = fetchPermissions(true);
              answer.catch(() => undefined); // unused when the token changes; asked again in the open when it failed
              ahead = { token, answer };
            }
            await staffLoaded;
            break;
          }
          case 'loadPermissions':
            await loadPermissions();
            break;
          case 'loadShops':
            bus.setState({ shops: await api.convenienceShops() });
            break;
        }
      }
    } catch (error) {
      bus.setState({ status: 'error' });
      throw error;
    } finally {
      ahead = null;
    }
  };
  /**
   * `permissionsAhead`: a session opened from a stored token (or a chosen identity) usually goes straight on to its
   * permissions, so they are asked for with the staff; right after a login, several groups often mean a choice first.
   */
  const runWith = (permissionsAhead: boolean) => bus.singleFlight('bootstrap', () => run(permissionsAhead));
  const bootstrap = () => runWith(true);

  const receive = (message: SessionMessage) => {
    if (message.type === 'logout') {
      if (state().token) bus.setEndReason('other-tab');
      clearStoredSession(platform);
      bus.reset({ status: 'loggedOut' });
      return;
    }
    // Another tab switched identity: its token is in shared storage; what we loaded belongs to the old group.
    const before = state();
    const { token, expire } = readStoredSession(platform);
    bus.setState({
      token, expire, tokenGroupId: message.groupId, currentGroupId: message.groupId,
      staff: null, viewCodes: null, menus: null, shops: null, status: 'idle',
      // Said once the new identity has loaded (./other-tab.ts); a page without a session has nothing to say.
      otherTabSwitch: before.token ? { from: before.currentGroupId, groupId: message.groupId } : null,
    });
  };
  const link = openSessionLink(platform, bus.tabId, receive);

  // A refresh or switch in another tab writes a new token; keep using the current one.
  const adoptStoredToken = () => {
    if (!state().token) return;
    const { token, expire, tokenGroupId } = readStoredSession(platform);
    // Events arrive late: a token written and removed since (a logout, whose message ends this session) is not news.
    if (token === null || token === state().token) return;
    bus.setState({ token, expire, tokenGroupId });
  };
  const unlistenStorage = platform.addStorageListener((change) => {
    if (change.key === storageKey(StorageName.token) && change.newValue !== null) adoptStoredToken();
  });
  const takeStoredToken = async () => {
    if (platform.locks && !holdingLock) await platform.locks.request(REFRESH_LOCK, async () => undefined);
    adoptStoredToken();
  };

  let timer: TimerHandle | null = null;
  const schedule = () => {
    if (timer !== null) platform.clearTimeout(timer);
    timer = null;
    const { token, expire } = state();
    if (!token || expire === null) return;
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, tokenTime(expire) - platform.now()));
    // A failed refresh is not retried by the timer: the next request's 401 ends the session instead.
    timer = platform.setTimeout(() => void refreshIfExpired().then(schedule, () => undefined), delay);
  };
  let watched = { token: state().token, expire: state().expire };
  const unsubscribe =
    options.autoRefresh === false
      ? () => undefined
      : bus.subscribe(({ token, expire }) => {
          if (token === watched.token && expire === watched.expire) return;
          watched = { token, expire };
          schedule();
        });
  if (options.autoRefresh !== false) schedule();

  return {
    bus,
    refreshIfExpired,
    takeStoredToken,
    bootstrap,
    async login(credentials) {
      const session = await api.login(credentials);
      storeSession(platform, session, null);
      bus.reset({ token: session.token, expire: session.expire });
      return runWith(false);
    },
    async switchIdentity(groupId) {
      const before = state();
      if (before.groups.find((group) => group.groupId === groupId)?.status === 0) {
        const message = messageForCode(Code.GROUP_UNAVAILABLE, { locale: options.locale?.() });
        throw new ApiError(Code.GROUP_UNAVAILABLE, message, 0);
      }
      if (groupId === before.currentGroupId && groupId === before.tokenGroupId) return bootstrap();
      bus.setState({ status: 'switching' });
      const session = await switchAndStore(groupId).catch((error: unknown) => {
        bus.setState({ status: before.status });
        throw error;
      });
      bus.setState({
        token: session.token, expire: session.expire, tokenGroupId: groupId, currentGroupId: groupId,
        staff: null, viewCodes: null, menus: null, shops: null, otherTabSwitch: null,
      });
      link.post({ type: 'identity', groupId });
      return bootstrap();
    },
    logout(reason: SessionEndReason = 'user') {
      if (state().token && bus.endReason() === null) bus.setEndReason(reason);
      return bus.singleFlight('logout', async () => {
        if (state().token) await api.logout().catch(() => undefined); // best effort: logout goes on regardless
        clearStoredSession(platform);
        bus.reset({ status: 'loggedOut' });
        link.post({ type: 'logout' });
        return loginPath(platform);
      });
    },
    dispose() {
      link.close();
      unlistenStorage();
      unsubscribe();
      if (timer !== null) platform.clearTimeout(timer);
      timer = null;
    },
  };
}
