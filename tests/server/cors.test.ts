import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOrigins } from '../../server/plugins/cors.ts';
import { createHarness, tokenFor, type Harness } from './harness.ts';
import { healthCheck } from '../../src/core/contract/api/meta.ts';
import { badgeCounts } from '../../src/core/contract/api/dashboard.ts';
import { iotEvents } from '../../src/core/contract/api/iot.ts';

/** CORS: only the configured origins (env CORS_ORIGINS) get the headers; preflights are answered before authentication. */
const PORTAL = 'https://portal.partner.example.com';
const OTHER = 'https://evil.example.net';
let h: Harness;
let closed: Harness;
beforeAll(async () => {
  h = await createHarness({ corsOrigins: parseOrigins(` ${PORTAL}/ , http://localhost:5173`) });
  closed = await createHarness({ seed: false });
});
afterAll(async () => {
  await h.close();
  await closed.close();
});

const preflight = (harness: Harness, origin: string, url: string = badgeCounts.path) =>
  harness.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, country, client' },
  });

describe('parseOrigins', () => {
  it('splits on commas, trims blanks and trailing slashes, drops empties', () => {
    expect(parseOrigins(' https://a.example.com/ ,, http://b:8080 ,')).toEqual(['https://a.example.com', 'http://b:8080']);
    expect(parseOrigins(undefined)).toEqual([]);
    expect(parseOrigins('')).toEqual([]);
  });
});

describe('CORS', () => {
  it('an allowed origin gets its origin back (never *), Vary: Origin and the exposed Retry-After', async () => {
    for (const origin of [PORTAL, 'http://localhost:5173']) {
      const reply = await h.app.inject({ url: healthCheck.path, headers: { origin } });
      expect(reply.headers['access-control-allow-origin']).toBe(origin);
      expect(reply.headers.vary).toContain('Origin');
      expect(reply.headers['access-control-expose-headers']).toContain('Retry-After');
      expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('a preflight from an allowed origin is 204 with the methods and the Authorization, country and Client headers, no token needed', async () => {
    const reply = await preflight(h, PORTAL);
    expect(reply.statusCode).toBe(204);
    expect(reply.body).toBe('');
    expect(reply.headers['access-control-allow-origin']).toBe(PORTAL);
    const headers = String(reply.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'country', 'client', 'content-type']) expect(headers).toContain(header);
    const methods = String(reply.headers['access-control-allow-methods']);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) expect(methods).toContain(method);
    expect(Number(reply.headers['access-control-max-age'])).toBeGreaterThan(0);
    expect((await preflight(h, PORTAL, '/api/system/proclamation/deleteById/3')).statusCode).toBe(204);
  });

  it('refusals carry the headers too, so the embedding page can read a 401 and log out', async () => {
    const reply = await h.app.inject({ url: badgeCounts.path, headers: { origin: PORTAL } });
    expect(reply.statusCode).toBe(401);
    expect(reply.headers['access-control-allow-origin']).toBe(PORTAL);
    const token = await tokenFor(h.app, '13800000007');
    const ok = await h.app.inject({ url: badgeCounts.path, headers: { origin: PORTAL, authorization: `Bearer ${token}`, country: 'CN', client: 'web' } });
    expect([ok.statusCode, ok.headers['access-control-allow-origin']]).toEqual([200, PORTAL]);
  });

  it('the live device stream (/api/iot/ops/events) carries them like every route, for a page on another origin', async () => {
    const token = await tokenFor(h.app, '13800000007');
    const headers = { origin: PORTAL, authorization: `Bearer ${token}`, country: 'CN', client: 'web' };
    const backlog = await h.app.inject({ url: iotEvents.path, headers });
    expect([backlog.statusCode, backlog.headers['access-control-allow-origin']]).toEqual([200, PORTAL]);
    expect(backlog.headers['content-type']).toContain('text/event-stream');
    expect((await preflight(h, PORTAL, iotEvents.path)).statusCode).toBe(204);
    // Over a socket, as an EventSource of the partner's page opens it: the headers come before the first event.
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    try {
      const live = await fetch(`${address}${iotEvents.path}`, { headers: { ...headers, accept: 'text/event-stream' }, signal: abort.signal });
      expect(live.status).toBe(200);
      expect(live.headers.get('access-control-allow-origin')).toBe(PORTAL);
      expect(live.headers.get('access-control-expose-headers')).toContain('Retry-After');
      const first = await live.body!.getReader().read();
      expect(new TextDecoder().decode(first.value)).toContain('retry:');
    } finally {
      abort.abort();
    }
  });

  it('other origins get no CORS headers, and their preflight is not answered', async () => {
    for (const origin of [OTHER, `${PORTAL}.evil.net`, 'null', PORTAL.replace('https', 'http')]) {
      const reply = await h.app.inject({ url: healthCheck.path, headers: { origin } });
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
      const pre = await preflight(h, origin);
      expect(pre.statusCode).not.toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      expect(pre.headers['access-control-allow-headers']).toBeUndefined();
    }
  });

  it('without CORS_ORIGINS nobody gets CORS headers', async () => {
    for (const origin of [PORTAL, OTHER]) {
      const reply = await closed.app.inject({ url: healthCheck.path, headers: { origin } });
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
      expect((await preflight(closed, origin)).headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
