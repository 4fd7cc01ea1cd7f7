// End-to-end harness: the real server on a free loopback port with a fresh in-memory database holding the seeded demo
// organisation, driven by Debian's Chromium through playwright-core (no test tool downloads a browser).
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer } from '../../server/start.ts';
import type { RunningServer, StartOptions } from '../../server/start.ts';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { openPglite } from '../../server/db/pglite.ts';
import { pgliteTemplate, seededExports } from '../support/db-templates.ts';
import { timePhase } from '../support/phases.ts';

export const DEMO_PASSWORD = 'Backroom#2026';

export interface BackOffice {
  url: string;
  server: RunningServer;
  browser: Browser;
  /**
   * A fresh browser context (its own storage) with a page open; closed by `close()` too. `clock` installs
   * Playwright's controllable clock before the first navigation (timers then run as usual until a test moves them).
   */
  newPage(options?: { width?: number; height?: number; path?: string; clock?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

let browserOfJob: Promise<Browser> | undefined;

/**
 * One Chromium for the files of a job (they run one after another in one process): a launch is about a second of
 * processor time, and each file still works in contexts of its own (fresh storage), all closed when it ends.
 * Launched again if it went away; Playwright closes it when the job's process exits.
 */
async function sharedBrowser(): Promise<Browser> {
  const running = await browserOfJob?.catch(() => undefined);
  if (running?.isConnected()) return running;
  browserOfJob = chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
  return browserOfJob;
}

/**
 * The server on an in-memory database copied from the seeded template (tests/support/db-templates.ts: no migrations
 * or seed run per file), and the job's browser (contexts of its own).
 */
export async function startBackOffice(options: StartOptions = {}): Promise<BackOffice> {
  const template = options.database || options.dataDir || options.databaseUrl ? null : await pgliteTemplate('seeded');
  const seeded = template ? await openPglite(null, template.dump) : undefined;
  // The seeded exports' files, made with the template, in a folder of this server's own.
  const exportsDir = template && !options.exportsDir ? seededExports(template) : undefined;
  const server = await timePhase('server start', () =>
    startServer({ port: 0, host: '127.0.0.1', inMemory: true, seed: true, logger: false, database: seeded, exportsDir, ...options }),
  );
  const browser = await timePhase('browser start', sharedBrowser);
  const contexts: BrowserContext[] = [];
  return {
    url: server.url,
    server,
    browser,
    async newPage({ width = 1366, height = 900, path = '/', clock = false } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' });
      contexts.push(context);
      if (clock) await context.clock.install();
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
      await page.goto(new URL(path, server.url).href);
      return { context, page };
    },
    async close() {
      // Every context of the file, those it opened on `browser` itself too: the next file starts on a bare browser.
      for (const context of [...contexts, ...browser.contexts()]) await context.close().catch(() => undefined);
      await server.close();
      if (exportsDir) rmSync(exportsDir, { recursive: true, force: true });
    },
  };
}

/** Logs in on the password tab of the login screen the page shows. Selectors pierce the open shadow roots. */
export async function loginWithPassword(page: Page, phone: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByPlaceholder(/手机号|Phone/).fill(phone);
  await page.getByPlaceholder(/密码|Password/).fill(password);
  await page.getByRole('button', { name: /^(登录|登 录|Log in)$/ }).click();
}
