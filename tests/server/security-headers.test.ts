// Secure headers (issue 14): nosniff and a referrer policy on every answer, a CSP with frame-ancestors on pages, and
// no source maps in production.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthCheck } from '../../src/core/contract/api/meta.ts';
import { createHarness, type Harness } from './harness.ts';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'backroom-headers-'));
  mkdirSync(join(root, 'demo'));
  mkdirSync(join(root, 'dist'));
  writeFileSync(join(root, 'demo', 'index.html'), '<!doctype html><title>index</title>');
  writeFileSync(join(root, 'dist', 'core.js'), 'export const core = 1;');
  writeFileSync(join(root, 'dist', 'core.js.map'), '{"sources":["src/core/index.ts"]}');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('security headers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ staticRoot: root, frameAncestors: ['https://portal.example.com'] });
  });
  afterAll(() => h.close());

  it('every answer is nosniff with a referrer policy', async () => {
    for (const url of [healthCheck.path, '/dist/core.js', '/', '/api/no/such/thing']) {
      const reply = await h.app.inject({ url });
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
      expect(reply.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('pages carry a CSP: scripts from this origin only, no plugins, framing by the configured origins', async () => {
    const csp = String((await h.app.inject({ url: '/login' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-ancestors https://portal.example.com');
  });

  it("API answers carry default-src 'none' and frame-ancestors 'none'; pages keep their own policy", async () => {
    for (const url of [healthCheck.path, '/api/no/such/thing', '/api/openapi.json']) {
      expect((await h.app.inject({ url })).headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    const page = String((await h.app.inject({ url: '/login' })).headers['content-security-policy']);
    expect(page).toContain("script-src 'self'");
    expect(page).not.toContain("default-src 'none'");
  });

  it('serves source maps outside production only', async () => {
    expect((await h.app.inject({ url: '/dist/core.js.map' })).statusCode).toBe(200);
    const production = await createHarness({ staticRoot: root, nodeEnv: 'production', smsProviderName: 'outbox' });
    try {
      expect((await production.app.inject({ url: '/dist/core.js.map' })).statusCode).toBe(404);
      expect((await production.app.inject({ url: '/dist/core.js' })).statusCode).toBe(200);
      expect((await production.app.inject({ url: '/' })).headers['strict-transport-security']).toBe('max-age=15552000');
    } finally {
      await production.close();
    }
  });
});
