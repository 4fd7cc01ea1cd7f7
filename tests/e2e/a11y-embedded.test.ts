// Accessibility of the elements a partner embeds: axe-core's WCAG 2.1 A/AA rules over /portal.html and each element
// alone on a page, in Chinese and English; and the brand colours #FFD400 and #FF7D00 in light and dark mode (axe's
// contrast rule and the contrasts axe cannot see: focus ring, checked controls).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, callApi, logIn, pageToken, portalLogIn } from './shell-helpers.ts';
import { openPage } from './admin-pages.ts';
import { ALONE, Sweep, measuredContrast, settled } from './a11y.ts';

let office: BackOffice;
beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('axe sweep over the elements embedded alone and in /portal.html', () => {
  it('finds no critical or serious violation on any of them, in Chinese and English', async () => {
    const sweep = new Sweep('embedded');
    const { page } = await office.newPage({ path: '/portal.html#/' });
    await portalLogIn(page, ADMIN);
    const machines = '/api/operation/vending_machine/page?page=1&limit=10&code=XS-VM-0101';
    const deviceId = (await callApi<{ rows: { id: number }[] }>(office.url, await pageToken(page), machines)).rows[0].id;
    for (const hash of ['#/backoffice', '#/identity', '#/store']) {
      await page.goto(new URL(`/portal.html${hash}`, office.url).href);
      await page.locator('.portal-section:not([hidden]) :is(admin-shell, identity-switcher, store-home)').waitFor();
      await settled(page);
      await sweep.check(page, `/portal.html${hash}`);
    }
    const alone: Record<string, string> = {
      'device-panel': '<device-panel></device-panel>',
      'device-panel device-id': `<device-panel device-id="${deviceId}"></device-panel>`,
      'export-cache': '<export-cache></export-cache>',
      'identity-switcher': '<identity-switcher></identity-switcher>',
      'store-home': '<store-home shop-id="102"></store-home>',
    };
    for (const [language, lang] of [['zh-CN', 'zh-CN'], ['en', 'en']]) {
      for (const [name, markup] of Object.entries(alone)) {
        const html = ALONE(markup.replace(/^<([a-z-]+)/, `<$1 locale="${language}"`), lang);
        await page.route('**/element-alone.html', (route) => route.fulfill({ body: html, contentType: 'text/html' }));
        await page.goto(new URL('/element-alone.html', office.url).href);
        await settled(page);
        await sweep.check(page, `${name} alone (${language})`);
        await page.unroute('**/element-alone.html');
      }
    }
    expect(sweep.report()).toEqual([]);
  }, 180_000);
});

describe('contrast with the brand colours, in light and dark mode', () => {
  it('every text (axe) and focus ring and checked control (measured) reads, with #FFD400 and #FF7D00, light and dark', async () => {
    const sweep = new Sweep('colours');
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, ADMIN);
    const states: [string, () => Promise<void>][] = [
      ['dashboard', () => openPage(page, '/dashboard').then(() => undefined)],
      ['order list', () => openPage(page, '/orderManager/orderList').then(() => undefined)],
      ['recharge dialog', async () => {
        await openPage(page, '/accountManager/recharge');
        await page.locator('.backroom-page:not([hidden]) button', { hasText: /^充值$/ }).click();
        await page.locator('.semi-modal').waitFor();
      }],
    ];
    for (const [mode, color] of [['light', '#FFD400'], ['light', '#FF7D00'], ['dark', '#FF7D00'], ['dark', '#FFD400']]) {
      await page.evaluate(({ mode: themeMode, color: mainColor }) => {
        const shell = document.querySelector('admin-shell') as HTMLElement;
        shell.setAttribute('main-color', mainColor);
        shell.setAttribute('theme-mode', themeMode);
      }, { mode, color });
      for (const [name, reach] of states) {
        await reach();
        await sweep.check(page, `${name} ${color} ${mode}`, { rules: ['color-contrast'] });
        for (const problem of await measuredContrast(page)) sweep.fail(`${name} ${color} ${mode}`, 'measured-contrast', problem);
        if (name === 'recharge dialog') await page.keyboard.press('Escape');
      }
    }
    expect(sweep.report()).toEqual([]);
  }, 180_000);
});
