// Accessibility sweep of the operator 王建国 in Chinese and English: axe-core's WCAG 2.1 A/AA rules over his 选择身份
// dialog (no identity chosen at first) and every page of his operator group. The dialogs those pages open are the
// administrator's kinds, measured in each language by the administrator's sweeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { operatorSweep } from './a11y.ts';

let office: BackOffice;
beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

describe('axe sweep of the operator (WCAG 2.1 A/AA): 选择身份 and every page, in Chinese and English', () => {
  it('finds no critical or serious violation in Chinese', async () => {
    expect(await operatorSweep(office, 'zh', '/login')).toEqual([]);
  }, 200_000);

  it('finds no critical or serious violation in English', async () => {
    expect(await operatorSweep(office, 'en', '/en/login')).toEqual([]);
  }, 200_000);
});
