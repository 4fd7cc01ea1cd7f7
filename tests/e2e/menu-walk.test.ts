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
});
