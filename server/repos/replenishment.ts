import type { Paged, ReplenishmentApproval, ReplenishmentPackage, ReplenishmentStatus, TallyRecord } from '../../src/core/contract/index.ts';
import { ReplenishmentStatus as Status } from '../../src/core/contract/index.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { Scope } from '../db/scope.ts';
import { containsPattern, pageOf, scopeParams, scopedFrom, type PageRequest } from './scoped.ts';

export interface PackageFilter extends PageRequest {
  keyword?: string;
  status?: ReplenishmentStatus;
}

const PACKAGE_COLUMNS = `x.id, x.package_no AS "packageNo", x.status, x.device_id AS "deviceId", v.code AS "deviceCode",
  v.name AS "deviceName", x.sku_count AS "skuCount", x.item_count AS "itemCount", x.amount_cents AS amount, x.applicant,
  x.remark, x.dept_id AS "deptId", d.name AS "deptName", x.created_at AS "createTime", x.audited_at AS "auditTime",
  u.name AS "auditorName", x.audit_remark AS "auditRemark"`;
const PACKAGE_JOINS = 'JOIN devices v ON v.id = x.device_id LEFT JOIN users u ON u.id = x.audited_by';

/** $3 keyword pattern, $4 status (null: any). */
const PACKAGE_FROM = `${scopedFrom('repl_packages', 'x', PACKAGE_JOINS)}
  AND ($3::text IS NULL OR x.package_no ILIKE $3 OR v.code ILIKE $3 OR v.name ILIKE $3 OR x.applicant ILIKE $3)
  AND ($4::smallint IS NULL OR x.status = $4::smallint)`;

/** Replenishment packages in the caller's scope, newest first. */
export function pagePackages(db: Queryable, scope: Scope, filter: PackageFilter): Promise<Paged<ReplenishmentPackage>> {
  const params = [...scopeParams(scope), containsPattern(filter.keyword), filter.status ?? null];
  return pageOf<ReplenishmentPackage>(db, PACKAGE_COLUMNS, PACKAGE_FROM, 'x.created_at DESC, x.id DESC', params, filter);
}

export type AuditOutcome =
  | { kind: 'missing'; ids: number[] }
  | { kind: 'notAwaiting'; packageNos: string[] }
  | { kind: 'done'; packages: ReplenishmentPackage[] };

/**
 * Approves or rejects packages awaiting approval, all or none: ids outside the caller's scope read as missing,
 * packages already audited refuse the whole request. Locked rows keep two approvers from auditing one package twice.
 */
export function auditPackages(db: Db, scope: Scope, approval: ReplenishmentApproval, now: number): Promise<AuditOutcome> {
  return db.transaction(async (tx): Promise<AuditOutcome> => {
    const { rows } = await tx.query<{ id: number; packageNo: string; status: number }>(
      `SELECT x.id, x.package_no AS "packageNo", x.status ${scopedFrom('repl_packages', 'x')} AND x.id = ANY($3::int[]) FOR UPDATE OF x`,
      [...scopeParams(scope), approval.ids],
    );
    const found = new Set(rows.map((row) => row.id));
    const missing = approval.ids.filter((id) => !found.has(id));
    if (missing.length) return { kind: 'missing', ids: missing };
    const audited = rows.filter((row) => row.status !== Status.AWAITING_APPROVAL);
    if (audited.length) return { kind: 'notAwaiting', packageNos: audited.map((row) => row.packageNo) };
    await tx.query(
      'UPDATE repl_packages SET status = $2, audited_at = $3, audited_by = $4, audit_remark = $5 WHERE id = ANY($1::int[])',
      [approval.ids, approval.status, now, scope.userId, approval.remark?.trim() || null],
    );
    const updated = await tx.query<ReplenishmentPackage>(
      `SELECT ${PACKAGE_COLUMNS} ${scopedFrom('repl_packages', 'x', PACKAGE_JOINS)} AND x.id = ANY($3::int[]) ORDER BY x.id`,
      [...scopeParams(scope), approval.ids],
    );
    return { kind: 'done', packages: updated.rows };
  });
}

/** Packages awaiting approval in the caller's scope. */
export async function countAwaitingPackages(db: Queryable, scope: Scope): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`SELECT count(*) AS count ${scopedFrom('repl_packages', 'x')} AND x.status = $3`, [
    ...scopeParams(scope),
    Status.AWAITING_APPROVAL,
  ]);
  return rows[0]?.count ?? 0;
}

export interface TallyFilter extends PageRequest {
  keyword?: string;
  packageId?: number;
}

const TALLY_COLUMNS = `x.id, x.tally_no AS "tallyNo", x.package_id AS "packageId", p.package_no AS "packageNo",
  x.device_id AS "deviceId", v.code AS "deviceCode", v.name AS "deviceName", x.operator_name AS "operatorName",
  x.expected_count AS "expectedCount", x.actual_count AS "actualCount", x.actual_count - x.expected_count AS difference,
  x.dept_id AS "deptId", d.name AS "deptName", x.created_at AS "createTime"`;

/** $3 keyword pattern, $4 package (null: any). */
const TALLY_FROM = `${scopedFrom('repl_tallies', 'x', 'JOIN devices v ON v.id = x.device_id LEFT JOIN repl_packages p ON p.id = x.package_id')}
  AND ($3::text IS NULL OR x.tally_no ILIKE $3 OR v.code ILIKE $3 OR v.name ILIKE $3 OR x.operator_name ILIKE $3)
  AND ($4::int IS NULL OR x.package_id = $4::int)`;

/** Tally records in the caller's scope, newest first. */
export function pageTallies(db: Queryable, scope: Scope, filter: TallyFilter): Promise<Paged<TallyRecord>> {
  const params = [...scopeParams(scope), containsPattern(filter.keyword), filter.packageId ?? null];
  return pageOf<TallyRecord>(db, TALLY_COLUMNS, TALLY_FROM, 'x.created_at DESC, x.id DESC', params, filter);
}
