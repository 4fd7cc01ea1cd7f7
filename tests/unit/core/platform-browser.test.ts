// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserPlatform } from '../../../src/core/platform/index.ts';
import type { BrowserGlobals, StorageChange } from '../../../src/core/platform/index.ts';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** This window, with some members replaced. */
function globalsWith(overrides: Partial<Record<keyof BrowserGlobals, unknown>>): BrowserGlobals {
  const base = globalThis as unknown as BrowserGlobals;
  return new Proxy(base, {
    get: (target, key) => (key in overrides ? overrides[key as keyof BrowserGlobals] : Reflect.get(target, key)),
  });
}

describe('browserPlatform over the real window', () => {
  it('reads and writes localStorage and sessionStorage and lists their keys', () => {
    const platform = browserPlatform();
    platform.local.setItem('backroom:token', 't');
    platform.session.setItem('backroom:tab', 's');
    expect(window.localStorage.getItem('backroom:token')).toBe('t');
    expect(platform.local.getItem('backroom:token')).toBe('t');
    expect(platform.local.keys()).toEqual(['backroom:token']);
    expect(platform.session.keys()).toEqual(['backroom:tab']);
    platform.local.removeItem('backroom:token');
    expect(window.localStorage.getItem('backroom:token')).toBeNull();
  });

  it('tells the time and runs and clears timers', async () => {
    vi.useFakeTimers({ now: 5_000 });
    try {
      const platform = browserPlatform();
      expect(platform.now()).toBe(5_000);
      const ran: string[] = [];
      platform.setTimeout(() => ran.push('kept'), 10);
      platform.clearTimeout(platform.setTimeout(() => ran.push('cleared'), 10));
      await vi.advanceTimersByTimeAsync(20);
      expect(ran).toEqual(['kept']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the pathname and passes navigation to location', () => {
    const assign = vi.fn();
    const reload = vi.fn();
    const platform = browserPlatform(globalsWith({ location: { pathname: '/en/login', assign, reload } }));
    expect(platform.location.pathname()).toBe('/en/login');
    platform.location.assign('/');
    platform.location.reload();
    expect(assign).toHaveBeenCalledWith('/');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('passes storage events on until the listener is removed', () => {
    const platform = browserPlatform();
    const seen: StorageChange[] = [];
    const stop = platform.addStorageListener((change) => seen.push(change));
    window.dispatchEvent(new StorageEvent('storage', { key: 'backroom:token', newValue: 'n' }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'backroom:token', newValue: 'm' }));
    expect(seen).toEqual([{ key: 'backroom:token', newValue: 'n' }]);
  });
});

describe('browserPlatform where the browser lacks or denies things', () => {
  it('keeps values in memory when storage access throws', () => {
    const denied = new Proxy(globalThis as object, {
      get(target, key) {
        if (key === 'localStorage' || key === 'sessionStorage') throw new DOMException('denied', 'SecurityError');
        return Reflect.get(target, key);
      },
    }) as BrowserGlobals;
    const platform = browserPlatform(denied);
    platform.local.setItem('backroom:token', 't');
    expect(platform.local.getItem('backroom:token')).toBe('t');
    expect(window.localStorage.getItem('backroom:token')).toBeNull();
    expect(platform.session.keys()).toEqual([]);
  });

  it('has no channel and no locks when the browser has neither', () => {
    const platform = browserPlatform(globalsWith({ BroadcastChannel: undefined, navigator: {} }));
    expect(platform.channel('backroom.session')).toBeNull();
    expect(platform.locks).toBeNull();
  });

  it('uses Web Locks when present', async () => {
    const request = vi.fn((_name: string, callback: () => unknown) => Promise.resolve(callback()));
    const platform = browserPlatform(globalsWith({ navigator: { locks: { request } } }));
    await expect(platform.locks?.request('backroom.session.refresh', async () => 7)).resolves.toBe(7);
    expect(request).toHaveBeenCalledWith('backroom.session.refresh', expect.any(Function));
  });

  it('wraps BroadcastChannel: messages reach other channels of the same name', async () => {
    const platform = browserPlatform(globalsWith({ BroadcastChannel }));
    const one = platform.channel('backroom.test');
    const two = platform.channel('backroom.test');
    const received = new Promise((resolve) => two?.subscribe(resolve));
    const echoed: unknown[] = [];
    const stop = one?.subscribe((message) => echoed.push(message));
    one?.postMessage({ type: 'logout' });
    await expect(received).resolves.toEqual({ type: 'logout' });
    stop?.();
    one?.close();
    two?.close();
    expect(echoed).toEqual([]);
  });
});
