// What feeds the 'bug日志' (issue 5): window errors, unhandled rejections, failed requests and render errors,
// each installer driven through a stand-in event target.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureRequestFailures, captureUnhandledRejections, captureWindowErrors, createErrorLog, installErrorCapture, recordRenderError,
} from '../../../src/core/errorlog/index.ts';
import { createHttpClient } from '../../../src/core/http/index.ts';
import { startTestServer } from './http-test-server.ts';
import type { TestServer } from './http-test-server.ts';

/** A window stand-in: an EventTarget that also says how many listeners it holds. */
class FakeWindow extends EventTarget {
  listeners = 0;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    this.listeners++;
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    this.listeners--;
    super.removeEventListener(...args);
  }
  error(fields: Record<string, unknown>): void {
    this.dispatchEvent(Object.assign(new Event('error'), fields));
  }
  rejection(reason: unknown): void {
    this.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
  }
}

describe('window errors', () => {
  it('records an uncaught error with its stack, as plain text', () => {
    const source = new FakeWindow();
    const log = createErrorLog({ now: () => 42 });
    captureWindowErrors(source, log);
    const error = new TypeError("Cannot read properties of undefined (reading 'x')");
    source.error({ message: `Uncaught ${error.message}`, error, filename: 'https://p.example/app.js', lineno: 3, colno: 9 });
    const [record] = log.entries();
    expect(record).toEqual({ time: 42, kind: 'window', message: `Uncaught ${error.message}`, detail: error.stack });
    expect(Object.values(record).every((value) => typeof value === 'string' || typeof value === 'number')).toBe(true);
  });

  it('falls back to the source location, then to the error, when parts are missing', () => {
    const source = new FakeWindow();
    const log = createErrorLog();
    captureWindowErrors(source, log);
    source.error({ message: 'Script error.', error: null, filename: 'https://cdn.example/x.js', lineno: 1, colno: 2 });
    source.error({ message: '', error: 'thrown text' });
    expect(log.entries().map(({ message, detail }) => [message, detail])).toEqual([
      ['Script error.', 'https://cdn.example/x.js:1:2'],
      ['thrown text', undefined],
    ]);
  });

  it('stops recording once uninstalled', () => {
    const source = new FakeWindow();
    const log = createErrorLog();
    const uninstall = captureWindowErrors(source, log);
    uninstall();
    uninstall();
    source.error({ message: 'after' });
    expect(log.entries()).toEqual([]);
    expect(source.listeners).toBe(0);
  });
});

describe('unhandled rejections', () => {
  it('records the reason, whatever it is', () => {
    const source = new FakeWindow();
    const log = createErrorLog();
    captureUnhandledRejections(source, log);
    const error = new Error('request chain failed');
    source.rejection(error);
    source.rejection('a plain string');
    source.rejection({ status: 500 });
    expect(log.entries().map(({ kind, message }) => [kind, message])).toEqual([
      ['rejection', 'request chain failed'],
      ['rejection', 'a plain string'],
      ['rejection', '{"status":500}'],
    ]);
    expect(log.entries()[0].detail).toBe(error.stack);
    expect('reason' in log.entries()[0]).toBe(false);
  });
});

describe('installErrorCapture', () => {
  it('installs both listeners once per source and log, however many elements ask, until the last one leaves', () => {
    const source = new FakeWindow();
    const log = createErrorLog();
    const first = installErrorCapture(source, log);
    const second = installErrorCapture(source, log);
    expect(source.listeners).toBe(2);
    source.error({ message: 'once' });
    source.rejection('once too');
    expect(log.entries()).toHaveLength(2);
    first();
    source.error({ message: 'still captured' });
    expect(log.entries()).toHaveLength(3);
    second();
    expect(source.listeners).toBe(0);
    source.error({ message: 'not any more' });
    expect(log.entries()).toHaveLength(3);
  });

  it('keeps separate logs separate', () => {
    const source = new FakeWindow();
    const [a, b] = [createErrorLog(), createErrorLog()];
    installErrorCapture(source, a);
    installErrorCapture(source, b);
    source.error({ message: 'to both' });
    expect([a.entries().length, b.entries().length]).toEqual([1, 1]);
  });
});

describe('render errors', () => {
  it('records the error and the component stack', () => {
    const log = createErrorLog();
    recordRenderError(log, new Error('screen crashed'), '\n    at DeviceList\n    at PageContent');
    const [record] = log.entries();
    expect(record.kind).toBe('render');
    expect(record.message).toBe('screen crashed');
    expect(record.detail).toContain('Component stack:\n    at DeviceList');
    recordRenderError(log, 'text only');
    expect(log.entries()[1]).toEqual({ time: log.entries()[1].time, kind: 'render', message: 'text only' });
  });
});

describe('failed requests (through the real http client)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const client = () => createHttpClient({ baseURL: server.baseURL, getToken: () => 't' });

  it('records HTTP errors with the method, path and server message, and network failures', async () => {
    const http = client();
    const log = createErrorLog();
    captureRequestFailures(http, log);
    server.answer(() => ({ status: 500, body: { status: 500, msg: 'database unavailable', data: null } }));
    await expect(http.get('/api/system/x')).rejects.toThrow();
    server.answer(() => ({ hangUp: true }));
    await expect(http.post('/api/system/y', {})).rejects.toThrow();
    const [httpError, network] = log.entries();
    expect(httpError).toMatchObject({ kind: 'request', message: 'GET /api/system/x: HTTP 500', detail: 'database unavailable' });
    expect(network.kind).toBe('request');
    expect(network.message.startsWith('POST /api/system/y: ')).toBe(true);
  });

  it('leaves out business answers (HTTP 200), session expiry (401), aborted requests; stops when uninstalled', async () => {
    const http = client();
    const log = createErrorLog();
    const uninstall = captureRequestFailures(http, log);
    server.answer(() => ({ body: { status: 9402, msg: 'duplicate phone', data: null } }));
    await expect(http.get('/api/a')).rejects.toThrow();
    server.answer(() => ({ status: 401, body: { status: 8405, msg: 'expired', data: null } }));
    await expect(http.get('/api/b')).rejects.toThrow();
    server.answer(() => ({ delayMs: 200, body: { status: 200, msg: 'ok', data: null } }));
    const controller = new AbortController();
    const aborted = http.get('/api/c', undefined, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toThrow();
    expect(log.entries()).toEqual([]);
    uninstall();
    server.answer(() => ({ status: 502, body: 'bad gateway', contentType: 'text/plain' }));
    await expect(http.get('/api/d')).rejects.toThrow();
    expect(log.entries()).toEqual([]);
  });
});
