// `npm run bench -- first-visit [--quick]`: what staff see, timed from what is painted, next to a plain one-form page
// served by the same server and measured by the same harness, interleaved with the other pages.
// - Every time is the time of a paint, never of a node being in the DOM: Paint Timing's first contentful paint, and
//   for the `elementtiming` marks in the app (src/ui/screen/paintMarks.ts: the login screen's title, the dashboard's
//   figures, a list's first column, an order's number in its detail sheet) the rendering update that first lays them
//   out (see OBSERVERS). Charts draw into canvases: a chart counts as drawn in the first frame whose canvas holds pixels.
// - Figures shown: the first paint of the dashboard's figures, its own or, on a returning visit, the ones the page
//   paints from the last visit (src/ui/session/lastHome.ts, marked as last seen); the paint of its own fresh figures
//   is reported beside it.
// - Interactive: the end of the last long task (Long Tasks API) before 500 ms without one, after the figures are shown;
//   total blocking time: the long tasks' time beyond 50 ms each, from first contentful paint to interactive.
// - Cold: a fresh browser context (empty cache). Warm: a second visit in the same context (a new tab), as a
//   returning user's next morning; the requests it sends to the server are counted (from Chromium's network events:
//   not the disk or memory cache, not a service worker), with the revalidations (304) among them.
// - In-app, on the warm tab: a sidebar click until the next page's rows are painted, for five list pages; opening an
//   order's detail; the pager's next page; then a scripted session of typical work (SESSION_S, 120 s, `--quick` 20 s)
//   whose worst input delay (Event Timing: processing start − input) and worst event duration are reported.
// - The development and the production server (`node --import tsx server/main.ts`, NODE_ENV=production, as the
//   README starts it; back-pressure off in both so a loaded machine measures slowness, not 503s), each in a process
//   of its own, visits alternating between them. Median of FIRST_VISIT_RUNS runs (5, `--quick` 2).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Envelope } from '../src/core/contract/index.ts';
import { staffLogin, type LoginResponse } from '../src/core/contract/api/auth.ts';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { DEMO_PASSWORD } from '../server/modules/org/seed-personas.ts';
import { childProcess, type Target } from './load.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const QUICK = process.argv.includes('--quick');
const RUNS = Number(process.env.FIRST_VISIT_RUNS ?? (QUICK ? 2 : 5));
const SESSION_S = Number(process.env.FIRST_VISIT_SESSION_S ?? (QUICK ? 20 : 120));
const ROOT = resolve(import.meta.dirname, '..');
/** How long any one thing may take before the bench gives up on it (a loaded machine is slow, not stuck). */
const PATIENCE_MS = 60_000;
/** The plain page: one form with a phone and a password field, no script (what a login needs at the least). */
const PLAIN_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>plain</title></head>
<body><form><label>手机号 <input name="phone" autocomplete="username"></label>
<label>密码 <input type="password" name="password" autocomplete="current-password"></label><button>登录</button></form></body></html>`;

/** src/ui/screen/paintMarks.ts (the bench does not import the app's React side). */
const MARK = { login: 'backroom-login', figures: 'backroom-figures', lastFigures: 'backroom-figures-last', rows: 'backroom-rows', detail: 'backroom-detail' } as const;
/** The five list pages of the in-app walk: sidebar group and entry (the demo's menus). */
const LIST_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['设备管理', '售货机列表'],
  ['补货管理', '理货单'],
  ['客诉管理', '支付客诉'],
  ['设备管理', '冷柜列表'],
  ['订单管理', '订单列表'],
];

function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// In the page, as source text (a function's own text would carry the bench's compiler helpers), before any script.
// Chromium's Element Timing reports no element inside a shadow root (measured: a mark in an open shadow root is never
// reported), and all of the back office is in one. So a mark counts as painted in the first rendering update that
// lays it out with a box: every shadow root is watched (attachShadow), a mark added to the DOM waits for the next
// animation frame, and the time is taken in that frame's callback (the update that paints it; a busy main thread
// delays it exactly as it delays the paint). Paint Timing's first contentful paint, Long Tasks and Event Timing are the
// browser's own records.
const OBSERVERS = `(() => {
  const b = (window.__bench = { fcp: null, marks: [], longTasks: [], events: [], clicks: [], charts: null });
  const observe = (type, options, each) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true, ...options }); } catch {}
  };
  observe('paint', {}, (e) => { if (e.name === 'first-contentful-paint') b.fcp = e.startTime; });
  observe('longtask', {}, (e) => b.longTasks.push([e.startTime, e.startTime + e.duration]));
  observe('event', { durationThreshold: 16 }, (e) => b.events.push({ name: e.name, delay: e.processingStart - e.startTime, duration: e.duration }));
  addEventListener('pointerdown', (e) => b.clicks.push(e.timeStamp), true);
  addEventListener('keydown', (e) => b.clicks.push(e.timeStamp), true);
  const pending = new Set();
  let scheduled = false;
  const frame = () => {
    scheduled = false;
    const now = performance.now();
    for (const element of pending) {
      if (!element.isConnected) { pending.delete(element); continue; }
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden') {
        b.marks.push({ id: element.getAttribute('elementtiming'), at: now });
        pending.delete(element);
      }
    }
    if (pending.size) schedule();
  };
  const schedule = () => { if (!scheduled) { scheduled = true; requestAnimationFrame(frame); } };
  const collect = (node) => {
    if (node.nodeType !== 1) return;
    if (node.hasAttribute('elementtiming')) pending.add(node);
    for (const element of node.querySelectorAll('[elementtiming]')) pending.add(element);
  };
  const watch = (root) => new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(collect);
    if (pending.size) schedule();
  }).observe(root, { childList: true, subtree: true });
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) { const root = attachShadow.call(this, init); watch(root); return root; };
  watch(document);
  // Charts: the first frame in which both dashboard canvases hold pixels (read through an 8×8 copy).
  const probe = document.createElement('canvas');
  probe.width = probe.height = 8;
  const context = probe.getContext('2d', { willReadFrequently: true });
  const drawn = (canvas) => {
    if (!canvas.width || !canvas.height) return false;
    context.clearRect(0, 0, 8, 8);
    context.drawImage(canvas, 0, 0, 8, 8);
    const data = context.getImageData(0, 0, 8, 8).data;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) return true;
    return false;
  };
  const started = performance.now();
  const charts = () => {
    const now = performance.now();
    if (now - started > 60000 || !location.pathname.endsWith('/dashboard')) return;
    const root = document.querySelector('admin-shell')?.shadowRoot;
    const cards = root ? [...root.querySelectorAll('[data-chart]')] : [];
    if (cards.length >= 2 && cards.every((card) => { const canvas = card.querySelector('canvas'); return canvas && drawn(canvas); })) b.charts = now;
    else requestAnimationFrame(charts);
  };
  requestAnimationFrame(charts);
})()`;

interface PageRecord {
  fcp: number | null;
  marks: Array<{ id: string; at: number }>;
  longTasks: Array<[number, number]>;
  events: Array<{ name: string; delay: number; duration: number }>;
  clicks: number[];
  charts: number | null;
  now: number;
}

const read = (page: Page) => page.evaluate('({ ...window.__bench, now: performance.now() })') as Promise<PageRecord>;

/** Polls the page's record until `test` gives a value (every 50 ms; an evaluate waits for a busy main thread anyway). */
async function until<T>(page: Page, what: string, test: (record: PageRecord) => T | null | undefined, patience = PATIENCE_MS): Promise<T> {
  const deadline = Date.now() + patience;
  for (;;) {
    const value = test(await read(page));
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${patience / 1000} s`);
    await page.waitForTimeout(50);
  }
}

/** The first paint of a mark after `after` (ms since the page's time origin). */
const markAfter = (id: string, after = 0) => (record: PageRecord) =>
  record.marks.filter((mark) => mark.id === id && mark.at > after).reduce<number | null>((first, mark) => (first === null || mark.at < first ? mark.at : first), null);

/** Interactive after `from`: the end of the last long task before 500 ms of none (and `now` past that window). */
async function interactiveAfter(page: Page, from: number): Promise<{ at: number; record: PageRecord }> {
  return until(page, 'a quiet main thread', (record) => {
    const quietFrom = record.longTasks.reduce((latest, [, end]) => (end > latest ? end : latest), from);
    return record.now - quietFrom >= 600 ? { at: quietFrom, record } : null;
  });
}

function blockingTime(longTasks: ReadonlyArray<[number, number]>, from: number, to: number): number {
  return longTasks.reduce((sum, [start, end]) => {
    const blocking = Math.min(end, to) - Math.max(start + 50, from);
    return sum + (blocking > 0 ? blocking : 0);
  }, 0);
}

/** Requests of a page that reached the server (not a cache, not a service worker), and the revalidations among them. */
async function countRequests(page: Page): Promise<() => { server: number; revalidated: number; urls: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls: string[] = [];
  let revalidated = 0;
  cdp.on('Network.responseReceived', ({ response }) => {
    if (response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache || response.url.startsWith('data:')) return;
    urls.push(response.url);
    if (response.status === 304) revalidated += 1;
  });
  return () => ({ server: urls.length, revalidated, urls: [...urls] });
}

interface Visit {
  fcp: number;
  login?: number;
  figures?: number;
  fresh?: number;
  interactive?: number;
  charts?: number;
  blocking?: number;
  requests: number;
  revalidated: number;
}

/** One visit of `url` in a new tab of `context`, timed to what it shows; the tab is left open (returned). */
async function visit(context: BrowserContext, url: string, kind: 'plain' | 'login' | 'dashboard'): Promise<{ page: Page; figures: Visit }> {
  const page = await context.newPage();
  const requests = await countRequests(page);
  await page.goto(url, { waitUntil: 'commit', timeout: PATIENCE_MS });
  const fcp = await until(page, `${url}: first contentful paint`, (record) => record.fcp);
  const result: Visit = { fcp, requests: 0, revalidated: 0 };
  if (kind === 'login') result.login = await until(page, `${url}: the login screen`, markAfter(MARK.login));
  if (kind === 'dashboard') {
    const figures = await until(page, `${url}: the figures`, (record) => {
      const [own, last] = [markAfter(MARK.figures)(record), markAfter(MARK.lastFigures)(record)];
      return own === null || last === null ? (own ?? last) : Math.min(own, last);
    });
    const fresh = await until(page, `${url}: the fresh figures`, markAfter(MARK.figures));
    // The requests that came before the home's own figures showed (what a user waits for; later ones are the charts'
    // and idle calls).
    const before = requests();
    const charts = await until(page, `${url}: the charts`, (record) => record.charts);
    const interactive = await interactiveAfter(page, figures);
    Object.assign(result, { figures, fresh, charts, interactive: interactive.at, blocking: blockingTime(interactive.record.longTasks, fcp, interactive.at) });
    result.requests = before.server;
    result.revalidated = before.revalidated;
  } else {
    await page.waitForLoadState('networkidle', { timeout: PATIENCE_MS }).catch(() => undefined);
    const after = requests();
    result.requests = after.server;
    result.revalidated = after.revalidated;
  }
  return { page, figures: result };
}

/** A new browser context (empty cache), logged in when `session` is given (the token where the app keeps it). */
async function newContext(browser: Browser, session?: LoginResponse): Promise<BrowserContext> {
  // bypassCSP: the observers are evaluated from text, which the pages' CSP (no eval) would refuse; the app is unaffected.
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN', bypassCSP: true });
  await context.addInitScript(OBSERVERS);
  if (session) {
    await context.addInitScript(([token, expire]) => {
      if (localStorage.getItem('backroom:token')) return;
      localStorage.setItem('backroom:token', token);
      localStorage.setItem('backroom:expire', expire);
    }, [session.token, String(session.expire)] as const);
  }
  return context;
}

/** Cold then warm: the same url in a fresh context, then again in a new tab of it once the first has settled. */
async function coldAndWarm(browser: Browser, url: string, kind: 'plain' | 'login' | 'dashboard', session?: LoginResponse) {
  const context = await newContext(browser, session);
  const cold = await visit(context, url, kind);
  await cold.page.waitForLoadState('networkidle', { timeout: PATIENCE_MS }).catch(() => undefined);
  await cold.page.close();
  const warm = await visit(context, url, kind);
  return { context, cold: cold.figures, warm: warm.figures, page: warm.page };
}

const sidebarEntry = (page: Page, label: string) => page.locator('.backroom-sidebar .backroom-nav-title', { hasText: new RegExp(`^${label}$`) });

/** Closes what pops up over a fresh session's dashboard (the latest announcement, the low-balance notice), as staff do. */
async function dismissDialogs(page: Page): Promise<void> {
  const announcement = page.locator('.backroom-announcement-close:visible');
  if (await announcement.count()) await announcement.first().click();
  const notice = page.locator('.backroom-low-balance-dialog:visible').getByRole('button', { name: '知道了' });
  if (await notice.count()) await notice.first().click();
  await page.locator('.backroom-announcement-dialog, .backroom-low-balance-dialog').first().waitFor({ state: 'hidden' }).catch(() => undefined);
}

/** Opens a sidebar entry's group when the entry is not in sight. */
async function openGroup(page: Page, group: string, entry: string): Promise<void> {
  await dismissDialogs(page);
  if (!(await sidebarEntry(page, entry).isVisible())) await sidebarEntry(page, group).click();
}

/** The time from the last click (pointerdown) to the first paint of `mark` after it. */
async function clickToPaint(page: Page, what: string, mark: string, click: () => Promise<void>, patience = PATIENCE_MS): Promise<number> {
  const before = (await read(page)).clicks.length;
  await click();
  const clicked = await until(page, `${what}: the click`, (record) => (record.clicks.length > before ? record.clicks[record.clicks.length - 1] : null), patience);
  const painted = await until(page, what, markAfter(mark, clicked), patience);
  return painted - clicked;
}

interface InApp {
  pages: number[];
  detail: number;
  pageChange: number;
}

/** Five list pages from the sidebar, an order's detail, the pager's next page (on the order list, the last one). */
async function inApp(page: Page): Promise<InApp> {
  // A step that fails is reported and left out of the medians (NaN); the walk goes on.
  const step = (promise: Promise<number>) =>
    promise.catch((error: unknown) => {
      console.error(`first-visit: ${error instanceof Error ? error.message : String(error)}`);
      return Number.NaN;
    });
  const pages: number[] = [];
  for (const [group, entry] of LIST_PAGES) {
    pages.push(await step(openGroup(page, group, entry).then(() => clickToPaint(page, entry, MARK.rows, () => sidebarEntry(page, entry).click()))));
  }
  const detail = await step(clickToPaint(page, 'an order detail', MARK.detail, () => page.locator('.backroom-order-detail-open:visible').first().click()));
  await page.keyboard.press('Escape');
  await page.locator('.backroom-order-sheet').waitFor({ state: 'hidden' }).catch(() => undefined);
  const pageChange = await step(clickToPaint(page, 'the next page', MARK.rows, () => page.locator('.backroom-pager-next:visible').first().click()));
  return { pages, detail, pageChange };
}

/** Typical work for `seconds`: the list pages in turn, a page forward, a filter typed in, an order opened and closed. */
async function session(page: Page, seconds: number): Promise<{ worstDelay: number; worstDuration: number; events: number }> {
  await page.evaluate('window.__bench.events.length = 0');
  const end = Date.now() + seconds * 1000;
  for (let turn = 0; Date.now() < end; turn += 1) {
    const [group, entry] = LIST_PAGES[turn % LIST_PAGES.length];
    // A page seen before is kept alive (its tab): nothing new to paint, so the session waits for its table only.
    await openGroup(page, group, entry);
    await sidebarEntry(page, entry).click();
    await page.locator('.backroom-paged-table:visible').first().waitFor({ timeout: PATIENCE_MS });
    const next = page.locator('.backroom-pager-next:visible:not([disabled])').first();
    if (await next.count()) await clickToPaint(page, 'the next page', MARK.rows, () => next.click(), 10_000).catch(() => undefined);
    const filter = page.locator('.backroom-paged-table-head input[type="text"]:visible').first();
    if (await filter.count()) {
      await filter.click();
      await page.keyboard.type('12', { delay: 80 });
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
    }
    const open = page.locator('.backroom-order-detail-open:visible').first();
    if (await open.count()) {
      await clickToPaint(page, 'an order detail', MARK.detail, () => open.click(), 10_000).catch(() => undefined);
      await page.keyboard.press('Escape');
      await page.locator('.backroom-order-sheet').waitFor({ state: 'hidden' }).catch(() => undefined);
    }
  }
  const { events } = await read(page);
  return {
    worstDelay: events.reduce((worst, event) => Math.max(worst, event.delay), 0),
    worstDuration: events.reduce((worst, event) => Math.max(worst, event.duration), 0),
    events: events.length,
  };
}

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

/** A static root holding the build and the demo pages, plus the plain page as /portal.html (served like any page). */
function benchRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'backroom-first-visit-'));
  symlinkSync(join(ROOT, 'dist'), join(root, 'dist'));
  mkdirSync(join(root, 'demo'));
  for (const file of readdirSync(join(ROOT, 'demo'))) copyFileSync(join(ROOT, 'demo', file), join(root, 'demo', file));
  writeFileSync(join(root, 'demo', 'portal.html'), PLAIN_PAGE);
  return root;
}

type Server = 'development' | 'production';
const SERVERS: readonly Server[] = ['development', 'production'];
type Series = Record<string, number[]>;

function push(series: Series, name: string, value: number | undefined) {
  if (value === undefined || Number.isNaN(value)) return;
  (series[name] ??= []).push(value);
}

/** Every figure of one run on one server into its series. */
async function oneRun(browser: Browser, url: string, token: LoginResponse, series: Series): Promise<void> {
  const plain = await coldAndWarm(browser, `${url}/portal.html`, 'plain');
  await plain.context.close();
  push(series, 'plain: first contentful paint (cold)', plain.cold.fcp);
  push(series, 'plain: first contentful paint (warm)', plain.warm.fcp);
  const loginPage = await coldAndWarm(browser, `${url}/login`, 'login');
  await loginPage.context.close();
  for (const [label, figures] of [['cold', loginPage.cold], ['warm', loginPage.warm]] as const) {
    push(series, `login: form first contentful paint (${label})`, figures.fcp);
    push(series, `login: login screen usable (${label})`, figures.login);
    push(series, `login: requests to the server (${label})`, figures.requests);
  }
  const dashboard = await coldAndWarm(browser, `${url}/dashboard`, 'dashboard', token);
  for (const [label, figures] of [['cold', dashboard.cold], ['warm', dashboard.warm]] as const) {
    push(series, `dashboard: figures shown (${label})`, figures.figures);
    push(series, `dashboard: its own fresh figures shown (${label})`, figures.fresh);
    push(series, `dashboard: interactive (${label})`, figures.interactive);
    push(series, `dashboard: charts drawn (${label})`, figures.charts);
    push(series, `dashboard: total blocking time (${label})`, figures.blocking);
    push(series, `dashboard: requests to the server before the figures (${label})`, figures.requests);
    push(series, `dashboard: revalidations (304) among them (${label})`, figures.revalidated);
  }
  const app = await inApp(dashboard.page);
  app.pages.forEach((ms, index) => push(series, `in-app: sidebar → rows painted, ${LIST_PAGES[index][1]}`, ms));
  push(series, 'in-app: order detail opened', app.detail);
  push(series, 'in-app: table page changed', app.pageChange);
  await dashboard.context.close();
}

const RELATIVE = /^(login|dashboard|in-app): (?!requests|revalidations|total blocking)/;

export async function benchFirstVisit(): Promise<Figure[]> {
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit', cwd: ROOT });
  const staticRoot = benchRoot();
  const loadBefore = loadavg();
  const servers: Partial<Record<Server, Target>> = {};
  let browser: Browser | null = null;
  try {
    for (const nodeEnv of SERVERS) {
      servers[nodeEnv] = await childProcess({}, { NODE_ENV: nodeEnv, STATIC_ROOT: staticRoot, EVENT_LOOP_DELAY_MAX_MS: '0', LOG_LEVEL: 'warn' });
    }
    browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
    const tokens = {} as Record<Server, LoginResponse>;
    const series = { development: {}, production: {} } as Record<Server, Series>;
    const sessions = {} as Record<Server, Awaited<ReturnType<typeof session>>>;
    for (const nodeEnv of SERVERS) {
      const url = (servers[nodeEnv] as Target).url;
      tokens[nodeEnv] = await login(url);
      // A warm-up of each server and of Chromium (their first answers), not counted; `--quick` warms the pages only.
      if (QUICK) for (const path of ['/portal.html', '/login']) await (await coldAndWarm(browser, `${url}${path}`, 'plain')).context.close();
      else await oneRun(browser, url, tokens[nodeEnv], {});
    }
    // Interleaved: each run visits every page on both servers, their order alternating.
    for (let run = 0; run < RUNS; run += 1) {
      for (const nodeEnv of run % 2 === 0 ? SERVERS : [...SERVERS].reverse()) {
        await oneRun(browser, (servers[nodeEnv] as Target).url, tokens[nodeEnv], series[nodeEnv]);
      }
    }
    for (const nodeEnv of SERVERS) {
      const context = await newContext(browser, tokens[nodeEnv]);
      const { page } = await visit(context, `${(servers[nodeEnv] as Target).url}/dashboard`, 'dashboard');
      sessions[nodeEnv] = await session(page, SESSION_S);
      await context.close();
    }
    const loadAfter = loadavg();
    return report(series, sessions, loadBefore, loadAfter);
  } finally {
    await browser?.close();
    for (const server of Object.values(servers)) await server?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  }
}

function report(
  series: Record<Server, Series>,
  sessions: Record<Server, { worstDelay: number; worstDuration: number; events: number }>,
  loadBefore: number[],
  loadAfter: number[],
): Figure[] {
  const figures: Figure[] = [
    { name: 'load average (1, 5, 15 min) before', value: loadBefore[0], unit: `${loadBefore.map((n) => n.toFixed(2)).join(', ')}` },
    { name: 'load average (1, 5, 15 min) after', value: loadAfter[0], unit: `${loadAfter.map((n) => n.toFixed(2)).join(', ')}` },
  ];
  const med = (nodeEnv: Server, name: string) => median(series[nodeEnv][name] ?? []);
  for (const nodeEnv of SERVERS) {
    const plain = med(nodeEnv, 'plain: first contentful paint (cold)');
    for (const name of Object.keys(series[nodeEnv])) {
      const value = med(nodeEnv, name);
      const other = med(nodeEnv === 'production' ? 'development' : 'production', name);
      const ratio = RELATIVE.test(name) ? `  ×${(value / plain).toFixed(1)} plain` : '';
      const warm = name.includes('(warm)') ? `  ×${(value / med(nodeEnv, name.replace('(warm)', '(cold)'))).toFixed(2)} cold` : '';
      const versus = nodeEnv === 'production' ? `  ×${(value / other).toFixed(2)} development` : '';
      const spread = series[nodeEnv][name];
      figures.push({
        name: `${nodeEnv}: ${name}`,
        value: Math.round(value),
        unit: `${name.includes('requests') || name.includes('revalidations') ? '' : 'ms'}${ratio}${warm}${versus}  (${Math.round(Math.min(...spread))}–${Math.round(Math.max(...spread))}, ${spread.length} runs)`,
      });
    }
    figures.push(
      { name: `${nodeEnv}: session of ${SESSION_S} s: worst input delay`, value: Math.round(sessions[nodeEnv].worstDelay), unit: `ms (Event Timing, ${sessions[nodeEnv].events} events ≥ 16 ms)` },
      { name: `${nodeEnv}: session of ${SESSION_S} s: worst event duration`, value: Math.round(sessions[nodeEnv].worstDuration), unit: 'ms (input to the next paint)' },
    );
  }
  // Done when (the targets), for each server.
  for (const nodeEnv of SERVERS) {
    const plain = med(nodeEnv, 'plain: first contentful paint (cold)');
    const pageChanges = Object.keys(series[nodeEnv]).filter((name) => name.startsWith('in-app:'));
    const worstPage = Math.max(...pageChanges.map((name) => med(nodeEnv, name)));
    const warmRequests = med(nodeEnv, 'dashboard: revalidations (304) among them (warm)');
    const targets: Array<[string, number, number, string]> = [
      ['dashboard figures (cold) ≤ 10× plain', med(nodeEnv, 'dashboard: figures shown (cold)') / plain, 10, '×'],
      ['dashboard interactive (cold) ≤ 12× plain', med(nodeEnv, 'dashboard: interactive (cold)') / plain, 12, '×'],
      ['warm figures ≤ 0.7× cold', med(nodeEnv, 'dashboard: figures shown (warm)') / med(nodeEnv, 'dashboard: figures shown (cold)'), 0.7, '×'],
      ['every in-app change ≤ 3× plain (worst)', worstPage / plain, 3, '×'],
      ['worst input delay ≤ 200 ms', sessions[nodeEnv].worstDelay, 200, 'ms'],
      ['login form FCP (cold) ≤ 2× plain', med(nodeEnv, 'login: form first contentful paint (cold)') / plain, 2, '×'],
      ['warm visit: revalidations before the figures = 0', warmRequests, 0, ''],
    ];
    for (const [target, value, limit, unit] of targets) {
      figures.push({ name: `done when, ${nodeEnv}: ${target}`, value: Number(value.toFixed(2)), unit: `${unit} ${value <= limit ? 'met' : 'NOT MET'}` });
    }
  }
  const production = Object.keys(series.production).filter((name) => RELATIVE.test(name) && !name.startsWith('plain'));
  const slower = production.filter((name) => med('production', name) > med('development', name) * 1.1);
  figures.push({
    name: 'done when: production ≤ development (+10% noise) on every time',
    value: slower.length,
    unit: slower.length ? `slower: ${slower.join('; ')}  NOT MET` : 'figures slower  met',
  });
  return figures;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const figure of await benchFirstVisit()) console.log(`${figure.name.padEnd(60)} ${String(figure.value).padStart(10)} ${figure.unit}`);
}
