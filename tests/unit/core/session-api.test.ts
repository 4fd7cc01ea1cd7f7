import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/core/http/index.ts';
import type { Toast } from '../../../src/core/http/index.ts';
import { createSessionApi } from '../../../src/core/session/index.ts';
import { startTestServer } from './http-test-server.ts';
import type { Seen, TestServer } from './http-test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function setup(answer: (request: Seen) => unknown, status = 200) {
  server.seen.length = 0;
  server.answer((request) => ({ body: { status, msg: 'm', data: answer(request) } }));
  const toasts: Toast[] = [];
  const http = createHttpClient({ baseURL: server.baseURL, getToken: () => 'tok', notify: (toast) => void toasts.push(toast), onExpired: vi.fn() });
  return { api: createSessionApi(http), http, toasts };
}

describe('spec §7 auth and system calls of the session', () => {
  it('login posts the credentials and re-arms the expiry latch', async () => {
    const { api, http } = setup(() => ({ token: 'new', expire: 123 }));
    server.answer(() => ({ status: 401, body: { status: 8405, msg: 'expired', data: null } }));
    await expect(http.get('/api/x')).rejects.toMatchObject({ code: 8405 });
    expect(http.expired).toBe(true);
    server.answer(() => ({ body: { status: 200, msg: 'ok', data: { token: 'new', expire: 123 } } }));
    await expect(api.login({ phone: '13800000000', password: 'pw' })).resolves.toEqual({ token: 'new', expire: 123 });
    const login = server.seen.at(-1);
    expect(login).toMatchObject({ method: 'POST', path: '/api/system/auth/staff/login' });
    expect(JSON.parse(login?.body ?? '')).toEqual({ phone: '13800000000', password: 'pw' });
    expect(http.expired).toBe(false);
  });

  it.each<[string, (api: ReturnType<typeof createSessionApi>) => Promise<unknown>, string, string, Record<string, string>]>([
    ['sendLoginSms', (api) => api.sendLoginSms('13800000000'), 'POST', '/api/system/auth/staff/sendLoginSms', { phoneNum: '13800000000' }],
    ['refresh', (api) => api.refresh(), 'POST', '/api/system/auth/staff/refresh', {}],
    ['switchGroup', (api) => api.switchGroup(7), 'POST', '/api/system/auth/staff/switchGroup', { groupId: '7' }],
    ['logout', (api) => api.logout(), 'POST', '/api/system/auth/staff/logout', {}],
    ['staffInfo', (api) => api.staffInfo(), 'GET', '/api/system/currentStaff/info', {}],
    ['groups', (api) => api.groups(), 'GET', '/api/system/currentStaff/groups', {}],
    ['views', (api) => api.views(), 'GET', '/api/system/currentStaff/views', {}],
    ['main menus', (api) => api.menus(1), 'GET', '/api/system/currentStaff/menus', { category: '1' }],
    ['deputy menus', (api) => api.menus(2), 'GET', '/api/system/currentStaff/menus', { category: '2' }],
    ['convenience shops', (api) => api.convenienceShops(), 'GET', '/api/convenience/shop/page', { page: '1', limit: '99999' }],
  ])('%s calls %s %s', async (_name, call, method, path, query) => {
    const { api } = setup(() => null);
    await call(api);
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({ method, path });
    expect(Object.fromEntries(server.seen[0].query)).toEqual(query);
  });

  it('returns views, menus and shops, and empty lists for missing data', async () => {
    const shops = [{ id: 1, name: 'a', updateTime: 1 }];
    let reply: unknown = ['vm:list'];
    const { api } = setup(() => reply);
    await expect(api.views()).resolves.toEqual(['vm:list']);
    reply = [{ id: 1 }];
    await expect(api.menus(1)).resolves.toEqual([{ id: 1 }]);
    reply = { rows: shops, total: 1 };
    await expect(api.convenienceShops()).resolves.toEqual(shops);
    reply = null;
    await expect(api.views()).resolves.toEqual([]);
    await expect(api.menus(2)).resolves.toEqual([]);
    await expect(api.convenienceShops()).resolves.toEqual([]);
  });

  it('login, sendLoginSms, switchGroup and logout fail silently: their callers report (spec §8)', async () => {
    const { api, toasts } = setup(() => null, 8406);
    await expect(api.login({ phone: '13800000000', password: 'x' })).rejects.toMatchObject({ code: 8406 });
    await expect(api.sendLoginSms('13800000000')).rejects.toMatchObject({ code: 8406 });
    await expect(api.switchGroup(3)).rejects.toMatchObject({ code: 8406 });
    await expect(api.logout()).rejects.toMatchObject({ code: 8406 });
    expect(toasts).toEqual([]);
    await expect(api.staffInfo()).rejects.toMatchObject({ code: 8406 });
    expect(toasts).toHaveLength(1);
  });
});
