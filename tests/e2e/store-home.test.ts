// The convenience sub-application end to end (issue 12): the real server with a fresh database, demo/index.html's
// <admin-shell> mounting <store-home> once as its convenience sub-application, in Debian's Chromium. 陈静
// (convenienceStoreManager) lands on 陆家嘴店's detail and handles an exception; 杨帆 (convenienceAdmin) lands on the
// store home; a partner page shows <store-home shop-id="102"> alone. Selectors pierce the open shadow roots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Route } from '../../src/core/contract/index.ts';
import { loginWithPassword, startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});

afterAll(async () => {
  await office?.close();
});

const LUJIAZUI_DETAIL = `${Route.convenienceStoreDetail}?id=102`;

async function visible(locator: Locator, text?: string, timeout = 30_000): Promise<void> {
  await (text === undefined ? locator : locator.filter({ hasText: text })).first().waitFor({ state: 'visible', timeout });
}

async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: 30_000 });
}

/** The figure of the sub-order counts under `key` (total, awaiting, completed, cancelled, exception). */
const count = (page: Page, key: string) => page.locator(`store-home .backroom-suborder-counts [data-count="${key}"] .backroom-store-figure-value`);

async function waitForText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: new RegExp(`^${text}$`) }).first().waitFor({ state: 'visible', timeout: 30_000 });
}

describe('convenienceStoreManager 陈静 (13800000005)', () => {
  it('lands on 陆家嘴店\'s detail inside admin-shell, handles an exception and sees the count drop', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await loginWithPassword(page, '13800000005');
    await waitForPath(page, LUJIAZUI_DETAIL);
    // The shell brings up the organisation's latest announcement once (spec §4 Other); it is read first.
    await page.locator('.backroom-announcement-close').click();
    // The sub-application is the <store-home> element, mounted once in its container.
    const storeHome = page.locator('admin-shell .backroom-sub-app[data-sub-app="convenience"] store-home');
    await visible(storeHome.locator('.backroom-store-detail .semi-card-header'), '鲜食优选·陆家嘴店');
    expect(await storeHome.getAttribute('path')).toBe(LUJIAZUI_DETAIL);
    await waitForText(count(page, 'exception'), '3');

    const row = page.locator('store-home .backroom-suborder-table tr[data-row-key]').filter({ has: page.locator('.backroom-exception-handle') }).first();
    const subOrderNo = (await row.locator('td').first().textContent())?.trim() ?? '';
    expect(subOrderNo).toMatch(/^XS-SO-102-/);
    await row.locator('.backroom-exception-handle').click();
    const dialog = page.locator('store-home .semi-modal-content').filter({ hasText: '处理异常订单' });
    await visible(dialog, `处理异常订单 ${subOrderNo}`);
    await dialog.getByRole('radio', { name: '退款并取消' }).check();
    await dialog.getByRole('textbox', { name: '处理备注' }).fill('顾客同意退款');
    // Semi labels the footer buttons 'confirm' and 'cancel' for assistive technology; the text is ours.
    await dialog.locator('.backroom-exception-confirm', { hasText: '确认处理' }).click();

    await visible(page.locator('store-home .semi-toast-content-text'), `异常订单 ${subOrderNo} 已处理：退款并取消`);
    await waitForText(count(page, 'exception'), '2');
    const handled = page.locator('store-home .backroom-suborder-table tr[data-row-key]').filter({ hasText: subOrderNo });
    await visible(handled, '退款并取消');
    await visible(handled, '顾客同意退款');
    expect(await handled.locator('.backroom-exception-handle').count()).toBe(0);

    // The store home counts it too: 陆家嘴店's card and the exceptions to handle.
    await storeHome.locator('.backroom-store-back').click();
    await waitForPath(page, Route.convenienceStoreHome);
    await visible(page.locator('store-home .backroom-store-card[data-shop-id="102"] .backroom-store-card-exceptions'), '待处理异常：2');
    expect(await page.locator('store-home .backroom-exception-table').getByText(subOrderNo).count()).toBe(0);
  });
});

describe('convenienceAdmin 杨帆 (13800000006)', () => {
  it('lands on the store home; opening a store moves the shell to its detail', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await loginWithPassword(page, '13800000006');
    await waitForPath(page, Route.convenienceStoreHome);
    await page.locator('.backroom-announcement-close').click();
    const storeHome = page.locator('admin-shell store-home');
    await visible(storeHome.locator('.backroom-store-count'), '门店数量：4');
    await visible(storeHome.locator('[data-figure="todayOrders"]'));
    expect(await storeHome.locator('.backroom-store-card').count()).toBe(4);
    await visible(storeHome.locator('.backroom-exception-table tr[data-row-key]'));

    await storeHome.locator('.backroom-store-card[data-shop-id="104"] .backroom-store-open').click();
    await waitForPath(page, `${Route.convenienceStoreDetail}?id=104`);
    await visible(storeHome.locator('.backroom-store-detail .semi-card-header'), '鲜食优选·金鸡湖店');
    // Still the one element, now told the detail's path.
    expect(await page.locator('admin-shell store-home').count()).toBe(1);
  });
});

describe('a partner page', () => {
  it('shows <store-home shop-id="102"> alone with the session of the page\'s user', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await loginWithPassword(page, '13800000005');
    await waitForPath(page, LUJIAZUI_DETAIL);
    await page.goto(new URL('/portal.html#/store', office.url).href);
    const storeHome = page.locator('section[data-section="/store"] store-home');
    await visible(storeHome.locator('.backroom-store-detail .semi-card-header'), '鲜食优选·陆家嘴店');
    await visible(storeHome.locator('.backroom-suborder-table tr[data-row-key]'));
  });
});
