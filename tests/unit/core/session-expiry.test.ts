// Issue 9: the expiry latch is the page's, not an element's. N elements (each its own http client and controller
// over the page's one bus) and N concurrent 401s end the session once, and every element reads the same reason.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/core/http/index.ts';
import { memoryHub, memoryPlatform } from '../../../src/core/platform/index.ts';
import { switchStaffGroup, staffLogout } from '../../../src/core/contract/api/auth.ts';
import { currentStaffGroups, currentStaffInfo } from '../../../src/core/contract/api/staff.ts';
import { createSessionApi, createSessionBus, createSessionController, storeSession } from '../../../src/core/session/index.ts';
import type { SessionBus } from '../../../src/core/session/index.ts';
import { HOUR, NOW, fakeApi, group, menu, staff } from './session-fixtures.ts';
import { startTestServer } from './http-test-server.ts';
import type { TestServer } from './http-test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const disposers: Array<() => void> = [];
afterEach(() => {
  disposers.splice(0).forEach((dispose) => dispose());
  server.seen.length = 0;
});

const ELEMENTS = 5;

/** N elements on one page: each its own client and controller, as SessionProvider builds them, over one bus. */
function page(bus: SessionBus) {
  const hub = memoryHub();
  const fake = fakeApi();
  const expiredCalls: number[] = [];
  const elements = Array.from({ length: ELEMENTS }, (_, index) => {
    const platform = memoryPlatform({ hub, now: NOW, pathname: '/dashboard' });
    const controller = createSessionController({ api: fake.api, platform, bus, autoRefresh: false });
    disposers.push(controller.dispose);
    const http = createHttpClient({
      baseURL: server.baseURL,
      getToken: () => bus.getState().token,
      expiry: bus.expiry,
      onExpired: () => {
        expiredCalls.push(index);
        void controller.logout('expired');
      },
      isOnLoginPage: () => false,
    });
    return { http, controller, platform };
  });
  return { elements, expiredCalls, calls: fake.calls };
}

describe('issue 9: one expiry per page', () => {
  it(`${ELEMENTS} elements × ${ELEMENTS} concurrent 401s: one onExpired, one logout request, reason expired for all`, async () => {
    server.answer(() => ({ status: 401, body: { status: 8405, msg: 'token expired', data: null } }));
    const bus = createSessionBus({ token: 'tok-1', expire: NOW + 1000 });
    const { elements, expiredCalls, calls } = page(bus);
    const seen: Array<string | null> = [];
    bus.subscribe((state) => void seen.push(state.token));
    const requests = elements.flatMap(({ http }) => Array.from({ length: ELEMENTS }, () => http.get('/api/x')));
    const results = await Promise.allSettled(requests);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    await bus.singleFlight('logout', async () => undefined); // the logout started by the first 401 has finished
    await Promise.resolve();
    expect(expiredCalls).toHaveLength(1);
    expect(calls.filter((call) => call === 'logout')).toEqual(['logout']);
    expect(bus.getState()).toMatchObject({ token: null, status: 'loggedOut' });
    expect(seen.filter((token) => token === null)).toHaveLength(1); // one end of the session on the bus
    expect(bus.endReason()).toBe('expired');
    expect(elements.every(({ http }) => http.expired)).toBe(true);
  });

  it('a logout from an element while an expiry is in flight is the same logout; the first reason stays', async () => {
    const bus = createSessionBus({ token: 'tok-1', expire: NOW + 1000 });
    const { elements, calls } = page(bus);
    const first = elements[0].controller.logout('expired');
    const second = elements[1].controller.logout('user');
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
    expect(calls.filter((call) => call === 'logout')).toHaveLength(1);
    expect(bus.endReason()).toBe('expired');
  });

  it('a new session re-arms the page latch and forgets the old reason', async () => {
    server.answer(() => ({ status: 401, body: { status: 8405, msg: 'token expired', data: null } }));
    const bus = createSessionBus({ token: 'tok-1', expire: NOW + 1000 });
    const { elements, expiredCalls } = page(bus);
    await elements[0].http.get('/api/x').catch(() => undefined);
    await bus.singleFlight('logout', async () => undefined);
    expect(expiredCalls).toEqual([0]);
    await elements[2].controller.login({ phone: '13800000000', password: 'pw' });
    expect(bus.endReason()).toBe(null);
    expect(bus.expiry.tripped).toBe(false);
    await elements[3].http.get('/api/x').catch(() => undefined);
    expect(expiredCalls).toEqual([0, 3]);
  });

  it('a logout from another tab is announced as other-tab', async () => {
    const hub = memoryHub();
    const fake = fakeApi();
    const busA = createSessionBus({ token: 'tok-1' });
    const busB = createSessionBus({ token: 'tok-1' });
    const a = createSessionController({ api: fake.api, platform: memoryPlatform({ hub, now: NOW }), bus: busA, autoRefresh: false });
    const b = createSessionController({ api: fake.api, platform: memoryPlatform({ hub, now: NOW }), bus: busB, autoRefresh: false });
    disposers.push(a.dispose, b.dispose);
    await a.logout('user');
    await expect.poll(() => busB.getState().token).toBe(null);
    expect(busA.endReason()).toBe('user');
    expect(busB.endReason()).toBe('other-tab');
  });
});

describe('a token re-issued while calls made with the old one are on their way', () => {
  it('a first load that re-issues the token (another device chose an identity) is not logged out by the calls asked ahead', async () => {
    // The stored token belongs to no identity; the server's current one is 2: step 4 re-issues the token. The view
    // codes and menus asked ahead with the old token reach the server after it was revoked, as on a loaded server.
    const ok = (data: unknown) => ({ body: { status: 200, msg: 'success', data } });
    server.answer((request) => {
      const fresh = request.headers.authorization === 'Bearer tok-2';
      if (request.path === currentStaffInfo.path) return ok(staff({ groups: [group(1), group(2)], currentGroupId: 2 }));
      if (request.path === currentStaffGroups.path) return ok({ groups: [group(1), group(2)], currentGroupId: 2 });
      if (request.path === switchStaffGroup.path) return { delayMs: 10, ...ok({ token: 'tok-2', expire: NOW + 2 * HOUR }) };
      if (request.path === staffLogout.path) return ok(null);
      if (!fresh) return { delayMs: 150, status: 401, body: { status: 8405, msg: 'token expired', data: null } };
      return ok(request.path.endsWith('/views') ? ['vm:list'] : [menu(1, 'main')]);
    });
    const bus = createSessionBus({ token: 'tok-1', expire: NOW + 2 * HOUR });
    const platform = memoryPlatform({ hub: memoryHub(), now: NOW, pathname: '/dashboard' });
    let expired = 0;
    const http = createHttpClient({
      baseURL: server.baseURL,
      getToken: () => bus.getState().token,
      expiry: bus.expiry,
      onExpired: () => void (expired += 1, controller.logout('expired')),
      isOnLoginPage: () => false,
    });
    const controller = createSessionController({ api: createSessionApi(http), platform, bus, autoRefresh: false });
    disposers.push(controller.dispose);

    await expect(controller.bootstrap()).resolves.toMatchObject({ kind: 'reissueToken', groupId: 2 });
    await expect(controller.bootstrap()).resolves.toMatchObject({ kind: 'ready' });
    await new Promise((resolve) => setTimeout(resolve, 300)); // every call asked with the old token has answered
    expect(expired).toBe(0);
    expect(server.seen.some((seen) => seen.path === staffLogout.path)).toBe(false);
    expect(bus.getState()).toMatchObject({ token: 'tok-2', tokenGroupId: 2, currentGroupId: 2, status: 'ready', viewCodes: ['vm:list'] });
    expect(bus.endReason()).toBe(null);
  });
});

/** A tab's session as SessionServicesProvider builds it: its controller, and its client taking stored tokens. */
function tabOf(bus: SessionBus, platform: ReturnType<typeof memoryPlatform>) {
  let expired = 0;
  const controller = createSessionController({ api: fakeApi().api, platform, bus, autoRefresh: false });
  disposers.push(controller.dispose);
  const http = createHttpClient({
    baseURL: server.baseURL,
    getToken: () => bus.getState().token,
    expiry: bus.expiry,
    onExpired: () => void (expired += 1),
    isOnLoginPage: () => false,
    takeStoredToken: controller.takeStoredToken,
  });
  return { http, expired: () => expired };
}

describe('a token another tab stored, refused in this one before its storage event came', () => {
  it('the call goes again with the stored token and the session takes it: no logout', async () => {
    // Another tab switched identity: the server revoked tok-1 and that tab stored tok-2 (for group 2), whose storage
    // event has not reached this tab yet (written here straight into storage, as the event is late).
    server.answer((request) =>
      request.headers.authorization === 'Bearer tok-2' ? { body: { status: 200, msg: 'success', data: 'rows' } } : { status: 401, body: { status: 8405, msg: 'token expired', data: null } });
    const bus = createSessionBus({ token: 'tok-1', expire: NOW + 2 * HOUR, tokenGroupId: 1 });
    const platform = memoryPlatform({ hub: memoryHub(), now: NOW, pathname: '/deviceManager/coolerList' });
    const tab = tabOf(bus, platform);
    storeSession(platform, { token: 'tok-2', expire: NOW + 3 * HOUR }, 2);

    await expect(tab.http.get('/api/x')).resolves.toBe('rows');
    expect(server.seen.map((seen) => seen.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(tab.expired()).toBe(0);
    expect(bus.getState()).toMatchObject({ token: 'tok-2', expire: NOW + 3 * HOUR, tokenGroupId: 2 });
  });

  it('a token refused with nothing newer stored, or after a logout elsewhere removed it, ends the session', async () => {
    server.answer(() => ({ status: 401, body: { status: 8405, msg: 'token expired', data: null } }));
    for (const stored of ['tok-1', null]) {
      const bus = createSessionBus({ token: 'tok-1', expire: NOW + 2 * HOUR });
      const platform = memoryPlatform({ hub: memoryHub(), now: NOW, pathname: '/dashboard' });
      if (stored) storeSession(platform, { token: stored, expire: NOW + 2 * HOUR }, null);
      const tab = tabOf(bus, platform);
      server.seen.length = 0;
      await expect(tab.http.get('/api/x')).rejects.toMatchObject({ code: 8405 });
      expect(server.seen).toHaveLength(1);
      expect(tab.expired()).toBe(1);
      expect(bus.getState().token).toBe('tok-1');
    }
  });
});

describe('a call refused while another tab switches identity', () => {
  it('waits for the switch to store its token, then goes again with it: no logout in either tab', async () => {
    // The server revokes tok-1 as the switch starts and answers it 100 ms later; the other tab's call lands between.
    let revoked = false;
    server.answer((request) => {
      if (request.path === switchStaffGroup.path) {
        revoked = true;
        return { delayMs: 100, body: { status: 200, msg: 'success', data: { token: 'tok-2', expire: NOW + 3 * HOUR } } };
      }
      const ok = request.headers.authorization === 'Bearer tok-2' || (!revoked && request.headers.authorization === 'Bearer tok-1');
      return ok ? { body: { status: 200, msg: 'success', data: 'rows' } } : { status: 401, body: { status: 8405, msg: 'token expired', data: null } };
    });
    const hub = memoryHub();
    const switching = memoryPlatform({ hub, now: NOW, pathname: '/dashboard' });
    const other = memoryPlatform({ hub, now: NOW, pathname: '/deviceManager/coolerList' });
    storeSession(switching, { token: 'tok-1', expire: NOW + 2 * HOUR }, 1);
    const switchingBus = createSessionBus({ token: 'tok-1', expire: NOW + 2 * HOUR, tokenGroupId: 1, currentGroupId: 1, groups: [group(1), group(2)] });
    const otherBus = createSessionBus({ token: 'tok-1', expire: NOW + 2 * HOUR, tokenGroupId: 1 });
    const switcher = createSessionController({ api: createSessionApi(tabOf(switchingBus, switching).http), platform: switching, bus: switchingBus, autoRefresh: false });
    disposers.push(switcher.dispose);
    const tab = tabOf(otherBus, other);

    const switched = switcher.switchIdentity(2).catch(() => undefined); // its bootstrap afterwards is not this test's
    await expect.poll(() => revoked).toBe(true);
    await expect(tab.http.get('/api/x')).resolves.toBe('rows');
    expect(tab.expired()).toBe(0);
    expect(otherBus.getState().token).toBe('tok-2');
    await switched;
  });
});
