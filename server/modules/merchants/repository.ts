import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { MerchantApplication } from '../../../src/core/contract/api/merchants.ts';
import { MerchantAuditStatus } from '../../../src/core/contract/index.ts';
import type { Paged } from '../../../src/core/contract/index.ts';
import { maskPhone } from '../../../src/core/rules/index.ts';
import type { Orm } from '../../db/db.ts';
import { containsPattern, pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import { deptName, deptOf, inScope, type Scope } from '../../db/scope.ts';
import { depts } from '../org/tables.ts';
import { merchantApplications as applications } from './tables.ts';

export interface ApplicationFilter extends PageRequest {
  keyword?: string;
  auditStatus?: MerchantAuditStatus;
}

const ROW = {
  id: applications.id,
  merchantName: applications.merchantName,
  merchantType: applications.merchantType,
  contactName: applications.contactName,
  contactPhone: applications.contactPhone,
  auditStatus: applications.auditStatus,
  deptId: applications.deptId,
  deptName,
  createTime: applications.createdAt,
  auditTime: applications.auditedAt,
};

/**
 * Merchant applications the caller's scope audits, newest first; contact phones leave masked when the caller's
 * phoneHide is set (spec §6).
 */
export async function pageApplications(orm: Orm, scope: Scope, filter: ApplicationFilter): Promise<Paged<MerchantApplication>> {
  const pattern = containsPattern(filter.keyword);
  const where = and(
    inScope(scope, applications),
    when(pattern, (p) => or(ilike(applications.merchantName, p), ilike(applications.contactName, p))),
    when(filter.auditStatus, (status) => eq(applications.auditStatus, status)),
  );
  const rows = orm.select(ROW).from(applications).innerJoin(depts, deptOf(applications)).where(where).orderBy(desc(applications.createdAt), desc(applications.id));
  const total = orm.select(totalCount).from(applications).innerJoin(depts, deptOf(applications)).where(where);
  const page = await pageOf(rows.$dynamic(), total, filter);
  return { ...page, rows: page.rows.map((row) => ({ ...row, contactPhone: maskPhone(row.contactPhone, scope.phoneHide) })) };
}

/** Applications awaiting audit in the caller's scope: the organisation-audit badge (spec §6). */
export async function countAwaitingAudit(orm: Orm, scope: Scope): Promise<number> {
  const [row] = await orm
    .select({ count: count() })
    .from(applications)
    .innerJoin(depts, deptOf(applications))
    .where(and(inScope(scope, applications), eq(applications.auditStatus, MerchantAuditStatus.AWAITING_AUDIT)));
  return row?.count ?? 0;
}
