// spec §6 on the client: which menu entry shows which count, for each role and organisation category.
import { describe, expect, it } from 'vitest';
import { OrgCategory, Role, Screen } from '../../../src/core/contract/index.ts';
import { badgesByScreen, seesAnyBadge } from '../../../src/features/badges/badgesByScreen.ts';
import type { BadgeHolder } from '../../../src/features/badges/badgesByScreen.ts';
import type { BadgeCounts } from '../../../src/core/contract/api/dashboard.ts';

/** Every figure positive and different, as if the server had sent them all: the client rules alone decide. */
const COUNTS: BadgeCounts = { abnormalOrders: 3, orgAudit: 5, complaints: 7, replenishmentApprovals: 11, complaintTotal: 13 };

const staff = (roleCodes: string, orgCategory: BadgeHolder['orgCategory']): BadgeHolder => ({ roleCodes, orgCategory });
const { PLATFORM, BRAND_OWNER, OPERATOR, PRODUCER, SUPPLIER } = OrgCategory;

describe('badgesByScreen: each rule of spec §6', () => {
  it.each([Role.NOONESHOP_OWNER, Role.UNMANNED_SHOP_ERROR_ORDER, Role.ADMIN, Role.ADMIN_OPERATION, Role.SYSTEM_OPERATE])(
    '%s sees the abnormal-order count on the abnormal orders entry, and nothing else',
    (role) => {
      expect(badgesByScreen(COUNTS, staff(role, BRAND_OWNER))).toEqual({ [Screen.abnormalOrders]: 3 });
    },
  );

  it.each([Role.FINANCIAL_STAFF, Role.KEFU_ZHINENGGUI])('%s sees the organisation-audit badge on merchant applications', (role) => {
    expect(badgesByScreen(COUNTS, staff(role, SUPPLIER))).toEqual({ [Screen.merchantApplications]: 5 });
  });

  it('operators (3) see complaint orders on complaints and replenishment approvals on packages', () => {
    expect(badgesByScreen(COUNTS, staff('operatorStaff', OPERATOR))).toEqual({
      [Screen.complaints]: 7,
      [Screen.replenishmentPackages]: 11,
    });
  });

  it('the platform (1) sees the summed complaint count on complaints', () => {
    expect(badgesByScreen(COUNTS, staff('platformStaff', PLATFORM))).toEqual({ [Screen.complaints]: 13 });
  });

  it.each([
    ['a brand owner', staff('brandManager', BRAND_OWNER)],
    ['a producer', staff('producerStaff', PRODUCER)],
    ['a supplier', staff('supplierStaff', SUPPLIER)],
    ['a convenience store manager', staff(Role.CONVENIENCE_STORE_MANAGER, BRAND_OWNER)],
    ['a user without roles', staff('', SUPPLIER)],
    ['an identity without an organisation', staff('operatorStaff', null)],
  ])('%s sees no badge, whatever the server sent', (_who, holder) => {
    expect(badgesByScreen(COUNTS, holder)).toEqual({});
    expect(seesAnyBadge(holder)).toBe(false);
  });

  it('roles and categories add up: an operator admin with finance duties sees every operator badge', () => {
    expect(badgesByScreen(COUNTS, staff(`operatorStaff,${Role.ADMIN},${Role.FINANCIAL_STAFF}`, OPERATOR))).toEqual({
      [Screen.abnormalOrders]: 3,
      [Screen.merchantApplications]: 5,
      [Screen.complaints]: 7,
      [Screen.replenishmentPackages]: 11,
    });
  });

  it('platform operations with customer service (persona 13800000003) see abnormal orders, audits and the summed complaints', () => {
    expect(badgesByScreen(COUNTS, staff(`${Role.SYSTEM_OPERATE},${Role.KEFU_ZHINENGGUI}`, PLATFORM))).toEqual({
      [Screen.abnormalOrders]: 3,
      [Screen.merchantApplications]: 5,
      [Screen.complaints]: 13,
    });
  });

  it('reads role codes as spec §3 writes them: a comma string, blanks trimmed', () => {
    expect(badgesByScreen(COUNTS, staff(` brandManager , ${Role.UNMANNED_SHOP_ERROR_ORDER} ,`, BRAND_OWNER))).toEqual({
      [Screen.abnormalOrders]: 3,
    });
    expect(badgesByScreen(COUNTS, staff('administrator', BRAND_OWNER))).toEqual({});
  });
});

describe('badgesByScreen: counts', () => {
  const operatorAdmin = staff(`${Role.ADMIN},${Role.FINANCIAL_STAFF}`, OPERATOR);

  it('leaves out an entry with nothing waiting', () => {
    expect(badgesByScreen({ ...COUNTS, abnormalOrders: 0, replenishmentApprovals: 0 }, operatorAdmin)).toEqual({
      [Screen.merchantApplications]: 5,
      [Screen.complaints]: 7,
    });
  });

  it('an operator never falls back to the platform sum when its own complaint count is 0', () => {
    expect(badgesByScreen({ ...COUNTS, complaints: 0 }, staff('operatorStaff', OPERATOR))).toEqual({ [Screen.replenishmentPackages]: 11 });
  });

  it('ignores what is not a positive number', () => {
    const odd = { abnormalOrders: -2, orgAudit: Number.NaN, complaints: '4', replenishmentApprovals: null, complaintTotal: 1 } as unknown as BadgeCounts;
    expect(badgesByScreen(odd, operatorAdmin)).toEqual({ [Screen.complaints]: 4 });
  });

  it('shows nothing before the counts or the identity are known', () => {
    expect(badgesByScreen(undefined, operatorAdmin)).toEqual({});
    expect(badgesByScreen(null, operatorAdmin)).toEqual({});
    expect(badgesByScreen(COUNTS, null)).toEqual({});
    expect(seesAnyBadge(null)).toBe(false);
  });

  it('polls only for identities some rule applies to', () => {
    expect(seesAnyBadge(staff(Role.NOONESHOP_OWNER, SUPPLIER))).toBe(true);
    expect(seesAnyBadge(staff(Role.KEFU_ZHINENGGUI, SUPPLIER))).toBe(true);
    expect(seesAnyBadge(staff('', OPERATOR))).toBe(true);
    expect(seesAnyBadge(staff('', PLATFORM))).toBe(true);
  });
});
