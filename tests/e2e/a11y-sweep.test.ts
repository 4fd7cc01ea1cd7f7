// Accessibility sweep: axe-core's WCAG 2.1 A/AA rules over the login screen and every page the administrator is
// given, in Chinese (/login) and English (/en/login), reading into the shell's open shadow root. One server, one
// browser, one page per language walked through the menus. Fails on any critical or serious violation; the counts
// per rule are printed first to say where they come from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, logIn } from './shell-helpers.ts';
import { adminPages, openPage } from './admin-pages.ts';
import { axeViolations, blocking } from './axe.ts';
import type { Violation } from './axe.ts';

let office: BackOffice;
beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

interface Finding extends Violation {
  where: string;
}

async function sweep(language: string, loginPath: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const check = async (page: Page, where: string) => {
    let found = blocking(await axeViolations(page));
    if (found.length > 0) {
      // A list still loading dims its rows under Semi's spinner (opacity .5): measure the page once it has loaded.
      await expect.poll(() => page.locator('.semi-spin-spinning').count(), { timeout: 15_000, message: where }).toBe(0);
      found = blocking(await axeViolations(page));
    }
    for (const violation of found) findings.push({ ...violation, where });
  };
  const { page } = await office.newPage({ path: loginPath });
  await page.getByPlaceholder(/手机号|Phone/).waitFor();
  await check(page, loginPath);
  await logIn(page, ADMIN);
  const pages = await adminPages(page, office.url);
  expect(pages.length).toBeGreaterThan(20);
  for (const path of pages) {
    await openPage(page, path);
    await check(page, path);
  }
  const perRule = new Map<string, { impact: string; nodes: number; pages: Set<string> }>();
  for (const finding of findings) {
    const entry = perRule.get(finding.rule) ?? { impact: finding.impact, nodes: 0, pages: new Set<string>() };
    entry.nodes += finding.nodes.length;
    entry.pages.add(finding.where);
    perRule.set(finding.rule, entry);
  }
  const count = (impact: string) => findings.filter((finding) => finding.impact === impact).reduce((sum, finding) => sum + finding.nodes.length, 0);
  console.log(`[axe ${language}] ${pages.length + 1} pages: ${count('critical')} critical, ${count('serious')} serious`);
  for (const [rule, entry] of [...perRule].sort((a, b) => b[1].nodes - a[1].nodes)) {
    console.log(`[axe ${language}]   ${rule} (${entry.impact}): ${entry.nodes} nodes on ${entry.pages.size} pages`);
  }
  return findings;
}

const describeFindings = (findings: Finding[]) =>
  findings.flatMap((finding) => finding.nodes.slice(0, 3).map((node) => `${finding.where} ${finding.rule} (${finding.impact}) ${node.target} ${node.html} | ${node.summary}`));

describe('axe sweep (WCAG 2.1 A/AA) over the administrator\'s pages', () => {
  it('finds no critical or serious violation in Chinese', async () => {
    expect(describeFindings(await sweep('zh', '/login'))).toEqual([]);
  }, 300_000);

  it('finds no critical or serious violation in English', async () => {
    expect(describeFindings(await sweep('en', '/en/login'))).toEqual([]);
  }, 300_000);
});
