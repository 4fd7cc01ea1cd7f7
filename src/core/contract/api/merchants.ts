// Merchant applications (spec §7: auditCount, page): the applications the caller's scope audits.
import { MerchantAuditStatus, MerchantLogAction, MerchantType } from '../business.ts';
import type { MerchantAuditStatus as StatusCode, MerchantLogAction as LogActionCode, MerchantType as TypeCode } from '../business.ts';
import { Code, MERCHANT_RISK_SHORT_TEXTS } from '../codes.ts';
import { MERCHANT_AUDIT, MERCHANT_VIEW } from '../roles.ts';
import { defineCall } from './define.ts';
import { Body, DeptFields, Id, IntEnum, Keyword, Nullable, Paged, PagedQuery, T, Time } from './schema.ts';
import type { Static } from './schema.ts';

const STATUSES = Object.values(MerchantAuditStatus) as StatusCode[];

export const ApplicationRow = T.Object({
  id: T.Integer(),
  merchantName: T.String(),
  merchantType: IntEnum<TypeCode>(Object.values(MerchantType), 'concept merchantType: 1 individual, 2 sole trader, 3 company'),
  contactName: T.String(),
  contactPhone: T.String({ description: 'masked' }),
  auditStatus: IntEnum<StatusCode>(STATUSES, 'concept merchantAuditStatus: 1 awaiting audit, 2 approved, 3 rejected'),
  ...DeptFields,
  createTime: Time('applied'),
  auditTime: Nullable(Time('audited')),
});
/** A merchant's application; the phone comes masked when the caller's phoneHide is set. */
export type MerchantApplication = Static<typeof ApplicationRow>;

export const merchantApplicationAuditCount = defineCall({
  method: 'GET',
  path: '/api/operation/merchantApplication/auditCount',
  tag: 'merchants',
  view: [MERCHANT_VIEW, MERCHANT_AUDIT],
  summary: 'Number of merchant applications awaiting audit',
  description: 'Applications audited by the caller\'s organisation and department subtree whose audit status is 1.',
  response: T.Integer({ minimum: 0 }),
});

export const merchantApplicationPage = defineCall({
  method: 'GET',
  path: '/api/operation/merchantApplication/page',
  tag: 'merchants',
  view: [MERCHANT_VIEW, MERCHANT_AUDIT],
  summary: 'Merchant applications, paged, newest first',
  description: 'Applications audited by the caller\'s scope. Filters: keyword (merchant or contact name), auditStatus.',
  query: PagedQuery({
    keyword: T.Optional(Keyword('merchant or contact name')),
    auditStatus: T.Optional(IntEnum<StatusCode>(STATUSES, 'audit status filter')),
  }),
  response: Paged(ApplicationRow),
});

// ---- One application: detail, audit log, finance audit (issue 13) ----

export const ApplicationDetailData = T.Object({
  ...ApplicationRow.properties,
  certificateNo: T.String({ description: 'business licence or identity card number' }),
  legalPerson: T.String({ description: 'legal representative (the applicant for an individual)' }),
  legalPersonPhone: Nullable(T.String({ description: 'masked under phoneHide; null when the applicant left it out' })),
  address: T.String(),
  businessScope: T.String(),
  auditReason: Nullable(T.String({ description: 'why it was rejected' })),
  auditorName: Nullable(T.String()),
});
/** One application as the audit dialog shows it; phones masked under phoneHide. */
export type MerchantApplicationDetail = Static<typeof ApplicationDetailData>;

export const ApplicationLogRow = T.Object({
  id: T.Integer(),
  action: IntEnum<LogActionCode>(Object.values(MerchantLogAction), '1 submitted, 2 approved, 3 rejected'),
  operatorName: T.String(),
  reason: Nullable(T.String()),
  createTime: Time('when'),
});
export type MerchantApplicationLog = Static<typeof ApplicationLogRow>;

const IdParams = T.Object({ id: Id('the application\'s id') });
const NOT_FOUND = 'An unknown id or one outside the caller\'s scope answers HTTP 404.';

export const merchantApplicationDetail = defineCall({
  method: 'GET',
  path: '/api/operation/merchantApplication/detail/:id',
  tag: 'merchants',
  view: [MERCHANT_VIEW, MERCHANT_AUDIT],
  summary: 'One merchant application',
  description: `An application audited by the caller's scope, with its certificate, legal person and audit outcome. ${NOT_FOUND}`,
  params: IdParams,
  response: ApplicationDetailData,
});

export const merchantApplicationAuditLog = defineCall({
  method: 'GET',
  path: '/api/operation/merchantApplication/auditLog/:id',
  tag: 'merchants',
  view: [MERCHANT_VIEW, MERCHANT_AUDIT],
  summary: 'The audit log of a merchant application, oldest first',
  description: `Submitted, approved and rejected entries with who and why. ${NOT_FOUND}`,
  params: IdParams,
  response: T.Array(ApplicationLogRow),
});

/** The longest rejection reason. */
export const AUDIT_REASON_MAX = 200;

export const FinanceAuditBody = Body(
  {
    id: Id('the application\'s id'),
    auditStatus: IntEnum<2 | 3>([MerchantAuditStatus.APPROVED, MerchantAuditStatus.REJECTED], '2 approve, 3 reject'),
    reason: T.Optional(T.String({ maxLength: AUDIT_REASON_MAX, description: 'required (not blank) to reject' })),
  },
  'the finance audit of a merchant application',
);
export type FinanceAudit = Static<typeof FinanceAuditBody>;

const [PHONE_REQUIRED, AT_RISK] = MERCHANT_RISK_SHORT_TEXTS;

export const merchantApplicationFinanceAudit = defineCall({
  method: 'POST',
  path: '/api/operation/merchantApplication/financeAudit',
  tag: 'merchants',
  view: MERCHANT_AUDIT,
  summary: 'Approve or reject a merchant application awaiting audit',
  description:
    'Rejecting needs a reason (blank: HTTP 400 naming body/reason). Approving onboards the merchant after these checks, in ' +
    `this order: no legal person phone → ${Code.MERCHANT_RISK} "${PHONE_REQUIRED.match}"; the contact phone of a merchant ` +
    `already approved in the organisation → ${Code.DUPLICATE_PHONE}; its certificate number → ${Code.MERCHANT_CERT_EXISTS}; ` +
    `flagged by the risk rules → ${Code.MERCHANT_RISK} "${AT_RISK.match}" (the client shows the two 9704 texts shortened). ` +
    `An application audited meanwhile answers ${Code.OPERATION_FAILED} and changes nothing. Each audit is written to the ` +
    `audit log; the organisation-audit badge counts one fewer. ${NOT_FOUND} Answers the detail.`,
  body: FinanceAuditBody,
  response: ApplicationDetailData,
});
