// Issue 9: the host matrix. Partner pages on another origin than the Backroom server (tests/hosts/: a hostile plain
// page, a React 18 app, a Vue 3 app) embed <admin-shell> through one script: attributes and properties in, events
// out, a theme change, memory routing that leaves the host's URL alone, a remount that keeps the session, and (the
// plain page) a second, prefixed bundle sharing the one session.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, loginWithPassword, startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, expectShown, openFromSidebar } from './shell-helpers.ts';
import { latestAnnouncement } from '../../src/core/contract/api/announcements.ts';

const HOSTS = resolve('tests/hosts');
let office: BackOffice;
let hostServer: Server;
let hostOrigin = '';

/** The partner's own web server: its pages (with the Backroom origin filled in), its React bundle, its Vue. */
async function startHostServer(api: () => string): Promise<void> {
  const reactBundle = await build({
    entryPoints: [join(HOSTS, 'react-host.tsx')], bundle: true, write: false, format: 'esm', jsx: 'automatic', target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
  });
  const vue = readFileSync(resolve('node_modules/vue/dist/vue.esm-browser.prod.js'), 'utf8');
  hostServer = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const send = (type: string, body: string) => response.writeHead(200, { 'content-type': type }).end(body);
    if (path === '/react-host.js') return send('text/javascript', reactBundle.outputFiles[0].text);
    if (path === '/vendor/vue.js') return send('text/javascript', vue);
    if (path === '/favicon.ico') return response.writeHead(204).end(); // a partner page has its own (no 404 in the console)
    if (/^\/[a-z]+\.html$/.test(path)) return send('text/html', readFileSync(join(HOSTS, path), 'utf8').replaceAll('{{API}}', api()));
    response.writeHead(404).end();
  });
  await new Promise<void>((done) => hostServer.listen(0, 'localhost', done));
  const address = hostServer.address();
  hostOrigin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  await startHostServer(() => office.url);
  office = await startBackOffice({ corsOrigins: [hostOrigin] });
}, 180_000);
afterAll(async () => {
  await office?.close();
  await new Promise((done) => hostServer?.close(done));
});

async function openHost(file: string): Promise<Page> {
  const context = await office.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${file} page error] ${error.message}`));
  await page.goto(`${hostOrigin}/${file}`);
  return page;
}

const primaryOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('admin-shell') as Element).getPropertyValue('--backroom-primary-fill').trim());
const hostEvents = (page: Page) => page.locator('#events').textContent().then((text) => text ?? '');

/** Closes the latest announcement (spec §4: once per user) when it comes up; the API is on the Backroom origin. */
async function closeAnnouncement(page: Page): Promise<void> {
  const latest = await page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('backroom:token')}`, Client: 'web' } });
    return ((await response.json()) as { data: { id: number; indexFlag: number } | null }).data;
  }, `${office.url}${latestAnnouncement.path}`);
  if (!latest || latest.indexFlag !== 1) return;
  await page.locator('.backroom-announcement-close').click();
  await page.locator('.backroom-announcement-dialog').waitFor({ state: 'hidden' });
}

/** What every host checks: login in the embedded shell, events, theme, routing, remount. */
async function exercise(page: Page, readEvents: () => Promise<string>) {
  expect(new URL(office.url).origin).not.toBe(hostOrigin); // cross-origin for real
  await loginWithPassword(page, ADMIN);
  await expectShown(page, '/dashboard');
  await closeAnnouncement(page);
  // Events out: ready, and the session's status as it loaded.
  await expect.poll(readEvents).toContain('backroom-ready');
  await expect.poll(readEvents).toMatch(/backroom-session-change.*"status":"ready"/);
  // Attributes in, and a theme change from the host.
  await expect.poll(() => primaryOf(page)).toMatch(/^#1E80FF$|^rgb\(30, 128, 255\)$/i);
  await page.evaluate(() => (window as unknown as { host: { setColor(color: string): void } }).host.setColor('#00B42A'));
  await expect.poll(() => primaryOf(page)).toMatch(/^#00B42A$|^rgb\(0, 180, 42\)$/i);
  // Properties in: the links the host gave are the element's.
  expect(await page.evaluate(() => JSON.stringify((document.querySelector('admin-shell') as unknown as { links: unknown }).links))).toContain('Partner help');
  // Memory routing: a page opened in the shell leaves the host's URL as it was.
  const before = page.url();
  await openFromSidebar(page, '设备管理', '售货机列表');
  await expectShown(page, '/deviceManager/vendingMachineList');
  expect(page.url()).toBe(before);
  // A remount keeps the session: the workspace comes back without a login.
  await page.evaluate(() => (window as unknown as { host: { remount(): void } }).host.remount());
  await expectShown(page, '/dashboard');
  expect(await page.locator('admin-shell').getByPlaceholder(/手机号/).count()).toBe(0);
  // The host's own controls still answer.
  await page.locator('#host-button').click();
}

describe('issue 9: partner hosts on another origin', () => {
  it('a hostile plain page: styles stay out, and a prefixed second bundle shares the session', async () => {
    const page = await openHost('plain.html');
    await page.locator('admin-shell').getByPlaceholder(/手机号/).waitFor();
    const log = () => page.evaluate(() => (window as unknown as { hostLog: Array<{ name: string; detail: unknown }> }).hostLog.map((entry) => `${entry.name}:${JSON.stringify(entry.detail)}`).join('\n'));
    await page.evaluate(() => {
      const host = window as unknown as { host: Record<string, unknown> };
      host.host.setLinks = (links: unknown) => void ((document.querySelector('admin-shell') as unknown as { links: unknown }).links = links);
      (host.host.setLinks as (links: unknown) => void)([{ text: 'Partner help', href: 'https://partner.example/help' }]);
      document.querySelector('admin-shell')?.setAttribute('main-color', '#1E80FF');
    });
    await exercise(page, log);
    // The page's inherited text styles do not reach inside.
    const inside = await page.evaluate(() => {
      const title = document.querySelector('admin-shell')?.shadowRoot?.querySelector('.semi-navigation-item-text') as Element;
      const style = getComputedStyle(title);
      return { indent: style.textIndent, spacing: style.wordSpacing, shadow: style.textShadow, font: style.fontFamily };
    });
    expect(inside).toMatchObject({ indent: '0px', spacing: '0px', shadow: 'none' });
    expect(inside.font).not.toBe('serif');
    // Two bundles: <acme-identity-switcher> from the prefixed define() has the same session (its button is enabled).
    await expect.poll(() => page.evaluate(() => (document.querySelector('acme-identity-switcher')?.shadowRoot?.querySelector('.backroom-identity-trigger') as HTMLButtonElement | null)?.disabled)).toBe(false);
  });

  it('a React 18 app', async () => {
    const page = await openHost('react.html');
    await page.locator('admin-shell').getByPlaceholder(/手机号/).waitFor();
    await exercise(page, () => hostEvents(page));
  });

  it('a Vue 3 app', async () => {
    const page = await openHost('vue.html');
    await page.locator('admin-shell').getByPlaceholder(/手机号/).waitFor();
    await exercise(page, () => hostEvents(page));
  });

  it('a partner page with only <device-panel>: logs in through the element and a monitor beside it follows the command live, no console error', async () => {
    const page = await openHost('panel.html');
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    const streams: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/iot/ops/events') streams.push(response.status());
    });
    const panel = page.locator('device-panel:not(#monitor)');
    const monitor = page.locator('device-panel#monitor');
    await panel.getByText('请先登录').waitFor();
    await panel.locator('.backroom-sign-in-button').click();
    const dialog = panel.locator('.backroom-sign-in-dialog');
    await dialog.getByPlaceholder(/手机号/).fill(ADMIN);
    await dialog.getByPlaceholder(/密码/).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: /^(登录|登 录)$/ }).click();
    const row = panel.locator('.semi-table-row', { hasText: 'XS-VM-0101' });
    await row.getByRole('button', { name: '详情' }).click();
    const detail = panel.locator('.backroom-device-detail');
    await expect.poll(() => detail.locator('.backroom-device-title').innerText(), { timeout: 15_000 }).toContain('XS-VM-0101');
    await monitor.locator('.backroom-fleet-feed').waitFor({ timeout: 15_000 });
    await expect.poll(() => streams, { timeout: 15_000 }).toContain(200);
    await detail.getByRole('tab', { name: '设备指令' }).click();
    await detail.getByRole('button', { name: '关屏', exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { results: { command: string; ok: boolean }[] }).results), { timeout: 20_000 })
      .toEqual([expect.objectContaining({ command: 'screenOff', ok: true })]);
    // The monitor's feed is the event stream itself (no polling behind it): the command reached this origin live.
    await expect.poll(() => monitor.locator('.backroom-fleet-event', { hasText: 'XS-VM-0101' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 90_000);
});
