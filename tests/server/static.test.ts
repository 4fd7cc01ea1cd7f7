import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.ts';

/** dist/ under /dist/, the demo pages, the history-mode fallback, and 404 envelopes under /api. */
let h: Harness;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'backroom-static-'));
  mkdirSync(join(root, 'demo'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'demo', 'index.html'), '<!doctype html><title>index</title>');
  writeFileSync(join(root, 'demo', 'portal.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(root, 'dist', 'core.js'), 'export const core = 1;');
  h = await createHarness({ staticRoot: root });
});
afterAll(async () => {
  await h.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves the built elements under /dist/', async () => {
    const reply = await h.app.inject({ url: '/dist/core.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.body).toBe('export const core = 1;');
    expect((await h.app.inject({ url: '/dist/missing.js' })).statusCode).toBe(404);
  });

  it('serves the demo at / and the portal at /portal.html', async () => {
    expect((await h.app.inject({ url: '/' })).body).toContain('<title>index</title>');
    expect((await h.app.inject({ url: '/portal.html' })).body).toContain('<title>portal</title>');
  });

  it.each(['/login', '/manager', '/dashboard', '/en/login', '/brandx/login', '/Layout/convenience/storeHome/storehome', '/orderManager/abnormalorderList?x=1'])(
    'falls back to the demo for %s (history mode)',
    async (url) => {
      const reply = await h.app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/text\/html/);
      expect(reply.body).toContain('<title>index</title>');
    },
  );

  it.each([['GET', '/api/nothing'], ['GET', '/api'], ['POST', '/login'], ['DELETE', '/api/system/currentStaff/groups']])('%s %s → 404 envelope', async (method, url) => {
    const reply = await h.app.inject({ method: method as 'GET', url });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ status: 404, data: null });
  });

  // Last: removes the demo pages (they are read at request time, so no restart is needed either way).
  it('without demo files the pages are 404 envelopes, the API unaffected', async () => {
    rmSync(join(root, 'demo'), { recursive: true });
    expect((await h.app.inject({ url: '/dashboard' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
