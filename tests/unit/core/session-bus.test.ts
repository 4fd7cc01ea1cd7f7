import { describe, expect, it, vi } from 'vitest';
import { INITIAL_SESSION_STATE, SESSION_BUS_KEY, createSessionBus, getOrCreateSessionBus } from '../../../src/core/session/index.ts';

describe('DESIGN session bus', () => {
  it('lives at Symbol.for("backroom.session.v1") and is shared by every bundle on the page', () => {
    const page = {};
    const first = getOrCreateSessionBus(page);
    const second = getOrCreateSessionBus(page);
    expect(first).toBe(second);
    expect(SESSION_BUS_KEY).toBe(Symbol.for('backroom.session.v1'));
    expect((page as Record<symbol, unknown>)[Symbol.for('backroom.session.v1')]).toBe(first);
    expect(getOrCreateSessionBus()).toBe(getOrCreateSessionBus(globalThis));
  });

  it('starts empty: no token, permissions and menus not loaded', () => {
    expect(createSessionBus().getState()).toEqual({
      token: null, expire: null, tokenGroupId: null, staff: null, groups: [], currentGroupId: null,
      viewCodes: null, menus: null, shops: null, status: 'idle', otherTabSwitch: null,
    });
  });

  it('keeps the same snapshot until something changes, and notifies only on a change', () => {
    const bus = createSessionBus();
    const listener = vi.fn();
    const stop = bus.subscribe(listener);
    const before = bus.getState();
    bus.setState({ token: null });
    bus.reset();
    expect(bus.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    bus.setState({ token: 't', status: 'loading' });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ token: 't', status: 'loading' }));
    expect(bus.getState()).not.toBe(before);
    stop();
    bus.reset({ status: 'loggedOut' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(bus.getState()).toEqual({ ...INITIAL_SESSION_STATE, status: 'loggedOut' });
  });

  it('gives each page its own tab id', () => {
    expect(createSessionBus().tabId).not.toBe(createSessionBus().tabId);
  });

  it('single-flight shares one running task per key, then starts afresh', async () => {
    const bus = createSessionBus();
    let runs = 0;
    const task = async () => ++runs;
    const results = await Promise.all(Array.from({ length: 20 }, () => bus.singleFlight('refresh', task)));
    expect(results).toEqual(Array(20).fill(1));
    await expect(bus.singleFlight('refresh', task)).resolves.toBe(2);
    await expect(bus.singleFlight('other', task)).resolves.toBe(3);
  });

  it('single-flight clears a failed task so the next call retries', async () => {
    const bus = createSessionBus();
    await expect(bus.singleFlight('k', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await expect(bus.singleFlight('k', async () => 'ok')).resolves.toBe('ok');
  });
});
