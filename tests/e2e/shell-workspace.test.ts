// The admin shell's workspace end to end (spec §2, §9): the real server, the built bundles, Chromium. Tabs (at most
// 5, a history per tab), keep-alive and noCache, hideLayout, and the 1024 px sidebar rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { dashboardSummary } from '../../src/core/contract/api/dashboard.ts';
import { Pages, callApi, contentSettled, expectShown, isMarked, logIn, markPage, openFromSidebar, pageToken } from './shell-helpers.ts';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

async function loggedIn(width = 1366): Promise<Page> {
  const { page } = await office.newPage({ width, path: '/login' });
  await logIn(page);
  return page;
}

const tabCount = (page: Page) => page.locator('.backroom-tabs [role="tab"]').count();
const button = (page: Page, label: string) => page.locator(`button[aria-label="${label}"]`);

describe('admin-shell workspace tabs', () => {
  it('opens at most 5 tabs, each with a history of its own', async () => {
    const page = await loggedIn();
    await openFromSidebar(page, '设备管理', '售货机列表');
    await expectShown(page, Pages.machines);
    await openFromSidebar(page, '设备管理', '冷柜列表');
    await expectShown(page, Pages.coolers);
    expect(new URL(page.url()).pathname).toBe(Pages.coolers);

    await button(page, '新增标签').click();
    await expect.poll(() => tabCount(page)).toBe(2);
    await expectShown(page, '/dashboard');
    await openFromSidebar(page, '补货管理', '理货单');
    await expectShown(page, Pages.tally);
    await button(page, '后退').click();
    await expectShown(page, '/dashboard');
    await expect(button(page, '后退').isDisabled()).resolves.toBe(true);

    await page.locator('.backroom-tabs [role="tab"]').first().click();
    await expectShown(page, Pages.coolers);
    await button(page, '后退').click();
    await expectShown(page, Pages.machines);

    for (let count = 3; count <= 5; count += 1) {
      await button(page, '新增标签').click();
      await expect.poll(() => tabCount(page)).toBe(count);
    }
    await expect(button(page, '最多打开5个标签').isDisabled()).resolves.toBe(true);
    await expect(button(page, '新增标签').count()).resolves.toBe(0);
  });

  it('keeps visited pages alive and remounts noCache pages', async () => {
    const page = await loggedIn();
    await openFromSidebar(page, '设备管理', '售货机列表');
    await expectShown(page, Pages.machines);
    await markPage(page, Pages.machines);
    await openFromSidebar(page, '设备管理', '在线报表');
    await expectShown(page, Pages.onlineReport);
    await markPage(page, Pages.onlineReport);
    await openFromSidebar(page, '设备管理', '冷柜列表');
    await expectShown(page, Pages.coolers);
    await expect(isMarked(page, Pages.onlineReport)).resolves.toBe(null); // noCache: gone once left
    await expect(isMarked(page, Pages.machines)).resolves.toBe(true);
    await openFromSidebar(page, '设备管理', '在线报表');
    await expectShown(page, Pages.onlineReport);
    await expect(isMarked(page, Pages.onlineReport)).resolves.toBe(false);
    await openFromSidebar(page, '设备管理', '售货机列表');
    await expect(isMarked(page, Pages.machines)).resolves.toBe(true);
  });

  it('hides sidebar, top bar and tabs on a hideLayout page', async () => {
    const page = await loggedIn();
    await openFromSidebar(page, '设备管理', '设备监控大屏');
    await expectShown(page, Pages.monitor);
    await expect(page.locator('.backroom-sidebar').count()).resolves.toBe(0);
    await expect(page.locator('.backroom-topbar').count()).resolves.toBe(0);
    await expect(page.locator('.backroom-tabs').count()).resolves.toBe(0);
    await page.goBack();
    await expectShown(page, '/dashboard');
    await expect(page.locator('.backroom-sidebar').isVisible()).resolves.toBe(true);
  });

  it('the monitor counts the fleet as the dashboard does and has a way back to it', async () => {
    const page = await loggedIn();
    const summary = await callApi<{ devices: { total: number; offline: number } }>(office.url, await pageToken(page), dashboardSummary.path);
    await openFromSidebar(page, '设备管理', '设备监控大屏');
    await expectShown(page, Pages.monitor);
    const figure = (key: string) => page.locator(`.backroom-fleet-${key} .backroom-fleet-figure-value`);
    await expect.poll(() => figure('totalDevices').textContent(), { timeout: 15_000 }).toBe(String(summary.devices.total));
    await expect(figure('offlineNow').textContent()).resolves.toBe(String(summary.devices.offline));
    await page.locator('.backroom-fleet-monitor-back').click();
    await expectShown(page, '/dashboard');
    await expect(page.locator('.backroom-sidebar').isVisible()).resolves.toBe(true);
  });
});

describe('admin-shell sidebar', () => {
  const collapsed = (page: Page) =>
    page.locator('.backroom-sidebar .semi-navigation').evaluate((nav) => nav.classList.contains('semi-navigation-collapsed'));

  it('is closed on screens narrower than 1024 px and open on wider ones', async () => {
    const narrow = await loggedIn(1000);
    await expect.poll(() => collapsed(narrow)).toBe(true);
    await narrow.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => collapsed(narrow)).toBe(false);
    await narrow.setViewportSize({ width: 1023, height: 900 });
    await expect.poll(() => collapsed(narrow)).toBe(true);
    await narrow.setViewportSize({ width: 1024, height: 900 });
    await expect.poll(() => collapsed(narrow)).toBe(false);
  });

  it('remembers that the user closed it', async () => {
    const page = await loggedIn();
    await button(page, '收起菜单').click();
    await expect.poll(() => collapsed(page)).toBe(true);
    await page.reload();
    await expect(page.locator('.backroom-sidebar .semi-navigation').waitFor()).resolves.toBeUndefined();
    await expect.poll(() => collapsed(page)).toBe(true);
    await button(page, '展开菜单').click();
    await expect.poll(() => collapsed(page)).toBe(false);
  });
});

describe('admin-shell pages fetched ahead (issue 30)', () => {
  it('while the user reads the dashboard the sidebar\'s pages arrive, and a page never opened shows without fetching code', async () => {
    const page = await loggedIn();
    const code: Array<{ url: string; at: number }> = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/dist/')) code.push({ url: request.url(), at: Date.now() });
    });
    // The frame fetches the sidebar's pages one at a time in idle moments: wait until that has gone quiet.
    await expect
      .poll(() => code.length >= 5 && Date.now() - (code.at(-1)?.at ?? Date.now()) >= 3_000, { timeout: 60_000, interval: 500 })
      .toBe(true);
    for (const [group, entry, path] of [
      ['设备管理', '冷柜列表', Pages.coolers],
      ['补货管理', '理货单', Pages.tally],
    ] as const) {
      const before = code.length;
      await openFromSidebar(page, group, entry);
      await expectShown(page, path);
      await contentSettled(page);
      expect(code.slice(before).map((request) => request.url)).toEqual([]);
    }
  });
});
