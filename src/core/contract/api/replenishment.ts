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

// ---- Issue 13 §5: a package's detail with its goods, the unfinished-replenishment check, a tally's detail, and
// the mutually-exclusive goods check.

export const PackageItemRow = T.Object({
  itemCode: T.String(),
  itemName: T.String(),
  quantity: T.Integer({ minimum: 1 }),
});
export type PackageItem = Static<typeof PackageItemRow>;

export const ExclusionConflictRow = T.Object({
  ruleId: T.Integer(),
  ruleName: T.String({ description: 'the exclusion group, e.g. 冷热饮不可同柜' }),
  itemCodes: T.Array(T.String(), { description: 'the asked item codes that fall in this group (two or more)' }),
});
export type ExclusionConflict = Static<typeof ExclusionConflictRow>;

export const PackageDetail = T.Object({
  ...PackageRow.properties,
  items: T.Array(PackageItemRow),
  tallies: T.Array(TallyRow, { description: 'the counts made after this package, newest first' }),
});
export type ReplenishmentPackageDetail = Static<typeof PackageDetail>;

export const replPackageDetail = defineCall({
  method: 'GET',
  path: '/api/operation/repl/package/detail/:id',
  tag: 'replenishment',
  view: ['repl:package:view', 'repl:package:approve'],
  summary: 'A replenishment package with its goods and its tallies',
  description: 'A package outside the caller\'s scope answers HTTP 404 like an unknown id.',
  params: T.Object({ id: Id('package id') }),
  response: PackageDetail,
});

export const replHasUnFinish = defineCall({
  method: 'GET',
  path: '/api/operation/repl/package/hasUnFinish',
  tag: 'replenishment',
  view: ['repl:package:view', 'repl:package:approve', 'device:vm:list'],
  summary: 'Whether a device has an unfinished replenishment',
  description:
    'true while a package of the device awaits approval (status 1). A device outside the caller\'s scope answers false ' +
    '(nothing is told about it). While true, the device\'s merchant cannot change: the call that changes a device\'s ' +
    `merchant (the devices area's vending-machine update) answers ${Code.UNFINISHED_REPLENISHMENT} 存在未完成的补货单，无法更换商户 ` +
    '(server/modules/replenishment/guard.ts, refuseMerchantChange), and screens ask this first to say so before the form is sent.',
  query: T.Object({ deviceId: Id('device id') }),
  response: T.Boolean(),
});

export const TallyDetail = T.Object({
  ...TallyRow.properties,
  package: Nullable(PackageRow),
  items: T.Array(PackageItemRow, { description: 'the goods of the package counted; empty for a routine count' }),
});
export type TallyRecordDetail = Static<typeof TallyDetail>;

export const replTallyDetail = defineCall({
  method: 'GET',
  path: '/api/operation/repl/tally/detail/:id',
  tag: 'replenishment',
  view: 'repl:tally:view',
  summary: 'A tally record with the package it counted',
  description: 'A tally outside the caller\'s scope answers HTTP 404 like an unknown id.',
  params: T.Object({ id: Id('tally id') }),
  response: TallyDetail,
});

/** Item codes one conflict check takes at most. */
export const MAX_CONFLICT_ITEMS = 200;

export const itemExclusionConflict = defineCall({
  method: 'POST',
  path: '/api/operation/item_exclusion/mp/conflict',
  tag: 'replenishment',
  view: ['repl:package:view', 'repl:package:approve'],
  summary: 'Mutually exclusive goods among the given item codes',
  description:
    'The caller\'s organisation keeps groups of goods that must not be replenished into one machine together. Answers ' +
    'every group holding two or more of item_codes, with those codes; [] when nothing conflicts. The package detail ' +
    'asks it for the package\'s goods so the approver sees a conflict before approving.',
  body: Body(
    {
      item_codes: T.Array(T.String({ minLength: 1, maxLength: 32 }), { minItems: 1, maxItems: MAX_CONFLICT_ITEMS, description: 'item codes' }),
    },
    'Item codes to check',
  ),
  response: T.Array(ExclusionConflictRow),
});
