// Every menu the seed grants leads to a working screen (issue 16): the administrator, who holds every menu, opens
// each page in turn, as the sidebar would, and none says 暂未开放 or 页面暂不可用, none is a blank page: the device
// pages (在线报表, 设备控制台, 设备监控大屏) are device panels since issue 10.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_SCREENS } from '../../src/core/contract/index.ts';
import { MenuCategory } from '../../src/core/session/index.ts';
import { currentStaffMenus } from '../../src/core/contract/api/staff.ts';
import type { MenuEntry } from '../../src/core/contract/api/staff.ts';
import { buildMenus } from '../../src/core/menus/index.ts';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, logIn, shown } from './shell-helpers.ts';

let office: BackOffice;
beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('walking every menu', () => {
  it('finds a working screen behind every page the administrator is given', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, ADMIN);
    const token = await page.evaluate(() => localStorage.getItem('backroom:token'));
    const menus = async (category: number) => {
      const answer = await fetch(new URL(`${currentStaffMenus.path}?category=${category}`, office.url), { headers: { Authorization: `Bearer ${token}`, Client: 'web' } });
      return ((await answer.json()) as { data: MenuEntry[] }).data;
    };
    const built = buildMenus({
      main: await menus(MenuCategory.MAIN),
      deputy: await menus(MenuCategory.DEPUTY),
      orgId: 2,
      deptId: 200,
      locale: 'zh-CN',
      knownComponents: KNOWN_SCREENS,
      logger: { warn: () => undefined },
    });
    const pages = built.routes.filter((route) => !route.isLayout && !/^https?:/.test(route.fullPath)).map((route) => route.fullPath);
    expect(pages.length).toBeGreaterThan(20);
    const deadEnds: string[] = [];
    for (const path of [...new Set(pages)]) {
      await page.evaluate((target) => {
        history.pushState({}, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect.poll(() => page.evaluate(() => location.pathname), { timeout: 10_000 }).toBe(path);
      // What the user sees (kept-alive pages are hidden, so their text is not part of it): the page in the workspace,
      // a sub-application's container or the full-page screen of a hideLayout page; it must say something.
      const shell = page.locator('.backroom-admin-shell');
      await expect.poll(() => shown(page).then((visible) => visible === path || !visible), { timeout: 15_000, message: path }).toBe(true);
      await expect.poll(async () => (await shell.innerText()).trim().length, { timeout: 15_000, message: path }).toBeGreaterThan(0);
      await page.locator('.backroom-admin-shell .semi-spin-spinning').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
      const text = await shell.innerText();
      if (/暂未开放|页面暂不可用/.test(text)) deadEnds.push(path);
    }
    expect(deadEnds).toEqual([]);
  }, 240_000);
});
