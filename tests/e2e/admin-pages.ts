// The pages the administrator is given, as the sidebar builds them from the seeded menus, and opening one the way the
// sidebar does (history routing): shared by the menu walk and the accessibility sweep.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { KNOWN_SCREENS } from '../../src/core/contract/index.ts';
import { MenuCategory } from '../../src/core/session/index.ts';
import { currentStaffInfo, currentStaffMenus } from '../../src/core/contract/api/staff.ts';
import type { MenuEntry, UserData } from '../../src/core/contract/api/staff.ts';
import { buildMenus } from '../../src/core/menus/index.ts';
import { contentSettled, shown } from './shell-helpers.ts';

/**
 * A Semi Spin while it spins (a list loading: its rows and header dimmed to half under it): Semi renders the spinner's
 * wrapper only then. (Semi has no `semi-spin-spinning` class: the waits that looked for one never waited.)
 */
export const LOADING = '.semi-spin-wrapper:visible';

/** Every page path (no layouts, no external links) of the logged-in staff's menus (its current identity), once each. */
export async function adminPages(page: Page, baseUrl: string): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('backroom:token'));
  const get = async <T>(path: string) => {
    const answer = await fetch(new URL(path, baseUrl), { headers: { Authorization: `Bearer ${token}`, Client: 'web' } });
    return ((await answer.json()) as { data: T }).data;
  };
  const staff = await get<UserData>(currentStaffInfo.path);
  const built = buildMenus({
    main: await get<MenuEntry[]>(`${currentStaffMenus.path}?category=${MenuCategory.MAIN}`),
    deputy: await get<MenuEntry[]>(`${currentStaffMenus.path}?category=${MenuCategory.DEPUTY}`),
    orgId: staff.orgId,
    deptId: staff.deptId,
    locale: 'zh-CN',
    knownComponents: KNOWN_SCREENS,
    logger: { warn: () => undefined },
  });
  const pages = built.routes.filter((route) => !route.isLayout && !/^https?:/.test(route.fullPath)).map((route) => route.fullPath);
  return [...new Set(pages)];
}

/**
 * Opens `path` as the sidebar would and waits until the page has something to show: the page in the workspace, a
 * sub-application's container or the full-page screen of a hideLayout page, its spinners gone. With `reload`, the
 * address is loaded afresh instead (a new workspace: the pages kept alive behind it are gone).
 */
export async function openPage(page: Page, path: string, { reload = false } = {}): Promise<string> {
  if (reload) await page.goto(new URL(path, page.url()).href);
  else {
    await page.evaluate((target) => {
      history.pushState({}, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  // A page of a query (a shop's detail) is shown by its path; the address keeps the query.
  const [pathname] = path.split('?');
  await expect.poll(() => page.evaluate(() => location.pathname + location.search), { timeout: 10_000 }).toBe(path);
  const shell = page.locator('.backroom-admin-shell');
  await expect.poll(() => shown(page).then((visible) => visible === path || visible === pathname || !visible), { timeout: 15_000, message: path }).toBe(true);
  await expect.poll(async () => (await shell.innerText()).trim().length, { timeout: 15_000, message: path }).toBeGreaterThan(0);
  await page.locator(`.backroom-admin-shell ${LOADING}`).first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
  await contentSettled(page);
  return shell.innerText();
}
