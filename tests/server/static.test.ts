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

  it('answers /favicon.ico with an icon (an ICO holding a PNG), not the fallback page', async () => {
    const reply = await h.app.inject({ url: '/favicon.ico' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/x-icon');
    expect(reply.headers['cache-control']).toMatch(/max-age=\d+/);
    const ico = reply.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), one image; its entry: 32×32, then the PNG at the offset it names.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    const png = ico.subarray(ico.readUInt32LE(18));
    expect(png.length).toBe(ico.readUInt32LE(14));
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
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
