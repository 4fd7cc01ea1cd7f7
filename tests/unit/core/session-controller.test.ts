import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/core/http/index.ts';
import { memoryHub, memoryPlatform } from '../../../src/core/platform/index.ts';
import type { MemoryHub, MemoryPlatformOptions } from '../../../src/core/platform/index.ts';
import { createSessionBus, createSessionController } from '../../../src/core/session/index.ts';
import type { SessionApi, SessionControllerOptions, SessionStatus } from '../../../src/core/session/index.ts';
import { HOUR, NOW, fakeApi, group, shop } from './session-fixtures.ts';

const disposers: Array<() => void> = [];
afterEach(() => disposers.splice(0).forEach((dispose) => dispose()));

/** One browser tab: its own page (bus, sessionStorage) on a shared origin (hub). */
function openTab(
  hub: MemoryHub = memoryHub(),
  fake = fakeApi(),
  platformOptions: MemoryPlatformOptions = {},
  options: Partial<SessionControllerOptions> = {},
) {
  const platform = memoryPlatform({ hub, now: NOW, pathname: '/dashboard', ...platformOptions });
  const bus = createSessionBus();
  const controller = createSessionController({ api: fake.api, platform, bus, autoRefresh: false, ...options });
  disposers.push(controller.dispose);
  return { hub, platform, bus, controller, ...fake };
}

const credentials = { phone: '13800000000', password: 'pw' };

describe('spec §4 session: login and bootstrap', () => {
  it('1. without a token sends to the remembered login path, remembering a login page visit', async () => {
    const tab = openTab(undefined, undefined, { pathname: '/acme/login' });
    await expect(tab.controller.bootstrap()).resolves.toEqual({ kind: 'toLogin', path: '/acme/login' });
    expect(tab.bus.getState().status).toBe('loggedOut');
    expect(tab.calls).toEqual([]);
  });

  it('login stores token and expiry, then loads staff, permissions and both menu sets', async () => {
    const tab = openTab();
    await expect(tab.controller.login(credentials)).resolves.toEqual({ kind: 'ready', redirect: null });
    expect(tab.calls).toEqual(['login', 'staffInfo', 'groups', 'views', 'menus:1', 'menus:2']);
    expect(tab.platform.local.getItem('backroom:token')).toBe('token-1');
    expect(tab.platform.local.getItem('backroom:expire')).toBe(String(NOW + 4 * HOUR));
    expect(tab.platform.local.getItem('backroom:token-group')).toBeNull();
    expect(JSON.parse(tab.platform.local.getItem('backroom:user') ?? '{}')).toMatchObject({ name: '张三' });
    const state = tab.bus.getState();
    expect(state).toMatchObject({ token: 'token-1', expire: NOW + 4 * HOUR, status: 'ready', currentGroupId: 1, viewCodes: ['vm:list', 'help:view'] });
    expect(state.menus?.main.map((entry) => entry.title)).toEqual(['main']);
    expect(state.menus?.deputy.map((entry) => entry.title)).toEqual(['deputy']);
  });

  it('3. several groups and none current: the identity dialog, then the chosen identity loads', async () => {
    const tab = openTab(undefined, fakeApi({ groups: [group(1), group(2)], currentGroupId: null }));
    await expect(tab.controller.login(credentials)).resolves.toMatchObject({ kind: 'chooseIdentity' });
    expect(tab.bus.getState().status).toBe('chooseIdentity');
    await expect(tab.controller.switchIdentity(2)).resolves.toEqual({ kind: 'ready', redirect: null });
    expect(tab.calls.slice(3)).toEqual(['switchGroup:2', 'staffInfo', 'groups', 'views', 'menus:1', 'menus:2']);
    expect(tab.platform.local.getItem('backroom:token-group')).toBe('2');
    expect(tab.bus.getState()).toMatchObject({ token: 'token-2', currentGroupId: 2, tokenGroupId: 2, status: 'ready' });
  });

  it('4. several groups with a current one: the token is re-issued once, and not again after the reload at /', async () => {
    const hub = memoryHub();
    const fake = fakeApi({ groups: [group(1), group(2)], currentGroupId: 2 });
    const first = openTab(hub, fake);
    await expect(first.controller.login(credentials)).resolves.toEqual({ kind: 'reissueToken', groupId: 2, path: '/' });
    expect(fake.calls).toEqual(['login', 'staffInfo', 'groups', 'switchGroup:2']);
    expect(first.bus.getState()).toMatchObject({ token: 'token-2', tokenGroupId: 2, status: 'switching' });
    expect(hub.local.getItem('backroom:token-group')).toBe('2');

    fake.calls.length = 0;
    const reloaded = openTab(hub, fake, { pathname: '/' });
    await expect(reloaded.controller.bootstrap()).resolves.toEqual({ kind: 'ready', redirect: null });
    expect(fake.calls).toEqual(['staffInfo', 'groups', 'views', 'menus:1', 'menus:2']);
    expect(reloaded.bus.getState().token).toBe('token-2');
  });

  it.each([
    ['convenienceAdmin', [], '/Layout/convenience/storeHome/storehome', []],
    ['convenienceStoreManager', [shop(11, NOW - HOUR), shop(12, NOW)], '/Layout/convenience/convenienceStores/singlestoreDetail?id=12', ['convenienceShops']],
  ])('§6 %s is redirected to its store page', async (roleCodes, shops, redirect, extraCalls) => {
    const tab = openTab(undefined, fakeApi({ roleCodes, shops }));
    await expect(tab.controller.login(credentials)).resolves.toEqual({ kind: 'ready', redirect });
    expect(tab.calls.slice(6)).toEqual(extraCalls);
  });

  it('issue 15: a stored token asks for its permissions with the staff (one round trip), quietly, and uses those answers', async () => {
    const hub = memoryHub();
    hub.local.setItem('backroom:token', 'stored');
    let releaseStaff = () => undefined as void;
    const staffHeld = new Promise<void>((resolve) => (releaseStaff = resolve));
    const asked: Array<{ call: string; silent: boolean | undefined }> = [];
    const base = fakeApi();
    const fake = fakeApi({}, {
      staffInfo: async () => (await staffHeld, base.api.staffInfo()),
      views: async (options) => (asked.push({ call: 'views', silent: options?.silent }), base.api.views()),
      menus: async (category, options) => (asked.push({ call: `menus:${category}`, silent: options?.silent }), base.api.menus(category)),
    });
    const tab = openTab(hub, fake);
    const outcome = tab.controller.bootstrap();
    await Promise.resolve();
    // Before the staff has answered, the permissions are already asked for.
    expect(asked).toEqual([
      { call: 'views', silent: true },
      { call: 'menus:1', silent: true },
      { call: 'menus:2', silent: true },
    ]);
    releaseStaff();
    await expect(outcome).resolves.toEqual({ kind: 'ready', redirect: null });
    expect(asked).toHaveLength(3); // not asked again
    expect(tab.bus.getState().menus?.main.map((entry) => entry.title)).toEqual(['main']);
  });

  it('issue 15: permissions asked ahead that failed are asked again in the open', async () => {
    const hub = memoryHub();
    hub.local.setItem('backroom:token', 'stored');
    const base = fakeApi();
    const asked: Array<boolean | undefined> = [];
    const fake = fakeApi({}, {
      views: async (options) => {
        asked.push(options?.silent);
        if (options?.silent) throw new ApiError(500, 'down', 500);
        return base.api.views();
      },
    });
    const tab = openTab(hub, fake);
    await expect(tab.controller.bootstrap()).resolves.toEqual({ kind: 'ready', redirect: null });
    expect(asked).toEqual([true, false]);
    expect(tab.bus.getState().viewCodes).toEqual(['vm:list', 'help:view']);
  });

  it('issue 15: permissions asked ahead with a token that is then re-issued are not used', async () => {
    const hub = memoryHub();
    hub.local.setItem('backroom:token', 'stored');
    const fake = fakeApi({ groups: [group(1), group(2)], currentGroupId: 2 });
    const tab = openTab(hub, fake);
    await expect(tab.controller.bootstrap()).resolves.toEqual({ kind: 'reissueToken', groupId: 2, path: '/' });
    await expect(tab.controller.bootstrap()).resolves.toEqual({ kind: 'ready', redirect: null });
    // The second run asks again with the re-issued token.
    expect(fake.calls.filter((call) => call === 'views')).toHaveLength(2);
    expect(tab.bus.getState()).toMatchObject({ token: 'token-1', viewCodes: ['vm:list', 'help:view'] });
  });

  it('concurrent bootstraps share one run', async () => {
    const hub = memoryHub();
    hub.local.setItem('backroom:token', 'stored');
    const tab = openTab(hub);
    const outcomes = await Promise.all([tab.controller.bootstrap(), tab.controller.bootstrap()]);
    expect(outcomes[0]).toBe(outcomes[1]);
    expect(tab.calls.filter((call) => call === 'staffInfo')).toHaveLength(1);
  });

  it('takes token, expiry and bound group from storage when the page opens', () => {
    const hub = memoryHub();
    hub.local.setItem('backroom:token', 'stored');
    hub.local.setItem('backroom:expire', String(NOW + HOUR));
    hub.local.setItem('backroom:token-group', '4');
    expect(openTab(hub).bus.getState()).toMatchObject({ token: 'stored', expire: NOW + HOUR, tokenGroupId: 4 });
    hub.local.setItem('backroom:expire', 'garbage');
    expect(openTab(hub).bus.getState().expire).toBeNull();
  });

  it('a failing step marks the session error and rejects', async () => {
    const failure = new ApiError(500, '操作失败', 200);
    const tab = openTab(undefined, fakeApi({}, { views: () => Promise.reject(failure) }));
    await expect(tab.controller.login(credentials)).rejects.toBe(failure);
    expect(tab.bus.getState().status).toBe('error');
  });
});

describe('spec §4 identity switching', () => {
  const twoGroups = () => fakeApi({ groups: [group(1), group(2), group(3, { status: 0 })], currentGroupId: 1 });

  it('a disabled identity is refused with 此身份已禁用！ and no request', async () => {
    const tab = openTab(undefined, twoGroups());
    tab.bus.setState({ token: 't', groups: [group(1), group(3, { status: 0 })] });
    const error = await tab.controller.switchIdentity(3).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 8406, message: '此身份已禁用！' });
    const en = openTab(undefined, twoGroups(), {}, { locale: () => 'en' });
    en.bus.setState({ token: 't', groups: [group(3, { status: 0 })] });
    await expect(en.controller.switchIdentity(3)).rejects.toMatchObject({ message: 'This identity is disabled!' });
    expect(tab.calls).toEqual([]);
  });

  it('shows the full-screen loading state until the new identity is ready', async () => {
    const tab = openTab(undefined, twoGroups());
    tab.bus.setState({ token: 't', tokenGroupId: 1, currentGroupId: 1, groups: [group(1), group(2)], status: 'ready' });
    const statuses: SessionStatus[] = [];
    tab.bus.subscribe((state) => statuses.push(state.status));
    await tab.controller.switchIdentity(2);
    expect(statuses[0]).toBe('switching');
    expect(statuses.at(-1)).toBe('ready');
    expect(statuses).not.toContain('loading');
  });

  it('a failed switch restores the previous state and rejects', async () => {
    const failure = new ApiError(9701, '操作失败', 200);
    const tab = openTab(undefined, fakeApi({}, { switchGroup: () => Promise.reject(failure) }));
    tab.bus.setState({ token: 't', status: 'chooseIdentity', groups: [group(1), group(2)] });
    await expect(tab.controller.switchIdentity(2)).rejects.toBe(failure);
    expect(tab.bus.getState()).toMatchObject({ token: 't', status: 'chooseIdentity' });
  });

  it('choosing the identity already in use re-issues nothing', async () => {
    const tab = openTab(undefined, twoGroups());
    tab.bus.setState({ token: 't', tokenGroupId: 1, currentGroupId: 1, groups: [group(1), group(2)] });
    await tab.controller.switchIdentity(1);
    expect(tab.calls).not.toContain('switchGroup:1');
  });
});

describe('spec §4 logout', () => {
  function seeded(redirect: string) {
    const tab = openTab(undefined, undefined, { pathname: '/acme/login' });
    const { local, session } = tab.platform;
    for (const [key, value] of Object.entries({
      'backroom:token': 't', 'backroom:expire': '1', 'backroom:token-group': '2', 'backroom:user': '{}',
      'backroom:discoloration': '[]', 'backroom:last-home': '{}', 'backroom:redirect': redirect, 'backroom:login-path': '/acme/login',
      'backroom:sidebar-open': '1', 'partner:token': 'theirs',
    })) local.setItem(key, value);
    session.setItem('backroom:tabs', '[]');
    session.setItem('partner:draft', 'x');
    tab.bus.setState({ token: 't', status: 'ready' });
    return tab;
  }

  it('clears user data, token, our session storage, the discoloration list and the last home page; keeps everything else', async () => {
    const tab = seeded('loginOut');
    const notified: Array<string | null> = [];
    tab.bus.subscribe((state) => notified.push(state.token));
    await expect(tab.controller.logout()).resolves.toBe('/acme/login');
    expect(tab.calls).toEqual(['logout']);
    expect(tab.hub.local.keys().filter((key) => key !== 'backroom:session-event').sort()).toEqual(
      ['backroom:login-path', 'backroom:sidebar-open', 'partner:token'],
    );
    expect(tab.platform.session.keys()).toEqual(['partner:draft']);
    expect(tab.bus.getState()).toMatchObject({ token: null, staff: null, viewCodes: null, menus: null, status: 'loggedOut' });
    expect(notified).toEqual([null]);
  });

  it.each([
    ['loginOut', null],
    ['/orderManager/abnormalorderList', '/orderManager/abnormalorderList'],
  ])('redirect %s becomes %s', async (redirect, after) => {
    const tab = seeded(redirect);
    await tab.controller.logout();
    expect(tab.platform.local.getItem('backroom:redirect')).toBe(after);
  });

  it('goes on when the server call fails, and skips it without a token', async () => {
    const failing = openTab(undefined, fakeApi({}, { logout: () => Promise.reject(new Error('offline')) }));
    failing.platform.local.setItem('backroom:token', 't');
    failing.bus.setState({ token: 't' });
    await expect(failing.controller.logout()).resolves.toBe('/login');
    expect(failing.platform.local.getItem('backroom:token')).toBeNull();
    const anonymous = openTab();
    await anonymous.controller.logout();
    expect(anonymous.calls).toEqual([]);
  });
});

describe('spec §4 token refresh when the stored expiry has passed', () => {
  function withToken(expire: number, platformOptions: MemoryPlatformOptions = {}, hub = memoryHub(), fake = fakeApi()) {
    hub.local.setItem('backroom:token', 'old');
    hub.local.setItem('backroom:expire', String(expire));
    hub.local.setItem('backroom:token-group', '1');
    return openTab(hub, fake, platformOptions);
  }

  it.each([
    ['31 minutes before expiry: no refresh', NOW + 31 * 60_000, []],
    ['30 minutes before expiry: refresh', NOW + 30 * 60_000, ['refresh']],
    ['past the expiry: refresh', NOW - 1, ['refresh']],
  ])('%s', async (_name, expire, calls) => {
    const tab = withToken(expire);
    await expect(tab.controller.refreshIfExpired()).resolves.toBe(calls.length > 0);
    expect(tab.calls).toEqual(calls);
  });

  it('stores the new token and expiry and keeps the bound group', async () => {
    const tab = withToken(NOW);
    await tab.controller.refreshIfExpired();
    expect(tab.bus.getState()).toMatchObject({ token: 'token-1', expire: NOW + 4 * HOUR, tokenGroupId: 1 });
    expect(tab.platform.local.getItem('backroom:token')).toBe('token-1');
    expect(tab.platform.local.getItem('backroom:token-group')).toBe('1');
  });

  it.each([true, false])('20 concurrent callers cause one refresh request (Web Locks: %s)', async (locks) => {
    const tab = withToken(NOW, { locks });
    const results = await Promise.all(Array.from({ length: 20 }, () => tab.controller.refreshIfExpired()));
    expect(results).toEqual(Array(20).fill(true));
    expect(tab.calls).toEqual(['refresh']);
  });

  it('two tabs refreshing at once make one request under the Web Lock, and both use the new token', async () => {
    const hub = memoryHub();
    const fake = fakeApi();
    const a = withToken(NOW, {}, hub, fake);
    const b = openTab(hub, fake);
    await Promise.all([a.controller.refreshIfExpired(), b.controller.refreshIfExpired()]);
    expect(fake.calls).toEqual(['refresh']);
    expect(a.bus.getState().token).toBe('token-1');
    expect(b.bus.getState().token).toBe('token-1');
  });

  it('without a token, or logged out in another tab meanwhile, nothing is refreshed', async () => {
    const anonymous = openTab();
    await expect(anonymous.controller.refreshIfExpired()).resolves.toBe(false);
    const tab = withToken(NOW);
    tab.hub.local.removeItem('backroom:token');
    await expect(tab.controller.refreshIfExpired()).resolves.toBe(false);
    expect(tab.calls).toEqual([]);
  });

  it('bootstrap refreshes first when due', async () => {
    const tab = withToken(NOW);
    await tab.controller.bootstrap();
    expect(tab.calls[0]).toBe('refresh');
  });

  it('a token written by another tab replaces this tab\'s, unless this tab is logged out', () => {
    const hub = memoryHub();
    const a = openTab(hub);
    const b = openTab(hub);
    const c = openTab(hub);
    b.bus.setState({ token: 'old' });
    a.platform.local.setItem('backroom:expire', String(NOW + HOUR));
    a.platform.local.setItem('backroom:token', 'fresh');
    expect(b.bus.getState()).toMatchObject({ token: 'fresh', expire: NOW + HOUR });
    expect(c.bus.getState().token).toBeNull();
  });

  it('with autoRefresh, a timer refreshes at the token time and is re-armed for the new expiry', async () => {
    const fake = fakeApi({ expire: NOW + 8 * HOUR });
    const hub = memoryHub();
    hub.local.setItem('backroom:token', 'old');
    hub.local.setItem('backroom:expire', String(NOW + HOUR));
    const tab = openTab(hub, fake, {}, { autoRefresh: true });
    tab.platform.advance(30 * 60_000 - 1);
    expect(fake.calls).toEqual([]);
    tab.platform.advance(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.calls).toEqual(['refresh']);
    expect(tab.platform.pendingTimers).toBe(1);
    tab.controller.dispose();
    expect(tab.platform.pendingTimers).toBe(0);
  });

  it('with autoRefresh, a failed refresh is not retried by the timer', async () => {
    const refresh: SessionApi['refresh'] = () => Promise.reject(new Error('down'));
    const hub = memoryHub();
    hub.local.setItem('backroom:token', 'old');
    hub.local.setItem('backroom:expire', String(NOW));
    const tab = openTab(hub, fakeApi({}, { refresh }), {}, { autoRefresh: true });
    tab.platform.advance(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tab.platform.pendingTimers).toBe(0);
    tab.bus.reset();
    expect(tab.platform.pendingTimers).toBe(0);
  });
});
