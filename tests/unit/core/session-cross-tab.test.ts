import { afterEach, describe, expect, it } from 'vitest';
import { memoryHub, memoryPlatform } from '../../../src/core/platform/index.ts';
import type { MemoryHub, StorageChange } from '../../../src/core/platform/index.ts';
import { SESSION_CHANNEL, createSessionBus, createSessionController, openSessionLink } from '../../../src/core/session/index.ts';
import type { SessionMessage, SessionState } from '../../../src/core/session/index.ts';
import { NOW, fakeApi, group } from './session-fixtures.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const disposers: Array<() => void> = [];
afterEach(() => disposers.splice(0).forEach((dispose) => dispose()));

/** A tab on the origin `hub`, talking to the one server `fake`. */
function openTab(hub: MemoryHub, broadcastChannel: boolean, fake: ReturnType<typeof fakeApi>) {
  const platform = memoryPlatform({ hub, now: NOW, broadcastChannel });
  const bus = createSessionBus();
  const controller = createSessionController({ api: fake.api, platform, bus, autoRefresh: false });
  disposers.push(controller.dispose);
  return { platform, bus, controller, ...fake };
}

async function loggedInTabs(broadcastChannel: boolean) {
  const hub = memoryHub();
  const fake = fakeApi({ groups: [group(1), group(2)], currentGroupId: 1 });
  const a = openTab(hub, broadcastChannel, fake);
  const b = openTab(hub, broadcastChannel, fake);
  await a.controller.login({ phone: '1', password: 'p' });
  b.bus.setState({ token: a.bus.getState().token, staff: a.bus.getState().staff, viewCodes: ['*:*:*'], status: 'ready' });
  b.platform.session.setItem('backroom:tabs', '[]');
  b.platform.session.setItem('partner:draft', 'x');
  return { hub, a, b };
}

describe.each([
  ['BroadcastChannel', true],
  ['storage events (no BroadcastChannel)', false],
])('DESIGN cross-tab session over %s', (_name, broadcastChannel) => {
  it('a logout in one tab logs out the other and notifies its subscribers', async () => {
    const { a, b } = await loggedInTabs(broadcastChannel);
    const seen: SessionState[] = [];
    b.bus.subscribe((state) => seen.push(state));
    await a.controller.logout();
    await settle();
    expect(b.bus.getState()).toMatchObject({ token: null, staff: null, viewCodes: null, status: 'loggedOut' });
    expect(seen.at(-1)?.status).toBe('loggedOut');
    expect(b.platform.session.keys()).toEqual(['partner:draft']);
    expect(a.bus.getState().status).toBe('loggedOut');
  });

  it('an identity switch in one tab makes the other drop what it loaded for the old group', async () => {
    const { a, b } = await loggedInTabs(broadcastChannel);
    await a.controller.switchIdentity(2);
    await settle();
    const before = b.calls.length;
    expect(b.bus.getState()).toMatchObject({
      token: a.bus.getState().token, tokenGroupId: 2, currentGroupId: 2, staff: null, viewCodes: null, menus: null, status: 'idle',
    });
    await expect(b.controller.bootstrap()).resolves.toEqual({ kind: 'ready', redirect: null });
    expect(b.calls.slice(before)).toEqual(['staffInfo', 'groups', 'views', 'menus:1', 'menus:2']);
  });

  it('remembers the last switch another tab made, from which group to which, until this tab switches itself', async () => {
    const { a, b } = await loggedInTabs(broadcastChannel);
    b.bus.setState({ currentGroupId: 1 });
    expect(b.bus.getState().otherTabSwitch).toBe(null);
    await a.controller.switchIdentity(2);
    await settle();
    expect(b.bus.getState().otherTabSwitch).toEqual({ from: 1, groupId: 2 });
    await b.controller.bootstrap();
    expect(b.bus.getState()).toMatchObject({ status: 'ready', currentGroupId: 2, otherTabSwitch: { from: 1, groupId: 2 } });
    await a.controller.switchIdentity(1);
    await settle();
    expect(b.bus.getState().otherTabSwitch).toEqual({ from: 2, groupId: 1 });
    await b.controller.bootstrap();
    await b.controller.switchIdentity(2);
    expect(b.bus.getState()).toMatchObject({ currentGroupId: 2, otherTabSwitch: null });
  });

  it('a tab without a session takes the new token but has no switch to speak of', async () => {
    const { a, b } = await loggedInTabs(broadcastChannel);
    b.bus.reset({ status: 'loggedOut' });
    await a.controller.switchIdentity(2);
    await settle();
    expect(b.bus.getState()).toMatchObject({ token: a.bus.getState().token, status: 'idle', otherTabSwitch: null });
  });

  it('a token event that arrives after a logout removed that token is not news: the logout ends the session, once', async () => {
    const { hub, a } = await loggedInTabs(broadcastChannel);
    const real = memoryPlatform({ hub, now: NOW, broadcastChannel });
    const listeners: Array<(change: StorageChange) => void> = [];
    const platform = { ...real, addStorageListener: (listener: (change: StorageChange) => void) => (listeners.push(listener), real.addStorageListener(listener)) };
    const bus = createSessionBus({ token: a.bus.getState().token, viewCodes: ['*:*:*'], status: 'ready' });
    const controller = createSessionController({ api: a.api, platform, bus, autoRefresh: false });
    disposers.push(controller.dispose);
    // Chromium queues storage events: under load, the event of a token written earlier arrives once it is gone.
    disposers.push(hub.listenStorage({}, (change) => {
      if (change.key === 'backroom:token' && change.newValue === null) {
        listeners.forEach((listener) => listener({ key: 'backroom:token', newValue: 'written-before-the-logout' }));
      }
    }));
    const seen: Array<string | null> = [];
    bus.subscribe((state) => seen.push(state.token));
    await a.controller.logout();
    await settle();
    expect(seen).toEqual([null]);
    expect(bus.getState()).toMatchObject({ token: null, status: 'loggedOut' });
  });

  it('a disposed tab no longer listens', async () => {
    const { a, b } = await loggedInTabs(broadcastChannel);
    b.controller.dispose();
    await a.controller.logout();
    await settle();
    expect(b.bus.getState().status).toBe('ready');
  });
});

describe('DESIGN cross-tab link', () => {
  it('uses the backroom.session channel and ignores its own page and malformed messages', async () => {
    const hub = memoryHub();
    const received: SessionMessage[] = [];
    const here = openSessionLink(memoryPlatform({ hub }), 'tab-a', (message) => received.push(message));
    const samePage = openSessionLink(memoryPlatform({ hub }), 'tab-a', () => undefined);
    const raw = memoryPlatform({ hub }).channel(SESSION_CHANNEL);
    samePage.post({ type: 'logout' });
    for (const junk of [null, 'text', { type: 'logout' }, { type: 'identity', groupId: '2', from: 'x' }, { type: 'other', from: 'x' }]) {
      raw?.postMessage(junk);
    }
    raw?.postMessage({ type: 'identity', groupId: 2, from: 'tab-b' });
    raw?.postMessage({ type: 'logout', from: 'tab-b' });
    await settle();
    expect(received).toEqual([{ type: 'identity', groupId: 2 }, { type: 'logout' }]);
    here.close();
    samePage.close();
  });

  it('falls back to backroom:session-event, where repeated messages still arrive', () => {
    const hub = memoryHub();
    const received: SessionMessage[] = [];
    const sender = openSessionLink(memoryPlatform({ hub, broadcastChannel: false }), 'tab-a', () => undefined);
    const other = memoryPlatform({ hub, broadcastChannel: false });
    const receiver = openSessionLink(other, 'tab-b', (message) => received.push(message));
    sender.post({ type: 'logout' });
    sender.post({ type: 'logout' });
    expect(JSON.parse(hub.local.getItem('backroom:session-event') ?? '{}')).toMatchObject({ type: 'logout', from: 'tab-a' });
    const writer = memoryPlatform({ hub });
    writer.local.setItem('backroom:other', JSON.stringify({ type: 'logout', from: 'tab-c' }));
    writer.local.setItem('backroom:session-event', 'not json');
    writer.local.removeItem('backroom:session-event');
    expect(received).toEqual([{ type: 'logout' }, { type: 'logout' }]);
    receiver.close();
    sender.post({ type: 'logout' });
    expect(received).toHaveLength(2);
  });
});
