import { afterAll, beforeAll, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, logIn } from './shell-helpers.ts';
import { adminPages, openPage } from './admin-pages.ts';
import { axeViolations, blocking } from './axe.ts';

let office: BackOffice;
beforeAll(async () => { office = await startBackOffice(); });
afterAll(async () => { await office?.close(); });
it('dumps', async () => {
  const { page } = await office.newPage({ path: '/login' });
  await page.getByPlaceholder(/手机号|Phone/).waitFor();
  const out: Record<string, unknown> = { login: blocking(await axeViolations(page)) };
  await logIn(page, ADMIN);
  const pages = await adminPages(page, office.url);
  out.pages = pages;
  for (const path of pages) {
    await openPage(page, path);
    out[path] = blocking(await axeViolations(page));
  }
  out.html = await page.evaluate(() => document.querySelector('admin-shell')!.shadowRoot!.querySelector('.backroom-sidebar')!.outerHTML.slice(0, 6000));
  out.tabs = await page.evaluate(() => document.querySelector('admin-shell')!.shadowRoot!.querySelector('.backroom-tabs')!.outerHTML.slice(0, 6000));
  writeFileSync('/tmp/a11y/dump.json', JSON.stringify(out, null, 1));
}, 300_000);
