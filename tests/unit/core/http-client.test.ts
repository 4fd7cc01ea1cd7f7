import { describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_MS, HANDLED_CODES, MERCHANT_RISK_SHORT_TEXTS, Messages } from '../../../src/core/contract/index.ts';
import { ApiError, NetworkError, UndefinedPathError, createHttpClient } from '../../../src/core/http/index.ts';
import type { HttpClientOptions, Toast } from '../../../src/core/http/index.ts';
import { fileTestServer, startTestServer } from './http-test-server.ts';

const server = fileTestServer();

function client(options: Partial<HttpClientOptions> = {}) {
  const toasts: Toast[] = [];
  const onExpired = vi.fn();
  const http = createHttpClient({
    baseURL: server.baseURL,
    getToken: () => 'tok-1',
    notify: (toast) => void toasts.push(toast),
    onExpired,
    isOnLoginPage: () => false,
    ...options,
  });
  return { http, toasts, onExpired };
}

const envelope = (status: number, data: unknown = null, msg = 'failed') => ({ body: { status, msg, data } });

describe('spec §7 headers on every request', () => {
  it('sends Authorization: Bearer <token>, country CN by default and Client: web', async () => {
    await client().http.get('/api/x');
    const { headers } = server.seen[0];
    expect(headers.authorization).toBe('Bearer tok-1');
    expect(headers.country).toBe('CN');
    expect(headers.client).toBe('web');
  });

  it('sends the chosen country and no Authorization without a token', async () => {
    await client({ getToken: () => null, getCountry: () => 'HK' }).http.get('/api/x');
    expect(server.seen[0].headers.country).toBe('HK');
    expect(server.seen[0].headers).not.toHaveProperty('authorization');
  });

  it('reads the token per request, so a refreshed token is used at once', async () => {
    let token = 'old';
    const { http } = client({ getToken: () => token });
    await http.get('/api/x');
    token = 'new';
    await http.get('/api/x');
    expect(server.seen.map((seen) => seen.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });
});

describe('spec §9 timeout and one client per element', () => {
  it('gives every request the 500000 ms timeout, or the caller\'s, and clears it once answered', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    try {
      const { http } = client();
      await http.get('/api/x');
      await http.get('/api/x', {}, { timeout: 1_234 });
      const requestTimers = timers.mock.results.filter((_result, i) => [500_000, 1_234].includes(timers.mock.calls[i][1] as number));
      expect(timers.mock.calls.map((call) => call[1]).filter((ms) => ms === 500_000 || ms === 1_234)).toEqual([500_000, 1_234]);
      for (const timer of requestTimers) expect(cleared).toHaveBeenCalledWith(timer.value);
    } finally {
      timers.mockRestore();
      cleared.mockRestore();
    }
  });

  it('keeps each client\'s options to itself and leaves the global fetch alone', async () => {
    const before = globalThis.fetch;
    const a = client({ getToken: () => 'tok-a', getCountry: () => 'HK' }).http;
    const b = client({ getToken: () => 'tok-b' }).http;
    await a.get('/api/x');
    await b.get('/api/x');
    expect(server.seen.map(({ headers }) => [headers.authorization, headers.country])).toEqual([['Bearer tok-a', 'HK'], ['Bearer tok-b', 'CN']]);
    expect(globalThis.fetch).toBe(before);
  });

  it('sends paths against its baseURL, one slash between, and absolute URLs as they are', () => {
    const { http } = client({ baseURL: 'https://api.example.com/backroom/' });
    expect(http.baseURL).toBe('https://api.example.com/backroom/');
    expect(http.url('/api/iot/ops/events')).toBe('https://api.example.com/backroom/api/iot/ops/events');
    expect(http.url('api/x')).toBe('https://api.example.com/backroom/api/x');
    expect(http.url('https://files.example.com/a.png')).toBe('https://files.example.com/a.png');
    expect(client({ baseURL: undefined }).http.url('/api/x')).toBe('/api/x');
  });
});

describe('spec §5 validation before sending', () => {
  it('refuses a path containing undefined, toasting for 5 s, sending nothing', async () => {
    const { http, toasts } = client();
    const failure = http.get(`/api/vm/${String(undefined)}/detail`);
    await expect(failure).rejects.toBeInstanceOf(UndefinedPathError);
    await expect(failure).rejects.toMatchObject({ path: '/api/vm/undefined/detail', message: Messages.pathUndefined.zh });
    expect(server.seen).toHaveLength(0);
    expect(toasts).toEqual([{ kind: 'error', message: Messages.pathUndefined.zh, durationMs: 5_000 }]);
  });

  it('sends query values trimmed, empties dropped, arrays comma-joined', async () => {
    await client().http.get('/api/x', { name: '  可乐 ', empty: '', none: null, missing: undefined, ids: [1, 2], page: 0 });
    expect([...server.seen[0].query.entries()]).toEqual([['name', '可乐'], ['ids', '1,2'], ['page', '0']]);
  });
});

describe('spec §7/§8 envelope', () => {
  it('resolves to data when HTTP 200 carries status 200', async () => {
    server.answer(() => envelope(200, { rows: [1], total: 1 }, 'success'));
    const { http, toasts } = client();
    await expect(http.get('/api/x')).resolves.toEqual({ rows: [1], total: 1 });
    expect(toasts).toEqual([]);
  });

  it.each([
    ['get', 'GET', undefined],
    ['post', 'POST', '{"a":1}'],
    ['put', 'PUT', '{"a":1}'],
    ['del', 'DELETE', ''],
  ] as const)('%s sends %s with its body', async (method, verb, body) => {
    const { http } = client();
    if (method === 'post' || method === 'put') await http[method]('/api/x', { a: 1 }, { params: { q: 'v' } });
    else await http[method]('/api/x', { q: 'v' });
    expect(server.seen[0]).toMatchObject({ method: verb, path: '/api/x' });
    expect(server.seen[0].query.get('q')).toBe('v');
    if (body !== undefined) expect(server.seen[0].body).toBe(body);
  });

  it.each<[string, number, string, string]>([
    ['catalogued code', 8402, 'ignored', '用户名和密码不匹配'],
    ['code mapped to 操作失败 shows the server text', 500, '库存不足', '库存不足'],
    ['9701 shows 操作失败', 9701, 'ignored', '操作失败'],
    ['unknown code', 77777, 'ignored', '网路错误，请点击重试'],
    ['9704 short text', 9704, MERCHANT_RISK_SHORT_TEXTS[0].match, '手机号为必填项'],
  ])('rejects a body status other than 200 with ApiError and a 5 s toast: %s', async (_name, code, msg, message) => {
    server.answer(() => envelope(code, { field: 'x' }, msg));
    const { http, toasts } = client();
    const error = await http.post('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code, message, httpStatus: 200, data: { field: 'x' } });
    expect(toasts).toEqual([{ kind: 'error', message, durationMs: ERROR_TOAST_MS }]);
    expect(ERROR_TOAST_MS).toBe(5_000);
  });

  it('uses the caller fallback and the locale', async () => {
    server.answer(() => envelope(77777));
    const en = client({ locale: () => 'en' });
    await expect(en.http.get('/api/x')).rejects.toMatchObject({ message: 'Network error, please click to retry' });
    await expect(client().http.get('/api/x', {}, { fallback: '导入失败' })).rejects.toMatchObject({ message: '导入失败' });
    await expect(client({ locale: 'en' }).http.get('/api/x')).rejects.toMatchObject({ message: 'Network error, please click to retry' });
  });

  it.each<[string, number, unknown, number, string]>([
    ['HTTP 500 without an envelope', 500, 'Internal Server Error', 500, '操作失败'],
    ['HTTP 404 without an envelope', 404, 'Not Found', 404, '请求的资源不存在'],
    ['HTTP 502 without an envelope', 502, '', 502, '网路错误，请点击重试'],
    ['HTTP 400 with an envelope', 400, { status: 400, msg: 'page: must be a number', data: null }, 400, '请检查输入参数'],
    ['HTTP 200 without an envelope', 200, '<html>', 200, '网路错误，请点击重试'],
  ])('maps %s', async (_name, status, body, code, message) => {
    server.answer(() => ({ status, body, contentType: typeof body === 'string' ? 'text/html' : undefined }));
    const { http, toasts } = client();
    await expect(http.get('/api/x')).rejects.toMatchObject({ name: 'ApiError', code, message, httpStatus: status });
    expect(toasts.map((toast) => toast.message)).toEqual([message]);
  });
});

describe('spec §8 handled codes and silent requests', () => {
  it('skips the toast for handled codes but still rejects with ApiError', async () => {
    server.answer(() => envelope(40532));
    const { http, toasts } = client();
    const error = await http.put('/api/vm/move', {}, { handledCodes: HANDLED_CODES.machineMove }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 40532 });
    expect(toasts).toEqual([]);
  });

  it('still toasts a code that is not among the handled ones', async () => {
    server.answer(() => envelope(8402));
    const { http, toasts } = client();
    await expect(http.post('/api/x', {}, { handledCodes: HANDLED_CODES.saleManagementItemAdd })).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toHaveLength(1);
  });

  it('silent requests never toast', async () => {
    server.answer(() => envelope(8402));
    const { http, toasts } = client();
    await expect(http.get('/api/x', {}, { silent: true })).rejects.toMatchObject({ code: 8402 });
    await expect(http.get('/api/undefined', {}, { silent: true })).rejects.toBeInstanceOf(UndefinedPathError);
    expect(toasts).toEqual([]);
  });
});

describe('spec §8 token expiry latch', () => {
  it('calls onExpired once for 10 parallel HTTP 401s, without toasts', async () => {
    server.answer(() => ({ status: 401, body: { status: 8405, msg: 'token expired', data: null } }));
    const { http, toasts, onExpired } = client();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => http.get('/api/x')));
    expect(results.every((result) => result.status === 'rejected' && result.reason instanceof ApiError && result.reason.code === 8405)).toBe(true);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
    expect(http.expired).toBe(true);
  });

  it('treats body status 8405 on HTTP 200 and a bare 401 the same, and re-arms only on resetExpiry', async () => {
    const { http, onExpired } = client();
    server.answer(() => envelope(8405));
    await expect(http.get('/api/x')).rejects.toMatchObject({ code: 8405, httpStatus: 200 });
    server.answer(() => ({ status: 401, body: 'Unauthorized', contentType: 'text/plain' }));
    await expect(http.get('/api/x')).rejects.toMatchObject({ code: 8405, httpStatus: 401 });
    expect(onExpired).toHaveBeenCalledTimes(1);
    http.resetExpiry();
    expect(http.expired).toBe(false);
    await expect(http.get('/api/x')).rejects.toMatchObject({ code: 8405 });
    expect(onExpired).toHaveBeenCalledTimes(2);
  });

  it('never calls onExpired on the login page', async () => {
    server.answer(() => ({ status: 401, body: envelope(8405).body }));
    const { http, onExpired } = client({ isOnLoginPage: () => true });
    await Promise.allSettled([http.get('/api/x'), http.get('/api/x')]);
    expect(onExpired).not.toHaveBeenCalled();
    expect(http.expired).toBe(false);
  });

  // A refresh or an identity switch revokes the old token at once; what was on its way with it is refused.
  const revokedBehind = (request: { headers: { authorization?: string } }) =>
    request.headers.authorization === 'Bearer tok-2' ? envelope(200, 'fresh', 'success') : { delayMs: 50, status: 401, body: envelope(8405).body };

  it('sends a request refused for a token re-issued meanwhile again with the new one: no logout', async () => {
    server.answer(revokedBehind);
    let token = 'tok-1';
    const { http, onExpired, toasts } = client({ getToken: () => token });
    const pending = http.post('/api/x', { keep: 'this' });
    token = 'tok-2';
    await expect(pending).resolves.toBe('fresh');
    expect(server.seen.map((seen) => [seen.headers.authorization, seen.body])).toEqual([
      ['Bearer tok-1', '{"keep":"this"}'],
      ['Bearer tok-2', '{"keep":"this"}'],
    ]);
    expect(onExpired).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('a download and an upload refused for a re-issued token go again too', async () => {
    server.answer(revokedBehind);
    let token = 'tok-1';
    const { http, onExpired } = client({ getToken: () => token });
    const download = http.download('/api/file');
    const upload = http.upload('/api/upload', new Blob(['a,b']), 'rows.csv');
    token = 'tok-2';
    await expect(download).resolves.toBeInstanceOf(Blob);
    await expect(upload).resolves.toBe('fresh');
    expect(server.seen.map((seen) => seen.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-1', 'Bearer tok-2', 'Bearer tok-2']);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('ends the session when the token in use is refused, or the new one is refused too: never a third try', async () => {
    server.answer(() => ({ status: 401, body: envelope(8405).body }));
    let token = 'tok-1';
    const { http, onExpired } = client({ getToken: () => token });
    await expect(http.get('/api/x')).rejects.toMatchObject({ code: 8405 });
    expect(server.seen).toHaveLength(1);
    server.answer(() => ({ delayMs: 50, status: 401, body: envelope(8405).body }));
    const pending = http.get('/api/y');
    token = 'tok-2';
    await expect(pending).rejects.toMatchObject({ code: 8405 });
    expect(server.seen.slice(1).map((seen) => seen.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});

describe('spec §8 network errors', () => {
  it('maps a timeout to 请求超时 and toasts it', async () => {
    server.answer(() => ({ delayMs: 400, body: envelope(200).body }));
    const { http, toasts } = client();
    const error = await http.get('/api/slow', {}, { timeout: 40 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'timeout', message: '请求超时' });
    expect(toasts).toEqual([{ kind: 'error', message: '请求超时', durationMs: ERROR_TOAST_MS }]);
  });

  it('maps a dropped connection to 网路错误，请点击重试', async () => {
    server.answer(() => ({ hangUp: true }));
    const { http, toasts } = client();
    await expect(http.get('/api/x')).rejects.toMatchObject({ name: 'NetworkError', kind: 'network', message: '网路错误，请点击重试' });
    expect(toasts.map((toast) => toast.message)).toEqual(['网路错误，请点击重试']);
  });

  it('maps a refused connection the same way', async () => {
    const gone = await startTestServer();
    await gone.close();
    const { http } = client({ baseURL: gone.baseURL });
    await expect(http.get('/api/x')).rejects.toMatchObject({ kind: 'network' });
  });

  it('rejects an aborted request without a toast', async () => {
    server.answer(() => ({ delayMs: 300, body: envelope(200).body }));
    const { http, toasts } = client();
    const controller = new AbortController();
    const pending = http.get('/api/x', {}, { signal: controller.signal });
    await vi.waitFor(() => expect(server.seen).toHaveLength(1)); // on its way: the server has it, no answer yet
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'NetworkError', kind: 'aborted' });
    expect(toasts).toEqual([]);
  });

  it('lets a programming error through unchanged', async () => {
    const bug = new TypeError('token store broken');
    const { http, toasts } = client({ getToken: () => { throw bug; } });
    await expect(http.get('/api/x')).rejects.toBe(bug);
    expect(toasts).toEqual([]);
  });
});

describe('spec §7 downloads through the same client', () => {
  it('resolves to a Blob with the content type, sending params and headers', async () => {
    server.answer(() => ({ body: Buffer.from('PK-xlsx-bytes'), contentType: 'application/vnd.ms-excel' }));
    const blob = await client().http.download('/api/operation/vending_machine/export', { code: ' VM1 ', empty: '' });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/vnd.ms-excel');
    expect(await blob.text()).toBe('PK-xlsx-bytes');
    expect(server.seen[0].query.toString()).toBe('code=VM1');
    expect(server.seen[0].headers.authorization).toBe('Bearer tok-1');
  });

  it('decodes a JSON failure envelope and rejects with the same ApiError and toast', async () => {
    server.answer(() => envelope(403, null, 'no'));
    const { http, toasts } = client();
    const error = await http.download('/api/export').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 403, message: '没有权限', httpStatus: 200 });
    expect(toasts.map((toast) => toast.message)).toEqual(['没有权限']);
  });

  it('keeps a JSON file that is not a failure envelope as a Blob', async () => {
    server.answer(() => envelope(200, { a: 1 }, 'success'));
    const blob = await client().http.download('/api/export.json');
    expect(JSON.parse(await blob.text())).toMatchObject({ status: 200, data: { a: 1 } });
  });

  it('reports expiry on a download too', async () => {
    server.answer(() => ({ status: 401, body: envelope(8405).body }));
    const { http, onExpired } = client();
    await expect(http.download('/api/export')).rejects.toMatchObject({ code: 8405 });
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('maps an HTTP error whose body is not JSON', async () => {
    server.answer(() => ({ status: 500, body: 'broken {', contentType: 'application/json' }));
    await expect(client().http.download('/api/export')).rejects.toMatchObject({ code: 500, message: '操作失败' });
  });

  it('refuses an undefined path before downloading', async () => {
    await expect(client().http.download('/api/export/undefined')).rejects.toBeInstanceOf(UndefinedPathError);
    expect(server.seen).toHaveLength(0);
  });
});

describe('request bodies and uploads', () => {
  it('sends an object as JSON and a bodiless POST without a body or content type', async () => {
    const { http } = client();
    await http.post('/api/x', { name: '可乐' });
    await http.post('/api/y');
    expect(server.seen[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.seen[0].body)).toEqual({ name: '可乐' });
    expect(server.seen[1].headers).not.toHaveProperty('content-type');
    expect(server.seen[1].body).toBe('');
  });

  it('uploads the file as the multipart part `file` with its name, the query and the headers', async () => {
    server.answer(() => envelope(200, { url: '/api/tool/oss/file?id=1' }, 'success'));
    const { http } = client();
    const file = new Blob(['PNG-bytes'], { type: 'image/png' });
    await expect(http.upload('/api/tool/oss/upload', file, 'a.png', { area: 'complaints' })).resolves.toEqual({ url: '/api/tool/oss/file?id=1' });
    const [seen] = server.seen;
    expect(seen).toMatchObject({ method: 'POST', path: '/api/tool/oss/upload' });
    expect(seen.query.get('area')).toBe('complaints');
    expect(seen.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.headers.authorization).toBe('Bearer tok-1');
    expect(seen.body).toContain('name="file"; filename="a.png"');
    expect(seen.body).toContain('PNG-bytes');
  });

  it('maps an upload refused by the server like any answer', async () => {
    server.answer(() => ({ status: 413, body: { status: 413, msg: 'too large', data: null } }));
    const { http, toasts } = client();
    await expect(http.upload('/api/tool/oss/upload', new Blob(['x']), 'a.txt')).rejects.toMatchObject({ name: 'ApiError', code: 413, httpStatus: 413 });
    expect(toasts).toHaveLength(1);
  });
});

describe('cancellation by the caller', () => {
  it('rejects at once, without sending, when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { http, toasts } = client();
    await expect(http.get('/api/x', {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'NetworkError', kind: 'aborted' });
    expect(server.seen).toHaveLength(0);
    expect(toasts).toEqual([]);
  });

  it('aborts a download while its body is on the way', async () => {
    server.answer(() => ({ delayMs: 300, body: Buffer.from('bytes'), contentType: 'application/octet-stream' }));
    const { http, toasts } = client();
    const controller = new AbortController();
    const pending = http.download('/api/export', {}, { signal: controller.signal });
    await vi.waitFor(() => expect(server.seen).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'NetworkError', kind: 'aborted' });
    expect(toasts).toEqual([]);
  });
});

describe('observers (the error log\'s request capture)', () => {
  it('are told every answer with its status and body, and every request without one; until removed', async () => {
    const { http } = client();
    const outcomes: unknown[] = [];
    const stop = http.observe((outcome) => void outcomes.push('error' in outcome ? { ...outcome.request, kind: outcome.error.kind } : outcome));
    server.answer(() => ({ status: 500, body: { status: 500, msg: 'db down', data: null } }));
    await expect(http.post('/api/x', { a: 1 })).rejects.toBeInstanceOf(ApiError);
    server.answer(() => ({ hangUp: true }));
    await expect(http.del('/api/y')).rejects.toBeInstanceOf(NetworkError);
    stop();
    await expect(http.get('/api/z')).rejects.toBeInstanceOf(NetworkError);
    expect(outcomes).toEqual([
      { request: { method: 'POST', path: '/api/x' }, status: 500, body: { status: 500, msg: 'db down', data: null } },
      { method: 'DELETE', path: '/api/y', kind: 'network' },
    ]);
  });
});
