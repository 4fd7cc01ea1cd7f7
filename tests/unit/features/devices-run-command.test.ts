// A command waiting on the event stream (spec §4 device command flow, issue 10): its answer may cross the stream before
// the POST's answer reaches the page (a busy server). The waiter finds the final event the stream already carried
// instead of waiting out 轮询超时 10 秒 (found by the bulk command's browser test under load in CI).
import { describe, expect, it, vi } from 'vitest';
import type { DeviceCommandResponse } from '../../../src/core/contract/index.ts';
import type { PollClock } from '../../../src/core/device/index.ts';
import { createHttpClient } from '../../../src/core/http/index.ts';
import { memoryPlatform } from '../../../src/core/platform/memory.ts';
import { openCommandStream } from '../../../src/features/devices/commands/commandStream.ts';
import type { CommandStream, CommandTransition } from '../../../src/features/devices/commands/commandStream.ts';
import { startTestServer } from '../core/http-test-server.ts';
import { runCommand } from '../../../src/features/devices/commands/runCommand.ts';

function transition(msgId: string, state: string): CommandTransition {
  return { id: 1, deviceId: 7, deviceCode: 'XS-CL-0202', msgId, action: 'lightOn', state, operatorName: null, params: null, result: null, latencyMs: 120, createTime: 1_764_158_400_000 };
}

/** A connected stream that has carried `carried` already and hands `emit` to the test for later events. */
function fakeStream(carried: CommandTransition[]) {
  const listeners = new Set<(transition: CommandTransition) => void>();
  const stream: CommandStream = {
    connected: true,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    finalOf: (msgId) => carried.find((entry) => entry.msgId === msgId),
    onStatus: () => () => undefined,
    close: () => undefined,
  };
  return { stream, emit: (entry: CommandTransition) => listeners.forEach((listener) => listener(entry)), listeners };
}

/** A clock whose timers the test fires by hand: nothing waits on real time. */
function manualClock() {
  const timers = new Map<number, () => void>();
  let next = 0;
  const clock: PollClock = {
    setTimeout: (fn: () => void) => {
      next += 1;
      timers.set(next, fn);
      return next;
    },
    clearTimeout: (id: unknown) => void timers.delete(id as number),
  };
  return { clock, pending: () => timers.size, fireAll: () => [...timers.values()].forEach((fn) => fn()) };
}

const answered: DeviceCommandResponse = { status: 200, msg: '', data: { light: true } };

describe('a command waiting on the event stream', () => {
  it('takes the final event the stream carried before the POST answered, without waiting for the deadline', async () => {
    const { stream } = fakeStream([transition('m-1', 'succeeded')]);
    const { clock, pending } = manualClock();
    const fetchResponse = vi.fn(async () => answered);
    const outcome = await runCommand({ command: 'lightOn', deviceId: '7', send: async () => ({ msgId: 'm-1' }) }, { fetchResponse, clock, stream, locale: 'zh-CN' });
    expect(outcome).toMatchObject({ kind: 'success', ok: true });
    expect(fetchResponse).toHaveBeenCalledTimes(1);
    expect(pending()).toBe(0);
  });

  it('still waits for an event that comes after it subscribed, reading the answer once', async () => {
    const { stream, emit, listeners } = fakeStream([transition('other', 'succeeded')]);
    const { clock } = manualClock();
    const fetchResponse = vi.fn(async () => answered);
    const running = runCommand({ command: 'lightOn', deviceId: '7', send: async () => ({ msgId: 'm-2' }) }, { fetchResponse, clock, stream, locale: 'zh-CN' });
    await vi.waitFor(() => expect(listeners.size).toBe(1));
    expect(fetchResponse).not.toHaveBeenCalled();
    emit(transition('m-2', 'delivered'));
    emit(transition('m-2', 'succeeded'));
    emit(transition('m-2', 'succeeded'));
    expect(await running).toMatchObject({ kind: 'success', ok: true });
    expect(fetchResponse).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('reads 轮询超时 10 秒 (4402) when no final event comes before the deadline', async () => {
    const { stream, listeners } = fakeStream([]);
    const { clock, fireAll } = manualClock();
    const running = runCommand({ command: 'lightOn', deviceId: '7', send: async () => ({ msgId: 'm-3' }) }, { fetchResponse: async () => answered, clock, stream, locale: 'zh-CN' });
    await vi.waitFor(() => expect(listeners.size).toBe(1));
    fireAll();
    expect(await running).toMatchObject({ kind: 'pollTimeout', status: 4402, text: '轮询超时 10 秒' });
  });
});

describe('the stream remembers final events', () => {
  it('keeps the terminal transitions it carried by msgId, and only those', async () => {
    const server = await startTestServer();
    const lines = [transition('m-4', 'sent'), transition('m-4', 'delivered'), transition('m-5', 'failed'), { ...transition('m-6', 'done'), msgId: null }]
      .map((entry, i) => `id: ${i + 1}\nevent: command\ndata: ${JSON.stringify(entry)}\n\n`)
      .join('');
    server.answer(() => ({ body: lines, contentType: 'text/event-stream' }));
    const platform = memoryPlatform();
    const http = createHttpClient({ baseURL: server.baseURL, getToken: () => 't' });
    const stream = openCommandStream({ http, platform, path: '/api/iot/ops/events', getToken: () => 't', country: '' });
    try {
      // The server closes after its events; the stream then waits (on the platform's clock) to connect again.
      await vi.waitFor(() => expect(platform.pendingTimers).toBe(1));
      expect(stream.finalOf('m-5')?.state).toBe('failed');
      expect(stream.finalOf('m-4')).toBeUndefined();
      expect(stream.finalOf('m-6')).toBeUndefined();
    } finally {
      stream.close();
      await server.close();
    }
  });
});
