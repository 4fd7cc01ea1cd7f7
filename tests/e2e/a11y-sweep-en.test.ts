// Accessibility sweep in English: axe-core's WCAG 2.1 A/AA rules over /en/login and every page of the administrator
// 赵敏 (every menu), and every dialog, side sheet, popconfirm and menu that the pages' own buttons, the top bar and a
// filter open (each kind once, within the popup layer it opened in).
// The same walk is the administrator's English walk (tests/e2e/english-walk.ts): after a login at /en/login every page
// reads in English; Chinese on a page is user data only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { adminSweep } from './a11y.ts';
import { systemChinese, userData } from './english-walk.ts';

let office: BackOffice;
beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

/** Each page walked and the Chinese system text on it: filled by the sweep, read by the English test. */
const walked = new Map<string, string[]>();

describe('axe sweep in English (WCAG 2.1 A/AA): the administrator\'s pages and what their buttons open', () => {
  it('finds no critical or serious violation', async () => {
    const data = await userData(office);
    const violations = await adminSweep(office, 'en', '/en/login', true, (path, text) => walked.set(path, systemChinese(text, data)));
    expect(violations).toEqual([]);
  }, 300_000);
});

describe('English throughout', () => {
  it('finds no system text in Chinese on any page of the administrator after /en/login', () => {
    expect(walked.size).toBeGreaterThan(20);
    expect([...walked].flatMap(([path, runs]) => runs.map((run) => `${path}: ${run}`))).toEqual([]);
  });
});
