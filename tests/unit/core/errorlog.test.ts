// The 'bug日志' store (spec §2, issue 5): a bounded ring buffer of plain, frozen records with subscribe.
import { describe, expect, it } from 'vitest';
import {
  ERROR_DETAIL_MAX_CHARS, ERROR_LOG_CAPACITY, ERROR_MESSAGE_MAX_CHARS, PAGE_ERROR_LOG_KEY, createErrorLog, describeError,
  pageErrorLog,
} from '../../../src/core/errorlog/index.ts';
import { memoryPlatform } from '../../../src/core/platform/index.ts';

const RECORD_KEYS = ['detail', 'kind', 'message', 'time'];

describe('the ring buffer is bounded', () => {
  it('keeps at most ERROR_LOG_CAPACITY records and drops the oldest first', () => {
    const log = createErrorLog();
    expect(log.capacity).toBe(ERROR_LOG_CAPACITY);
    for (let i = 0; i < ERROR_LOG_CAPACITY + 7; i++) log.record({ kind: 'window', message: `e${i}` });
    const entries = log.entries();
    expect(entries).toHaveLength(ERROR_LOG_CAPACITY);
    expect(entries[0].message).toBe('e7');
    expect(entries.at(-1)?.message).toBe(`e${ERROR_LOG_CAPACITY + 6}`);
  });

  it('keeps the order oldest first across many wraps of a small buffer', () => {
    const log = createErrorLog({ capacity: 3 });
    for (let i = 1; i <= 11; i++) log.record({ kind: 'request', message: String(i) });
    expect(log.entries().map((record) => record.message)).toEqual(['9', '10', '11']);
  });

  it('refuses a capacity that is not a positive integer', () => {
    for (const capacity of [0, -1, 2.5, Number.NaN]) expect(() => createErrorLog({ capacity })).toThrow(RangeError);
  });

  it('cuts long messages and details, so one entry cannot make the log large', () => {
    const log = createErrorLog();
    const record = log.record({ kind: 'window', message: 'm'.repeat(10_000), detail: 'd'.repeat(100_000) });
    expect(record.message).toHaveLength(ERROR_MESSAGE_MAX_CHARS);
    expect(record.detail).toHaveLength(ERROR_DETAIL_MAX_CHARS);
    expect(record.message.endsWith('…')).toBe(true);
  });

  it('clear() empties it and recording starts again from nothing', () => {
    const log = createErrorLog({ capacity: 2 });
    log.record({ kind: 'window', message: 'a' });
    log.record({ kind: 'window', message: 'b' });
    log.record({ kind: 'window', message: 'c' });
    log.clear();
    expect(log.entries()).toEqual([]);
    log.record({ kind: 'render', message: 'd' });
    expect(log.entries().map((record) => record.message)).toEqual(['d']);
  });
});

describe('records are plain data', () => {
  it('holds time, kind, message and detail only, stamped by the given clock, frozen', () => {
    const platform = memoryPlatform({ now: 1_700_000_000_000 });
    const log = createErrorLog({ now: platform.now });
    const error = new TypeError('boom');
    const entry = { kind: 'render' as const, message: 'boom', detail: error.stack, extra: error };
    log.record(entry);
    const [record] = log.entries();
    expect(Object.keys(record).sort()).toEqual(RECORD_KEYS);
    expect(record).toEqual({ time: 1_700_000_000_000, kind: 'render', message: 'boom', detail: error.stack });
    expect(Object.isFrozen(record)).toBe(true);
    expect(Object.isFrozen(log.entries())).toBe(true);
    expect(JSON.parse(JSON.stringify(log.entries()))).toEqual(log.entries());
    platform.advance(5_000);
    expect(log.record({ kind: 'window', message: 'later' }).time).toBe(1_700_000_005_000);
  });

  it('leaves detail out when there is none', () => {
    const record = createErrorLog().record({ kind: 'window', message: 'x', detail: '' });
    expect('detail' in record).toBe(false);
  });

  it('describeError turns anything thrown into text', () => {
    const error = new RangeError('out of range');
    expect(describeError(error)).toEqual({ message: 'RangeError: out of range', detail: error.stack });
    expect(describeError(new Error('plain')).message).toBe('plain');
    expect(describeError('just text')).toEqual({ message: 'just text' });
    expect(describeError({ code: 7 })).toEqual({ message: '{"code":7}' });
    expect(describeError(undefined)).toEqual({ message: 'undefined' });
    expect(describeError(42)).toEqual({ message: '42' });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeError(cyclic)).toEqual({ message: '[object Object]' });
    // An Error from another realm (an iframe) is recognised by its shape.
    expect(describeError({ name: 'Error', message: 'far away', stack: 'at frame' })).toEqual({ message: 'far away', detail: 'at frame' });
  });
});

describe('subscribe', () => {
  it('tells listeners after each change and the snapshot stays the same array until one', () => {
    const log = createErrorLog();
    let calls = 0;
    const unsubscribe = log.subscribe(() => calls++);
    const before = log.entries();
    expect(log.entries()).toBe(before);
    log.record({ kind: 'window', message: 'a' });
    expect(calls).toBe(1);
    expect(log.entries()).not.toBe(before);
    const after = log.entries();
    expect(log.entries()).toBe(after);
    log.clear();
    expect(calls).toBe(2);
    log.clear(); // already empty: no change, no call
    expect(calls).toBe(2);
    unsubscribe();
    log.record({ kind: 'window', message: 'b' });
    expect(calls).toBe(2);
  });
});

describe('the page log', () => {
  it('is one log per page, shared through a global symbol as bundles share the session bus', () => {
    const log = pageErrorLog();
    expect(pageErrorLog()).toBe(log);
    expect((globalThis as unknown as Record<symbol, unknown>)[PAGE_ERROR_LOG_KEY]).toBe(log);
    expect(log.capacity).toBe(ERROR_LOG_CAPACITY);
  });
});
