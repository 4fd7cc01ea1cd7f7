import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FeeBillStatus as BillCode, FeeType as FeeTypeCode, ServiceChargeStatus as ChargeCode } from '../../src/core/contract/index.ts';
import { ApiPath, FeeBillStatus, FeeType, ServiceChargeStatus, ok } from '../../src/core/contract/index.ts';
import { pageFeeBills, pageFeeStrategies, pageServiceCharges } from '../repos/fees.ts';
import type { Scope } from '../db/scope.ts';
import { PageQuery, Paged, responses } from '../schemas.ts';
import { Cents, DeptFields, IntEnum, Keyword, Nullable, Time, withAuth } from './business-schemas.ts';

const CHARGE_STATUSES = Object.values(ServiceChargeStatus) as ChargeCode[];
const BILL_STATUSES = Object.values(FeeBillStatus) as BillCode[];
const Enabled = (description: string) => IntEnum<0 | 1>([0, 1], `${description}: 1 enabled, 0 disabled`);

const ChargeSchema = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  item: Type.String({ description: 'what is charged' }),
  deviceCount: Type.Integer({ minimum: 0 }),
  amount: Cents('amount'),
  status: IntEnum<ChargeCode>(CHARGE_STATUSES, 'concept serviceChargeStatus: 1 unpaid, 2 paid, 3 cancelled'),
  ...DeptFields,
  createTime: Time('created'),
  payTime: Nullable(Time('paid')),
});

const StrategySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  feeType: IntEnum<FeeTypeCode>(Object.values(FeeType), 'concept feeType: 1 per device and month, 2 share of sales'),
  unitPrice: Cents('per device and month (feeType 1)'),
  rateBasisPoints: Type.Integer({ minimum: 0, maximum: 10_000, description: 'share of sales in basis points (feeType 2)' }),
  status: Enabled('status'),
  ...DeptFields,
  createTime: Time('created'),
  updateTime: Time('last changed'),
});

const BillSchema = Type.Object({
  id: Type.Integer(),
  billNo: Type.String(),
  billedOrgId: Type.Integer(),
  billedOrgName: Type.String(),
  period: Type.String({ description: 'YYYY-MM' }),
  deviceCount: Type.Integer({ minimum: 0 }),
  amount: Cents('amount'),
  status: IntEnum<BillCode>(BILL_STATUSES, 'concept feeBillStatus: 1 unpaid, 2 paid, 3 overdue'),
  createTime: Time('issued'),
  dueTime: Time('due'),
  payTime: Nullable(Time('paid')),
});

const SCOPE = 'Rows of the caller\'s organisation and department subtree.';

/** Accounts and fees lists (spec §7 Accounts and fees). */
export const feeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    ApiPath.serviceChargeOrderPage,
    {
      schema: {
        ...withAuth('account'),
        summary: 'Service-charge orders, paged, newest first',
        description: `${SCOPE} Filters: keyword (order number or item), status.`,
        querystring: Type.Object({
          ...PageQuery.properties,
          keyword: Type.Optional(Keyword('order number or item')),
          status: Type.Optional(IntEnum<ChargeCode>(CHARGE_STATUSES, 'status filter')),
        }),
        response: responses(Paged(ChargeSchema)),
      },
    },
    async (request) => {
      const { page = 1, limit = 10, ...filter } = request.query;
      return ok(await pageServiceCharges(db, request.scope as Scope, { page, limit, ...filter }));
    },
  );

  app.get(
    ApiPath.prePaidFeeStrategyPage,
    {
      schema: {
        ...withAuth('account'),
        summary: 'Prepaid fee strategies, paged, most recently changed first',
        description: `${SCOPE} A strategy set on a department above the caller's is not listed. Filters: keyword (name), status.`,
        querystring: Type.Object({ ...PageQuery.properties, keyword: Type.Optional(Keyword('name')), status: Type.Optional(Enabled('status filter')) }),
        response: responses(Paged(StrategySchema)),
      },
    },
    async (request) => {
      const { page = 1, limit = 10, ...filter } = request.query;
      return ok(await pageFeeStrategies(db, request.scope as Scope, { page, limit, ...filter }));
    },
  );

  app.get(
    ApiPath.platformFeeBillPage,
    {
      schema: {
        ...withAuth('account'),
        summary: 'Platform fee bills, paged, newest period first',
        description:
          `Monthly bills the caller's organisation issued to the operators it serves: only the platform (category 1) issues any, ` +
          `so other callers get none. ${SCOPE} Filters: period (YYYY-MM), status.`,
        querystring: Type.Object({
          ...PageQuery.properties,
          period: Type.Optional(Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' })),
          status: Type.Optional(IntEnum<BillCode>(BILL_STATUSES, 'status filter')),
        }),
        response: responses(Paged(BillSchema)),
      },
    },
    async (request) => {
      const { page = 1, limit = 10, ...filter } = request.query;
      return ok(await pageFeeBills(db, request.scope as Scope, { page, limit, ...filter }));
    },
  );
};
