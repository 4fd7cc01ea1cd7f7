// GETs asked for ahead (issue 15, src/core/http/early.ts): the shell's session calls go out while its code loads; the
// same GET (URL, token, country) within 10 s takes that answer through every rule of the client, once.
import { describe, expect, it, vi } from 'vitest';
import { dashboardSalesTrend, dashboardSummary } from '../../../src/core/contract/api/dashboard.ts';
import { Code, SALES_TREND_DEFAULT_DAYS } from '../../../src/core/contract/index.ts';
import { ApiError, callApi, createHttpClient } from '../../../src/core/http/index.ts';
import { EARLY_ANSWER_MS, fetchEarly, takeEarly } from '../../../src/core/http/early.ts';
import { MenuCategory, askSessionAhead, createSessionApi, createSessionBus, prefetchSessionStart, storeSession } from '../../../src/core/session/index.ts';
import { memoryPlatform } from '../../../src/core/platform/memory.ts';
import { fileTestServer } from './http-test-server.ts';

const server = fileTestServer();

const clientWith = (token: string, country = 'CN', onExpired = vi.fn()) =>
  createHttpClient({ baseURL: server.baseURL, getToken: () => token, getCountry: () => country, onExpired, isOnLoginPage: () => false });

describe('a GET asked for ahead', () => {
  it('is asked once: the same GET through another client takes its answer', async () => {
    server.answer((request) => ({ body: { status: 200, msg: 'success', data: { path: request.path, category: request.query.get('category') } } }));
    clientWith('tok-a').prefetch('/api/early/one', { category: 2 });
    await vi.waitFor(() => expect(server.seen).toHaveLength(1));
    const data = await clientWith('tok-a').get('/api/early/one', { category: 2 });
    expect(data).toEqual({ path: '/api/early/one', category: '2' });
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0].headers.authorization).toBe('Bearer tok-a');
    // Taken once: the next GET asks again.
    await clientWith('tok-a').get('/api/early/one', { category: 2 });
    expect(server.seen).toHaveLength(2);
  });

  it('is not taken by a GET with another token, country or query', async () => {
    clientWith('tok-b').prefetch('/api/early/two', { page: 1 });
    await clientWith('tok-c').get('/api/early/two', { page: 1 });
    await clientWith('tok-b', 'HK').get('/api/early/two', { page: 1 });
    await clientWith('tok-b').get('/api/early/two', { page: 2 });
    expect(server.seen).toHaveLength(4);
    await clientWith('tok-b').get('/api/early/two', { page: 1 });
    expect(server.seen).toHaveLength(4);
  });

  it('goes through the rules of the client when taken: a 401 answered ahead ends the session as any 401 does', async () => {
    server.answer(() => ({ status: 401, body: { status: Code.TOKEN_EXPIRED, msg: 'expired', data: null } }));
    clientWith('tok-d').prefetch('/api/early/three');
    const onExpired = vi.fn();
    const error = await clientWith('tok-d', 'CN', onExpired).get('/api/early/three').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(Code.TOKEN_EXPIRED);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(server.seen).toHaveLength(1);
  });

  it('waits 10 s at most to be taken; then the client asks again', async () => {
    const headers = new Headers({ Authorization: 'Bearer tok-e', country: 'CN' });
    const url = `${server.baseURL}/api/early/four`;
    fetchEarly(url, headers, 1_000);
    expect(takeEarly(url, headers, 1_000 + EARLY_ANSWER_MS + 1)).toBeNull();
    fetchEarly(url, headers, 50_000);
    fetchEarly(url, headers, 50_001); // the same one waiting: not asked twice
    expect(takeEarly(url, headers, 50_000 + EARLY_ANSWER_MS)).not.toBeNull();
    expect(takeEarly(url, headers, 50_000 + EARLY_ANSWER_MS)).toBeNull();
    await vi.waitFor(() => expect(server.seen).toHaveLength(2));
  });

  it('asks nothing for a path with undefined in it (the client refuses to send those)', async () => {
    clientWith('tok-f').prefetch('/api/early/undefined');
    await clientWith('tok-f').get('/api/early/five');
    expect(server.seen.map((request) => request.path)).toEqual(['/api/early/five']);
  });
});

describe('the session\'s first calls asked for ahead', () => {
  it('are the calls the session then makes: staff, identities, view codes and both menus, each asked once', async () => {
    server.answer((request) => ({ body: { status: 200, msg: 'success', data: request.path.endsWith('/views') || request.path.endsWith('/menus') ? [] : {} } }));
    prefetchSessionStart(clientWith('tok-g'));
    await vi.waitFor(() => expect(server.seen).toHaveLength(5));
    const api = createSessionApi(clientWith('tok-g'));
    await Promise.all([api.staffInfo(), api.groups(), api.views({ silent: true }), api.menus(MenuCategory.MAIN), api.menus(MenuCategory.DEPUTY, { silent: true })]);
    expect(server.seen).toHaveLength(5);
    expect(server.seen.map((request) => `${request.path}${request.query.size ? `?${request.query}` : ''}`).sort()).toEqual([
      '/api/system/currentStaff/groups',
      '/api/system/currentStaff/info',
      '/api/system/currentStaff/menus?category=1',
      '/api/system/currentStaff/menus?category=2',
      '/api/system/currentStaff/views',
    ]);
  });
});

describe('asking a stored session\'s calls ahead (what <admin-shell> does when its frame opens)', () => {
  const HOUR = 3_600_000;
  const stored = (token: string, expire: number) => {
    const platform = memoryPlatform({ now: 1_000_000 });
    storeSession(platform, { token, expire }, 7);
    return platform;
  };

  it('asks for the five calls with the stored token and the element\'s country', async () => {
    const platform = stored('tok-h', 1_000_000 + 2 * HOUR);
    expect(askSessionAhead({ apiBase: server.baseURL, country: 'HK', platform, bus: createSessionBus() })).toBe(true);
    await vi.waitFor(() => expect(server.seen).toHaveLength(5));
    expect(server.seen.every((request) => request.headers.authorization === 'Bearer tok-h' && request.headers.country === 'HK')).toBe(true);
  });

  it('on the home page asks for its figures and sales trend too, which the dashboard\'s own calls then take', async () => {
    server.answer((request) => ({ body: { status: 200, msg: 'success', data: { path: request.path, days: request.query.get('days') } } }));
    const platform = stored('tok-k', 1_000_000 + 2 * HOUR);
    expect(askSessionAhead({ apiBase: server.baseURL, country: 'HK', platform, bus: createSessionBus(), home: true })).toBe(true);
    await vi.waitFor(() => expect(server.seen).toHaveLength(7));
    expect(server.seen.map((request) => request.path).filter((path) => path.includes('/dashboard/')).sort()).toEqual([
      '/api/system/dashboard/salesTrend',
      '/api/system/dashboard/summary',
    ]);
    const http = createHttpClient({ baseURL: server.baseURL, getToken: () => 'tok-k', getCountry: () => 'HK', onExpired: vi.fn(), isOnLoginPage: () => false });
    expect(await callApi(http, dashboardSummary, {})).toEqual({ path: '/api/system/dashboard/summary', days: null });
    expect(await callApi(http, dashboardSalesTrend, { query: { days: SALES_TREND_DEFAULT_DAYS } })).toEqual({
      path: '/api/system/dashboard/salesTrend',
      days: String(SALES_TREND_DEFAULT_DAYS),
    });
    // Both answers were the ones asked for ahead: nothing more reached the server.
    expect(server.seen).toHaveLength(7);
  });

  it('asks nothing without a token, for a token due for a refresh, or for a session already loaded', async () => {
    const bus = createSessionBus();
    expect(askSessionAhead({ apiBase: server.baseURL, country: '', platform: memoryPlatform(), bus })).toBe(false);
    expect(askSessionAhead({ apiBase: server.baseURL, country: '', platform: stored('tok-i', 1_000_000 + 60_000), bus })).toBe(false);
    const loaded = createSessionBus({ token: 'tok-j', expire: 1_000_000 + 2 * HOUR, staff: {} as never });
    expect(askSessionAhead({ apiBase: server.baseURL, country: '', platform: stored('tok-j', 1_000_000 + 2 * HOUR), bus: loaded })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50)); // what was asked for would have arrived by now
    expect(server.seen).toHaveLength(0);
  });
});
