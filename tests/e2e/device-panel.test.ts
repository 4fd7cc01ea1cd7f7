// A staff member works with a device from the menu (issue 10, "Done when"): 售货机列表 → 详情 → a command → its result
// → the operations log shows it; a device that never answers (the simulator keeps XS-VM-0401 silent) gives
// 轮询超时 10 秒 (4402) and its log row says 超时未响应. Also <device-panel device-id> on its own announces
// backroom-command-result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_SIMULATOR, defaultDeviceOptions } from '../../server/modules/devices/gateway.ts';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, logIn, openFromSidebar } from './shell-helpers.ts';

const SILENT = 'XS-VM-0401';

let office: BackOffice;
beforeAll(async () => {
  office = await startBackOffice({
    devices: defaultDeviceOptions({ simulator: { ...DEFAULT_SIMULATOR, reportMs: 0, latencyMs: 200, silentCodes: [SILENT] } }),
  });
});
afterAll(async () => {
  await office?.close();
});

async function openDevice(page: Page, code: string): Promise<void> {
  const panel = page.locator('.backroom-device-panel:visible');
  const row = panel.locator('.semi-table-row', { hasText: code });
  await row.getByRole('button', { name: '详情' }).click();
  await expect.poll(() => panel.locator('.backroom-device-title').innerText(), { timeout: 10_000 }).toContain(code);
}

async function sendCommand(page: Page, label: string): Promise<string> {
  const detail = page.locator('.backroom-device-detail:visible');
  await detail.getByRole('tab', { name: '设备指令' }).click();
  await detail.getByRole('button', { name: label, exact: true }).click();
  const result = detail.locator('.backroom-command-run', { hasText: label }).locator('.backroom-command-result').first();
  await result.waitFor({ timeout: 20_000 });
  return result.innerText();
}

async function logRows(page: Page): Promise<string[]> {
  const detail = page.locator('.backroom-device-detail:visible');
  await detail.getByRole('tab', { name: '操作日志' }).click();
  const rows = detail.locator('.backroom-device-ops-log .semi-table-tbody .semi-table-row');
  await rows.first().waitFor({ timeout: 10_000 });
  return rows.allInnerTexts();
}

describe('device panel end to end', () => {
  it('opens a device from the menu, sends a command, shows its result and the operations log has it', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, ADMIN);
    await openFromSidebar(page, '设备管理', '售货机列表');
    await openDevice(page, 'XS-VM-0101');
    await expect(sendCommand(page, '强制重启')).resolves.toBe('成功');
    await expect.poll(async () => (await logRows(page)).some((row) => row.includes('强制重启') && row.includes('成功')), { timeout: 10_000 }).toBe(true);

    // A machine not operating (the server would answer 40525) says why before anything is sent: its command
    // buttons are disabled under a banner.
    await page.locator('.backroom-device-back:visible').click();
    await page.locator('.backroom-device-panel:visible .semi-table-row', { hasText: 'XS-VM-0105' }).waitFor();
    await openDevice(page, 'XS-VM-0105');
    const detail = page.locator('.backroom-device-detail:visible');
    await detail.getByRole('tab', { name: '设备指令' }).click();
    await detail.locator('.backroom-command-disabled').waitFor({ timeout: 10_000 });
    expect(await detail.locator('.backroom-command-disabled').innerText()).toContain('设备不在运营中');
    expect(await detail.getByRole('button', { name: '开灯', exact: true }).isDisabled()).toBe(true);
  }, 90_000);

  it('the device list\'s filters pick provinces, cities, districts, places and brands by name, and send their codes and ids', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, ADMIN);
    const asked: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/operation/vending_machine/page') asked.push(url.searchParams);
    });
    await openFromSidebar(page, '设备管理', '售货机列表');
    const panel = page.locator('.backroom-device-panel:visible');
    await panel.locator('.semi-table-row').first().waitFor();

    const division = panel.locator('.backroom-filter-division');
    await division.click();
    await division.locator('input').fill('浦东');
    await page.locator('.semi-cascader-option', { hasText: '浦东新区' }).first().click();

    const { places } = await page.evaluate(async () => {
      const answer = await fetch('/api/operation/device/filterOptions', { headers: { Authorization: `Bearer ${localStorage.getItem('backroom:token')}`, Client: 'web' } });
      return ((await answer.json()) as { data: { places: { id: number; name: string }[] } }).data;
    });
    const place = places[0];
    const picker = panel.locator('.backroom-filter-places');
    await picker.click();
    await page.keyboard.type(place.name.slice(0, 4));
    await page.locator('.semi-select-option', { hasText: place.name }).first().click();
    await page.keyboard.press('Escape');

    const before = asked.length;
    await panel.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThan(before);
    const sent = asked[asked.length - 1];
    expect([sent.get('provinceCode'), sent.get('cityCode'), sent.get('areaCode')]).toEqual(['310000', '310100', '310115']);
    expect(sent.get('placeIds')).toBe(String(place.id));
  }, 90_000);

  it('a device that never answers gives 轮询超时 10 秒 (4402), and its log row says 超时未响应', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, ADMIN);
    await openFromSidebar(page, '设备管理', '售货机列表');
    await openDevice(page, SILENT);
    const detail = page.locator('.backroom-device-detail:visible');
    await detail.getByRole('tab', { name: '设备指令' }).click();
    await detail.getByRole('button', { name: '开灯', exact: true }).click();
    // While it waits, the progress says for how long it may.
    await expect.poll(() => detail.locator('.backroom-command-waiting').innerText(), { timeout: 5_000 }).toMatch(/等待设备响应 \d+\/10 秒/);
    const result = detail.locator('.backroom-command-run', { hasText: '开灯' }).locator('.backroom-command-result');
    await result.waitFor({ timeout: 20_000 });
    expect(await result.innerText()).toBe('轮询超时 10 秒 (4402)');
    await expect.poll(async () => (await logRows(page)).some((row) => row.includes('开灯') && row.includes('超时未响应')), { timeout: 10_000 }).toBe(true);
  }, 90_000);

  it('<device-panel device-id> opens one device and dispatches backroom-command-result', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, ADMIN);
    const id = await page.evaluate(async () => {
      const answer = await fetch('/api/operation/vending_machine/page?page=1&limit=10&code=XS-VM-0201', {
        headers: { Authorization: `Bearer ${localStorage.getItem('backroom:token')}`, Client: 'web' },
      });
      return ((await answer.json()) as { data: { rows: { id: number }[] } }).data.rows[0].id;
    });
    await page.evaluate((deviceId) => {
      const results: unknown[] = [];
      (window as unknown as { results: unknown[] }).results = results;
      document.body.innerHTML = '';
      const panel = document.createElement('device-panel');
      panel.setAttribute('device-id', String(deviceId));
      panel.addEventListener('backroom-command-result', (event) => results.push((event as CustomEvent).detail));
      document.body.append(panel);
    }, id);
    const detail = page.locator('device-panel .backroom-device-detail');
    await expect.poll(() => detail.locator('.backroom-device-title').innerText(), { timeout: 15_000 }).toContain('XS-VM-0201');
    await detail.getByRole('tab', { name: '设备指令' }).click();
    await detail.getByRole('button', { name: '关屏', exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { results: unknown[] }).results), { timeout: 15_000 })
      .toEqual([{ deviceId: String(id), command: 'screenOff', ok: true, result: { screen: false } }]);
  }, 60_000);
});
