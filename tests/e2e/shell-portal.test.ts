// demo/portal.html end to end: a foreign portal with hostile global CSS embeds <admin-shell routing="memory"
// main-color="#1E80FF"> and <identity-switcher>. Our styles never reach the portal, the portal's never reach us,
// and the embedded shell never touches the portal's URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBackOffice, loginWithPassword } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, closeAnnouncement, expectShown } from './shell-helpers.ts';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

const HOTPINK = 'rgb(255, 105, 180)';
const BRAND_BLUE = 'rgb(30, 128, 255)';

/** Computed styles of an element in the page, or in an element's shadow root when `host` is given. */
function styleOf(page: Page, selector: string, host?: string): Promise<Record<string, string>> {
  return page.evaluate(
    ({ selector: target, host: tag }) => {
      const root: ParentNode | null | undefined = tag ? document.querySelector(tag)?.shadowRoot : document;
      const node = root?.querySelector(target);
      if (!node) throw new Error(`nothing matches ${target}`);
      const style = getComputedStyle(node);
      return {
        fontFamily: style.fontFamily,
        fontSize: style.fontSize,
        background: style.backgroundColor,
        border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
        boxSizing: style.boxSizing,
      };
    },
    { selector, host },
  );
}

async function openPortal(hash: string): Promise<Page> {
  const { page } = await office.newPage({ path: `/portal.html${hash}` });
  await page.locator('admin-shell .backroom-admin-shell').waitFor({ state: 'attached' });
  return page;
}

describe('the partner portal (demo/portal.html)', () => {
  it('keeps its own hostile styles: nothing of ours reaches its document', async () => {
    const page = await openPortal('#/');
    await page.waitForFunction(() => customElements.get('admin-shell') !== undefined);
    const own = await page.evaluate(() => ({
      styles: document.querySelectorAll('style, link[rel="stylesheet"]').length,
      adopted: document.adoptedStyleSheets.length,
      semiInLightDom: document.querySelectorAll('[class*="semi-"]').length,
    }));
    expect(own).toEqual({ styles: 1, adopted: 0, semiInLightDom: 0 });
    expect(await styleOf(page, '#portal-button')).toMatchObject({ background: HOTPINK, fontFamily: 'serif', fontSize: '20px' });
    expect((await styleOf(page, '#portal-table')).border).toBe('5px solid rgb(255, 0, 0)');
    expect((await styleOf(page, '#portal-text')).boxSizing).toBe('content-box');
  });

  it('does not style the embedded shell, which keeps the brand colour and leaves the portal URL alone', async () => {
    const page = await openPortal('#/backoffice');
    await page.getByPlaceholder('手机号').waitFor();
    const login = await styleOf(page, 'button[type="submit"], .semi-button-primary', 'admin-shell');
    expect(login.background).not.toBe(HOTPINK);
    expect(login.background).toBe(BRAND_BLUE);
    const root = await styleOf(page, '.backroom-root', 'admin-shell');
    expect(root.fontFamily).not.toBe('serif');
    expect(root.fontSize).toBe('14px');

    await loginWithPassword(page, ADMIN);
    await expectShown(page, '/dashboard');
    await closeAnnouncement(page, null);
    await page.locator('.backroom-sidebar .backroom-nav-title', { hasText: /^经营报表$/ }).click();
    await expectShown(page, '/reportCenter');
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/portal.html#/backoffice');
    await expect(page.locator('#portal-shell-path').textContent()).resolves.toBe('后台：/reportCenter');
    const tabButton = await styleOf(page, 'button[aria-label="新增标签"]', 'admin-shell');
    expect(tabButton.background).not.toBe(HOTPINK);
    expect(tabButton.fontFamily).not.toBe('serif');

    // The portal's own router drives the embedded shell through its `path` attribute.
    await page.locator('.portal-nav a', { hasText: '订单' }).click();
    await expectShown(page, '/orderManager/orderList');
  });

  it('does not style the identity switcher\'s dialog and its table', async () => {
    const page = await openPortal('#/backoffice');
    await loginWithPassword(page, ADMIN);
    await expectShown(page, '/dashboard');
    await closeAnnouncement(page, null);
    await page.locator('.portal-nav a', { hasText: '切换身份' }).click();
    await page.locator('identity-switcher .backroom-identity-trigger').click();
    await page.locator('identity-switcher .semi-modal table').waitFor();
    const table = await styleOf(page, '.semi-modal table', 'identity-switcher');
    expect(table.border).not.toContain('5px');
    const confirm = await styleOf(page, '.semi-modal .semi-button-primary.semi-button-solid', 'identity-switcher');
    expect(confirm.background).toBe(BRAND_BLUE);
  });
});
