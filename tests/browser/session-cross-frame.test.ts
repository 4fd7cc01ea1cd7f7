import { expect } from 'chai';
import { browserPlatform } from '../../src/core/platform/index.ts';
import type { BrowserGlobals } from '../../src/core/platform/index.ts';
import { createSessionController, getOrCreateSessionBus } from '../../src/core/session/index.ts';
import type { SessionApi, SessionController } from '../../src/core/session/index.ts';

// web-test-runner provides mocha's globals; the project has no @types/mocha.
declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: () => Promise<void>): void;
declare function beforeEach(body: () => void): void;
declare function afterEach(body: () => void): void;

/**
 * Two same-origin frames stand for two tabs. Each gets a session built on its own window: its storage, its
 * BroadcastChannel, its Web Locks, its bus at Symbol.for('backroom.session.v1'). The fake server records every
 * call here, in the top window, so the frames' requests are counted in one place.
 */
const calls: string[] = [];
const frames: HTMLIFrameElement[] = [];
const controllers: SessionController[] = [];

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
});

afterEach(() => {
  controllers.splice(0).forEach((controller) => controller.dispose());
  frames.splice(0).forEach((frame) => frame.remove());
  localStorage.clear();
});

async function openFrame(): Promise<Window> {
  const frame = document.createElement('iframe');
  frame.src = '/tests/browser/fixtures/session-frame.html';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  if (!frame.contentWindow) throw new Error('frame has no window');
  return frame.contentWindow;
}

function fakeApi(name: string): SessionApi {
  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const issue = (label: string) => ({ token: `${name}-${label}`, expire: Date.now() + 4 * 3_600_000 });
  let currentGroupId = 1;
  return {
    login: async () => issue('login'),
    sendLoginSms: async () => undefined,
    refresh: async () => {
      calls.push(`${name}:refresh`);
      await later(100); // long enough for the other frame to ask while this one holds the lock
      return issue('refreshed');
    },
    switchGroup: async (groupId) => {
      calls.push(`${name}:switchGroup:${groupId}`);
      currentGroupId = groupId;
      return issue(`group-${groupId}`);
    },
    logout: async () => void calls.push(`${name}:logout`),
    staffInfo: async () => ({
      name, phone: '13800000000', countryCode: '86', orgId: 1, orgName: 'org', deptId: 1, orgCategory: 3, roleCodes: 'admin',
      roleIds: '1', deptFullName: 'a/b', groups: [], currentGroupId, currentGroupLogoUrl: null, colorInfo: null,
      phoneHide: false, balanceWatch: false, envLabel: '',
    }),
    groups: async () => ({ groups: [], currentGroupId }),
    views: async () => ['*:*:*'],
    menus: async () => [],
    convenienceShops: async () => [],
  };
}

function openSession(frameWindow: Window, name: string, options: { locks?: boolean; channel?: boolean } = {}) {
  const real = browserPlatform(frameWindow as unknown as BrowserGlobals);
  const platform = {
    ...real,
    locks: options.locks === false ? null : real.locks,
    channel: options.channel === false ? () => null : real.channel,
  };
  const bus = getOrCreateSessionBus(frameWindow);
  const controller = createSessionController({ api: fakeApi(name), platform, bus, autoRefresh: false });
  controllers.push(controller);
  return { controller, bus, hasLocks: real.locks !== null, hasChannel: 'BroadcastChannel' in frameWindow };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function storeToken(token: string, expire: number) {
  localStorage.setItem('backroom:token', token);
  localStorage.setItem('backroom:expire', String(expire));
}

describe('DESIGN session bus across two same-origin frames (real Chromium)', () => {
  it('each frame keeps its own bus at Symbol.for("backroom.session.v1")', async () => {
    const [a, b] = await Promise.all([openFrame(), openFrame()]);
    const sessionA = openSession(a, 'a');
    const sessionB = openSession(b, 'b');
    const key = Symbol.for('backroom.session.v1');
    expect((a as unknown as Record<symbol, unknown>)[key]).to.equal(sessionA.bus);
    expect(getOrCreateSessionBus(b)).to.equal(sessionB.bus);
    expect(sessionA.bus).not.to.equal(sessionB.bus);
    expect(sessionA.hasChannel && sessionA.hasLocks).to.equal(true);
  });

  for (const channel of [true, false]) {
    const via = channel ? 'BroadcastChannel' : 'storage events';
    it(`a logout in one frame clears the other frame's bus over ${via}`, async () => {
      storeToken('shared', Date.now() + 4 * 3_600_000);
      const [a, b] = await Promise.all([openFrame(), openFrame()]);
      const sessionA = openSession(a, 'a', { channel });
      const sessionB = openSession(b, 'b', { channel });
      b.sessionStorage.setItem('backroom:tabs', '[]');
      sessionB.bus.setState({ status: 'ready', viewCodes: ['*:*:*'] });
      const seen: Array<string | null> = [];
      sessionB.bus.subscribe((state) => seen.push(state.token));
      expect(sessionB.bus.getState().token).to.equal('shared');

      await sessionA.controller.logout();
      await until(() => sessionB.bus.getState().status === 'loggedOut', 'the other frame to log out');

      expect(sessionB.bus.getState()).to.include({ token: null, viewCodes: null, status: 'loggedOut' });
      expect(seen).to.deep.equal([null]);
      expect(b.sessionStorage.getItem('backroom:tabs')).to.equal(null);
      expect(calls).to.deep.equal(['a:logout']);
      expect(localStorage.getItem('backroom:token')).to.equal(null);
      expect(localStorage.getItem('backroom:session-event') !== null).to.equal(!channel);
    });
  }

  it('an identity switch in one frame reaches the other', async () => {
    storeToken('shared', Date.now() + 4 * 3_600_000);
    const [a, b] = await Promise.all([openFrame(), openFrame()]);
    const sessionA = openSession(a, 'a');
    const sessionB = openSession(b, 'b');
    sessionA.bus.setState({ currentGroupId: 1, tokenGroupId: 1 });
    expect(await sessionA.controller.switchIdentity(2)).to.deep.equal({ kind: 'ready', redirect: null });
    await until(() => sessionB.bus.getState().currentGroupId === 2, 'the identity message');
    expect(sessionB.bus.getState()).to.include({ token: 'a-group-2', tokenGroupId: 2, status: 'idle' });
  });

  it('20 callers in two frames refresh once under the Web Lock', async () => {
    storeToken('old', Date.now());
    const [a, b] = await Promise.all([openFrame(), openFrame()]);
    const sessions = [openSession(a, 'a'), openSession(b, 'b')];

    const results = await Promise.all(
      sessions.flatMap(({ controller }) => Array.from({ length: 10 }, () => controller.refreshIfExpired())),
    );

    expect(calls.filter((call) => call.endsWith(':refresh'))).to.have.length(1);
    expect(results.every(Boolean)).to.equal(true);
    const token = localStorage.getItem('backroom:token');
    expect(token).to.match(/^[ab]-refreshed$/);
    expect(sessions.map(({ bus }) => bus.getState().token)).to.deep.equal([token, token]);
  });

  it('without the Web Lock each frame refreshes once: single-flight then holds per page only', async () => {
    storeToken('old', Date.now());
    const [a, b] = await Promise.all([openFrame(), openFrame()]);
    const sessions = [openSession(a, 'a', { locks: false }), openSession(b, 'b', { locks: false })];
    await Promise.all(sessions.flatMap(({ controller }) => Array.from({ length: 10 }, () => controller.refreshIfExpired())));
    expect([...calls].sort()).to.deep.equal(['a:refresh', 'b:refresh']);
  });
});
