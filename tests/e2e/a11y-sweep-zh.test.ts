// Accessibility sweep in Chinese: axe-core's WCAG 2.1 A/AA rules over the login screen and every page of the
// administrator 赵敏 (every menu), and every dialog, side sheet, popconfirm and menu that the pages' own buttons, the
// top bar and a filter open (each kind once, within the popup layer it opened in: the page behind was measured).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { adminSweep } from './a11y.ts';

let office: BackOffice;
beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('axe sweep in Chinese (WCAG 2.1 A/AA): the administrator\'s pages and what their buttons open', () => {
  it('finds no critical or serious violation', async () => {
    expect(await adminSweep(office, 'zh', '/login', true)).toEqual([]);
  }, 300_000);
});
