import { describe, expect, it } from 'vitest';
import {
  STORAGE_PREFIX, StorageName, clearPrefixed, memoryHub, memoryPlatform, memoryStore, storageKey,
} from '../../../src/core/platform/index.ts';
import type { StorageChange } from '../../../src/core/platform/index.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('DESIGN storage keys are prefixed backroom:', () => {
  it.each(Object.values(StorageName))('%s', (name) => {
    expect(storageKey(name)).toBe(`backroom:${name}`);
  });

  it('names the keys the session module relies on', () => {
    expect(STORAGE_PREFIX).toBe('backroom:');
    expect(storageKey(StorageName.discoloration)).toBe('backroom:discoloration');
    expect(storageKey(StorageName.sessionEvent)).toBe('backroom:session-event');
  });

  it('clearPrefixed removes only our keys', () => {
    const store = memoryStore();
    store.setItem('backroom:a', '1');
    store.setItem('backroom:b', '2');
    store.setItem('partner:token', 'theirs');
    clearPrefixed(store);
    expect(store.keys()).toEqual(['partner:token']);
    expect(store.getItem('backroom:a')).toBeNull();
  });
});

describe('memoryPlatform clock and timers', () => {
  it('advances the clock and runs due timers in time order, including ones they schedule', () => {
    const platform = memoryPlatform({ now: 1_000 });
    const ran: string[] = [];
    platform.setTimeout(() => ran.push(`b@${platform.now()}`), 200);
    platform.setTimeout(() => {
      ran.push(`a@${platform.now()}`);
      platform.setTimeout(() => ran.push(`c@${platform.now()}`), 50);
    }, 100);
    const cancelled = platform.setTimeout(() => ran.push('never'), 10);
    platform.clearTimeout(cancelled);
    expect(platform.pendingTimers).toBe(2);
    platform.advance(150);
    expect(ran).toEqual(['a@1100', 'c@1150']);
    expect(platform.now()).toBe(1_150);
    platform.advance(1_000);
    expect(ran).toEqual(['a@1100', 'c@1150', 'b@1200']);
    expect(platform.now()).toBe(2_150);
    expect(platform.pendingTimers).toBe(0);
  });

  it('records navigation and reloads, and serves a settable pathname', () => {
    const platform = memoryPlatform({ pathname: '/dashboard' });
    expect(platform.location.pathname()).toBe('/dashboard');
    platform.setPathname('/login');
    expect(platform.location.pathname()).toBe('/login');
    platform.location.assign('/');
    platform.location.reload();
    expect(platform.assigned).toEqual(['/']);
    expect(platform.reloads).toBe(1);
  });
});

describe('memoryPlatform tabs on one hub', () => {
  it('shares localStorage but not sessionStorage', () => {
    const hub = memoryHub();
    const a = memoryPlatform({ hub });
    const b = memoryPlatform({ hub });
    a.local.setItem('backroom:x', '1');
    a.session.setItem('backroom:y', '2');
    expect(b.local.getItem('backroom:x')).toBe('1');
    expect(b.session.getItem('backroom:y')).toBeNull();
    expect(hub.local.keys()).toEqual(['backroom:x']);
  });

  it('raises storage events in the other tabs only, and only on a change', () => {
    const hub = memoryHub();
    const a = memoryPlatform({ hub });
    const b = memoryPlatform({ hub });
    const seenA: StorageChange[] = [];
    const seenB: StorageChange[] = [];
    a.addStorageListener((change) => seenA.push(change));
    const stop = b.addStorageListener((change) => seenB.push(change));
    a.local.setItem('k', 'v');
    a.local.setItem('k', 'v');
    a.local.removeItem('k');
    a.local.removeItem('k');
    expect(seenA).toEqual([]);
    expect(seenB).toEqual([{ key: 'k', newValue: 'v' }, { key: 'k', newValue: null }]);
    stop();
    a.local.setItem('k', 'w');
    expect(seenB).toHaveLength(2);
  });

  it('delivers channel messages asynchronously, cloned, to every other end and never back', async () => {
    const hub = memoryHub();
    const one = memoryPlatform({ hub }).channel('backroom.session');
    const two = memoryPlatform({ hub }).channel('backroom.session');
    const other = memoryPlatform({ hub }).channel('elsewhere');
    const got: Record<string, unknown[]> = { one: [], two: [], other: [] };
    one?.subscribe((message) => got.one.push(message));
    const stopTwo = two?.subscribe((message) => got.two.push(message));
    other?.subscribe((message) => got.other.push(message));
    const sent = { type: 'logout' };
    one?.postMessage(sent);
    expect(got.two).toEqual([]);
    await tick();
    expect(got).toEqual({ one: [], two: [sent], other: [] });
    expect(got.two[0]).not.toBe(sent);
    stopTwo?.();
    one?.postMessage(sent);
    two?.close();
    await tick();
    expect(got.two).toHaveLength(1);
  });

  it('closing an end stops its listeners', async () => {
    const hub = memoryHub();
    const one = memoryPlatform({ hub }).channel('c');
    const two = memoryPlatform({ hub }).channel('c');
    const got: unknown[] = [];
    two?.subscribe((message) => got.push(message));
    two?.close();
    one?.postMessage('x');
    await tick();
    expect(got).toEqual([]);
  });

  it('grants a lock to one holder at a time, in order, even after a failure', async () => {
    const hub = memoryHub();
    const locks = memoryPlatform({ hub }).locks;
    const otherTab = memoryPlatform({ hub }).locks;
    const log: string[] = [];
    const hold = (label: string, fail = false) => async () => {
      log.push(`start ${label}`);
      await tick();
      log.push(`end ${label}`);
      if (fail) throw new Error(label);
      return label;
    };
    const results = await Promise.allSettled([
      locks?.request('l', hold('a', true)),
      otherTab?.request('l', hold('b')),
      locks?.request('other', hold('c')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('start b')).toBeGreaterThan(log.indexOf('end a'));
    expect(log.indexOf('start c')).toBeLessThan(log.indexOf('end a'));
  });

  it('can lack BroadcastChannel and Web Locks, as older browsers do', () => {
    const platform = memoryPlatform({ broadcastChannel: false, locks: false });
    expect(platform.channel('backroom.session')).toBeNull();
    expect(platform.locks).toBeNull();
  });
});
