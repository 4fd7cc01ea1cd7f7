import type { MerchantApplication, MerchantAuditStatus, Paged } from '../../src/core/contract/index.ts';
import { MerchantAuditStatus as Status } from '../../src/core/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import type { Scope } from '../db/scope.ts';
import { containsPattern, pageOf, scopeParams, scopedFrom, type PageRequest } from './scoped.ts';

export interface ApplicationFilter extends PageRequest {
  keyword?: string;
  auditStatus?: MerchantAuditStatus;
}

const COLUMNS = `x.id, x.merchant_name AS "merchantName", x.merchant_type AS "merchantType", x.contact_name AS "contactName",
  x.contact_phone AS "contactPhone", x.audit_status AS "auditStatus", x.dept_id AS "deptId", d.name AS "deptName",
  x.created_at AS "createTime", x.audited_at AS "auditTime"`;

/** $3 keyword pattern, $4 audit status (null: any). */
const FROM = `${scopedFrom('merchant_applications', 'x')}
  AND ($3::text IS NULL OR x.merchant_name ILIKE $3 OR x.contact_name ILIKE $3)
  AND ($4::smallint IS NULL OR x.audit_status = $4::smallint)`;

/** Merchant applications the caller's scope audits, newest first. */
export function pageApplications(db: Queryable, scope: Scope, filter: ApplicationFilter): Promise<Paged<MerchantApplication>> {
  const params = [...scopeParams(scope), containsPattern(filter.keyword), filter.auditStatus ?? null];
  return pageOf<MerchantApplication>(db, COLUMNS, FROM, 'x.created_at DESC, x.id DESC', params, filter);
}

/** Applications awaiting audit in the caller's scope: the organisation-audit badge (spec §6). */
export async function countAwaitingAudit(db: Queryable, scope: Scope): Promise<number> {
  const row = await one<{ count: number }>(db, `SELECT count(*) AS count ${scopedFrom('merchant_applications', 'x')} AND x.audit_status = $3`, [
    ...scopeParams(scope),
    Status.AWAITING_AUDIT,
  ]);
  return row?.count ?? 0;
}
