import type { BadgeCounts } from '../../src/core/contract/index.ts';
import { ComplaintKind } from '../../src/core/contract/index.ts';
import {
  seesAbnormalOrderBadge,
  seesAuditBadge,
  seesComplaintAndReplenishmentBadges,
  seesSummedComplaintCount,
} from '../../src/core/rules/roles.ts';
import type { Db, Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import { checkWindowStart } from '../db/calendar.ts';
import { countPendingComplaints } from '../modules/complaints/repository.ts';
import { countAbnormalOrders } from './dashboard.ts';
import { countAwaitingAudit } from '../modules/merchants/repository.ts';
import { countAwaitingPackages } from '../modules/replenishment/repository.ts';
import type { Scope } from '../db/scope.ts';

async function groupRoleCodes(db: Queryable, groupId: number): Promise<string> {
  const row = await one<{ codes: string | null }>(
    db,
    `SELECT string_agg(r.code, ',' ORDER BY r.id) AS codes FROM group_roles gr JOIN roles r ON r.id = gr.role_id WHERE gr.group_id = $1`,
    [groupId],
  );
  return row?.codes ?? '';
}

/**
 * The badges of spec §6 for the caller's scope. The server applies the same role and category rules as the client
 * (src/core/rules), and a figure the identity is not given is 0, so no count reaches staff the spec
 * withholds it from. Complaint badges count complaints received within the check window (spec §9: last 7 days).
 */
export async function badgeCounts(db: Db, scope: Scope, now: number): Promise<BadgeCounts> {
  const user = { roleCodes: await groupRoleCodes(db, scope.groupId), orgCategory: scope.orgCategory };
  const since = checkWindowStart(now);
  const operator = seesComplaintAndReplenishmentBadges(user);
  return {
    abnormalOrders: seesAbnormalOrderBadge(user) ? await countAbnormalOrders(db, scope) : 0,
    orgAudit: seesAuditBadge(user) ? await countAwaitingAudit(db.orm, scope) : 0,
    complaints: operator ? await countPendingComplaints(db.orm, scope, ComplaintKind.ORDER, since) : 0,
    replenishmentApprovals: operator ? await countAwaitingPackages(db.orm, scope) : 0,
    complaintTotal: seesSummedComplaintCount(user) ? await countPendingComplaints(db.orm, scope, null, since) : 0,
  };
}
