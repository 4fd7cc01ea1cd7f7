// Keyboard-only journeys inside the shadow roots (keys only; focus read through shadowRoot.activeElement): log in,
// choose and switch identity, open a list from the sidebar and page it, open a dialog that holds focus and gives it
// back on Esc, send a device command; dialog buttons read in the page's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, Pages, logIn, shown } from './shell-helpers.ts';
import { openPage } from './admin-pages.ts';
import { focused, named, tabTo, unnamedTabStops } from './keyboard.ts';
import { OPERATOR, expectTrapped, keyboardCloseAnnouncement, keyboardLogIn } from './a11y.ts';

let office: BackOffice;
beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

/** From a device list, with keys only: the device's 详情, then its 设备指令 tab; answers the detail view. */
async function keyboardDeviceCommands(page: Page, list: string, code: string): Promise<Locator> {
  await openPage(page, list);
  await page.locator('.backroom-device-panel:visible .semi-table-row', { hasText: code }).waitFor();
  await tabTo(page, (focus) => focus.name === '详情' && focus.row.includes(code), { max: 200 });
  await page.keyboard.press('Enter');
  const detail = page.locator('.backroom-device-detail:visible');
  await expect.poll(() => detail.locator('.backroom-device-title').innerText(), { timeout: 10_000 }).toContain(code);
  await tabTo(page, (focus) => focus.role === 'tab', { max: 60 });
  for (let move = 0; move < 10 && (await focused(page))?.name !== '设备指令'; move += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  return detail;
}

describe('keyboard journeys (keys only; focus read through shadowRoot.activeElement)', () => {
  it('王建国 logs in, chooses an identity in 选择身份 and switches identity from the user menu with Enter', async () => {
    await office.server.app.db.query('UPDATE users SET current_group_id = NULL WHERE phone = $1', [OPERATOR]);
    const { page } = await office.newPage({ path: '/login' });
    await keyboardLogIn(page, OPERATOR);
    const identities = page.locator('.backroom-identity-dialog');
    await identities.getByRole('radio').first().waitFor();
    await expect.poll(async () => (await focused(page))?.dialog ?? null, { timeout: 5_000 }).toMatch(/选择身份/);
    await tabTo(page, named(/张江站点组/), { max: 30 });
    await page.keyboard.press('Space');
    await tabTo(page, (focus) => focus.classes.includes('backroom-identity-confirm'), { max: 30 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await keyboardCloseAnnouncement(page);

    await tabTo(page, (focus) => focus.classes.includes('backroom-user-trigger'));
    await page.keyboard.press('Enter');
    await page.locator('.backroom-user-menu').waitFor();
    // The identities are asked for as the menu opens; Tab goes through them once they are in.
    await page.locator('.backroom-user-menu .backroom-user-identities button').first().waitFor();
    await tabTo(page, named(/^切换 .*南山运营中心/), { max: 15 });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-screen="dashboard"]').innerText(), { timeout: 15_000 }).toContain('南山运营中心');
  }, 90_000);

  it('赵敏 opens a list from the sidebar, pages it, opens and closes a dialog, sends a device command', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await keyboardLogIn(page, ADMIN);
    await page.waitForURL('**/dashboard');
    await keyboardCloseAnnouncement(page);

    // The sidebar: 订单管理 opens its group, 订单列表 the list; the pager's 下一页 shows page 2.
    await tabTo(page, named(/^订单管理/));
    await page.keyboard.press('Enter');
    await tabTo(page, named(/^订单列表/), { max: 5 });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.pathname), { timeout: 10_000 }).toBe('/orderManager/orderList');
    await page.locator('.backroom-page:not([hidden]) .semi-table-row').first().waitFor();
    await tabTo(page, named('下一页'), { max: 200 });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.backroom-page:not([hidden]) [aria-current="page"]').first().innerText(), { timeout: 10_000 }).toMatch(/2/);

    // 新增公告: focus goes in, stays in (Tab and Shift+Tab), Esc closes, focus is back on 新增公告.
    await openPage(page, '/proclamation/proclamationList');
    await tabTo(page, named('新增公告'), { max: 200 });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page))?.dialog ?? null, { timeout: 5_000 }).toMatch(/新增公告/);
    await expectTrapped(page, 24);
    const footer = await tabTo(page, named(/^(取消|确定)$/), { max: 30 });
    expect(footer.lang).toBe('zh-CN');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page))?.name, { timeout: 5_000 }).toBe('新增公告');
    expect(await page.locator('.semi-modal-wrap:not(.semi-modal-wrap-hidden) .semi-modal').count()).toBe(0);

    // The device panel (a sub-application: an element in the shell's shadow root): 详情, the 设备指令 tab, 开灯.
    const detail = await keyboardDeviceCommands(page, Pages.machines, 'XS-VM-0101');
    await tabTo(page, named('开灯'), { max: 60 });
    await page.keyboard.press('Enter');
    const result = detail.locator('.backroom-command-run', { hasText: '开灯' }).locator('.backroom-command-result').first();
    await result.waitFor({ timeout: 20_000 });
    expect(await result.innerText()).toBe('成功');
  }, 120_000);

  it('in English the dialog\'s buttons are read in English (Cancel / OK under lang="en")', async () => {
    const { page } = await office.newPage({ path: '/en/login' });
    await logIn(page, ADMIN);
    await openPage(page, '/proclamation/proclamationList');
    await tabTo(page, named('New announcement'), { max: 200 });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page))?.dialog ?? null, { timeout: 5_000 }).toMatch(/New announcement/);
    const footer = await tabTo(page, named(/^(Cancel|OK)$/), { max: 30 });
    expect(footer.lang).toBe('en');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page))?.name, { timeout: 5_000 }).toBe('New announcement');
  }, 60_000);

  it('workspace tabs: a new one from 新增标签, arrows move between them, Enter shows one, Delete closes it', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, ADMIN);
    await openPage(page, '/orderManager/orderList');
    const tabs = page.locator('.backroom-tabs [role="tab"]');
    expect(await tabs.count()).toBe(1);
    await tabTo(page, named('新增标签'), { max: 200 });
    await page.keyboard.press('Enter');
    await expect.poll(() => tabs.count()).toBe(2);
    await expect.poll(() => shown(page)).toBe('/dashboard');
    await tabTo(page, (focus) => focus.role === 'tab' && focus.classes.includes('active'), { max: 200, back: true });
    await page.keyboard.press('ArrowLeft');
    expect((await focused(page))?.name).toMatch(/^订单列表/);
    await page.keyboard.press('Enter');
    await expect.poll(() => shown(page)).toBe('/orderManager/orderList');
    await page.keyboard.press('ArrowRight');
    expect((await focused(page))?.name).toMatch(/^首页|^工作台|^仪表/);
    await page.keyboard.press('Delete');
    await expect.poll(() => tabs.count()).toBe(1);
    expect(await shown(page)).toBe('/orderManager/orderList');
    // Focus went to the tab left; the last tab stays: Delete on it closes nothing.
    await expect.poll(async () => (await focused(page))?.role, { timeout: 5_000 }).toBe('tab');
    await page.keyboard.press('Delete');
    expect(await tabs.count()).toBe(1);
  }, 60_000);

  it('a table row\'s actions: 编辑 opens its dialog and 删除 its popconfirm, both take focus and give it back on Esc', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, ADMIN);
    await openPage(page, '/proclamation/proclamationList');
    await page.locator('.backroom-page:not([hidden]) .semi-table-row .backroom-proclamation-edit').first().waitFor();
    const edit = await tabTo(page, (focus) => focus.classes.includes('backroom-proclamation-edit'), { max: 200 });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page))?.dialog ?? null, { timeout: 5_000 }).toMatch(/编辑公告/);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page))?.row, { timeout: 5_000 }).toBe(edit.row);
    expect((await focused(page))?.name).toBe('编辑');
    await page.keyboard.press('Tab');
    expect((await focused(page))?.name).toBe('删除');
    await page.keyboard.press('Enter');
    const confirm = page.locator('.semi-popconfirm');
    await confirm.waitFor();
    await expect.poll(async () => (await focused(page))?.classes ?? '', { timeout: 5_000 }).toMatch(/semi-popconfirm|semi-button/);
    expect(await page.evaluate(() => {
      let node: Element | null = document.activeElement;
      while (node?.shadowRoot?.activeElement) node = node.shadowRoot.activeElement;
      return node?.closest('.semi-popconfirm') !== null;
    })).toBe(true);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await focused(page))?.name, { timeout: 5_000 }).toBe('删除');
  }, 60_000);

  it('every command of a cooler\'s panel is sent from the keyboard and its result is announced (a status)', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, ADMIN);
    const detail = await keyboardDeviceCommands(page, Pages.coolers, 'XS-CL-0103');
    const buttons = detail.locator('.backroom-command-bar button');
    await buttons.first().waitFor();
    const commands = await buttons.evaluateAll((nodes) => nodes.map((node) => ({
      command: /backroom-command-(\w+)/.exec(node.className)?.[1] ?? '', label: (node.textContent ?? '').trim(),
    })));
    expect(commands.length).toBe(17);
    // In the order of the bar: each is the next Tab stop that bears its name (the inputs beside some come between).
    for (const { command, label } of commands) {
      await tabTo(page, named(label), { max: 20 });
      await page.keyboard.press('Enter');
      const status = detail.locator(`.backroom-command-run[data-command="${command}"] [role="status"]`).first();
      await status.waitFor({ timeout: 30_000 });
      expect(await status.innerText()).toMatch(new RegExp(`^${label}\\s*\\S`));
    }
  }, 180_000);

  it('no element in the Tab order goes without a name: the dashboard, a list with its filters, the device list (a sub-application)', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, ADMIN);
    for (const path of ['/dashboard', '/orderManager/orderList', Pages.machines]) {
      await openPage(page, path);
      const { stops, unnamed } = await unnamedTabStops(page);
      expect(stops, path).toBeGreaterThan(10);
      expect(unnamed, path).toEqual([]);
    }
  }, 90_000);
});
