// Screens fetched ahead (issue 30): a preloadable screen's code once however often it is asked for, the sidebar's
// pages in its order while the user reads a page (after a pause, one at a time, each in an idle moment once the one
// before has arrived), and nothing more once the page changes or the frame goes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { IDLE_PRELOAD_AFTER_MS, preloadableLazy, preloadScreen, preloadWhenIdle } from '../../../src/app/routes/preloadable.ts';
import { sidebarPages } from '../../../src/app/sidebar/navModel.ts';
import type { NavEntry } from '../../../src/app/sidebar/navModel.ts';

const Screen: ComponentType<object> = () => null;

describe('preloadScreen', () => {
  it('fetches a preloadable screen once, and leaves a plain component alone', async () => {
    const load = vi.fn(async () => Screen);
    const screen = preloadableLazy(load);
    await preloadScreen(screen);
    await preloadScreen(screen);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(preloadScreen(Screen)).resolves.toBeUndefined();
  });

  it('a screen whose code failed resolves (the click meets the failure) and is asked for again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue(Screen);
    const screen = preloadableLazy(load);
    await expect(preloadScreen(screen)).resolves.toBeUndefined();
    await preloadScreen(screen);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadWhenIdle', () => {
  const idle: Array<() => void> = [];
  beforeEach(() => {
    vi.useFakeTimers();
    idle.length = 0;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** Runs the idle callback waiting, and lets the preload it started settle. */
  const idleMoment = async () => {
    idle.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };

  it('waits for the pause, then fetches the pages one at a time in idle moments, in order', async () => {
    const fetched: string[] = [];
    let arrive: () => void = () => undefined;
    const preload = (path: string) => {
      fetched.push(path);
      return new Promise<void>((resolve) => {
        arrive = resolve;
      });
    };
    preloadWhenIdle(['/a', '/b', '/c'], preload);
    await vi.advanceTimersByTimeAsync(IDLE_PRELOAD_AFTER_MS - 1);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await idleMoment();
    expect(fetched).toEqual(['/a']);
    // The next waits for the first to arrive.
    expect(idle).toHaveLength(0);
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    await idleMoment();
    expect(fetched).toEqual(['/a', '/b']);
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    await idleMoment();
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched).toEqual(['/a', '/b', '/c']);
    expect(idle).toHaveLength(0);
  });

  it('fetches nothing more once stopped (the page changed, the frame went)', async () => {
    const preload = vi.fn(async (_path: string) => undefined);
    const stop = preloadWhenIdle(['/a', '/b'], preload);
    stop();
    await vi.advanceTimersByTimeAsync(IDLE_PRELOAD_AFTER_MS * 2);
    expect(idle).toHaveLength(0);
    expect(preload).not.toHaveBeenCalled();

    const again = preloadWhenIdle(['/a', '/b'], preload);
    await vi.advanceTimersByTimeAsync(IDLE_PRELOAD_AFTER_MS);
    await idleMoment();
    again();
    await idleMoment();
    expect(preload.mock.calls.map(([path]) => path)).toEqual(['/a']);
  });
});

describe('sidebarPages', () => {
  const entry = (path: string, items?: NavEntry[]): NavEntry => ({ itemKey: path, text: path, topLevel: false, icon: '', path, items });

  it('lists the pages the entries open in the sidebar\'s order, a sub-menu\'s before the next entry\'s', () => {
    const entries = [entry('/dashboard'), entry('/device', [entry('/device/vm'), entry('/device/cooler')]), entry('/order', [entry('/order/list', [entry('/order/list/a')])]), entry('/help')];
    expect(sidebarPages(entries)).toEqual(['/dashboard', '/device/vm', '/device/cooler', '/order/list/a', '/help']);
  });
});
