// The English walk: after a login at /en/login every page a persona is given reads in English (the administrator's
// pages are read by the English accessibility sweep, a11y-sweep-en.test.ts, on its own walk). Any Chinese text on a
// page must be user data (names, addresses, notes staff typed, as the seed holds them), never a status, dictionary
// value, reason, breadcrumb, notification, task name, chart label or unit the system writes. One test file per group
// of personas (the runner spreads the files over its jobs); a page already walked in the file with the same menu and
// the same kind of organisation (its wording) is not walked again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { currentStaffInfo } from '../../src/core/contract/api/staff.ts';
import type { UserData } from '../../src/core/contract/api/staff.ts';
import { adminPages, openPage } from './admin-pages.ts';
import { loginWithPassword, startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { closeAnnouncement, shown } from './shell-helpers.ts';

/** Tables whose text the system writes (dictionaries, menus, task names, notifications): never user data. */
const SYSTEM_TABLES = new Set(['concepts', 'menus', 'channels', 'notifications', 'export_tasks', 'app_meta', 'device_ops_log', 'sms_outbox']);
const CJK_RANGE = '\\u3400-\\u9fff\\uff00-\\uffef\\u3000-\\u303f';
const CJK = new RegExp(`[${CJK_RANGE}]+`, 'g');
const HAS_CJK = new RegExp(`[${CJK_RANGE}]`);

/** A persona to walk: a demo account and, for an account of several identities, the group to log in as. */
export interface Walker {
  phone: string;
  /** The identity (user group id) made current before the login; none: the account's own. */
  groupId?: number;
}

/** Every text value of the tables that hold what people typed (the seed's names, addresses, notes). */
export async function userData(office: BackOffice): Promise<string[]> {
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
  // Longest first: a name inside a longer address is taken out with the address.
  return values.sort((a, b) => b.length - a.length);
}

/** The Chinese runs of a page's text that are not part of some user data value. */
export function systemChinese(text: string, data: readonly string[]): string[] {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => HAS_CJK.test(line));
  const left: string[] = [];
  for (const line of lines) {
    let rest = line;
    for (const value of data) if (value && rest.includes(value)) rest = rest.split(value).join(' ');
    for (const run of rest.match(CJK) ?? []) if (!data.some((value) => value.includes(run))) left.push(`${run}  ⟵ ${line}`);
  }
  return left;
}

/** Logs `walker` in at /en/login in a context of its own and waits for the page it lands on. */
async function logInEnglish(office: BackOffice, walker: Walker): Promise<Page> {
  if (walker.groupId !== undefined) {
    await office.server.app.db.query('UPDATE users SET current_group_id = $1 WHERE phone = $2', [walker.groupId, walker.phone]);
  }
  const { page } = await office.newPage({ path: '/en/login' });
  await loginWithPassword(page, walker.phone);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  // The page it lands on is up (a redirect from / has happened) before notices are looked for.
  await expect.poll(() => shown(page), { timeout: 15_000 }).toBeTruthy();
  await closeAnnouncement(page, null);
  return page;
}

/**
 * Walks every page of each walker in English and answers the Chinese system texts found (`path: run ⟵ line`) and
 * the number of pages read; a page already read for the same kind of organisation is skipped.
 */
export async function englishWalk(office: BackOffice, walkers: readonly Walker[]): Promise<{ found: string[]; pages: number }> {
  const data = await userData(office);
  const walked = new Set<string>();
  const found: string[] = [];
  for (const walker of walkers) {
    const page = await logInEnglish(office, walker);
    const staff = await page.evaluate(async (path) => {
      const answer = await fetch(path, { headers: { Authorization: `Bearer ${localStorage.getItem('backroom:token')}`, Client: 'web' } });
      return ((await answer.json()) as { data: UserData }).data;
    }, currentStaffInfo.path);
    // The page it landed on, as the workspace names it (the address may still be / while the home is being shown).
    const landing = (await shown(page)) ?? (await page.evaluate(() => location.pathname + location.search));
    const paths = await adminPages(page, office.url);
    expect(paths.length, `${walker.phone} has pages`).toBeGreaterThan(0);
    for (const path of [landing, ...paths]) {
      const key = `${staff.orgCategory ?? ''} ${path}`;
      if (walked.has(key)) continue;
      walked.add(key);
      const label = `${staff.name}/${staff.orgName ?? ''} ${path}`;
      for (const run of systemChinese(await openPage(page, path), data)) found.push(`${label}: ${run}`);
    }
    await page.context().close();
  }
  return { found, pages: walked.size };
}

/**
 * The test of one walk file: its own server and browser, the walkers in turn, no Chinese system text found; `who`
 * names them in the test's title.
 */
export function describeEnglishWalk(who: string, walkers: readonly Walker[], minPages: number): void {
  let office: BackOffice;
  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office?.close();
  });
  describe('English throughout', () => {
    it(`finds no system text in Chinese on any page of ${who} after /en/login`, async () => {
      const started = performance.now();
      const { found, pages } = await englishWalk(office, walkers);
      console.log(`English walk of ${who}: ${pages} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      expect(pages).toBeGreaterThan(minPages);
      expect(found).toEqual([]);
    }, 300_000);
  });
}
