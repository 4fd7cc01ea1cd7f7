// Replenishment (spec §7 Replenishment): packages awaiting approval and their audit, and tally records, of the
// caller's scope.
import { ReplenishmentStatus } from '../business.ts';
import type { ReplenishmentStatus as StatusCode } from '../business.ts';
import { Code } from '../codes.ts';
import { REPL_PACKAGE_APPROVE } from '../roles.ts';
import { defineCall } from './define.ts';
import { Body, Cents, DeptFields, Id, IntEnum, Keyword, Nullable, Paged, PagedQuery, T, Time } from './schema.ts';
import type { Static } from './schema.ts';

const STATUSES = Object.values(ReplenishmentStatus) as StatusCode[];
const AUDIT_RESULTS = [ReplenishmentStatus.APPROVED, ReplenishmentStatus.REJECTED] as const;
/** Packages one approval may audit at once. */
export const MAX_APPROVAL_IDS = 100;
const AUDIT_REMARK_MAX_LENGTH = 200;

export const PackageRow = T.Object({
  id: T.Integer(),
  packageNo: T.String(),
  status: IntEnum<StatusCode>(STATUSES, 'concept replenishmentStatus: 1 awaiting approval, 2 approved, 3 rejected'),
  deviceId: T.Integer(),
  deviceCode: T.String(),
  deviceName: T.String(),
  skuCount: T.Integer({ minimum: 0 }),
  itemCount: T.Integer({ minimum: 0 }),
  amount: Cents('value of the goods'),
  applicant: T.String(),
  remark: T.String(),
  ...DeptFields,
  createTime: Time('applied'),
  auditTime: Nullable(Time('audited')),
  auditorName: Nullable(T.String()),
  auditRemark: Nullable(T.String()),
});
/** A replenishment package; amounts in cents. */
export type ReplenishmentPackage = Static<typeof PackageRow>;

export const TallyRow = T.Object({
  id: T.Integer(),
  tallyNo: T.String(),
  packageId: Nullable(T.Integer()),
  packageNo: Nullable(T.String({ description: 'null: a routine count, not after a package' })),
  deviceId: T.Integer(),
  deviceCode: T.String(),
  deviceName: T.String(),
  operatorName: T.String(),
  expectedCount: T.Integer({ minimum: 0 }),
  actualCount: T.Integer({ minimum: 0 }),
  difference: T.Integer({ description: 'actualCount - expectedCount' }),
  ...DeptFields,
  createTime: Time('counted'),
});
/** A count of goods after a package, or a routine one. */
export type TallyRecord = Static<typeof TallyRow>;

export const ApprovalBody = Body(
  {
    ids: T.Array(Id('package id'), { minItems: 1, maxItems: MAX_APPROVAL_IDS, uniqueItems: true, description: 'packages to audit' }),
    status: IntEnum<(typeof AUDIT_RESULTS)[number]>(AUDIT_RESULTS, '2 approve, 3 reject'),
    remark: T.Optional(T.String({ maxLength: AUDIT_REMARK_MAX_LENGTH, description: 'the auditor\'s remark' })),
  },
  'Approve or reject replenishment packages',
);
/** POST repl/package/approve: 2 approves, 3 rejects. */
export type ReplenishmentApproval = Static<typeof ApprovalBody>;

export const replPackagePage = defineCall({
  method: 'GET',
  path: '/api/operation/repl/package/page',
  tag: 'replenishment',
  view: ['repl:package:view', 'repl:package:approve'],
  summary: 'Replenishment packages, paged, newest first',
  description: 'Packages of the caller\'s organisation and department subtree. Filters: keyword (package number, device, applicant), status.',
  query: PagedQuery({
    keyword: T.Optional(Keyword('package number, device code or name, applicant')),
    status: T.Optional(IntEnum<StatusCode>(STATUSES, 'status filter')),
  }),
  response: Paged(PackageRow),
});

export const replPackageApprove = defineCall({
  method: 'POST',
  path: '/api/operation/repl/package/approve',
  view: REPL_PACKAGE_APPROVE,
  tag: 'replenishment',
  summary: 'Approve or reject replenishment packages',
  description:
    'All or none: an id outside the caller\'s scope answers HTTP 404 like an unknown one; a package no longer awaiting ' +
    `approval gives status ${Code.OPERATION_FAILED} naming it. Returns the audited packages.`,
  body: ApprovalBody,
  response: T.Array(PackageRow),
});

export const replTallyPage = defineCall({
  method: 'GET',
  path: '/api/operation/repl/tally/page',
  tag: 'replenishment',
  view: 'repl:tally:view',
  summary: 'Tally records, paged, newest first',
  description: 'Counts of goods after replenishment (or routine) in the caller\'s scope. Filters: keyword, packageId.',
  query: PagedQuery({
    keyword: T.Optional(Keyword('tally number, device code or name, operator')),
    packageId: T.Optional(Id('only the tallies of this package')),
  }),
  response: Paged(TallyRow),
});
