// After a login at /en/login every page of the administrator reads in English: any Chinese text on a page must be
// user data (names, addresses, notes staff typed, as the seed holds them), never a status, dictionary value, reason,
// breadcrumb, notification, task name, chart label or unit the system writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_SCREENS } from '../../src/core/contract/index.ts';
import { MenuCategory } from '../../src/core/session/index.ts';
import { currentStaffMenus } from '../../src/core/contract/api/staff.ts';
import type { MenuEntry } from '../../src/core/contract/api/staff.ts';
import { buildMenus } from '../../src/core/menus/index.ts';
import { loginWithPassword, startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, closeAnnouncement, contentSettled, shown } from './shell-helpers.ts';

/** Tables whose text the system writes (dictionaries, menus, task names, notifications): never user data. */
const SYSTEM_TABLES = new Set(['concepts', 'menus', 'channels', 'notifications', 'export_tasks', 'app_meta', 'device_ops_log', 'sms_outbox']);
const CJK_RANGE = '\\u3400-\\u9fff\\uff00-\\uffef\\u3000-\\u303f';
const CJK = new RegExp(`[${CJK_RANGE}]+`, 'g');
const HAS_CJK = new RegExp(`[${CJK_RANGE}]`);

let office: BackOffice;
beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

/** Every text value of the tables that hold what people typed (the seed's names, addresses, notes). */
async function userData(): Promise<string[]> {
  const { db } = office.server.app;
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND data_type IN ('text', 'character varying')",
  );
  const values: string[] = [];
  for (const { table_name: table, column_name: column } of rows) {
    if (SYSTEM_TABLES.has(table)) continue;
    const found = await db.query<{ value: string }>(`SELECT DISTINCT "${column}"::text AS value FROM "${table}" WHERE "${column}" ~ '[一-龥]'`);
    values.push(...found.rows.map((row) => row.value));
  }
  return values;
}

/** The Chinese runs of a page's text that are not part of some user data value. */
function systemChinese(text: string, data: readonly string[]): string[] {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => HAS_CJK.test(line));
  const left: string[] = [];
  for (const line of lines) {
    let rest = line;
    for (const value of data) if (value && rest.includes(value)) rest = rest.split(value).join(' ');
    for (const run of rest.match(CJK) ?? []) if (!data.some((value) => value.includes(run))) left.push(`${run}  ⟵ ${line}`);
  }
  return left;
}

describe('English throughout', () => {
  it('finds no system text in Chinese on any page of the administrator after /en/login', async () => {
    const { page } = await office.newPage({ path: '/en/login' });
    const seen = await page.evaluate((phone) => localStorage.getItem(`backroom:announcement:${phone}`), ADMIN);
    await loginWithPassword(page, ADMIN);
    await page.waitForURL('**/dashboard');
    await closeAnnouncement(page, seen);
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
      locale: 'en',
      knownComponents: KNOWN_SCREENS,
      logger: { warn: () => undefined },
    });
    const pages = built.routes.filter((route) => !route.isLayout && !/^https?:/.test(route.fullPath)).map((route) => route.fullPath);
    expect(pages.length).toBeGreaterThan(20);
    const data = await userData();
    const found: string[] = [];
    for (const path of ['/dashboard', ...new Set(pages)]) {
      await page.evaluate((target) => {
        history.pushState({}, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect.poll(() => page.evaluate(() => location.pathname), { timeout: 10_000 }).toBe(path);
      const shell = page.locator('.backroom-admin-shell');
      await expect.poll(() => shown(page).then((visible) => visible === path || !visible), { timeout: 15_000, message: path }).toBe(true);
      await expect.poll(async () => (await shell.innerText()).trim().length, { timeout: 15_000, message: path }).toBeGreaterThan(0);
      await page.locator('.backroom-admin-shell .semi-spin-spinning').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
      // Lists fill after their first request: wait until the page has its data before reading.
      await contentSettled(page);
      for (const run of systemChinese(await shell.innerText(), data)) found.push(`${path}: ${run}`);
    }
    console.log(found.join('\n'));
    expect(found).toEqual([]);
  }, 300_000);
});
