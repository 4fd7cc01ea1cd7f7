// Merchant applications (spec §7: auditCount, page): the applications the caller's scope audits.
import { MerchantAuditStatus, MerchantType } from '../business.ts';
import type { MerchantAuditStatus as StatusCode, MerchantType as TypeCode } from '../business.ts';
import { defineCall } from './define.ts';
import { DeptFields, IntEnum, Keyword, Nullable, Paged, PagedQuery, T, Time } from './schema.ts';
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
  view: ['merchant:view', 'merchant:audit'],
  summary: 'Number of merchant applications awaiting audit',
  description: 'Applications audited by the caller\'s organisation and department subtree whose audit status is 1.',
  response: T.Integer({ minimum: 0 }),
});

export const merchantApplicationPage = defineCall({
  method: 'GET',
  path: '/api/operation/merchantApplication/page',
  tag: 'merchants',
  view: ['merchant:view', 'merchant:audit'],
  summary: 'Merchant applications, paged, newest first',
  description: 'Applications audited by the caller\'s scope. Filters: keyword (merchant or contact name), auditStatus.',
  query: PagedQuery({
    keyword: T.Optional(Keyword('merchant or contact name')),
    auditStatus: T.Optional(IntEnum<StatusCode>(STATUSES, 'audit status filter')),
  }),
  response: Paged(ApplicationRow),
});
