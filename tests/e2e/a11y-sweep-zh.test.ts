// Accessibility sweep in Chinese: axe-core's WCAG 2.1 A/AA rules over the login screen and every page of the
// administrator 赵敏 (every menu), and every dialog, side sheet, popconfirm and menu that the pages' own buttons, the
// top bar and a filter open (each kind once, within the popup layer it opened in: the page behind was measured).
// The same walk finds a working screen behind every menu the seed grants (issue 16): the administrator holds every
// menu, opens each page in turn as the sidebar would, and none says 暂未开放 or 页面暂不可用 (the device pages 在线报表,
// 设备控制台 and 设备监控大屏 are device panels since issue 10).
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

/** Each page walked and whether it was a dead end: filled by the sweep, read by the walk's own test. */
const walked = new Map<string, boolean>();

describe('axe sweep in Chinese (WCAG 2.1 A/AA): the administrator\'s pages and what their buttons open', () => {
  it('finds no critical or serious violation', async () => {
    const violations = await adminSweep(office, 'zh', '/login', true, (path, text) => {
      walked.set(path, /暂未开放|页面暂不可用/.test(text));
    });
    expect(violations).toEqual([]);
  }, 300_000);
});

describe('walking every menu', () => {
  it('finds a working screen behind every page the administrator is given', () => {
    expect(walked.size).toBeGreaterThan(20);
    expect([...walked].filter(([, deadEnd]) => deadEnd).map(([path]) => path)).toEqual([]);
  });
});
