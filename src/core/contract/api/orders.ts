// Orders and the abnormal unattended-shop orders (status 8, spec §9): the sales of the caller's scope.
import { OrderStatus } from '../business.ts';
import type { OrderStatus as OrderStatusCode } from '../business.ts';
import { ABNORMAL_ORDER_STATUS } from '../constants.ts';
import { defineCall } from './define.ts';
import { Cents, Channel, DeptFields, IntEnum, Keyword, Nullable, Paged, PagedQuery, T, Time, TimeRange } from './schema.ts';
import type { Static } from './schema.ts';

const STATUSES = Object.values(OrderStatus) as OrderStatusCode[];

export const OrderRow = T.Object({
  id: T.Integer(),
  orderNo: T.String(),
  amount: Cents('order amount'),
  refundAmount: Cents('refunded'),
  status: IntEnum<OrderStatusCode>(STATUSES, `concept orderStatus: 1 unpaid, 2 paid, 3 refunded, 4 partly refunded, ${ABNORMAL_ORDER_STATUS} abnormal`),
  payChannel: Channel(),
  deviceId: T.Integer(),
  deviceCode: T.String(),
  deviceName: T.String(),
  ...DeptFields,
  abnormalReason: Nullable(T.String({ description: 'why an abnormal order waits for handling' })),
  createTime: Time('created'),
});
/** An order as the order lists page it; amounts in cents. */
export type Order = Static<typeof OrderRow>;

const filters = {
  keyword: T.Optional(Keyword('order number, device code or device name')),
  payChannel: T.Optional(Channel()),
  ...TimeRange,
};

export const OrderQuery = PagedQuery({ ...filters, status: T.Optional(IntEnum<OrderStatusCode>(STATUSES, 'status filter')) });

export const orderPage = defineCall({
  method: 'GET',
  path: '/api/operation/order/page',
  tag: 'orders',
  view: 'order:list',
  summary: 'Orders, paged, newest first',
  description:
    'Orders of the caller\'s organisation and department subtree. Filters: keyword, status, payChannel, ' +
    'startTime/endTime (creation, inclusive). Amounts are cents.',
  query: OrderQuery,
  response: Paged(OrderRow),
});
export const abnormalOrderPage = defineCall({
  method: 'GET',
  path: '/api/operation/order/abnormal/page',
  tag: 'orders',
  view: 'order:abnormal',
  summary: `Abnormal unattended-shop orders (status ${ABNORMAL_ORDER_STATUS}), paged, newest first`,
  description:
    `Orders with status ${ABNORMAL_ORDER_STATUS} in the caller's scope: they wait for handling, and their number is the ` +
    'abnormalOrders badge. Filters as for the order page, without status.',
  query: PagedQuery(filters),
  response: Paged(OrderRow),
});
