// Orders and the abnormal unattended-shop orders (status 8, spec §9): the sales of the caller's scope.
import { ABNORMAL_ORDER_ACTIONS, ORDER_CORRECTION_LIMIT, OrderStatus } from '../business.ts';
import type { AbnormalOrderAction, OrderStatus as OrderStatusCode } from '../business.ts';
import { Code } from '../codes.ts';
import { ABNORMAL_ORDER_STATUS } from '../constants.ts';
import { ABNORMAL_ORDER_HANDLE, ORDER_ABNORMAL, ORDER_LIST } from '../roles.ts';
import { defineCall } from './define.ts';
import { Body, Cents, Channel, DeptFields, Id, IntEnum, Keyword, Nullable, Paged, PagedQuery, T, TextEnum, Time, TimeRange } from './schema.ts';
import type { Static } from './schema.ts';

const STATUSES = Object.values(OrderStatus) as OrderStatusCode[];

export const OrderRow = T.Object({
  id: T.Integer(),
  orderNo: T.String(),
  amount: Cents('order amount'),
  refundAmount: Cents('refunded'),
  status: IntEnum<OrderStatusCode>(STATUSES, `concept orderStatus: 1 unpaid, 2 paid, 3 refunded, 4 partly refunded, 5 closed, ${ABNORMAL_ORDER_STATUS} abnormal`),
  payChannel: Channel(),
  deviceId: T.Integer(),
  deviceCode: T.String(),
  deviceName: T.String(),
  ...DeptFields,
  abnormalReason: Nullable(T.String({ description: 'why an abnormal order waits for handling' })),
  version: T.Integer({ minimum: 0, description: 'changes with every handling: send it back to handle the order (optimistic check)' }),
  corrections: T.Integer({ minimum: 0, description: `refunds and charges it has taken (at most ${ORDER_CORRECTION_LIMIT})` }),
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
  view: ORDER_LIST,
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
  view: ORDER_ABNORMAL,
  summary: `Abnormal unattended-shop orders (status ${ABNORMAL_ORDER_STATUS}), paged, newest first`,
  description:
    `Orders with status ${ABNORMAL_ORDER_STATUS} in the caller's scope: they wait for handling, and their number is the ` +
    'abnormalOrders badge. Filters as for the order page, without status.',
  query: PagedQuery(filters),
  response: Paged(OrderRow),
});

// ---- One order: detail and the handling of an abnormal one (issue 13) ----

export const OrderHandlingRow = T.Object({
  action: TextEnum<AbnormalOrderAction>(ABNORMAL_ORDER_ACTIONS, 'refund, charge or close'),
  amount: Nullable(Cents('refunded or charged')),
  note: T.String(),
  fromStatus: T.Integer({ description: 'concept orderStatus before' }),
  toStatus: T.Integer({ description: 'concept orderStatus after' }),
  handlerName: T.String(),
  handledTime: Time('handled'),
});
export type OrderHandling = Static<typeof OrderHandlingRow>;

export const OrderDetailData = T.Object({
  ...OrderRow.properties,
  goodsName: T.String(),
  handlings: T.Array(OrderHandlingRow, { description: 'oldest first' }),
});
/** One order with what was done to it. */
export type OrderDetail = Static<typeof OrderDetailData>;

export const orderDetail = defineCall({
  method: 'GET',
  path: '/api/operation/order/detail/:id',
  tag: 'orders',
  view: [ORDER_LIST, ORDER_ABNORMAL],
  summary: 'One order with its handlings',
  description: 'An order of the caller\'s scope with its goods and the handlings of it, oldest first. An unknown id or one outside the scope answers HTTP 404.',
  params: T.Object({ id: Id('the order\'s id') }),
  response: OrderDetailData,
});

/** The longest handling note. */
export const ORDER_NOTE_MAX = 200;

export const AbnormalOrderHandleBody = Body(
  {
    id: Id('the order\'s id'),
    action: TextEnum<AbnormalOrderAction>(ABNORMAL_ORDER_ACTIONS, 'refund: give the charged amount back; charge: charge the corrected amount; close: close it, nothing charged'),
    version: T.Integer({ minimum: 0, maximum: 1_000_000, description: 'the version the caller read (optimistic check)' }),
    amount: T.Optional(T.Integer({ minimum: 1, maximum: 100_000_000, description: 'cents: required with refund (at most the order amount) and charge; refused with close' })),
    note: T.String({ minLength: 1, maxLength: ORDER_NOTE_MAX, description: 'why, required' }),
  },
  'how an abnormal order is handled',
);
export type AbnormalOrderHandle = Static<typeof AbnormalOrderHandleBody>;

export const abnormalOrderHandle = defineCall({
  method: 'POST',
  path: '/api/operation/order/abnormal/handle',
  tag: 'orders',
  view: ABNORMAL_ORDER_HANDLE,
  summary: `Handle an abnormal unattended-shop order (status ${ABNORMAL_ORDER_STATUS}): refund, charge or close`,
  description:
    `Refund: the customer gets amount back (the whole order amount: status 3 refunded, less: 4 partly refunded). Charge: the ` +
    `customer is charged amount, the corrected order amount (status 2 paid). Close: nothing is charged (status 5 closed). ` +
    `The order must still be status ${ABNORMAL_ORDER_STATUS} at the version sent, else ${Code.ORDER_STATUS_WRONG} (订单状态有误，` +
    `请刷新: it was handled or changed meanwhile) and nothing changes. Refunds and charges are corrections: an order that ` +
    `already took ${ORDER_CORRECTION_LIMIT} answers ${Code.ORDER_CORRECTION_LIMIT} (订单更正次数超限) and can only be closed. ` +
    'The abnormal-order badge counts one fewer. An unknown id or one outside the scope answers HTTP 404. Answers the detail.',
  body: AbnormalOrderHandleBody,
  response: OrderDetailData,
});
