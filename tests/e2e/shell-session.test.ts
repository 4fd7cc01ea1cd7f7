// The admin shell's session end to end (spec §4, §8): 退出登录 clears what we stored and returns to the remembered
// login path, a session the server ended logs out once however many calls fail with 401, and a logout or an identity
// switch in one tab reaches the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginWithPassword, startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { Pages, backroomKeys, closeAnnouncement, contentSettled, expectShown, logIn } from './shell-helpers.ts';
import { axeViolations } from './axe.ts';
import { staffLogout, switchStaffGroup } from '../../src/core/contract/api/auth.ts';
import { replPackagePage } from '../../src/core/contract/api/replenishment.ts';

/** 王建国: eight identities, none current until he chooses one (server seed). */
const SEVERAL_IDENTITIES = '13800000001';
/** Two of his identities (their labels in the identity list): an operator's, and a supplier's that holds only 补货包. */
const OPERATOR_IDENTITY = '鲜食优选运营有限公司/张江站点组';
const SUPPLIER_IDENTITY = '恒信食品供应链有限公司/供货部';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

/**
 * What logout must clear (spec §4): our keys but those meant to outlive a session, the remembered login path and
 * the announcements a user has seen (spec: once per id per user).
 */
function sessionKeys(keys: string[]): string[] {
  return keys.filter((key) => key !== 'backroom:login-path' && !key.startsWith('backroom:announcement:'));
}

/**
 * Switches identity from the user menu, as a user does, and waits until the page shows the identity's scope. When it
 * does not come, the error says what the page showed instead (seen twice in loaded runs, not understood yet): its
 * address, scope, open identity list and the messages on screen.
 */
async function switchFromUserMenu(page: Page, identity: string): Promise<void> {
  await page.locator('button.backroom-user-trigger').click();
  await page.getByRole('group', { name: '身份列表' }).getByRole('button', { name: `切换 ${identity}` }).click();
  try {
    await page.locator('.backroom-current-scope', { hasText: identity.split('/').at(-1) }).waitFor();
  } catch (error) {
    const shown = async (selector: string) => (await page.locator(selector).allTextContents().catch(() => [])).join(' | ');
    const state = [
      `url ${page.url()}`,
      `scope ${await shown('.backroom-current-scope')}`,
      `identity list open: ${await page.getByRole('group', { name: '身份列表' }).isVisible().catch(() => false)}`,
      `alerts ${await shown('[role="alert"]')}`,
      `dialogs ${await shown('.semi-modal')}`,
    ];
    throw new Error(`switching to ${identity}: the scope did not show (${state.join('; ')})`, { cause: error });
  }
}

/**
 * What a page goes through from now until stop(): its paths, its alerts' texts and its errors, in order, each once
 * (read every 50 ms), for a failure to say.
 */
function watchAlerts(page: Page): { stop(): string[] } {
  const seen: string[] = [];
  let watching = true;
  const note = (text: string) => {
    if (!seen.includes(text)) seen.push(text);
  };
  page.on('pageerror', (error) => note(`error ${error.message}`));
  void (async () => {
    while (watching && !page.isClosed()) {
      note(`path ${new URL(page.url()).pathname}`);
      for (const text of await page.getByRole('alert').allInnerTexts().catch(() => [])) note(`alert ${text}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop() {
      watching = false;
      return seen;
    },
  };
}

async function logOutFromUserMenu(page: Page): Promise<void> {
  await page.locator('button.backroom-user-trigger').click();
  await page.locator('.backroom-user-menu').getByText('退出登录', { exact: true }).click();
}

/** The logout calls and backroom-logout events a page makes from now on. */
/**
 * Counts logout calls and records `backroom-logout` reasons in every document of the page: a standalone logout
 * reloads the page (spec §4), so the recorder must outlive the document it started in.
 */
async function watchLogouts(page: Page): Promise<{ calls: () => number; events: () => Promise<string[]> }> {
  let calls = 0;
  const reasons: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === staffLogout.path) calls += 1;
  });
  await page.exposeFunction('recordBackroomLogout', (reason: string) => void reasons.push(reason));
  const listen = () => {
    const record = (window as unknown as { recordBackroomLogout(reason: string): void }).recordBackroomLogout;
    document.addEventListener('backroom-logout', (event) => record((event as CustomEvent<{ reason: string }>).detail.reason));
  };
  await page.addInitScript(listen);
  await page.evaluate(listen);
  return { calls: () => calls, events: async () => reasons };
}

/** Marks the current document; a reload leaves the new one unmarked. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { backroomMark?: boolean }).backroomMark = true));
  return () => page.evaluate(() => (window as unknown as { backroomMark?: boolean }).backroomMark !== true);
}

describe('admin-shell session flow', () => {
  it('sends a logged-in user from /login and /manager to / (then /dashboard)', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page);
    for (const path of ['/login', '/manager']) {
      await page.goto(new URL(path, office.url).href);
      await page.waitForURL('**/dashboard');
    }
  });

  it('re-issues the token for a current identity among several and starts again at /', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await loginWithPassword(page, SEVERAL_IDENTITIES);
    await page.locator('.semi-modal tr[data-group-id="1001"]').click();
    await page.locator('.semi-modal').getByRole('button', { name: '确定' }).click();
    await page.waitForURL('**/dashboard');
    await closeAnnouncement(page, null);
    await logOutFromUserMenu(page);
    await page.waitForURL('**/login');

    const switches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === switchStaffGroup.path) switches.push(new URL(request.url()).search);
    });
    await logIn(page, SEVERAL_IDENTITIES);
    await expectShown(page, '/dashboard');
    expect(switches).toEqual(['?groupId=1001']);
    await expect(page.locator('.semi-modal').count()).resolves.toBe(0);
    await expect(page.locator('.backroom-current-scope').textContent()).resolves.toBe('当前层级：张江站点组');
  });
});

describe('admin-shell logout', () => {
  it('退出登录 clears our stored session and opens the remembered login path', async () => {
    const { page } = await office.newPage({ path: '/manager' });
    await logIn(page);
    await page.evaluate(() => {
      sessionStorage.setItem('backroom:draft', 'ours');
      sessionStorage.setItem('portal-key', 'theirs');
    });
    expect((await backroomKeys(page)).local).toEqual(expect.arrayContaining(['backroom:token', 'backroom:user']));
    const logouts = await watchLogouts(page);
    const reloaded = await markDocument(page);
    await logOutFromUserMenu(page);
    await page.waitForURL('**/manager');
    await expect(reloaded()).resolves.toBe(true); // standalone, logout reloads the page (spec §4)
    const keys = await backroomKeys(page);
    expect(sessionKeys(keys.local)).toEqual([]);
    expect(keys.local).toContain('backroom:login-path');
    expect(keys.session).toEqual([]);
    await expect(page.evaluate(() => sessionStorage.getItem('portal-key'))).resolves.toBe('theirs');
    expect(logouts.calls()).toBe(1);
    await expect(logouts.events()).resolves.toEqual(['user']);
    await page.goto(new URL('/dashboard', office.url).href);
    await page.waitForURL('**/manager');
  });

  it('opens the user menu with its identities in it however late their code comes, so 退出登录 stays under the pointer', async () => {
    // A returning visit (a stored session, straight to the home page): the login page, which fetches the identity
    // list's code ahead for 选择身份, is not on the way.
    const { context, page: login } = await office.newPage({ path: '/login' });
    await logIn(login);
    const page = await context.newPage();
    await page.goto(new URL('/dashboard', office.url).href);
    await expectShown(page, '/dashboard'); // the latest announcement was closed in the first tab: seen, not shown again
    // From now on every chunk comes a second late: the identity list's is asked for when the pointer reaches the
    // trigger (those asked for from then until the menu shows are waited for below).
    const asked = new Set<string>();
    const arrived = new Set<string>();
    let opening = false;
    await page.route('**/dist/chunks/**', async (route) => {
      if (opening) asked.add(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue().catch(() => undefined); // unrouted meanwhile: already let through
    });
    page.on('requestfinished', (request) => arrived.add(request.url()));
    const trigger = page.locator('button.backroom-user-trigger');
    opening = true;
    await trigger.hover();
    await trigger.click();
    const panel = page.locator('.backroom-user-menu');
    await panel.waitFor();
    opening = false;
    // Shown with the identities already in it, never a spinner in their place.
    await expect(panel.locator('.backroom-user-identities .semi-spin').count()).resolves.toBe(0);
    await expect(panel.getByRole('group', { name: '身份列表' }).getByRole('listitem').count()).resolves.toBeGreaterThan(0);
    const logout = panel.getByRole('menuitem', { name: '退出登录' });
    // Where it rests once Semi's opening animation is over; again once the code asked for on the way has come.
    await panel.evaluate((menu) => Promise.all((menu.closest('.semi-dropdown-wrapper') ?? menu).getAnimations({ subtree: true }).map((animation) => animation.finished)));
    const before = await logout.boundingBox();
    expect(asked.size).toBeGreaterThan(0);
    await expect.poll(() => [...asked].every((url) => arrived.has(url))).toBe(true);
    expect((await logout.boundingBox())?.y).toBe(before?.y);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await logout.click();
    await page.waitForURL('**/login');
  });

  it('logs out once when the calls of a session the server ended fail with 401 together', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page);
    // The server ends the session behind the page's back.
    const token = await page.evaluate(() => localStorage.getItem('backroom:token'));
    await fetch(new URL(staffLogout.path, office.url), { method: 'POST', headers: { Authorization: `Bearer ${token}`, Client: 'web' } });
    let unauthorised = 0;
    page.on('response', (response) => {
      if (response.status() === 401) unauthorised += 1;
    });
    let logoutCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === staffLogout.path) logoutCalls += 1;
    });
    await page.reload();
    await page.waitForURL('**/login');
    await page.getByPlaceholder('手机号').waitFor();
    expect(unauthorised).toBeGreaterThanOrEqual(2); // the bootstrap's calls, sent together
    expect(logoutCalls).toBe(1);
    expect(sessionKeys((await backroomKeys(page)).local)).toEqual([]);
    // Never a silent expiry: the login page says why, once.
    await page.getByRole('alert').filter({ hasText: '登录已过期，请重新登录' }).waitFor();
    await page.reload();
    await page.getByPlaceholder('手机号').waitFor();
    expect(await page.getByText('登录已过期，请重新登录').count()).toBe(0);
  });

  it('reaches every tab of the browser', async () => {
    const { context, page: first } = await office.newPage({ path: '/login' });
    await logIn(first);
    const second = await context.newPage();
    await second.goto(new URL('/deviceManager/coolerList', office.url).href);
    await expectShown(second, '/deviceManager/coolerList');
    await logOutFromUserMenu(first);
    await first.waitForURL('**/login');
    await second.waitForURL('**/login');
    await second.getByPlaceholder('手机号').waitFor();
    await expect(second.evaluate(() => localStorage.getItem('backroom:token'))).resolves.toBe(null);
  });
});

describe('admin-shell identity switch in another tab', () => {
  it('goes home saying so when the page is not the new identity\'s, and stays with its data reloaded when it is', async () => {
    const { context, page: first } = await office.newPage({ path: '/login' });
    await loginWithPassword(first, SEVERAL_IDENTITIES);
    // 选择身份 comes up unless an earlier test left him a current identity (the token is then re-issued for it).
    const choice = first.locator('.semi-modal tr[data-group-id="1001"]');
    const scope = first.locator('.backroom-current-scope');
    await choice.or(scope).first().waitFor();
    if (await choice.isVisible()) {
      await choice.click();
      await first.locator('.semi-modal').getByRole('button', { name: '确定' }).click();
    }
    await expectShown(first, '/dashboard');
    await closeAnnouncement(first, null);
    if ((await scope.textContent()) !== '当前层级：张江站点组') await switchFromUserMenu(first, OPERATOR_IDENTITY);
    const second = await context.newPage();
    await second.goto(new URL(Pages.coolers, office.url).href);
    await expectShown(second, Pages.coolers);

    // The supplier holds no device menu: the second tab leaves 冷柜列表 for the home page and says why. The notice comes
    // as the tab goes home and stays 8 s (longer while the pointer is on it, as for someone reading it): looked for from
    // before the switch, and held under the pointer once it is there, since on a loaded machine the first tab may show
    // its new scope more than 8 s after the second has heard of the switch.
    const home = second.getByRole('alert', { name: `已在其他标签页切换为「${SUPPLIER_IDENTITY}」身份，当前页面不可用，已返回首页` });
    const noticed = home.waitFor().then(() => home.hover());
    noticed.catch(() => undefined);
    const shown = watchAlerts(second);
    await switchFromUserMenu(first, SUPPLIER_IDENTITY);
    // When the notice or the way home is missed, the failure says what the tab went through instead: so CI showed a
    // tab logged out by a call refused for the token the switch had revoked (/deviceManager/coolerList → /login →
    // /dashboard), now taken again with the token the first tab stored (src/core/http/client.ts, takeStoredToken).
    try {
      await second.waitForURL('**/dashboard');
      await expectShown(second, '/dashboard');
      await noticed;
    } catch (error) {
      throw new Error(`${(error as Error).message}\nthe second tab went through: ${shown.stop().join(' → ')}`, { cause: error });
    }
    shown.stop();
    await expect(second.getByText('页面不存在').count()).resolves.toBe(0);
    await expect(second.locator('.backroom-current-scope').textContent()).resolves.toContain('供货部');
    // Announced, reachable and clean: a live region (role alert) named by its text, axe finds nothing in the popups.
    await expect(axeViolations(second, { within: ['admin-shell', '.backroom-popup-layer'] })).resolves.toEqual([]);
    await home.getByRole('button').click();
    await home.waitFor({ state: 'detached' });

    // 补货包 is both identities' page: the second tab stays on it and asks for its rows as the new identity.
    await second.goto(new URL('/replenishManager/packageList', office.url).href);
    await expectShown(second, '/replenishManager/packageList');
    await contentSettled(second);
    const asked: string[] = [];
    second.on('request', (request) => {
      if (new URL(request.url()).pathname === replPackagePage.path) asked.push(request.headers().authorization ?? '');
    });
    const stay = second.getByRole('alert', { name: `已在其他标签页切换为「${OPERATOR_IDENTITY}」身份，当前页面已按新身份刷新` });
    const stayed = stay.waitFor().then(() => stay.hover());
    stayed.catch(() => undefined);
    await switchFromUserMenu(first, OPERATOR_IDENTITY);
    await stayed;
    await contentSettled(second);
    expect(new URL(second.url()).pathname).toBe('/replenishManager/packageList');
    await expect(second.locator('.backroom-current-scope').textContent()).resolves.toContain('张江站点组');
    const token = await second.evaluate(() => localStorage.getItem('backroom:token'));
    expect(asked).toContain(`Bearer ${token}`);
    await expect(axeViolations(second, { within: ['admin-shell', '.backroom-popup-layer'] })).resolves.toEqual([]);
  });
});
