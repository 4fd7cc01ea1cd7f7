// How a device command's end reads (spec §4, §8: 成功, 失败, 错误, 轮询超时 N 秒 4402, 请求超时, 超时未响应, 3502 设备离线),
// and the text/event-stream reader behind GET /api/iot/ops/events.
import { describe, expect, it } from 'vitest';
import {
  EventStreamParser, StreamUnavailable, noResponseOutcome, outcomeLine, outcomeOfPoll, outcomeOfSendFailure, readEventStream, resultOf,
} from '../../../src/core/device/index.ts';
import { ApiError, messageForCode, NetworkError } from '../../../src/core/http/index.ts';

describe('command outcomes', () => {
  it.each([
    [{ outcome: 'success', state: { temperature: 4 } } as const, '成功', true, { temperature: 4 }],
    [{ outcome: 'success', state: null } as const, '成功', true, { state: null }],
    [{ outcome: 'failure', reason: 'mismatch', message: '失败', status: 200 } as const, '失败', false, { status: 200, message: '失败' }],
    [{ outcome: 'failure', reason: 'errors', message: '错误', status: 500 } as const, '错误 (500)', false, { status: 500, message: '错误' }],
    [{ outcome: 'timeout', status: 4402, message: '轮询超时 10 秒', seconds: 10 } as const, '轮询超时 10 秒 (4402)', false, { status: 4402, message: '轮询超时 10 秒' }],
  ])('a poll ending %j reads %s', (result, line, ok, detail) => {
    const outcome = outcomeOfPoll(result);
    expect(outcomeLine(outcome)).toBe(line);
    expect(outcome.ok).toBe(ok);
    expect(resultOf(outcome)).toEqual(detail);
  });

  it('reads in English under locale en', () => {
    expect(outcomeOfPoll({ outcome: 'success', state: 1 }, 'en').text).toBe('Success');
    expect(outcomeOfPoll({ outcome: 'failure', reason: 'mismatch', message: 'x', status: 200 }, 'en').text).toBe('Failure');
  });

  it('a refused send reads as its code and text; a timed-out request as 请求超时; anything else as 错误', () => {
    expect(outcomeLine(outcomeOfSendFailure(new ApiError(3502, '设备离线', 200)))).toBe('3502 设备离线');
    // The server cannot reach the device network (its MQTT broker is gone): said as such, in the user's language.
    expect(outcomeLine(outcomeOfSendFailure(new ApiError(3503, messageForCode(3503), 200)))).toBe('3503 设备网络不可达，指令未发出，请稍后重试');
    expect(outcomeLine(outcomeOfSendFailure(new ApiError(3503, messageForCode(3503, { locale: 'en' }), 200)))).toBe(
      '3503 device network unreachable, the command was not sent; try again later',
    );
    expect(outcomeLine(outcomeOfSendFailure(new ApiError(40525, '设备非运营状态', 200)))).toBe('40525 设备非运营状态');
    expect(outcomeLine(outcomeOfSendFailure(new NetworkError('timeout', 'timeout')))).toBe('请求超时');
    expect(outcomeLine(outcomeOfSendFailure(new NetworkError('network', 'down')))).toBe('错误');
    expect(outcomeLine(outcomeOfSendFailure(new ApiError(4402, '轮询超时', 200)))).toBe('超时未响应 (4402)');
    expect(outcomeLine(noResponseOutcome(null))).toBe('超时未响应');
    expect(outcomeOfSendFailure(new Error('x')).kind).toBe('error');
  });
});

describe('the event stream parser', () => {
  it('cuts events across chunks, keeps the last id, joins data lines and skips comments', () => {
    const parser = new EventStreamParser();
    expect(parser.push(': keep-alive\n\nid: 7\nevent: command\ndata: {"a"')).toEqual([]);
    expect(parser.push(':1}\n\r\ndata: one\r\ndata: two\n\nevent')).toEqual([
      { id: '7', event: 'command', data: '{"a":1}' },
      { id: '7', event: 'message', data: 'one\ntwo' },
    ]);
    expect(parser.push(': operation\ndata\n\n')).toEqual([{ id: '7', event: 'operation', data: '' }]);
    expect(parser.lastEventId).toBe('7');
  });

  const streamOf = (text: string, init: ResponseInit = { headers: { 'content-type': 'text/event-stream' } }) =>
    (async () => new Response(text, init)) as unknown as typeof fetch;

  it('reads a stream to its end, sending Last-Event-ID, and answers the last id to resume from', async () => {
    const seen: string[] = [];
    let headers: Headers | null = null;
    const fetch = (async (_url: string, init: RequestInit) => {
      headers = new Headers(init.headers);
      return new Response('id: 3\nevent: command\ndata: {}\n\nid: 4\ndata: x\n\n', { headers: { 'content-type': 'text/event-stream' } });
    }) as unknown as typeof globalThis.fetch;
    let opened = false;
    const last = await readEventStream({
      url: '/api/iot/ops/events', headers: { Authorization: 'Bearer t' }, lastEventId: '2', signal: new AbortController().signal, fetch,
      onOpen: () => void (opened = true), onEvent: (event) => void seen.push(`${event.id}:${event.event}`),
    });
    expect(opened).toBe(true);
    expect(seen).toEqual(['3:command', '4:message']);
    expect(last).toBe('4');
    expect((headers as unknown as Headers).get('Last-Event-ID')).toBe('2');
    expect((headers as unknown as Headers).get('Authorization')).toBe('Bearer t');
  });

  it('refuses an answer that is not an event stream', async () => {
    const run = (fetch: typeof globalThis.fetch) =>
      readEventStream({ url: '/x', headers: {}, signal: new AbortController().signal, fetch, onEvent: () => undefined });
    await expect(run(streamOf('{"status":404}', { status: 404, headers: { 'content-type': 'application/json' } }))).rejects.toBeInstanceOf(StreamUnavailable);
    await expect(run(streamOf('{}', { status: 200, headers: { 'content-type': 'application/json' } }))).rejects.toThrow('HTTP 200');
  });
});
