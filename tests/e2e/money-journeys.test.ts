// Issue 13 (accounts and fees, announcements, imports) end to end: the real server on a fresh seeded database and
// demo/index.html's <admin-shell> in Chromium, as staff holding the view codes; others are refused.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  operatorAccountRecharge, prePaidFeeStrategyCreate, STRATEGY_IMPORT_HEADERS,
} from '../../src/core/contract/api/accounts.ts';
import { proclamationPage } from '../../src/core/contract/api/announcements.ts';
import type { Proclamation } from '../../src/core/contract/api/announcements.ts';
import { Route } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, closeLowBalanceNotice, expectShown, logIn, openFromSidebar, pageToken } from './shell-helpers.ts';

/** 李秀英: finance staff (finance:btn, account:recharge) of 速达便利, on the watch list with 12.34 against 500.00. */
const FINANCE = '13800000002';

let office: BackOffice;
beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

/** Calls the API as the page's identity and answers the envelope whatever its status. */
async function api<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(new URL(path, office.url), {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', Client: 'web', Authorization: `Bearer ${token}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { http: response.status, ...((await response.json()) as { status: number; msg: string; data: T }) };
}

/** Logs the finance staff in; 知道了 closes the low-balance dialog when the balance is still low. */
async function financeLogIn(page: Page): Promise<void> {
  await logIn(page, FINANCE);
  await closeLowBalanceNotice(page);
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const strategyRows = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => [`${prefix}${i}`, '按台按月', '12.5', '', '启用']);

describe('账户充值: recharge the account and see the low-balance banner go', () => {
  it('the finance staff recharges 487.66 through the form and its confirmation; the banner clears; the ledger shows it', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, FINANCE);
    await page.locator('.backroom-low-balance-dialog').getByRole('button', { name: '知道了' }).click();
    const banner = page.getByRole('button', { name: '账户余额不足，请充值' });
    await banner.click();
    await page.waitForURL(`**${Route.merchantHome}`);
    await expectShown(page, Route.merchantHome);
    await page.locator('.backroom-merchant-balance', { hasText: '12.34' }).waitFor();

    await page.locator('.backroom-merchant-recharge').click();
    const dialog = page.locator('.backroom-movement-recharge .semi-modal');
    await dialog.locator('.backroom-movement-amount input').fill('487.66');
    await dialog.locator('.backroom-movement-remark textarea').fill('对公转账');
    await dialog.locator('.backroom-movement-next').click();
    await dialog.getByText('确认向账户充值 487.66 元？充值后余额 500.00 元。').waitFor();
    await dialog.locator('.backroom-movement-confirm').click();
    await page.getByText('充值成功，当前余额 500.00 元').waitFor();
    await page.locator('.backroom-merchant-balance', { hasText: '500.00' }).waitFor();
    await banner.waitFor({ state: 'hidden' });
    await page.locator('.backroom-ledger-table tbody tr', { hasText: '对公转账' }).filter({ hasText: '+487.66' }).waitFor();

    // A reload asks the check again: still no banner.
    await page.reload();
    await page.locator('.backroom-merchant-balance', { hasText: '500.00' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await banner.isVisible()).toBe(false);
  });

  it('a brand owner (no account:recharge) see no 商户账户 menu and are refused by the server', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, '13800000008');
    const token = await pageToken(page);
    const reply = await api(token, operatorAccountRecharge.path, { method: 'POST', body: { requestId: 'e2e-refused-0001', amount: 100 } });
    expect(reply.http).toBe(403);
    expect(await page.locator('.backroom-sidebar .backroom-nav-title', { hasText: /^商户账户$/ }).count()).toBe(0);
  });
});

describe('预付费策略: create and edit a fee strategy; import 500 rows and be refused 501', () => {
  it('creates, meets 名称重复, edits, then imports', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await financeLogIn(page);
    await openFromSidebar(page, '账户与费用', '预付费策略');
    await expectShown(page, '/accountManager/prePaidFeeStrategyList');

    await page.locator('.backroom-strategy-add').click();
    const dialog = page.locator('.backroom-strategy-dialog .semi-modal');
    await dialog.locator('.backroom-strategy-name input').fill('速达夏季流量费');
    await dialog.locator('.backroom-strategy-price input').fill('16.80');
    await dialog.locator('.backroom-strategy-save').click();
    await page.getByText('保存成功').first().waitFor();
    const row = page.locator('.backroom-strategy-table tbody tr', { hasText: '速达夏季流量费' });
    await row.filter({ hasText: '16.80' }).waitFor();

    await page.locator('.backroom-strategy-add').click();
    await dialog.locator('.backroom-strategy-name input').fill('速达夏季流量费');
    await dialog.locator('.backroom-strategy-price input').fill('1');
    await dialog.locator('.backroom-strategy-save').click();
    await page.getByText('名称重复').first().waitFor();
    await dialog.locator('.backroom-strategy-cancel').click();
    await dialog.waitFor({ state: 'hidden' });

    await row.locator('.backroom-strategy-edit').click();
    await dialog.getByText('交易额分成', { exact: true }).click();
    await dialog.locator('.backroom-strategy-share input').fill('0.8');
    await dialog.locator('.backroom-strategy-save').click();
    await row.filter({ hasText: '0.80%' }).waitFor();

    await page.locator('.backroom-strategy-import').click();
    const importer = page.locator('.backroom-import-dialog .semi-modal');
    await importer.getByText(Object.values(STRATEGY_IMPORT_HEADERS).join('、'), { exact: false }).waitFor();
    const header = Object.values(STRATEGY_IMPORT_HEADERS);
    await importer.locator('input.semi-upload-hidden-input').setInputFiles({
      name: '501.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await workbook([header, ...strategyRows(501, '超额')]),
    });
    await page.getByText('导入最多允许500行').first().waitFor();
    // A file with five different mistakes: five messages at once, each naming its column and what it takes.
    await importer.locator('input.semi-upload-hidden-input').setInputFiles({
      name: 'mistakes.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook([
        header, ['', '按台按月', '30', '', '启用'], ['错一', '包月', '30', '', '启用'], ['错二', '按台按月', '三十元', '', '启用'],
        ['错三', '交易额分成', '', '150', '启用'], ['错四', '按台按月', '30', '', '是'],
      ]),
    });
    await importer.getByText('导入未完成：以下 5 处有误', { exact: false }).waitFor();
    for (const message of [
      '策略名称：必填',
      '计费方式：“包月”不可用，只能填 1（按台按月）、2（交易额分成）',
      '单价（元/台/月）：“三十元”不是有效数值，须为金额（元），数字，最多两位小数，如 30 或 30.50',
      '交易额分成（%）：计费方式为交易额分成时必填，须在 0.01 到 100 之间',
      '状态：“是”不可用，只能填 1（启用）、0（停用）',
    ]) await importer.getByText(message, { exact: true }).waitFor();
    expect(await importer.locator('.backroom-import-errors tbody tr').count()).toBe(5);
    await importer.locator('input.semi-upload-hidden-input').setInputFiles({
      name: '500.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await workbook([header, ...strategyRows(500, '批量')]),
    });
    await page.getByText('已导入 500 条').waitFor();
    await importer.waitFor({ state: 'hidden' });
    await page.locator('.backroom-strategy-table tbody tr', { hasText: '批量' }).first().waitFor();
  });

  it('a brand owner without finance:btn are refused a new strategy (403)', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, '13800000008');
    const reply = await api(await pageToken(page), prePaidFeeStrategyCreate.path, { method: 'POST', body: { name: 'x', feeType: 1, unitPrice: 1, status: 1 } });
    expect(reply.http).toBe(403);
  });
});

describe('公告列表: toggle and delete an announcement, each confirmed', () => {
  it('switches one off, then deletes it after the confirmation', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, ADMIN);
    const token = await pageToken(page);
    const before = (await api<Paged<Proclamation>>(token, `${proclamationPage.path}?limit=100`)).data.rows;
    const target = before.find((row) => row.status === 1) as Proclamation;
    await openFromSidebar(page, '公告管理', '公告列表');
    const row = page.locator(`.backroom-proclamation-table tbody tr[data-row-key="${target.id}"]`);
    await row.locator('.backroom-proclamation-status input[role="switch"]').click();
    await page.getByText('公告已停用').first().waitFor();
    await expect.poll(async () => (await api<Paged<Proclamation>>(token, `${proclamationPage.path}?limit=100`)).data.rows.find((r) => r.id === target.id)?.status).toBe(0);
    await row.locator('.backroom-proclamation-delete').click();
    await page.locator('.backroom-proclamation-delete-confirm').click();
    await page.getByText('删除成功').first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await api<Paged<Proclamation>>(token, `${proclamationPage.path}?limit=100`)).data.rows.some((r) => r.id === target.id)).toBe(false);
  });
});
