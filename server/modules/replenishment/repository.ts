import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ReplenishmentApproval, ReplenishmentPackage, TallyRecord } from '../../../src/core/contract/api/replenishment.ts';
import { ReplenishmentStatus } from '../../../src/core/contract/index.ts';
import type { Paged } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import { containsPattern, pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import { deptName, deptOf, inScope, type Scope } from '../../db/scope.ts';
import { deviceRef } from '../devices/repository.ts';
import { depts, users } from '../org/tables.ts';
import { replPackages, replTallies } from './tables.ts';

export interface PackageFilter extends PageRequest {
  keyword?: string;
  status?: ReplenishmentStatus;
}

const PACKAGE_ROW = {
  id: replPackages.id,
  packageNo: replPackages.packageNo,
  status: replPackages.status,
  deviceId: replPackages.deviceId,
  deviceCode: deviceRef.code,
  deviceName: deviceRef.name,
  skuCount: replPackages.skuCount,
  itemCount: replPackages.itemCount,
  amount: replPackages.amountCents,
  applicant: replPackages.applicant,
  remark: replPackages.remark,
  deptId: replPackages.deptId,
  deptName,
  createTime: replPackages.createdAt,
  auditTime: replPackages.auditedAt,
  auditorName: users.name,
  auditRemark: replPackages.auditRemark,
};

/** Packages with their department, device and auditor, as the list shows them. */
function selectPackages(orm: Orm) {
  return orm
    .select(PACKAGE_ROW)
    .from(replPackages)
    .innerJoin(depts, deptOf(replPackages))
    .innerJoin(deviceRef.table, deviceRef.on(replPackages.deviceId))
    .leftJoin(users, eq(users.id, replPackages.auditedBy));
}

/** Replenishment packages in the caller's scope, newest first. */
export function pagePackages(orm: Orm, scope: Scope, filter: PackageFilter): Promise<Paged<ReplenishmentPackage>> {
  const pattern = containsPattern(filter.keyword);
  const where = and(
    inScope(scope, replPackages),
    when(pattern, (p) => or(ilike(replPackages.packageNo, p), ilike(deviceRef.code, p), ilike(deviceRef.name, p), ilike(replPackages.applicant, p))),
    when(filter.status, (status) => eq(replPackages.status, status)),
  );
  const rows = selectPackages(orm).where(where).orderBy(desc(replPackages.createdAt), desc(replPackages.id));
  const total = orm
    .select(totalCount)
    .from(replPackages)
    .innerJoin(depts, deptOf(replPackages))
    .innerJoin(deviceRef.table, deviceRef.on(replPackages.deviceId))
    .where(where);
  return pageOf(rows.$dynamic(), total, filter);
}

export type AuditOutcome =
  | { kind: 'missing'; ids: number[] }
  | { kind: 'notAwaiting'; packageNos: string[] }
  | { kind: 'done'; packages: ReplenishmentPackage[] };

/**
 * Approves or rejects packages awaiting approval, all or none: ids outside the caller's scope read as missing,
 * packages already audited refuse the whole request. Locked rows keep two approvers from auditing one package twice.
 */
export function auditPackages(orm: Orm, scope: Scope, approval: ReplenishmentApproval, now: number): Promise<AuditOutcome> {
  return orm.transaction(async (tx): Promise<AuditOutcome> => {
    const chosen = and(inScope(scope, replPackages), inArray(replPackages.id, approval.ids));
    const rows = await tx
      .select({ id: replPackages.id, packageNo: replPackages.packageNo, status: replPackages.status })
      .from(replPackages)
      .innerJoin(depts, deptOf(replPackages))
      .where(chosen)
      .for('update', { of: replPackages });
    const found = new Set(rows.map((row) => row.id));
    const missing = approval.ids.filter((id) => !found.has(id));
    if (missing.length) return { kind: 'missing', ids: missing };
    const audited = rows.filter((row) => row.status !== ReplenishmentStatus.AWAITING_APPROVAL);
    if (audited.length) return { kind: 'notAwaiting', packageNos: audited.map((row) => row.packageNo) };
    await tx
      .update(replPackages)
      .set({ status: approval.status, auditedAt: now, auditedBy: scope.userId, auditRemark: approval.remark?.trim() || null })
      .where(inArray(replPackages.id, approval.ids));
    return { kind: 'done', packages: await selectPackages(tx).where(chosen).orderBy(asc(replPackages.id)) };
  });
}

/** Packages awaiting approval in the caller's scope: the dashboard figure and the replenishment badge. */
export async function countAwaitingPackages(orm: Orm, scope: Scope): Promise<number> {
  const [row] = await orm
    .select({ count: count() })
    .from(replPackages)
    .innerJoin(depts, deptOf(replPackages))
    .where(and(inScope(scope, replPackages), eq(replPackages.status, ReplenishmentStatus.AWAITING_APPROVAL)));
  return row?.count ?? 0;
}

export interface TallyFilter extends PageRequest {
  keyword?: string;
  packageId?: number;
}

const TALLY_ROW = {
  id: replTallies.id,
  tallyNo: replTallies.tallyNo,
  packageId: replTallies.packageId,
  packageNo: replPackages.packageNo,
  deviceId: replTallies.deviceId,
  deviceCode: deviceRef.code,
  deviceName: deviceRef.name,
  operatorName: replTallies.operatorName,
  expectedCount: replTallies.expectedCount,
  actualCount: replTallies.actualCount,
  difference: sql<number>`${replTallies.actualCount} - ${replTallies.expectedCount}`.mapWith(Number),
  deptId: replTallies.deptId,
  deptName,
  createTime: replTallies.createdAt,
};

/** Tally records in the caller's scope, newest first. */
export function pageTallies(orm: Orm, scope: Scope, filter: TallyFilter): Promise<Paged<TallyRecord>> {
  const pattern = containsPattern(filter.keyword);
  const where = and(
    inScope(scope, replTallies),
    when(pattern, (p) => or(ilike(replTallies.tallyNo, p), ilike(deviceRef.code, p), ilike(deviceRef.name, p), ilike(replTallies.operatorName, p))),
    when(filter.packageId, (id) => eq(replTallies.packageId, id)),
  );
  const rows = orm
    .select(TALLY_ROW)
    .from(replTallies)
    .innerJoin(depts, deptOf(replTallies))
    .innerJoin(deviceRef.table, deviceRef.on(replTallies.deviceId))
    .leftJoin(replPackages, eq(replPackages.id, replTallies.packageId))
    .where(where)
    .orderBy(desc(replTallies.createdAt), desc(replTallies.id));
  const total = orm
    .select(totalCount)
    .from(replTallies)
    .innerJoin(depts, deptOf(replTallies))
    .innerJoin(deviceRef.table, deviceRef.on(replTallies.deviceId))
    .where(where);
  return pageOf(rows.$dynamic(), total, filter);
}
