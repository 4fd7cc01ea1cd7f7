// Semi's default texts carry date-fns' Chinese locale, which only the date pickers read (issue 15: the login without
// date libraries). The build gives those texts a stand-in that the first picker fills (scripts/rollup-semi.mjs):
// /login downloads no date-fns, and a screen with a date picker still formats and shows its dates in Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { expectShown, logIn, openFromSidebar } from './shell-helpers.ts';

/** A key only date-fns' locales hold (their formatDistance table), kept as is by the minifier. */
const DATE_FNS_LOCALE = 'lessThanXSeconds';

let office: BackOffice;
beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

/** The scripts the page downloads from the build, by URL, with their (decoded) text; null when it could not be read. */
function scriptsOf(page: Page): Map<string, Promise<string | null>> {
  const scripts = new Map<string, Promise<string | null>>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/dist/') && response.url().endsWith('.js')) {
      scripts.set(response.url(), response.text().catch(() => null));
    }
  });
  return scripts;
}

describe('date-fns only with the date pickers', () => {
  it('/login downloads no date-fns locale', async () => {
    // A first visit: a context of its own, watched before the page is asked for.
    const context = await office.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(new URL('/login', office.url).href);
    await page.locator('admin-shell').getByPlaceholder(/手机号/).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(5);
    const carrying: string[] = [];
    const unreadable: string[] = [];
    for (const [url, text] of scripts) {
      const code = await text;
      if (code === null) unreadable.push(url);
      else if (code.includes(DATE_FNS_LOCALE)) carrying.push(url);
    }
    await context.close();
    expect(unreadable).toEqual([]);
    expect(carrying).toEqual([]);
  });

  it('the business report\'s period picker formats its dates and opens its months in Chinese', async () => {
    const { page } = await office.newPage({ path: '/login' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await logIn(page);
    await openFromSidebar(page, null, '经营报表');
    await expectShown(page, '/reportCenter');
    const picker = page.locator('.backroom-report-period');
    await expect.poll(() => picker.locator('input').first().inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await picker.click();
    const month = page.locator('.semi-datepicker-month-grid').first();
    await month.waitFor();
    const text = (await month.innerText()).replace(/\s+/g, '');
    expect(text).toMatch(/\d{4}年\d{1,2}月/);
    expect(text).toContain('日一二三四五六');
    expect(errors).toEqual([]);
  });
});
