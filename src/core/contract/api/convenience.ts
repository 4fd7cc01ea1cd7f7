// Convenience stores (spec §3 shop, §7 Store and convenience: selfStore, subOrder page and count,
// handleExceptionSubOrder, shop/page, shop/{id}): the shops of the caller's scope, their sub-orders and the
// exceptions staff handle. Paths the spec does not give are ours (issue 12), described below and in the OpenAPI.
import { Code } from '../codes.ts';
import { defineCall } from './define.ts';
import { Body, Cents, Id, IntEnum, Keyword, Nullable, PageQuery, Paged, PagedQuery, T, Time, TimeRange } from './schema.ts';
import type { Static } from './schema.ts';

/** View codes of the convenience area: reading stores, and working on their sub-orders (handling exceptions). */
export const STORE_VIEW = 'store:view';
export const STORE_ORDER = 'store:order';

/** A sub-order: the part of a customer's order one shop fulfils. 4 is an exception waiting to be handled. */
export const SubOrderStatus = { AWAITING: 1, COMPLETED: 2, CANCELLED: 3, EXCEPTION: 4 } as const;
export type SubOrderStatus = (typeof SubOrderStatus)[keyof typeof SubOrderStatus];
/** Why a sub-order became an exception. */
export const SubOrderException = { OUT_OF_STOCK: 1, NOT_PICKED_UP: 2, PAYMENT: 3, DAMAGED: 4 } as const;
export type SubOrderException = (typeof SubOrderException)[keyof typeof SubOrderException];
/** How an exception was handled: a refund cancels the sub-order, the other two complete it. */
export const ExceptionResult = { REFUND: 1, FULFILLED: 2, NO_PROBLEM: 3 } as const;
export type ExceptionResult = (typeof ExceptionResult)[keyof typeof ExceptionResult];
/** The status a handled exception leaves its sub-order in. */
export function statusAfterHandling(result: ExceptionResult): SubOrderStatus {
  return result === ExceptionResult.REFUND ? SubOrderStatus.CANCELLED : SubOrderStatus.COMPLETED;
}
export const EXCEPTION_REMARK_MAX_LENGTH = 200;

const STATUSES = Object.values(SubOrderStatus) as SubOrderStatus[];
const EXCEPTIONS = Object.values(SubOrderException) as SubOrderException[];
const RESULTS = Object.values(ExceptionResult) as ExceptionResult[];
const STATUS_TEXT = '1 awaiting fulfilment, 2 completed, 3 cancelled, 4 exception to handle';
const EXCEPTION_TEXT = '1 out of stock, 2 not picked up in time, 3 payment anomaly, 4 goods damaged';
const RESULT_TEXT = '1 refunded (the sub-order is cancelled), 2 fulfilled after all (completed), 3 checked, nothing wrong (completed)';

export const ShopRow = T.Object({ id: T.Integer(), name: T.String(), updateTime: T.Integer({ description: 'epoch ms' }) });
/** A convenience shop, as the store list, the store home and the store manager's redirect read it. */
export type ConvenienceShop = Static<typeof ShopRow>;

export const ShopDetail = T.Object({
  ...ShopRow.properties,
  address: T.String(),
  openHours: T.String({ description: 'opening hours, e.g. 07:00-23:00' }),
  contactPhone: T.String({ description: 'masked when the caller\'s phoneHide is set' }),
  deptId: T.Integer(),
  deptName: T.String(),
  goodsCount: T.Integer({ minimum: 0, description: 'goods on sale in the shop' }),
});
/** One shop as its detail page shows it. */
export type ConvenienceShopDetail = Static<typeof ShopDetail>;

/** Today's figures of a shop (business day, UTC+8). */
const TodayFigures = {
  todayOrders: T.Integer({ minimum: 0, description: 'sub-orders created today' }),
  todaySales: Cents('today\'s sales: sub-orders created today and completed'),
  awaiting: T.Integer({ minimum: 0, description: 'sub-orders awaiting fulfilment, any day' }),
  exceptions: T.Integer({ minimum: 0, description: 'exceptions waiting to be handled, any day' }),
};

export const SelfStoreShop = T.Object({ ...ShopRow.properties, ...TodayFigures });
export type SelfStoreShop = Static<typeof SelfStoreShop>;

export const SelfStore = T.Object({
  shopCount: T.Integer({ minimum: 0 }),
  today: T.Object(TodayFigures, { description: 'the sums over every shop' }),
  shops: T.Array(SelfStoreShop, { description: 'every shop of the caller\'s scope, most recently updated first' }),
});
/** The store home: the caller's shops with today's figures. */
export type SelfStore = Static<typeof SelfStore>;

export const SubOrderRow = T.Object({
  id: T.Integer(),
  subOrderNo: T.String(),
  orderNo: T.String({ description: 'the customer\'s order this sub-order is part of' }),
  shopId: T.Integer(),
  shopName: T.String(),
  goods: T.String({ description: 'goods and quantities, e.g. 金枪鱼饭团×2、鲜牛奶×1' }),
  itemCount: T.Integer({ minimum: 0 }),
  amount: Cents('amount'),
  status: IntEnum<SubOrderStatus>(STATUSES, STATUS_TEXT),
  exceptionType: Nullable(IntEnum<SubOrderException>(EXCEPTIONS, `${EXCEPTION_TEXT}; null: never an exception`)),
  exceptionDesc: Nullable(T.String()),
  handleResult: Nullable(IntEnum<ExceptionResult>(RESULTS, `${RESULT_TEXT}; null: not handled`)),
  handleRemark: Nullable(T.String()),
  handlerName: Nullable(T.String()),
  handleTime: Nullable(Time('handled')),
  createTime: Time('created'),
});
/** A sub-order; amounts in cents. */
export type SubOrder = Static<typeof SubOrderRow>;

const subOrderFilters = {
  shopId: T.Optional(Id('only this shop\'s sub-orders')),
  status: T.Optional(IntEnum<SubOrderStatus>(STATUSES, `status filter: ${STATUS_TEXT}`)),
  keyword: T.Optional(Keyword('sub-order number, order number or goods')),
  ...TimeRange,
};

export const SubOrderCounts = T.Object({
  total: T.Integer({ minimum: 0 }),
  awaiting: T.Integer({ minimum: 0 }),
  completed: T.Integer({ minimum: 0 }),
  cancelled: T.Integer({ minimum: 0 }),
  exception: T.Integer({ minimum: 0, description: 'exceptions waiting to be handled' }),
});
export type SubOrderCounts = Static<typeof SubOrderCounts>;

export const HandleExceptionBody = Body(
  {
    id: Id('the sub-order'),
    result: IntEnum<ExceptionResult>(RESULTS, RESULT_TEXT),
    remark: T.Optional(T.String({ maxLength: EXCEPTION_REMARK_MAX_LENGTH, description: 'what was done, kept with the result' })),
  },
  'Handle an exception sub-order',
);
export type HandleException = Static<typeof HandleExceptionBody>;

const SCOPE = "the caller's organisation and department subtree";

export const convenienceShopPage = defineCall({
  method: 'GET',
  path: '/api/convenience/shop/page',
  tag: 'convenience',
  view: STORE_VIEW,
  summary: 'Convenience shops, most recently updated first',
  description: `Shops of ${SCOPE}. The store manager's redirect asks for limit 99999 (spec §9) and opens the first.`,
  query: PageQuery,
  response: Paged(ShopRow),
});

export const convenienceShop = defineCall({
  method: 'GET',
  path: '/api/convenience/shop/:id',
  tag: 'convenience',
  view: STORE_VIEW,
  summary: 'One convenience shop',
  description: `A shop of ${SCOPE} with its address, hours, contact and goods count. Shops outside it answer HTTP 404, like unknown ids.`,
  params: T.Object({ id: Id('shop id') }),
  response: ShopDetail,
});

export const convenienceSelfStore = defineCall({
  method: 'GET',
  path: '/api/convenience/selfStore',
  tag: 'convenience',
  view: STORE_VIEW,
  summary: 'The store home: the caller\'s shops with today\'s figures',
  description:
    `Every shop of ${SCOPE}, most recently updated first, each with today's sub-orders and sales (business day in UTC+8), ` +
    'the sub-orders awaiting fulfilment and the exceptions waiting to be handled; `today` sums them.',
  response: SelfStore,
});

export const subOrderPage = defineCall({
  method: 'GET',
  path: '/api/convenience/subOrder/page',
  tag: 'convenience',
  view: STORE_ORDER,
  summary: 'Sub-orders of the convenience shops, paged, newest first',
  description:
    `Sub-orders of the shops of ${SCOPE}. Filters: shopId (a shop outside the scope gives no rows), status ` +
    '(4: the exceptions to handle), keyword, startTime/endTime on creation. A handled exception is no longer status 4.',
  query: PagedQuery(subOrderFilters),
  response: Paged(SubOrderRow),
});

export const subOrderCount = defineCall({
  method: 'GET',
  path: '/api/convenience/subOrder/count',
  tag: 'convenience',
  view: STORE_ORDER,
  summary: 'Sub-order counts by status',
  description: `Counts of the sub-orders of ${SCOPE}, or of one shop (shopId); exception counts those waiting to be handled.`,
  query: T.Object({ shopId: T.Optional(Id('only this shop')) }),
  response: SubOrderCounts,
});

export const handleExceptionSubOrder = defineCall({
  method: 'POST',
  path: '/api/convenience/subOrder/handleExceptionSubOrder',
  tag: 'convenience',
  view: STORE_ORDER,
  summary: 'Handle an exception sub-order',
  description:
    'Records the result (1 refund: the sub-order is cancelled; 2 fulfilled, 3 nothing wrong: it is completed), the remark, ' +
    'who handled it and when. Only a sub-order in status 4 can be handled: any other (already handled, or never an ' +
    `exception) gives status ${Code.ORDER_STATUS_WRONG} and nothing changes. A sub-order outside ${SCOPE} answers HTTP 404 ` +
    'like an unknown one. Returns the sub-order as it is now.',
  body: HandleExceptionBody,
  response: SubOrderRow,
});
