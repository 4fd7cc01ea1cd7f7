import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { FinanceAudit, MerchantApplication, MerchantApplicationDetail, MerchantApplicationLog } from '../../../src/core/contract/api/merchants.ts';
import { MerchantAuditStatus, MerchantLogAction } from '../../../src/core/contract/index.ts';
import type { Paged } from '../../../src/core/contract/index.ts';
import { maskPhone } from '../../../src/core/rules/index.ts';
import type { Orm } from '../../db/db.ts';
import { containsPattern, pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import { deptName, deptOf, inScope, type Scope } from '../../db/scope.ts';
import { depts } from '../org/tables.ts';
import { merchantApplicationLogs as logs, merchantApplications as applications } from './tables.ts';

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

// ---- One application: detail, audit log, finance audit (issue 13) ----

/** One application audited by the caller's scope; phones masked under phoneHide. Null when it is not there. */
export async function applicationDetailOf(orm: Orm, scope: Scope, id: number): Promise<MerchantApplicationDetail | null> {
  const [row] = await orm
    .select({
      ...ROW,
      certificateNo: applications.certificateNo,
      legalPerson: applications.legalPerson,
      legalPersonPhone: applications.legalPersonPhone,
      address: applications.address,
      businessScope: applications.businessScope,
      auditReason: applications.auditReason,
      auditorName: applications.auditorName,
    })
    .from(applications)
    .innerJoin(depts, deptOf(applications))
    .where(and(inScope(scope, applications), eq(applications.id, id)));
  if (!row) return null;
  return {
    ...row,
    contactPhone: maskPhone(row.contactPhone, scope.phoneHide),
    legalPersonPhone: row.legalPersonPhone === null ? null : maskPhone(row.legalPersonPhone, scope.phoneHide),
  };
}

/** The audit log of an application of the caller's scope, oldest first; null when the application is not there. */
export async function applicationLogOf(orm: Orm, scope: Scope, id: number): Promise<MerchantApplicationLog[] | null> {
  const [found] = await orm.select({ id: applications.id }).from(applications).innerJoin(depts, deptOf(applications)).where(and(inScope(scope, applications), eq(applications.id, id)));
  if (!found) return null;
  return orm
    .select({ id: logs.id, action: logs.action, operatorName: logs.operatorName, reason: logs.reason, createTime: logs.createdAt })
    .from(logs)
    .where(and(eq(logs.applicationId, id), eq(logs.orgId, scope.orgId)))
    .orderBy(asc(logs.createdAt), asc(logs.id));
}

export type AuditRefusal = 'missing' | 'audited' | 'phoneRequired' | 'duplicatePhone' | 'certificateExists' | 'risk';

/**
 * The finance audit under a row lock: an application awaiting audit is rejected, or approved after the onboarding
 * checks (legal person phone, duplicate contact phone, certificate number, risk rules) against the merchants already
 * approved in the organisation. The log gets the outcome.
 */
export function financeAudit(orm: Orm, scope: Scope, input: FinanceAudit, auditorName: string, now: number): Promise<AuditRefusal | null> {
  return orm.transaction(async (tx): Promise<AuditRefusal | null> => {
    const [row] = await tx
      .select({
        id: applications.id, orgId: applications.orgId, status: applications.auditStatus, contactPhone: applications.contactPhone,
        certificateNo: applications.certificateNo, legalPersonPhone: applications.legalPersonPhone, riskHit: applications.riskHit,
      })
      .from(applications)
      .innerJoin(depts, deptOf(applications))
      .where(and(inScope(scope, applications), eq(applications.id, input.id)))
      .for('update', { of: applications });
    if (!row) return 'missing';
    if (row.status !== MerchantAuditStatus.AWAITING_AUDIT) return 'audited';
    const approving = input.auditStatus === MerchantAuditStatus.APPROVED;
    if (approving) {
      if (!row.legalPersonPhone) return 'phoneRequired';
      const onboarded = (condition: SQL) =>
        tx
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.orgId, row.orgId), eq(applications.auditStatus, MerchantAuditStatus.APPROVED), ne(applications.id, row.id), condition))
          .limit(1);
      if ((await onboarded(eq(applications.contactPhone, row.contactPhone))).length) return 'duplicatePhone';
      if (row.certificateNo && (await onboarded(eq(applications.certificateNo, row.certificateNo))).length) return 'certificateExists';
      if (row.riskHit) return 'risk';
    }
    const reason = approving ? null : (input.reason ?? '').trim();
    await tx
      .update(applications)
      .set({ auditStatus: input.auditStatus, auditedAt: now, auditReason: reason, auditorName })
      .where(eq(applications.id, row.id));
    await tx.insert(logs).values({
      applicationId: row.id, orgId: row.orgId, action: approving ? MerchantLogAction.APPROVED : MerchantLogAction.REJECTED, operatorName: auditorName, reason, createdAt: now,
    });
    return null;
  });
}
