import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { OrderStatus as OrderStatusCode } from '../../src/core/contract/index.ts';
import { ABNORMAL_ORDER_STATUS, ApiPath, OrderStatus, ok } from '../../src/core/contract/index.ts';
import { badInput } from '../errors.ts';
import { pageAbnormalOrders, pageOrders } from '../repos/orders.ts';
import type { Scope } from '../db/scope.ts';
import { PageQuery, Paged, responses } from '../schemas.ts';
import { Cents, Channel, DeptFields, IntEnum, Keyword, Nullable, Time, TimeRange, withAuth } from './business-schemas.ts';

const STATUSES = Object.values(OrderStatus) as OrderStatusCode[];

const OrderSchema = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  amount: Cents('order amount'),
  refundAmount: Cents('refunded'),
  status: IntEnum<OrderStatusCode>(STATUSES, `concept orderStatus: 1 unpaid, 2 paid, 3 refunded, 4 partly refunded, ${ABNORMAL_ORDER_STATUS} abnormal`),
  payChannel: Channel(),
  deviceId: Type.Integer(),
  deviceCode: Type.String(),
  deviceName: Type.String(),
  ...DeptFields,
  abnormalReason: Nullable(Type.String({ description: 'why an abnormal order waits for handling' })),
  createTime: Time('created'),
});

const common = {
  ...PageQuery.properties,
  keyword: Type.Optional(Keyword('order number, device code or device name')),
  payChannel: Type.Optional(Channel()),
  ...TimeRange,
};

function checkRange(query: { startTime?: number; endTime?: number }): void {
  if (query.startTime !== undefined && query.endTime !== undefined && query.endTime < query.startTime) {
    throw badInput('querystring/endTime must not be before querystring/startTime');
  }
}

/** Orders and abnormal unattended-shop orders (ours; spec §6, §9 status 8). */
export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    ApiPath.orderPage,
    {
      schema: {
        ...withAuth('orders'),
        summary: 'Orders, paged, newest first',
        description:
          'Orders of the caller\'s organisation and department subtree. Filters: keyword, status, payChannel, ' +
          'startTime/endTime (creation, inclusive). Amounts are cents.',
        querystring: Type.Object({ ...common, status: Type.Optional(IntEnum<OrderStatusCode>(STATUSES, 'status filter')) }),
        response: responses(Paged(OrderSchema)),
      },
    },
    async (request) => {
      checkRange(request.query);
      const { page = 1, limit = 10, ...filter } = request.query;
      return ok(await pageOrders(db, request.scope as Scope, { page, limit, ...filter }));
    },
  );

  app.get(
    ApiPath.abnormalOrderPage,
    {
      schema: {
        ...withAuth('orders'),
        summary: `Abnormal unattended-shop orders (status ${ABNORMAL_ORDER_STATUS}), paged, newest first`,
        description:
          `Orders with status ${ABNORMAL_ORDER_STATUS} in the caller's scope: they wait for handling, and their number is the ` +
          'abnormalOrders badge. Filters as for the order page, without status.',
        querystring: Type.Object(common),
        response: responses(Paged(OrderSchema)),
      },
    },
    async (request) => {
      checkRange(request.query);
      const { page = 1, limit = 10, ...filter } = request.query;
      return ok(await pageAbnormalOrders(db, request.scope as Scope, { page, limit, ...filter }));
    },
  );
};
