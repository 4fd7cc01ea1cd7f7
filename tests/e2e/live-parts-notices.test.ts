// The shell's live parts end to end, the notices a session brings up (spec §4, §6; issue 5 item 9): the real server
// with a fresh seeded database, demo/index.html's <admin-shell> in Debian's Chromium. The low-balance dialog and
// banner of 13800000002, the newer-platform prompt of 13800000003, and an announcement with a script payload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { Route } from '../../src/core/contract/index.ts';
import { DEFAULT_NEWER_PLATFORM_URL } from '../../server/config.ts';
import { loginWithPassword, startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, apiToken, callApi, expectShown, openFromSidebar } from './shell-helpers.ts';
import { merchantInfo } from '../../src/core/contract/api/accounts.ts';
import { latestAnnouncement, proclamationAdd } from '../../src/core/contract/api/announcements.ts';
import type { Proclamation } from '../../src/core/contract/api/announcements.ts';

/** 李秀英: operator finance staff (finance:btn) of 速达便利, on the balance watch list with 12.34 left (server seed). */
const LOW_BALANCE = '13800000002';
/** 张伟: platform staff (category 1). */
const PLATFORM = '13800000003';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

/** After a (re)load: waits until the document has made no request for 500 ms, so whatever the load brings up has come. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** How many of the matched elements are visible. */
async function visibleCount(locator: Locator): Promise<number> {
  let count = 0;
  for (const element of await locator.all()) if (await element.isVisible()) count += 1;
  return count;
}

describe('spec §4 low-balance notice (13800000002: operator, watch list, finance:btn)', () => {
  it('shows 账户余额通知 once with the balance in yuan; 去充值 opens the merchant home; not again in the session', async () => {
    const { page } = await office.newPage({ path: '/login' });
    let balanceCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === merchantInfo.path) balanceCalls += 1;
    });
    await loginWithPassword(page, LOW_BALANCE);
    await page.waitForURL('**/dashboard');

    const dialog = page.locator('.backroom-low-balance-dialog');
    await dialog.getByText('账户余额通知', { exact: true }).waitFor();
    await expect(dialog.locator('.backroom-low-balance-content').textContent()).resolves.toContain('12.34 元');
    expect(await visibleCount(page.getByText('账户余额通知', { exact: true }))).toBe(1);
    expect(balanceCalls).toBe(1);

    // The merchant home shows the balance too: its own call comes first, then only the dialog would ask.
    const merchantHomeBalance = page.waitForResponse((response) => new URL(response.url()).pathname === merchantInfo.path);
    await dialog.getByRole('button', { name: '去充值' }).click();
    await page.waitForURL(`**${Route.merchantHome}`);
    await expectShown(page, Route.merchantHome);
    await dialog.waitFor({ state: 'hidden' });
    await merchantHomeBalance;
    balanceCalls = 0;

    // Around the back office and back home: the dialog stays away, the banner stays.
    await openFromSidebar(page, '设备管理', '售货机列表');
    await expectShown(page, '/deviceManager/vendingMachineList');
    await openFromSidebar(page, null, '首页');
    await expectShown(page, Route.dashboard);
    await page.locator('.backroom-low-balance-banner').waitFor();
    expect(await visibleCount(dialog)).toBe(0);

    // A reload is the same browser session (the flag lives in session storage).
    await page.reload();
    await page.locator('.backroom-low-balance-banner').waitFor();
    await settled(page);
    expect(await visibleCount(dialog)).toBe(0);
    expect(balanceCalls).toBe(0);
  });

  it('shows the banner 账户余额不足，请充值 while the balance is insufficient; clicking it opens the merchant home', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await loginWithPassword(page, LOW_BALANCE);
    await page.waitForURL('**/dashboard');
    await page.locator('.backroom-low-balance-dialog').getByRole('button', { name: '知道了' }).click();

    const banner = page.getByRole('button', { name: '账户余额不足，请充值' });
    await banner.waitFor();
    await banner.click();
    await page.waitForURL(`**${Route.merchantHome}`);
    await expectShown(page, Route.merchantHome);
    expect(await banner.isVisible()).toBe(true);
  });
});

describe('spec §1, §6 newer-platform prompt (13800000003: platform, category 1)', () => {
  it('tells platform staff to use the newer platform, with 切换身份 and a button that goes there; no 消息通知', async () => {
    const { context, page } = await office.newPage({ path: '/login' });
    // The newer platform is another site: answer for it here instead of leaving the machine.
    await context.route(`${DEFAULT_NEWER_PLATFORM_URL}/**`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>新平台</title><h1>新平台</h1>' }),
    );
    await loginWithPassword(page, PLATFORM);
    await page.waitForURL('**/dashboard');

    const prompt = page.locator('.backroom-newer-platform');
    await prompt.getByText('请使用新平台', { exact: true }).waitFor();
    await prompt.getByText('您所在的组织请使用新平台').waitFor();
    // The top bar is there (help:view gives the help icon), and the message icon is not (category 1).
    await page.getByRole('button', { name: '帮助中心', exact: true }).waitFor();
    expect(await page.locator('button[aria-label="消息通知"]').count()).toBe(0);

    await prompt.getByRole('button', { name: '切换身份' }).click();
    await page.locator('.semi-modal').getByText('选择身份', { exact: true }).waitFor();
    await prompt.waitFor({ state: 'hidden' });

    // Each load of the back office tells them again; 前往新平台 goes to the configured address.
    await page.reload();
    await prompt.getByRole('button', { name: '前往新平台' }).click();
    await page.waitForURL(`${DEFAULT_NEWER_PLATFORM_URL}/**`);
    await page.getByRole('heading', { name: '新平台' }).waitFor();
  });
});

describe('spec §4 latest announcement, issue 5 safe rendering', () => {
  it('renders a script payload inert and shows the announcement once per id', async () => {
    const token = await apiToken(office.url, ADMIN);
    const created = await callApi<Proclamation>(office.url, token, proclamationAdd.path, {
      method: 'POST',
      body: {
        title: '安全演练公告',
        indexFlag: 1,
        content:
          '<p>请于本周完成门店安全演练。</p>' +
          '<script>window.backroomScriptRan = true</script>' +
          '<img src="x" alt="演练示意图" onerror="window.backroomOnerrorRan = true">' +
          '<a href="javascript:window.backroomLinkRan = true">详情</a>',
      },
    });

    const { page } = await office.newPage({ path: '/login' });
    await loginWithPassword(page, ADMIN);
    await page.waitForURL('**/dashboard');
    const dialog = page.locator('.backroom-announcement-dialog');
    await dialog.getByText('安全演练公告').waitFor();
    const content = dialog.locator('.backroom-announcement-content');
    await expect(content.textContent()).resolves.toContain('请于本周完成门店安全演练。');

    // Once the broken image has failed to load and its error event is past, an onerror handler would have run.
    const image = content.locator('img');
    await image.evaluate(
      (img: HTMLImageElement) =>
        new Promise<void>((resolve) => {
          const past = () => setTimeout(resolve, 0);
          if (img.complete) past();
          else img.addEventListener('error', past, { once: true });
        }),
    );
    await content.getByText('详情').click();
    await expect(
      page.evaluate(() => {
        const flags = window as unknown as Record<string, unknown>;
        return [flags.backroomScriptRan, flags.backroomOnerrorRan, flags.backroomLinkRan];
      }),
    ).resolves.toEqual([undefined, undefined, undefined]);
    expect(await content.locator('script').count()).toBe(0);
    expect(await image.getAttribute('onerror')).toBe(null);
    expect(await content.locator('a').getAttribute('href')).toBe(null);

    await expect(page.evaluate((key) => localStorage.getItem(key), `backroom:announcement:${ADMIN}`)).resolves.toBe(String(created.id));
    await dialog.getByRole('button', { name: '知道了' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Once per id: after a reload the same latest announcement is fetched and not shown again.
    const latest = page.waitForResponse((response) => new URL(response.url()).pathname === latestAnnouncement.path);
    await page.reload();
    await expect((await latest).json()).resolves.toMatchObject({ data: { id: created.id } });
    await page.locator('[data-screen="dashboard"]').waitFor();
    await settled(page);
    expect(await visibleCount(dialog)).toBe(0);
  });
});
