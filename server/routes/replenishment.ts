import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ReplenishmentStatus as StatusCode } from '../../src/core/contract/index.ts';
import { ApiPath, Code, REPL_PACKAGE_APPROVE, ReplenishmentStatus, ok } from '../../src/core/contract/index.ts';
import { businessError, notFound } from '../errors.ts';
import { auditPackages, pagePackages, pageTallies } from '../repos/replenishment.ts';
import type { Scope } from '../db/scope.ts';
import { Body, Id, PageQuery, Paged, responses } from '../schemas.ts';
import { Cents, DeptFields, IntEnum, Keyword, Nullable, Time, withAuth } from './business-schemas.ts';

const STATUSES = Object.values(ReplenishmentStatus) as StatusCode[];
const AUDIT_RESULTS = [ReplenishmentStatus.APPROVED, ReplenishmentStatus.REJECTED] as const;
export const MAX_APPROVAL_IDS = 100;

const PackageSchema = Type.Object({
  id: Type.Integer(),
  packageNo: Type.String(),
  status: IntEnum<StatusCode>(STATUSES, 'concept replenishmentStatus: 1 awaiting approval, 2 approved, 3 rejected'),
  deviceId: Type.Integer(),
  deviceCode: Type.String(),
  deviceName: Type.String(),
  skuCount: Type.Integer({ minimum: 0 }),
  itemCount: Type.Integer({ minimum: 0 }),
  amount: Cents('value of the goods'),
  applicant: Type.String(),
  remark: Type.String(),
  ...DeptFields,
  createTime: Time('applied'),
  auditTime: Nullable(Time('audited')),
  auditorName: Nullable(Type.String()),
  auditRemark: Nullable(Type.String()),
});

const TallySchema = Type.Object({
  id: Type.Integer(),
  tallyNo: Type.String(),
  packageId: Nullable(Type.Integer()),
  packageNo: Nullable(Type.String({ description: 'null: a routine count, not after a package' })),
  deviceId: Type.Integer(),
  deviceCode: Type.String(),
  deviceName: Type.String(),
  operatorName: Type.String(),
  expectedCount: Type.Integer({ minimum: 0 }),
  actualCount: Type.Integer({ minimum: 0 }),
  difference: Type.Integer({ description: 'actualCount - expectedCount' }),
  ...DeptFields,
  createTime: Time('counted'),
});

const ApprovalBody = Body(
  {
    ids: Type.Array(Id('package id'), { minItems: 1, maxItems: MAX_APPROVAL_IDS, uniqueItems: true, description: 'packages to audit' }),
    status: IntEnum<(typeof AUDIT_RESULTS)[number]>(AUDIT_RESULTS, '2 approve, 3 reject'),
    remark: Type.Optional(Type.String({ maxLength: 200, description: 'the auditor\'s remark' })),
  },
  'Approve or reject replenishment packages',
);

/** Replenishment packages (awaiting approval, approve) and tally records (spec §7 Replenishment). */
export const replenishmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.get(
    ApiPath.replPackagePage,
    {
      schema: {
        ...withAuth('replenishment'),
        summary: 'Replenishment packages, paged, newest first',
        description: 'Packages of the caller\'s organisation and department subtree. Filters: keyword (package number, device, applicant), status.',
        querystring: Type.Object({
          ...PageQuery.properties,
          keyword: Type.Optional(Keyword('package number, device code or name, applicant')),
          status: Type.Optional(IntEnum<StatusCode>(STATUSES, 'status filter')),
        }),
        response: responses(Paged(PackageSchema)),
      },
    },
    async (request) => {
      const { page = 1, limit = 10, ...filter } = request.query;
      return ok(await pagePackages(db, request.scope as Scope, { page, limit, ...filter }));
    },
  );

  app.post(
    ApiPath.replPackageApprove,
    {
      onRequest: app.requireView(REPL_PACKAGE_APPROVE),
      schema: {
        ...withAuth('replenishment'),
        summary: 'Approve or reject replenishment packages',
        description:
          `Needs view code ${REPL_PACKAGE_APPROVE} (or *:*:*), else HTTP 403. All or none: an id outside the caller's scope ` +
          `answers HTTP 404 like an unknown one; a package no longer awaiting approval gives status ${Code.OPERATION_FAILED} ` +
          'naming it. Returns the audited packages.',
        body: ApprovalBody,
        response: responses(Type.Array(PackageSchema)),
      },
    },
    async (request) => {
      const outcome = await auditPackages(db, request.scope as Scope, request.body, config.clock.now());
      if (outcome.kind === 'missing') throw notFound(`replenishment package ${outcome.ids.join(', ')}`);
      if (outcome.kind === 'notAwaiting') throw businessError(Code.OPERATION_FAILED, `补货包 ${outcome.packageNos.join('、')} 已审核，不能重复审核`);
      return ok(outcome.packages);
    },
  );

  app.get(
    ApiPath.replTallyPage,
    {
      schema: {
        ...withAuth('replenishment'),
        summary: 'Tally records, paged, newest first',
        description: 'Counts of goods after replenishment (or routine) in the caller\'s scope. Filters: keyword, packageId.',
        querystring: Type.Object({
          ...PageQuery.properties,
          keyword: Type.Optional(Keyword('tally number, device code or name, operator')),
          packageId: Type.Optional(Id('only the tallies of this package')),
        }),
        response: responses(Paged(TallySchema)),
      },
    },
    async (request) => {
      const { page = 1, limit = 10, ...filter } = request.query;
      return ok(await pageTallies(db, request.scope as Scope, { page, limit, ...filter }));
    },
  );
};
