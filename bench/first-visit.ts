// `npm run bench -- first-visit` (issue 15 item 5): what a user's first visit costs, next to a plain one-form page
// served by the same server in the same run (a shared, loaded machine: the ratios are what count).
// - /login, cold browser: bytes on the wire (as transferred, compressed when the server compresses) and the gzip
//   size of what arrived, per type (html, js, css, json, other); the time from navigation start until a password
//   field is visible (the form the page's HTML paints, which takes typing at once), and until the login screen's own
//   is (what the scripts show); the same for the plain page.
// - /dashboard, logged in, cold browser: bytes per type, requests, and the time until the dashboard screen and the
//   workspace (sidebar, tabs) are on screen.
// Median of RUNS runs each; every run gets a fresh browser context (empty HTTP cache).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, rmSync, symlinkSync, copyFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import type { Envelope } from '../src/core/contract/index.ts';
import { staffLogin, type LoginResponse } from '../src/core/contract/api/auth.ts';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { DEMO_PASSWORD } from '../server/modules/org/seed-personas.ts';
import { startServer } from '../server/start.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const RUNS = Number(process.env.FIRST_VISIT_RUNS ?? 5);
const ROOT = resolve(import.meta.dirname, '..');
/** The plain page: one form with a phone and a password field, no script (what a login needs at the least). */
const PLAIN_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>plain</title></head>
<body><form><label>手机号 <input name="phone" autocomplete="username"></label>
<label>密码 <input type="password" name="password" autocomplete="current-password"></label><button>登录</button></form></body></html>`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

type Kind = 'html' | 'js' | 'css' | 'json' | 'other';
interface Traffic {
  wire: Record<Kind, number>;
  gzip: Record<Kind, number>;
  requests: number;
  encoded: Set<string>;
}

function kindOf(contentType: string, url: string): Kind {
  if (contentType.includes('html')) return 'html';
  if (contentType.includes('javascript') || url.endsWith('.js')) return 'js';
  if (contentType.includes('css')) return 'css';
  if (contentType.includes('json')) return 'json';
  return 'other';
}

/**
 * Records every response of `page`: its transferred size and the gzip size of its body. Only the responses are kept
 * while the page loads; their bodies are read and gzipped once the visit is timed (`settle`), since that work runs in
 * the process that also serves the page and would slow the very visit it measures.
 */
function record(page: Page): { traffic: Traffic; settle(): Promise<void> } {
  const zero = (): Record<Kind, number> => ({ html: 0, js: 0, css: 0, json: 0, other: 0 });
  const traffic: Traffic = { wire: zero(), gzip: zero(), requests: 0, encoded: new Set() };
  const responses: Response[] = [];
  page.on('response', (response) => void responses.push(response));
  const measure = async (response: Response) => {
    const headers = await response.allHeaders();
    const kind = kindOf(headers['content-type'] ?? '', response.url());
    const body = await response.body().catch(() => Buffer.alloc(0));
    const sizes = await response.request().sizes();
    traffic.requests += 1;
    traffic.wire[kind] += sizes.responseBodySize + sizes.responseHeadersSize;
    traffic.gzip[kind] += body.length ? gzipSync(body, { level: 9 }).length : 0;
    if (headers['content-encoding']) traffic.encoded.add(headers['content-encoding']);
  };
  // An answer still arriving when the visit ends is not counted.
  return { traffic, settle: async () => void (await Promise.all(responses.map((response) => measure(response).catch(() => undefined)))) };
}

/** ms from navigation start until each of `probes` holds in the page, in turn (checked every frame). */
async function timeUntil(page: Page, url: string, probes: readonly string[]): Promise<number[]> {
  await page.goto(url, { waitUntil: 'commit' });
  const times: number[] = [];
  for (const probe of probes) {
    const handle = await page.waitForFunction(`${probe} ? performance.now() : false`, undefined, { polling: 'raf', timeout: 60_000 });
    times.push((await handle.jsonValue()) as number);
  }
  return times;
}

// Probes run in the page, as source text (a function's own text would carry the bench's compiler helpers).
/** A visible password field, in the page or in any open shadow root. */
const PASSWORD_VISIBLE = `(() => {
  const search = (root) => {
    const field = root.querySelector('input[type="password"]');
    if (field && field.offsetParent !== null && field.getBoundingClientRect().width > 0) return true;
    for (const host of root.querySelectorAll('*')) if (host.shadowRoot && search(host.shadowRoot)) return true;
    return false;
  };
  return search(document);
})()`;

/** The login screen's own password field (in <admin-shell>'s shadow root), visible. */
const OWN_PASSWORD_VISIBLE = `(() => {
  const field = document.querySelector('admin-shell')?.shadowRoot?.querySelector('input[type="password"]');
  return Boolean(field && field.offsetParent !== null && field.getBoundingClientRect().width > 0);
})()`;

/** The dashboard screen and the workspace around it (sidebar, tabs) on screen. */
const DASHBOARD_INTERACTIVE = `(() => {
  const root = document.querySelector('admin-shell')?.shadowRoot;
  return Boolean(root?.querySelector('[data-screen="dashboard"]') && root.querySelector('.backroom-sidebar [role="menuitem"]') && root.querySelector('.backroom-tabs [role="tab"]'));
})()`;

async function login(base: string): Promise<LoginResponse> {
  const response = await fetch(new URL(staffLogin.path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000007', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as Envelope<LoginResponse>;
  if (body.status !== 200) throw new Error(`login failed: ${body.status} ${body.msg}`);
  return body.data;
}

async function visit(
  browser: Browser,
  url: string,
  probes: readonly string[],
  session?: LoginResponse,
): Promise<{ ms: number[]; traffic: Traffic }> {
  // bypassCSP: the probes are evaluated from text, which the pages' CSP (no eval) would refuse; the app is unaffected.
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN', bypassCSP: true });
  if (session) {
    await context.addInitScript(([token, expire]) => {
      if (localStorage.getItem('backroom:token')) return;
      localStorage.setItem('backroom:token', token);
      localStorage.setItem('backroom:expire', expire);
    }, [session.token, String(session.expire)] as const);
  }
  const page = await context.newPage();
  const recorder = record(page);
  const ms = await timeUntil(page, url, probes);
  // What the page fetched to get there and right after (chunks in flight, the first API answers).
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await recorder.settle();
  await context.close();
  return { ms, traffic: recorder.traffic };
}

/** A static root holding the build and the demo pages, plus the plain page as /portal.html (served like any page). */
function benchRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'backroom-first-visit-'));
  symlinkSync(join(ROOT, 'dist'), join(root, 'dist'));
  mkdirSync(join(root, 'demo'));
  for (const file of readdirSync(join(ROOT, 'demo'))) copyFileSync(join(ROOT, 'demo', file), join(root, 'demo', file));
  writeFileSync(join(root, 'demo', 'portal.html'), PLAIN_PAGE);
  return root;
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

function trafficFigures(label: string, traffic: Traffic): Figure[] {
  const kinds = Object.keys(traffic.wire) as Kind[];
  const figures: Figure[] = [];
  for (const kind of kinds) {
    if (traffic.wire[kind] === 0) continue;
    figures.push({ name: `${label}: ${kind} on the wire / gzip`, value: kb(traffic.wire[kind]), unit: `KB / ${kb(traffic.gzip[kind])} KB gzip` });
  }
  const wire = kinds.reduce((sum, kind) => sum + traffic.wire[kind], 0);
  const gzip = kinds.reduce((sum, kind) => sum + traffic.gzip[kind], 0);
  const code = traffic.gzip.html + traffic.gzip.js + traffic.gzip.css;
  figures.push(
    { name: `${label}: total on the wire`, value: kb(wire), unit: `KB (${traffic.requests} requests; encodings: ${[...traffic.encoded].join(', ') || 'none'})` },
    { name: `${label}: total gzip`, value: kb(gzip), unit: 'KB' },
    { name: `${label}: JS+CSS+HTML gzip`, value: kb(code), unit: 'KB' },
  );
  return figures;
}

export async function benchFirstVisit(): Promise<Figure[]> {
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit', cwd: ROOT });
  const staticRoot = benchRoot();
  const server = await startServer({ port: 0, host: '127.0.0.1', inMemory: true, seed: true, logger: false, staticRoot });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  try {
    const session = await login(server.url);
    // One warm-up of each (the server's first answers, Chromium's own start).
    await visit(browser, `${server.url}/portal.html`, [PASSWORD_VISIBLE]);
    await visit(browser, `${server.url}/login`, [PASSWORD_VISIBLE]);
    const plain: number[] = [];
    const loginMs: number[] = [];
    const ownLoginMs: number[] = [];
    const dashboardMs: number[] = [];
    let loginTraffic: Traffic | null = null;
    let dashboardTraffic: Traffic | null = null;
    for (let run = 0; run < RUNS; run += 1) {
      plain.push((await visit(browser, `${server.url}/portal.html`, [PASSWORD_VISIBLE])).ms[0]);
      const loginVisit = await visit(browser, `${server.url}/login`, [PASSWORD_VISIBLE, OWN_PASSWORD_VISIBLE]);
      loginMs.push(loginVisit.ms[0]);
      ownLoginMs.push(loginVisit.ms[1]);
      loginTraffic ??= loginVisit.traffic;
      const dashboard = await visit(browser, `${server.url}/dashboard`, [DASHBOARD_INTERACTIVE], session);
      dashboardMs.push(dashboard.ms[0]);
      dashboardTraffic ??= dashboard.traffic;
    }
    const plainMs = median(plain);
    return [
      { name: 'plain one-form page: password visible', value: Math.round(plainMs), unit: `ms (median of ${RUNS})` },
      { name: '/login: password visible (the form the HTML paints)', value: Math.round(median(loginMs)), unit: `ms  ×${(median(loginMs) / plainMs).toFixed(2)} the plain page` },
      { name: '/login: the login screen\'s own password visible', value: Math.round(median(ownLoginMs)), unit: `ms  ×${(median(ownLoginMs) / plainMs).toFixed(2)} the plain page` },
      ...trafficFigures('/login', loginTraffic as Traffic),
      { name: '/dashboard (logged in, cold): interactive', value: Math.round(median(dashboardMs)), unit: `ms  ×${(median(dashboardMs) / plainMs).toFixed(2)} the plain page` },
      ...trafficFigures('/dashboard', dashboardTraffic as Traffic),
    ];
  } finally {
    await browser.close();
    await server.close();
    rmSync(staticRoot, { recursive: true, force: true });
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const figure of await benchFirstVisit()) console.log(`${figure.name.padEnd(60)} ${String(figure.value).padStart(10)} ${figure.unit}`);
}
