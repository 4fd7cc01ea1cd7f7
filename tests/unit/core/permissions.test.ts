import { describe, expect, it } from 'vitest';
import type { OrgCategory } from '../../../src/core/contract/roles.ts';
import {
  convenienceRoleOf,
  hasPermission,
  holdsViewCode,
  isConvenienceRole,
  isToldToUseNewerPlatform,
  maskPhone,
  needsBalanceWarning,
  roleCodesOf,
  seesAbnormalOrderBadge,
  seesAuditBadge,
  seesComplaintAndReplenishmentBadges,
  seesExportCache,
  seesHelpIcon,
  seesMessageIcon,
  seesSummedComplaintCount,
} from '../../../src/core/rules/index.ts';

// Spec values are written out literally, so changing a contract constant makes these tests fail.
const PERMISSION_TAG_MISSING = '请设置操作权限标签值，例如 v-hasPermi="[\'system:user:add\']"';

const withRoles = (roleCodes: string) => ({ roleCodes });
const inCategory = (orgCategory: number | null, roleCodes = '') => ({ orgCategory: orgCategory as OrgCategory | null, roleCodes });

describe('spec §5 a button-permission marker needs a non-empty array', () => {
  it.each<[string, unknown]>([
    ['an empty list', []],
    ['a bare string', 'system:user:add'],
    ['undefined', undefined],
    ['null', null],
  ])('throws 请设置操作权限标签值 for %s', (_label, required) => {
    expect(() => hasPermission(['system:user:add'], required as string[])).toThrow(new Error(PERMISSION_TAG_MISSING));
  });

  it('throws even for a *:*:* holder, because the marker itself is wrong', () => {
    expect(() => hasPermission(['*:*:*'], [])).toThrow(PERMISSION_TAG_MISSING);
  });
});

describe('spec §6 button permissions come from the view codes', () => {
  it.each<[string, string[], string[], boolean]>([
    ['*:*:* sees everything', ['*:*:*'], ['system:user:add'], true],
    ['the one required code held', ['system:user:add'], ['system:user:add'], true],
    ['one of several required codes held', ['system:user:edit'], ['system:user:add', 'system:user:edit'], true],
    ['no required code held', ['system:user:edit'], ['system:user:add'], false],
    ['no view codes at all', [], ['system:user:add'], false],
    ['a partial wildcard is not *:*:*', ['*:*'], ['system:user:add'], false],
    ['a pattern is not expanded', ['system:user:*'], ['system:user:add'], false],
    ['codes are case-sensitive', ['System:User:Add'], ['system:user:add'], false],
  ])('%s', (_label, viewCodes, required, expected) => {
    expect(hasPermission(viewCodes, required)).toBe(expected);
  });

  it('holdsViewCode checks one code the same way', () => {
    expect(holdsViewCode(['*:*:*'], 'finance:btn')).toBe(true);
    expect(holdsViewCode(['finance:btn'], 'finance:btn')).toBe(true);
    expect(holdsViewCode(['help:view'], 'finance:btn')).toBe(false);
  });
});

describe('spec §3 roleCodes is a comma string', () => {
  it.each<[string, unknown, string[]]>([
    ['one code', 'admin', ['admin']],
    ['trimmed, empties dropped', ' admin , ,financialStaff,', ['admin', 'financialStaff']],
    ['empty string', '', []],
    ['missing', undefined, []],
  ])('%s', (_label, roleCodes, expected) => {
    expect(roleCodesOf({ roleCodes: roleCodes as string })).toEqual(expected);
  });
});

describe('spec §6 abnormal unattended-shop order notice', () => {
  it.each<[string, boolean]>([
    ['nooneshopOwner', true],
    ['unmannedShopErrorOrder', true],
    ['admin', true],
    ['adminOperation', true],
    ['systemOperate', true],
    ['financialStaff', false],
    ['convenienceAdmin', false],
    ['Admin', false],
    ['administrator', false],
    ['', false],
    ['financialStaff, systemOperate', true],
  ])('roleCodes %j → %s', (roleCodes, expected) => {
    expect(seesAbnormalOrderBadge(withRoles(roleCodes))).toBe(expected);
  });
});

describe('spec §6 organisation-audit badge', () => {
  it.each<[string, boolean]>([
    ['financialStaff', true],
    ['kefuzhinenggui', true],
    ['admin', false],
    ['nooneshopOwner', false],
    ['admin,kefuzhinenggui', true],
    ['', false],
  ])('roleCodes %j → %s', (roleCodes, expected) => {
    expect(seesAuditBadge(withRoles(roleCodes))).toBe(expected);
  });
});

describe('spec §6 convenience roles are redirected to store pages', () => {
  it.each<[string, boolean, string | null]>([
    ['convenienceStoreManager', true, 'convenienceStoreManager'],
    ['convenienceAdmin', true, 'convenienceAdmin'],
    ['convenienceAdmin,convenienceStoreManager', true, 'convenienceStoreManager'],
    ['admin', false, null],
    ['', false, null],
  ])('roleCodes %j → convenience %s, landing role %s', (roleCodes, isConvenience, role) => {
    expect(isConvenienceRole(withRoles(roleCodes))).toBe(isConvenience);
    expect(convenienceRoleOf(withRoles(roleCodes))).toBe(role);
  });
});

describe('spec §1, §2, §6 rules by organisation category', () => {
  // category, operator badges, summed complaints, export cache, message icon, newer platform
  it.each<[number | null, boolean, boolean, boolean, boolean, boolean]>([
    [1, false, true, true, false, true],
    [2, false, false, true, true, false],
    [3, true, false, true, true, false],
    [4, false, false, false, true, true],
    [5, false, false, false, true, false],
    [null, false, false, false, false, false],
  ])('category %s', (category, operatorBadges, summed, exportCache, messageIcon, newerPlatform) => {
    const user = inCategory(category);
    expect(seesComplaintAndReplenishmentBadges(user)).toBe(operatorBadges);
    expect(seesSummedComplaintCount(user)).toBe(summed);
    expect(seesExportCache(user)).toBe(exportCache);
    expect(seesMessageIcon(user)).toBe(messageIcon);
    expect(isToldToUseNewerPlatform(user)).toBe(newerPlatform);
  });
});

describe('spec §6 export-task cache list is hidden from crowd roles', () => {
  it.each<[number, string, boolean]>([
    [1, 'crowdsourceWorker', false],
    [2, 'crowdsourceManager', false],
    [3, 'admin,crowdsourceWorker', false],
    [3, 'admin', true],
    [3, 'crowdsource', true],
  ])('category %s with roles %j → %s', (category, roleCodes, expected) => {
    expect(seesExportCache(inCategory(category, roleCodes))).toBe(expected);
  });
});

describe('spec §4, §6 balance warnings: operator, watch list and finance:btn', () => {
  it.each<[number | null, boolean, string[], boolean]>([
    [3, true, ['finance:btn'], true],
    [3, true, ['*:*:*'], true],
    [3, true, ['help:view'], false],
    [3, true, [], false],
    [3, false, ['finance:btn'], false],
    [1, true, ['finance:btn'], false],
    [2, true, ['finance:btn'], false],
    [4, true, ['*:*:*'], false],
    [5, true, ['finance:btn'], false],
    [null, true, ['finance:btn'], false],
  ])('category %s, watched %s, codes %j → %s', (category, balanceWatch, viewCodes, expected) => {
    const user = { orgCategory: category as OrgCategory | null, balanceWatch };
    expect(needsBalanceWarning(user, viewCodes)).toBe(expected);
  });
});

describe('spec §2, §6 help icon needs help:view', () => {
  it.each<[string[], boolean]>([
    [['help:view'], true],
    [['*:*:*'], true],
    [['help:edit', 'finance:btn'], false],
    [[], false],
  ])('codes %j → %s', (viewCodes, expected) => {
    expect(seesHelpIcon(viewCodes)).toBe(expected);
  });
});

describe('spec §6, §9 phone masked as **** when phoneHide is set', () => {
  it.each<[string | null | undefined, boolean, string]>([
    ['13800000001', true, '138****0001'],
    ['13800000001', false, '13800000001'],
    [' 13912345678 ', true, '139****5678'],
    ['85291234567890', true, '852****7890'],
    ['91234567', true, '****'],
    ['1234567890', true, '****'],
    ['', true, ''],
    [null, true, ''],
    [undefined, false, ''],
  ])('%j hidden=%s → %j', (phone, phoneHide, expected) => {
    expect(maskPhone(phone, phoneHide)).toBe(expected);
  });

  it('never shows more than 7 of the digits of a hidden number', () => {
    for (let length = 1; length <= 20; length += 1) {
      const phone = '9'.repeat(length);
      const visibleDigits = maskPhone(phone, true).replace(/\*/g, '').length;
      expect(visibleDigits).toBeLessThanOrEqual(Math.min(7, Math.max(0, length - 4)));
    }
  });
});
