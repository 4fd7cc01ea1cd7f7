import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { judgeResponse, pollCommand, POLL_MAX_MS } from '../../../src/core/device/index.ts';
import type { PollClock, PollOptions, PollResult } from '../../../src/core/device/index.ts';
import type { DeviceCommandResponse } from '../../../src/core/contract/index.ts';

const pending: DeviceCommandResponse = { status: 200, msg: 'ok', data: null };
const answer = (data: DeviceCommandResponse['data']): DeviceCommandResponse => ({ status: 200, msg: 'ok', data });
const errorResponse = (status = 500): DeviceCommandResponse => ({ status, msg: 'boom', data: null });

type Step = DeviceCommandResponse | Error | 'hang';

/** A device that answers poll n with script[n] (the last entry repeats); records each poll's time and signal. */
function device(script: Step[]) {
  const calls: Array<{ at: number; signal: AbortSignal }> = [];
  const fetchResponse = vi.fn((signal: AbortSignal) => {
    const step = script[Math.min(calls.length, script.length - 1)];
    calls.push({ at: Date.now(), signal });
    if (step === 'hang') return new Promise<DeviceCommandResponse>(() => {});
    return step instanceof Error ? Promise.reject(step) : Promise.resolve(step);
  });
  return { fetchResponse, calls };
}

function start(options: PollOptions) {
  const state: { result?: PollResult; error?: unknown } = {};
  const promise = pollCommand(options).then(
    (result) => (state.result = result),
    (error: unknown) => (state.error = error),
  );
  return { state, promise };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec §4 device command flow: polling cadence', () => {
  it('polls every 1.5 s (first poll 1.5 s after the command) while the device has not answered', async () => {
    const { fetchResponse, calls } = device([pending]);
    start({ fetchResponse, match: 'temp' });
    await vi.advanceTimersByTimeAsync(1_499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(calls.map((c) => c.at)).toEqual([1_500, 3_000, 4_500, 6_000, 7_500, 9_000]);
  });

  it('uses the injected clock instead of global timers', async () => {
    const queue: Array<{ callback: () => void; ms: number }> = [];
    const clock: PollClock = {
      setTimeout: (callback, ms) => queue.push({ callback, ms }),
      clearTimeout: vi.fn(),
    };
    const { fetchResponse } = device([answer({ temp: 4 })]);
    const run = start({ fetchResponse, match: 'temp', clock });
    expect(queue.map((t) => t.ms)).toEqual([10_000, 1_500]);
    queue[1].callback();
    await run.promise;
    expect(run.state.result).toEqual({ outcome: 'success', state: 4 });
    expect(clock.clearTimeout).toHaveBeenCalled();
  });
});

describe('spec §4 device command flow: results', () => {
  it.each([
    ['a key match gives its value as state', 'lockState', answer({ lockState: 1 }), { outcome: 'success', state: 1 }],
    ['a falsy but present value still matches', 'lockState', answer({ lockState: 0 }), { outcome: 'success', state: 0 }],
    ['invalid_msgid counts as success with no state', 'lockState', answer('invalid_msgid'), { outcome: 'success', state: null }],
    [
      'an answer without the key is a failure (失败)', 'lockState', answer({ other: 1 }),
      { outcome: 'failure', reason: 'mismatch', message: '失败', status: 200 },
    ],
    [
      'a null value does not match', 'lockState', answer({ lockState: null }),
      { outcome: 'failure', reason: 'mismatch', message: '失败', status: 200 },
    ],
  ] as const)('%s', async (_name, match, response, expected) => {
    const { fetchResponse } = device([pending, response]);
    const run = start({ fetchResponse, match });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run.state.result).toEqual(expected);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a predicate match gives the whole answer as state', async () => {
    const { fetchResponse } = device([answer({ mode: 'cool', temp: 5 })]);
    const run = start({ fetchResponse, match: (r) => r.mode === 'cool' });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(run.state.result).toEqual({ outcome: 'success', state: { mode: 'cool', temp: 5 } });
  });

  it('texts follow the locale', async () => {
    const { fetchResponse } = device([answer({ other: 1 })]);
    const run = start({ fetchResponse, match: 'temp', locale: 'en' });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(run.state.result).toMatchObject({ outcome: 'failure', message: 'Failure' });
  });
});

describe('spec §4 device command flow: 5 retries with an error result', () => {
  it('keeps polling through 4 error results (rejections and error statuses) and then succeeds', async () => {
    const script: Step[] = [new Error('net'), errorResponse(), new Error('net'), errorResponse(), answer({ temp: 3 })];
    const { fetchResponse, calls } = device(script);
    const run = start({ fetchResponse, match: 'temp' });
    await vi.advanceTimersByTimeAsync(7_500);
    expect(calls).toHaveLength(5);
    expect(run.state.result).toEqual({ outcome: 'success', state: 3 });
  });

  it('stops with failure (错误) at the 5th error result', async () => {
    const { fetchResponse, calls } = device([errorResponse(3502)]);
    const run = start({ fetchResponse, match: 'temp' });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(run.state.result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(calls).toHaveLength(5);
    expect(run.state.result).toEqual({ outcome: 'failure', reason: 'errors', message: '错误', status: 3502 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(5);
  });

  it('answers still pending do not count as error results', async () => {
    const { fetchResponse } = device([new Error('x'), pending, new Error('x'), pending, new Error('x'), pending, new Error('x'), 'hang']);
    const run = start({ fetchResponse, match: 'temp' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(run.state.result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(run.state.result).toMatchObject({ outcome: 'timeout' });
  });

  it('a body that is not an envelope is an error result with no status', async () => {
    const { fetchResponse } = device([{ nope: true } as unknown as DeviceCommandResponse]);
    const run = start({ fetchResponse, match: 'temp', kind: 'picture' });
    await vi.advanceTimersByTimeAsync(7_500);
    expect(run.state.result).toEqual({ outcome: 'failure', reason: 'errors', message: '错误', status: null });
  });
});

describe('spec §4 and §9 device command flow: maximum polling time, status 4402', () => {
  it.each([
    ['default', 10_000, '轮询超时 10 秒'],
    ['picture', 60_000, '轮询超时 60 秒'],
    ['pingback', 20_000, '轮询超时 20 秒'],
  ] as const)('%s gives up after %i ms with %s', async (kind, ms, message) => {
    expect(POLL_MAX_MS[kind]).toBe(ms);
    const { fetchResponse, calls } = device([pending]);
    const run = start({ fetchResponse, match: 'temp', kind });
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(run.state.result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(run.state.result).toEqual({ outcome: 'timeout', status: 4402, message, seconds: ms / 1000 });
    expect(vi.getTimerCount()).toBe(0);
    const polls = calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(polls);
  });

  it('defaults to the 10 s limit and aborts a poll still in flight at the deadline', async () => {
    const { fetchResponse, calls } = device(['hang']);
    const run = start({ fetchResponse, match: 'temp', locale: 'en' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(calls[0].signal.aborted).toBe(true);
    expect(run.state.result).toEqual({ outcome: 'timeout', status: 4402, message: 'Polling timed out after 10 s', seconds: 10 });
  });
});

describe('spec §4 device command flow: cancelling', () => {
  it('aborting rejects with an AbortError, stops every timer and aborts the poll in flight', async () => {
    const controller = new AbortController();
    const { fetchResponse, calls } = device(['hang']);
    const run = start({ fetchResponse, match: 'temp', signal: controller.signal });
    await vi.advanceTimersByTimeAsync(1_500);
    controller.abort();
    await run.promise;
    expect((run.state.error as DOMException).name).toBe('AbortError');
    expect(calls[0].signal.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with the given reason and never polls when already aborted', async () => {
    const { fetchResponse } = device([pending]);
    const run = start({ fetchResponse, match: 'temp', signal: AbortSignal.abort(new Error('left the page')) });
    await run.promise;
    expect(run.state.error).toEqual(new Error('left the page'));
    expect(fetchResponse).not.toHaveBeenCalled();
  });

  it('aborting after the result changes nothing', async () => {
    const controller = new AbortController();
    const { fetchResponse } = device([answer({ temp: 1 })]);
    const run = start({ fetchResponse, match: 'temp', signal: controller.signal });
    await vi.advanceTimersByTimeAsync(1_500);
    controller.abort();
    await run.promise;
    expect(run.state).toEqual({ result: { outcome: 'success', state: 1 } });
  });
});

describe('spec §4 judging one answer', () => {
  it.each([
    [answer(null), 'pending'],
    [answer(['temp'] as never), { outcome: 'failure', reason: 'mismatch', message: '失败', status: 200 }],
    [answer('done' as never), { outcome: 'failure', reason: 'mismatch', message: '失败', status: 200 }],
    [errorResponse(8405), { error: 8405 }],
    ['text', { error: null }],
  ])('%j → %j', (response, verdict) => {
    expect(judgeResponse(response, 'temp')).toEqual(verdict);
  });
});
