// Compression and caching (issue 15): the build's .br/.gz copies served by Accept-Encoding, hashed chunks cached for
// a year, entry files and pages revalidated, and API answers above a size compressed.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthCheck } from '../../src/core/contract/api/meta.ts';
import { vendingMachinePage } from '../../src/core/contract/api/devices.ts';
import { createHarness, tokenFor, type Harness } from './harness.ts';

let h: Harness;
let root: string;
const CHUNK = `export const big = ${JSON.stringify('x'.repeat(5000))};`;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'backroom-compress-'));
  mkdirSync(join(root, 'demo'));
  mkdirSync(join(root, 'dist', 'chunks'), { recursive: true });
  writeFileSync(join(root, 'demo', 'index.html'), '<!doctype html><title>index</title>');
  for (const file of ['chunks/shell-AbC123.js', 'define.js']) {
    writeFileSync(join(root, 'dist', file), CHUNK);
    writeFileSync(join(root, 'dist', `${file}.br`), brotliCompressSync(CHUNK));
    writeFileSync(join(root, 'dist', `${file}.gz`), gzipSync(CHUNK));
  }
  h = await createHarness({ staticRoot: root });
});
afterAll(async () => {
  await h.close();
  rmSync(root, { recursive: true, force: true });
});

describe('built assets', () => {
  it('go as the brotli or gzip copy the browser accepts, or as they are', async () => {
    const br = await h.app.inject({ url: '/dist/chunks/shell-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);
    const gz = await h.app.inject({ url: '/dist/chunks/shell-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);
    const plain = await h.app.inject({ url: '/dist/chunks/shell-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it('hashed chunks are immutable for a year; entry files and pages revalidate', async () => {
    expect((await h.app.inject({ url: '/dist/chunks/shell-AbC123.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await h.app.inject({ url: '/dist/define.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers.etag).toBeTruthy();
    const again = await h.app.inject({ url: '/dist/define.js', headers: { 'if-none-match': String(entry.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await h.app.inject({ url: '/login' })).headers['cache-control']).toBe('no-cache');
  });

  it('the page loads its entry from a URL carrying the entry\'s hash, immutable there (a returning visit asks nothing)', async () => {
    writeFileSync(join(root, 'demo', 'index.html'), '<!doctype html><title>index</title><script type="module" src="/dist/define.js"></script>');
    const hash = createHash('sha256').update(CHUNK).digest('hex').slice(0, 12);
    const page = (await h.app.inject({ url: '/dashboard' })).body;
    expect(page).toContain(`src="/dist/define.js?v=${hash}"`);
    const versioned = await h.app.inject({ url: `/dist/define.js?v=${hash}`, headers: { 'accept-encoding': 'br' } });
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(versioned.rawPayload).toString()).toBe(CHUNK);
    // Any other version (a page from before a deploy) is revalidated, never kept for a year.
    expect((await h.app.inject({ url: '/dist/define.js?v=000000000000' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers', () => {
  it('above 1 KB go compressed; small ones as they are', async () => {
    const token = await tokenFor(h.app, '13800000007');
    const page = await h.app.inject({ url: `${vendingMachinePage.path}?limit=50`, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(page.rawPayload).toString()) as { status: number; data: { rows: unknown[] } };
    expect(body.status).toBe(200);
    expect(body.data.rows.length).toBeGreaterThan(0);
    const health = await h.app.inject({ url: healthCheck.path, headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('conditional GETs', () => {
  it('menus and view codes carry an ETag; asking with it gives 304 and no body; another ETag gets the body', async () => {
    const token = await tokenFor(h.app, '13800000007');
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br' };
    for (const url of ['/api/system/currentStaff/menus?category=1', '/api/system/currentStaff/views']) {
      const first = await h.app.inject({ url, headers });
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"/);
      expect(first.headers['cache-control'], url).toBe('private, no-cache');
      const again = await h.app.inject({ url, headers: { ...headers, 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      const stale = await h.app.inject({ url, headers: { ...headers, 'if-none-match': 'W/"something-else"' } });
      expect(stale.statusCode, url).toBe(200);
    }
  });
});

describe('kept answers (menus, groups, badge counts, the order page)', () => {
  it('go as the brotli or gzip form the client accepts, the same answer as the plain one, with one ETag and 304 on it', async () => {
    const token = await tokenFor(h.app, '13800000007');
    const urls = ['/api/system/currentStaff/menus?category=1', '/api/system/currentStaff/groups', '/api/system/badge/counts', '/api/operation/order/page?page=1&limit=20'];
    for (const url of urls) {
      const auth = { authorization: `Bearer ${token}` };
      const plain = await h.app.inject({ url, headers: auth });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect((JSON.parse(plain.body) as { status: number }).status, url).toBe(200);
      const etag = String(plain.headers.etag);
      for (const [accept, encoding, decode] of [['gzip, deflate, br', 'br', brotliDecompressSync], ['gzip', 'gzip', gunzipSync]] as const) {
        const packed = await h.app.inject({ url, headers: { ...auth, 'accept-encoding': accept } });
        expect(packed.headers.etag, url).toBe(etag);
        expect(packed.headers['cache-control'], url).toBe('private, no-cache');
        if (Buffer.byteLength(plain.body) < 1024) {
          expect(packed.headers['content-encoding'], url).toBeUndefined();
          expect(packed.body, url).toBe(plain.body);
          continue;
        }
        expect(packed.headers['content-encoding'], url).toBe(encoding);
        expect(packed.headers.vary, url).toContain('accept-encoding');
        expect(decode(packed.rawPayload).toString(), url).toBe(plain.body);
        expect((await h.app.inject({ url, headers: { ...auth, 'accept-encoding': accept } })).rawPayload.equals(packed.rawPayload), url).toBe(true);
        const again = await h.app.inject({ url, headers: { ...auth, 'accept-encoding': accept, 'if-none-match': etag } });
        expect(again.statusCode, url).toBe(304);
        expect(again.headers['content-encoding'], url).toBeUndefined();
        expect(again.body, url).toBe('');
      }
    }
  });
});
