// The session flow of spec §2 and §4 end to end: the real server with a fresh database, demo/index.html's
// <admin-shell> in Debian's Chromium. Login, 选择身份, switching from the user dropdown, the convenience redirects,
// /en/login, a logged-in user at /login, and a §8 message on a failed login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { readPaged } from '../../src/core/contract/index.ts';
import type { Envelope } from '../../src/core/contract/index.ts';
import { storeDetailPath } from '../../src/core/session/index.ts';
import { DEMO_PASSWORD, loginWithPassword, startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { staffLogin } from '../../src/core/contract/api/auth.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { convenienceShopPage } from '../../src/core/contract/api/convenience.ts';
import type { ConvenienceShop } from '../../src/core/contract/api/convenience.ts';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});

afterAll(async () => {
  await office?.close();
});

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** playwright-core has no expect(): wait for the locator (or the part of it holding `text`) to be visible. */
async function visible(locator: Locator, text?: string, timeout = 30_000): Promise<void> {
  await (text === undefined ? locator : locator.filter({ hasText: text })).first().waitFor({ state: 'visible', timeout });
}

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: 30_000 });
}

/** The server's own answer: the single-store detail of 13800000005's most recently updated shop. */
async function latestShopDetailPath(phone: string): Promise<string | null> {
  const call = async <T>(path: string, init: RequestInit = {}) =>
    (await (await fetch(new URL(path, office.url), { ...init, headers: { 'content-type': 'application/json', ...init.headers } })).json()) as Envelope<T>;
  const login = await call<LoginResponse>(staffLogin.path, { method: 'POST', body: JSON.stringify({ phone, password: DEMO_PASSWORD }) });
  const page = await call<unknown>(`${convenienceShopPage.path}?page=1&limit=99999`, {
    headers: { Authorization: `Bearer ${login.data.token}` },
  });
  return storeDetailPath(readPaged<ConvenienceShop>(page.data).rows);
}

describe('spec §4 session flow for 13800000001 (several identities, none current)', () => {
  it('login → 选择身份 → empty confirm message → an operator identity → dashboard; switch again; a disabled identity', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await loginWithPassword(page, '13800000001');

    const dialog = page.locator('.semi-modal').filter({ hasText: '选择身份' });
    await visible(dialog.getByText('选择身份', { exact: true }));
    await visible(dialog.getByRole('radio', { name: /张江站点组/ }));
    expect(await dialog.getByText('云栈零售平台').count()).toBe(0);
    await dialog.getByRole('button', { name: '确定' }).click();
    await visible(page.getByText('请选择想要切换的账号'));

    await dialog.getByRole('radio', { name: /张江站点组/ }).check();
    await dialog.getByRole('button', { name: '确定' }).click();
    await waitForPath(page, '/dashboard');
    await visible(page.locator('[data-screen="dashboard"]'), '张江站点组');
    await dialog.waitFor({ state: 'detached' });
    // The shell brings up the organisation's latest announcement once (spec §4 Other); it is read first.
    await page.locator('.backroom-announcement-close').click();

    await page.getByRole('button', { name: /王建国/ }).click();
    const identities = page.getByRole('group', { name: '身份列表' });
    await visible(identities.locator('li', { hasText: '张江站点组' }), '使用中');
    await identities.getByRole('button', { name: '切换 鲜食优选运营有限公司/南山运营中心' }).click();
    await visible(page.locator('[data-screen="dashboard"]'), '南山运营中心');

    await page.getByRole('button', { name: /王建国/ }).click();
    const disabled = page.getByRole('group', { name: '身份列表' }).locator('li', { hasText: '西湖运营中心' });
    await visible(disabled, '已禁用');
    expect(await disabled.getByRole('button').count()).toBe(0);
    await disabled.click();
    await visible(page.getByText('此身份已禁用！'));
    expect(await page.locator('[data-screen="dashboard"]').textContent()).toContain('南山运营中心');
  });
});

describe('spec §4 convenience roles land on their store pages', () => {
  it('13800000005 (convenienceStoreManager) lands on the most recently updated shop', async () => {
    const expected = await latestShopDetailPath('13800000005');
    expect(expected).toMatch(/^\/Layout\/convenience\/convenienceStores\/singlestoreDetail\?id=\d+$/);
    const { page } = await office.newPage({ path: '/login' });
    await loginWithPassword(page, '13800000005');
    await waitForPath(page, expected as string);
  });

  it('13800000006 (convenienceAdmin) lands on the store home', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await loginWithPassword(page, '13800000006');
    await waitForPath(page, '/Layout/convenience/storeHome/storehome');
  });
});

describe('spec §2 login screens', () => {
  it('/en/login is in English, its error messages too', async () => {
    const { page } = await office.newPage({ path: '/en/login' });
    await visible(page.getByRole('heading', { name: 'Unattended retail back office' }));
    await visible(page.getByRole('radio', { name: 'SMS login' }));
    await loginWithPassword(page, '13800000008', 'not-the-password');
    await visible(page.getByRole('alert'), 'user name and password do not match');
  });

  it('after a login at /en/login the menus and the shell are English for the session, and Chinese again after logout', async () => {
    const { page } = await office.newPage({ path: '/en/login' });
    await loginWithPassword(page, '13800000007');
    await waitForPath(page, '/dashboard');
    const sidebar = page.locator('.backroom-sidebar');
    await visible(sidebar, 'Devices');
    await visible(sidebar, 'Orders');
    expect(await sidebar.getByText('设备管理').count()).toBe(0);
    await page.reload();
    await visible(page.locator('.backroom-sidebar'), 'Devices');
    expect(await page.evaluate(() => localStorage.getItem('backroom:login-path'))).toBe('/en/login');
    await page.evaluate(() => localStorage.clear());
    await page.goto(new URL('/login', office.url).href);
    await loginWithPassword(page, '13800000007');
    await waitForPath(page, '/dashboard');
    await visible(page.locator('.backroom-sidebar'), '设备管理');
  });

  it('a logged-in user opening /en/login keeps the login path they came from', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await loginWithPassword(page, '13800000008');
    await waitForPath(page, '/dashboard');
    await page.goto(new URL('/en/login', office.url).href);
    await waitForPath(page, '/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('backroom:login-path'))).toBe('/login');
  });

  it('shows 8402 inside the form for a wrong password', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await loginWithPassword(page, '13800000001', 'wrong-password');
    await visible(page.locator('form').getByRole('alert'), '用户名和密码不匹配');
    expect((await page.locator('form').getByRole('alert').textContent())?.trim()).toBe('用户名和密码不匹配');
    expect(pathOf(page)).toBe('/login');
  });

  it('sends a logged-in user from /login to /', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await loginWithPassword(page, '13800000007');
    await waitForPath(page, '/dashboard');
    await page.goto(new URL('/login', office.url).href);
    await waitForPath(page, '/dashboard');
    await visible(page.locator('[data-screen="dashboard"]'));
  });
});
