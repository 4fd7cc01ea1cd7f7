// Which menu entries carry which count (spec §6), keyed by the entry's Screen component name. Pure: the server
// already sends 0 for a figure the identity is not given, and the client applies the same rules again, so a
// count can never reach the wrong menu whatever the server answers.
import { Screen } from '../../core/contract/index.ts';
import type { ScreenName } from '../../core/contract/index.ts';
import type { UserData } from '../../core/contract/api/staff.ts';
import {
  seesAbnormalOrderBadge,
  seesAuditBadge,
  seesComplaintAndReplenishmentBadges,
  seesSummedComplaintCount,
} from '../../core/rules/index.ts';
import type { BadgeCounts } from '../../core/contract/api/dashboard.ts';

/** The staff fields the rules read. */
export type BadgeHolder = Pick<UserData, 'roleCodes' | 'orgCategory'>;

/** Screen component name → the count its menu entry shows; only entries with something waiting are present. */
export type BadgesByScreen = Readonly<Partial<Record<ScreenName, number>>>;

const NONE: BadgesByScreen = Object.freeze({});

/** Whether any badge of spec §6 applies to the identity (no rule, no polling). */
export function seesAnyBadge(staff: BadgeHolder | null): boolean {
  if (staff === null) return false;
  return (
    seesAbnormalOrderBadge(staff) ||
    seesAuditBadge(staff) ||
    seesComplaintAndReplenishmentBadges(staff) ||
    seesSummedComplaintCount(staff)
  );
}

function positive(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * spec §6: abnormal orders for nooneshopOwner, unmannedShopErrorOrder, admin, adminOperation, systemOperate; the
 * organisation-audit badge for financialStaff and kefuzhinenggui; complaints and replenishment approvals for
 * operators (3); the summed complaint count for the platform (1).
 */
export function badgesByScreen(counts: BadgeCounts | null | undefined, staff: BadgeHolder | null): BadgesByScreen {
  if (!counts || staff === null) return NONE;
  const badges: Partial<Record<ScreenName, number>> = {};
  const put = (screen: ScreenName, allowed: boolean, value: unknown) => {
    const count = allowed ? positive(value) : 0;
    if (count > 0) badges[screen] = count;
  };
  put(Screen.abnormalOrders, seesAbnormalOrderBadge(staff), counts.abnormalOrders);
  put(Screen.merchantApplications, seesAuditBadge(staff), counts.orgAudit);
  const operator = seesComplaintAndReplenishmentBadges(staff);
  put(Screen.replenishmentPackages, operator, counts.replenishmentApprovals);
  // One complaints entry: operators see their order complaints, the platform the sum over both channels.
  put(Screen.complaints, operator, counts.complaints);
  if (badges[Screen.complaints] === undefined) put(Screen.complaints, seesSummedComplaintCount(staff), counts.complaintTotal);
  return Object.keys(badges).length === 0 ? NONE : badges;
}
