// The help centre describes what the product does (issue 16): a section for every area of the seeded menus and none
// for an area that has no menu, and no promise of an action the contract has no call for.
import { describe, expect, it } from 'vitest';
import { bundleFor } from '../../src/core/i18n/index.ts';
import { HELP_SECTIONS } from '../../src/features/help/sections.ts';
import { MENUS } from '../../server/modules/org/seed-menus.ts';
import { contractCalls } from '../support/contract-calls.ts';

const shellText = (key: string, locale: 'zh-CN' | 'en') => (bundleFor(locale) as { shell: Record<string, string> }).shell[key];

describe('the help centre', () => {
  it('has a section for every top-level area of the seeded menus, and each section names a seeded area', () => {
    const areas = MENUS.filter((menu) => menu.parentId === 0 && menu.category === 1 && menu.route !== '/dashboard').map((menu) => menu.route);
    const described = HELP_SECTIONS.flatMap((section) => (section.menuRoute ? [section.menuRoute] : []));
    expect([...described].sort()).toEqual([...areas].sort());
  });

  it('promises device commands only once the contract has calls that send them', async () => {
    const commands = (await contractCalls()).some(({ call }) => call.path.startsWith('/api/iot/ops'));
    const devices = HELP_SECTIONS.find((section) => section.id === 'devices');
    const zh = shellText(devices?.body ?? '', 'zh-CN');
    expect(zh).toBeTruthy();
    if (!commands) expect(zh).not.toMatch(/指令|锁机|重启|抓拍/);
  });

  it('every section reads in both languages', () => {
    for (const section of HELP_SECTIONS) {
      for (const locale of ['zh-CN', 'en'] as const) {
        expect(shellText(section.title, locale), `${section.id} ${locale}`).toBeTruthy();
        expect(shellText(section.body, locale), `${section.id} ${locale}`).toBeTruthy();
      }
    }
  });
});
