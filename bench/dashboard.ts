// Time to an interactive dashboard (issue 4 item 6): a logged-in user opens /dashboard of the full back office
// (demo/index.html) in Chromium; the time from navigation start until the dashboard screen and the workspace
// (sidebar, tabs) are rendered, median of several runs, with a cold and with a warm browser cache.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext } from 'playwright-core';
import type { Envelope } from '../src/core/contract/index.ts';
import { staffLogin } from '../src/core/contract/api/auth.ts';
import type { LoginResponse } from '../src/core/contract/api/auth.ts';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { startServer } from '../server/start.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const RUNS = 9;
const WARM_UP_RUNS = 1;
const PHONE = '13800000007';
const PASSWORD = 'Backroom#2026';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function login(base: string): Promise<LoginResponse> {
  const response = await fetch(new URL(staffLogin.path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', Client: 'web' },
    body: JSON.stringify({ phone: PHONE, password: PASSWORD }),
  });
  const body = (await response.json()) as Envelope<LoginResponse>;
  if (body.status !== 200) throw new Error(`login failed: ${body.status} ${body.msg}`);
  return body.data;
}

/** A browser context holding the stored session, as after a login in an earlier visit. */
async function loggedInContext(browser: Browser, session: LoginResponse): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  await context.addInitScript(([token, expire]) => {
    if (localStorage.getItem('backroom:token')) return;
    localStorage.setItem('backroom:token', token);
    localStorage.setItem('backroom:expire', expire);
  }, [session.token, String(session.expire)] as const);
  return context;
}

/** ms from navigation start until the dashboard screen and the workspace around it are on screen. */
async function timeToDashboard(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => {
      const root = document.querySelector('admin-shell')?.shadowRoot;
      const ready = root?.querySelector('[data-screen="dashboard"]') && root.querySelector('.backroom-sidebar [role="menuitem"]') && root.querySelector('.backroom-tabs [role="tab"]');
      return ready ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  const ms = (await handle.jsonValue()) as number;
  await page.close();
  return ms;
}

export async function benchDashboard(): Promise<Figure[]> {
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
  const server = await startServer({ port: 0, host: '127.0.0.1', inMemory: true, seed: true, logger: false });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  try {
    const session = await login(server.url);
    const url = new URL('/dashboard', server.url).href;
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < WARM_UP_RUNS + RUNS; run += 1) {
      const context = await loggedInContext(browser, session);
      const first = await timeToDashboard(context, url); // empty HTTP cache: every bundle fetched
      const again = await timeToDashboard(context, url); // the same browser, bundles cached
      await context.close();
      if (run < WARM_UP_RUNS) continue;
      cold.push(first);
      warm.push(again);
    }
    return [
      { name: `dashboard: navigation to interactive, cold cache (median of ${RUNS})`, value: Math.round(median(cold)), unit: 'ms' },
      { name: `dashboard: navigation to interactive, warm cache (median of ${RUNS})`, value: Math.round(median(warm)), unit: 'ms' },
      { name: 'dashboard: slowest cold run', value: Math.round(Math.max(...cold)), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const figure of await benchDashboard()) console.log(`${figure.name.padEnd(60)} ${String(figure.value).padStart(8)} ${figure.unit}`);
}
