// Every menu the seed grants leads to a working screen (issue 16): the administrator, who holds every menu, opens
// each page in turn, as the sidebar would, and none says 暂未开放 or 页面暂不可用, none is a blank page: the device
// pages (在线报表, 设备控制台, 设备监控大屏) are device panels since issue 10.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, logIn } from './shell-helpers.ts';
import { adminPages, openPage } from './admin-pages.ts';

let office: BackOffice;
beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('walking every menu', () => {
  it('finds a working screen behind every page the administrator is given', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, ADMIN);
    const pages = await adminPages(page, office.url);
    expect(pages.length).toBeGreaterThan(20);
    const deadEnds: string[] = [];
    for (const path of pages) {
      const text = await openPage(page, path);
      if (/暂未开放|页面暂不可用/.test(text)) deadEnds.push(path);
    }
    expect(deadEnds).toEqual([]);
  }, 240_000);

  it('at 390×844 every list shows its first row\'s key fields and actions without sideways scrolling', async () => {
    const { page } = await office.newPage({ path: '/login', width: 390, height: 844 });
    await logIn(page, ADMIN);
    const pages = await adminPages(page, office.url);
    const lists: string[] = [];
    const faults: string[] = [];
    for (const path of pages) {
      await openPage(page, path);
      const list = page.locator('.backroom-page:not([hidden]) .backroom-paged-table').first();
      if (!(await list.isVisible().catch(() => false))) continue;
      lists.push(path);
      await expect.poll(() => list.getAttribute('data-loading'), { timeout: 15_000, message: path }).toBe('false');
      const fault = await list.evaluate((node, width) => {
        const scroller = node.closest('.backroom-shell-scroll') as HTMLElement;
        if (scroller.scrollWidth > scroller.clientWidth + 1) return `scrolls sideways (${scroller.scrollWidth} px)`;
        if (node.getAttribute('data-layout') !== 'cards') return 'not shown as cards';
        const card = node.querySelector('.backroom-row-card');
        if (!card) return null; // an empty list
        const parts = [...card.querySelectorAll('.backroom-row-card-title, .backroom-row-card-field, .backroom-row-card-actions button')];
        if (!card.querySelector('.backroom-row-card-field')) return 'a card without fields';
        const outside = parts.filter((part) => {
          const box = part.getBoundingClientRect();
          return box.left < 0 || box.right > width || box.width === 0;
        });
        return outside.length ? `${outside.length} of the first row's parts outside the screen: ${outside.map((part) => part.textContent).join(' | ')}` : null;
      }, 390);
      if (fault) faults.push(`${path}: ${fault}`);
    }
    expect(lists.length).toBeGreaterThan(10);
    expect(faults).toEqual([]);
  }, 240_000);
});
