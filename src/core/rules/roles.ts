import type { UserData } from '../contract/api/staff.ts';
import {
  ABNORMAL_ORDER_ROLES,
  AUDIT_BADGE_ROLES,
  CONVENIENCE_ROLES,
  CROWD_ROLES,
  EXPORT_CACHE_CATEGORIES,
  FINANCE_BUTTON,
  HELP_VIEW,
  NEWER_PLATFORM_CATEGORIES,
  OrgCategory,
  Role,
} from '../contract/roles.ts';
import { holdsViewCode } from './permissions.ts';

type WithRoles = Pick<UserData, 'roleCodes'>;
type WithCategory = Pick<UserData, 'orgCategory'>;

/** The user's role codes: the comma string of spec §3, trimmed, empties dropped. */
export function roleCodesOf(user: WithRoles): string[] {
  const raw = typeof user.roleCodes === 'string' ? user.roleCodes : '';
  return raw
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

function holdsAnyRole(user: WithRoles, roles: readonly string[]): boolean {
  return roleCodesOf(user).some((code) => roles.includes(code));
}

function inCategories(user: WithCategory, categories: readonly OrgCategory[]): boolean {
  return user.orgCategory !== null && categories.includes(user.orgCategory);
}

/** Notified of abnormal unattended-shop orders (spec §6). */
export function seesAbnormalOrderBadge(user: WithRoles): boolean {
  return holdsAnyRole(user, ABNORMAL_ORDER_ROLES);
}

/** Sees the organisation-audit badge (spec §6). */
export function seesAuditBadge(user: WithRoles): boolean {
  return holdsAnyRole(user, AUDIT_BADGE_ROLES);
}

/** Redirected to the store pages after login (spec §4, §6). */
export function isConvenienceRole(user: WithRoles): boolean {
  return holdsAnyRole(user, CONVENIENCE_ROLES);
}

export type ConvenienceRole = typeof Role.CONVENIENCE_STORE_MANAGER | typeof Role.CONVENIENCE_ADMIN;

/**
 * Which convenience landing applies (spec §4): the store manager goes to a single store, the admin to the
 * store home. A user holding both is treated as the store manager, the narrower role, which spec §4 lists first.
 */
export function convenienceRoleOf(user: WithRoles): ConvenienceRole | null {
  const codes = roleCodesOf(user);
  if (codes.includes(Role.CONVENIENCE_STORE_MANAGER)) return Role.CONVENIENCE_STORE_MANAGER;
  if (codes.includes(Role.CONVENIENCE_ADMIN)) return Role.CONVENIENCE_ADMIN;
  return null;
}

/** Operators see complaint-order and replenishment-approval badges (spec §6). */
export function seesComplaintAndReplenishmentBadges(user: WithCategory): boolean {
  return user.orgCategory === OrgCategory.OPERATOR;
}

/** The platform sees one summed complaint count (spec §6). */
export function seesSummedComplaintCount(user: WithCategory): boolean {
  return user.orgCategory === OrgCategory.PLATFORM;
}

/** Categories 1, 2, 3 see the export-task cache list unless a crowd role is held (spec §6). */
export function seesExportCache(user: WithCategory & WithRoles): boolean {
  return inCategories(user, EXPORT_CACHE_CATEGORIES) && !holdsAnyRole(user, CROWD_ROLES);
}

/**
 * Balance warnings: operator, organisation on the watch list, finance:btn held (spec §4, §6).
 * '*:*:*' counts as holding finance:btn, as it does for every other button permission.
 */
export function needsBalanceWarning(
  user: WithCategory & Pick<UserData, 'balanceWatch'>,
  viewCodes: readonly string[],
): boolean {
  return user.orgCategory === OrgCategory.OPERATOR && user.balanceWatch === true && holdsViewCode(viewCodes, FINANCE_BUTTON);
}

/** The help-centre icon needs help:view, or '*:*:*' (spec §2, §6). */
export function seesHelpIcon(viewCodes: readonly string[]): boolean {
  return holdsViewCode(viewCodes, HELP_VIEW);
}

/** Message notifications are for every category but the platform; no current organisation shows none (spec §2). */
export function seesMessageIcon(user: WithCategory): boolean {
  return user.orgCategory !== null && user.orgCategory !== OrgCategory.PLATFORM;
}

/** Platform and producer staff are told to use the newer platform (spec §1). */
export function isToldToUseNewerPlatform(user: WithCategory): boolean {
  return inCategories(user, NEWER_PLATFORM_CATEGORIES);
}
