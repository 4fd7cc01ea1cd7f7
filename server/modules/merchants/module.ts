// Merchant applications (spec §7: auditCount, page, detail, audit log, financeAudit), audited by the caller's scope.
import {
  merchantApplicationAuditCount, merchantApplicationAuditLog, merchantApplicationDetail, merchantApplicationFinanceAudit,
  merchantApplicationPage,
} from '../../../src/core/contract/api/merchants.ts';
import { Code, MERCHANT_RISK_SHORT_TEXTS, MerchantAuditStatus, MerchantLogAction } from '../../../src/core/contract/index.ts';
import { pageRequest } from '../../db/query.ts';
import { badInput, businessError, notFound } from '../../errors.ts';
import { defineModule } from '../module.ts';
import { userNameOf } from '../org/repository.ts';
import { route } from '../route.ts';
import { applicationDetailOf, applicationLogOf, countAwaitingAudit, financeAudit, pageApplications, type AuditRefusal } from './repository.ts';
import { MERCHANT_APPLICATIONS } from './seed-data.ts';
import { merchantApplicationLogs, merchantApplications } from './tables.ts';

const [PHONE_REQUIRED, AT_RISK] = MERCHANT_RISK_SHORT_TEXTS;

/** How each refusal of the finance audit answers (spec §8: 9402, 9703, 9704 with the server's long texts). */
const REFUSALS: Readonly<Record<Exclude<AuditRefusal, 'missing'>, [number, string | undefined]>> = {
  audited: [Code.OPERATION_FAILED, '该进件申请已审核，不能重复审核'],
  phoneRequired: [Code.MERCHANT_RISK, PHONE_REQUIRED.match],
  duplicatePhone: [Code.DUPLICATE_PHONE, undefined],
  certificateExists: [Code.MERCHANT_CERT_EXISTS, undefined],
  risk: [Code.MERCHANT_RISK, AT_RISK.match],
};

export default defineModule({
  name: 'merchants',
  after: ['org'],
  scopedTables: [merchantApplications],

  routes(app) {
    const { orm } = app.db;
    route(app, merchantApplicationAuditCount, async ({ scope }) => countAwaitingAudit(orm, scope));
    route(app, merchantApplicationPage, async ({ scope, query }) => pageApplications(orm, scope, { ...query, ...pageRequest(query) }));
    route(app, merchantApplicationDetail, async ({ scope, params }) => {
      const detail = await applicationDetailOf(orm, scope, params.id);
      if (!detail) throw notFound(`merchant application ${params.id}`);
      return detail;
    });
    route(app, merchantApplicationAuditLog, async ({ scope, params }) => {
      const log = await applicationLogOf(orm, scope, params.id);
      if (!log) throw notFound(`merchant application ${params.id}`);
      return log;
    });
    route(app, merchantApplicationFinanceAudit, async ({ scope, body }) => {
      if (body.auditStatus === MerchantAuditStatus.REJECTED && !body.reason?.trim()) throw badInput('body/reason: required to reject');
      const refusal = await financeAudit(orm, scope, body, await userNameOf(orm, scope.userId), app.config.clock.now());
      if (refusal === 'missing') throw notFound(`merchant application ${body.id}`);
      if (refusal) throw businessError(...REFUSALS[refusal]);
      const detail = await applicationDetailOf(orm, scope, body.id);
      if (!detail) throw notFound(`merchant application ${body.id}`);
      return detail;
    });
  },

  async seed(tx, { now }) {
    const inserted = await tx
      .insert(merchantApplications)
      .values(
        MERCHANT_APPLICATIONS.map(({ age, auditAge, auditor, auditReason, riskHit, ...a }) => ({
          ...a,
          riskHit: riskHit ?? false,
          createdAt: now - age,
          auditedAt: auditAge === null ? null : now - auditAge,
          auditorName: auditor ?? null,
          auditReason: auditReason ?? null,
        })),
      )
      .returning({ id: merchantApplications.id, orgId: merchantApplications.orgId, status: merchantApplications.auditStatus, contactName: merchantApplications.contactName, createdAt: merchantApplications.createdAt, auditedAt: merchantApplications.auditedAt, auditorName: merchantApplications.auditorName, auditReason: merchantApplications.auditReason });
    const submitted = inserted.map((a) => ({ applicationId: a.id, orgId: a.orgId, action: MerchantLogAction.SUBMITTED, operatorName: a.contactName, reason: null, createdAt: a.createdAt }));
    const audited = inserted
      .filter((a) => a.auditedAt !== null)
      .map((a) => ({
        applicationId: a.id,
        orgId: a.orgId,
        action: a.status === MerchantAuditStatus.APPROVED ? MerchantLogAction.APPROVED : MerchantLogAction.REJECTED,
        operatorName: a.auditorName ?? '',
        reason: a.auditReason,
        createdAt: a.auditedAt ?? a.createdAt,
      }));
    await tx.insert(merchantApplicationLogs).values([...submitted, ...audited]);
  },
});
