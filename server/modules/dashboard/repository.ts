// The home page's figures and the badges of spec §6, read through the owning modules' functions (never their tables).
import type { BadgeCounts, DashboardSummary, SalesTrendPoint } from '../../../src/core/contract/api/dashboard.ts';
import { ComplaintKind } from '../../../src/core/contract/index.ts';
import {
  seesAbnormalOrderBadge,
  seesAuditBadge,
  seesComplaintAndReplenishmentBadges,
  seesSummedComplaintCount,
} from '../../../src/core/rules/index.ts';
import { DAY_MS, OFFSET_MS, businessDay, checkWindowStart, dateOfDay, startOfDay, startOfWeek } from '../../db/calendar.ts';
import type { Orm } from '../../db/db.ts';
import type { Scope } from '../../db/scope.ts';
import { countPendingComplaints } from '../complaints/repository.ts';
import { deviceFigures } from '../devices/repository.ts';
import { countAwaitingAudit } from '../merchants/repository.ts';
import { countAbnormalOrders, orderFigures, salesByDay } from '../orders/repository.ts';
import { countAwaitingPackages } from '../replenishment/repository.ts';

/** The home page's figures for the caller's organisation and department subtree, from the stored rows. */
export async function dashboardFigures(orm: Orm, scope: Scope, now: number): Promise<DashboardSummary> {
  const todayStart = startOfDay(now);
  const weekStart = startOfWeek(now);
  return {
    devices: await deviceFigures(orm, scope),
    orders: await orderFigures(orm, scope, todayStart, weekStart),
    pendingComplaints: await pendingComplaintFigure(orm, scope, checkWindowStart(now)),
    pendingReplenishments: await countAwaitingPackages(orm, scope),
    abnormalOrders: await countAbnormalOrders(orm, scope),
    todayStart,
    weekStart,
  };
}

/**
 * 待处理客诉, one figure for the home page and the badges (issue 16): complaints not completed and received within the
 * check window (spec §9: last 7 days): the order complaints of both channels, as the 支付客诉 badge counts them, and
 * risk complaints too for platform staff, whose badge sums both (spec §6).
 */
function pendingComplaintFigure(orm: Orm, scope: Scope, since: number): Promise<number> {
  return countPendingComplaints(orm, scope, seesSummedComplaintCount(scope) ? null : ComplaintKind.ORDER, since);
}

/** Orders and net sales per business day over the last `days` days, today included, oldest first; empty days are 0. */
export async function salesTrend(orm: Orm, scope: Scope, now: number, days: number): Promise<SalesTrendPoint[]> {
  const today = businessDay(now);
  const first = today - days + 1;
  const rows = await salesByDay(orm, scope, first * DAY_MS - OFFSET_MS, (today + 1) * DAY_MS - OFFSET_MS);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, index) => {
    const day = first + index;
    const row = byDay.get(day);
    return { date: dateOfDay(day), orders: row?.orders ?? 0, sales: row?.sales ?? 0 };
  });
}

/**
 * The badges of spec §6 for the caller's scope. The server applies the same role and category rules as the client
 * (src/core/rules), and a figure the identity is not given is 0, so no count reaches staff the spec withholds it
 * from. Complaint badges count complaints received within the check window (spec §9: last 7 days).
 */
export async function badgeFigures(orm: Orm, scope: Scope, now: number): Promise<BadgeCounts> {
  const since = checkWindowStart(now);
  const operator = seesComplaintAndReplenishmentBadges(scope);
  return {
    abnormalOrders: seesAbnormalOrderBadge(scope) ? await countAbnormalOrders(orm, scope) : 0,
    orgAudit: seesAuditBadge(scope) ? await countAwaitingAudit(orm, scope) : 0,
    complaints: operator ? await pendingComplaintFigure(orm, scope, since) : 0,
    replenishmentApprovals: operator ? await countAwaitingPackages(orm, scope) : 0,
    complaintTotal: seesSummedComplaintCount(scope) ? await pendingComplaintFigure(orm, scope, since) : 0,
  };
}
