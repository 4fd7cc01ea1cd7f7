import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { MerchantAuditStatus as StatusCode, MerchantType as TypeCode } from '../../src/core/contract/index.ts';
import { ApiPath, MerchantAuditStatus, MerchantType, ok } from '../../src/core/contract/index.ts';
import { countAwaitingAudit, pageApplications } from '../repos/merchants.ts';
import type { Scope } from '../db/scope.ts';
import { PageQuery, Paged, responses } from '../schemas.ts';
import { DeptFields, IntEnum, Keyword, Nullable, Time, withAuth } from './business-schemas.ts';

const STATUSES = Object.values(MerchantAuditStatus) as StatusCode[];

const ApplicationSchema = Type.Object({
  id: Type.Integer(),
  merchantName: Type.String(),
  merchantType: IntEnum<TypeCode>(Object.values(MerchantType), 'concept merchantType: 1 individual, 2 sole trader, 3 company'),
  contactName: Type.String(),
  contactPhone: Type.String({ description: 'masked' }),
  auditStatus: IntEnum<StatusCode>(STATUSES, 'concept merchantAuditStatus: 1 awaiting audit, 2 approved, 3 rejected'),
  ...DeptFields,
  createTime: Time('applied'),
  auditTime: Nullable(Time('audited')),
});

/** Merchant applications (spec §7: auditCount, page). */
export const merchantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    ApiPath.merchantApplicationAuditCount,
    {
      schema: {
        ...withAuth('merchants'),
        summary: 'Number of merchant applications awaiting audit',
        description: 'Applications audited by the caller\'s organisation and department subtree whose audit status is 1.',
        response: responses(Type.Integer({ minimum: 0 })),
      },
    },
    async (request) => ok(await countAwaitingAudit(db, request.scope as Scope)),
  );

  app.get(
    ApiPath.merchantApplicationPage,
    {
      schema: {
        ...withAuth('merchants'),
        summary: 'Merchant applications, paged, newest first',
        description: 'Applications audited by the caller\'s scope. Filters: keyword (merchant or contact name), auditStatus.',
        querystring: Type.Object({
          ...PageQuery.properties,
          keyword: Type.Optional(Keyword('merchant or contact name')),
          auditStatus: Type.Optional(IntEnum<StatusCode>(STATUSES, 'audit status filter')),
        }),
        response: responses(Paged(ApplicationSchema)),
      },
    },
    async (request) => {
      const { page = 1, limit = 10, ...filter } = request.query;
      return ok(await pageApplications(db, request.scope as Scope, { page, limit, ...filter }));
    },
  );
};
