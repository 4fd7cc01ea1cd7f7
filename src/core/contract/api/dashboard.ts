// The home page's figures and sales trend, and the badge counts of spec §6 (issue 5): computed by the server for the
// current identity's organisation and department subtree.
import { DeviceType, LifecycleState, SALES_TREND_DEFAULT_DAYS, SALES_TREND_MAX_DAYS } from '../business.ts';
import type { DeviceType as TypeCode, LifecycleState as StateCode } from '../business.ts';
import { ABNORMAL_ORDER_STATUS, CHECK_WINDOW_DAYS } from '../constants.ts';
import { defineCall } from './define.ts';
import { Cents, IntEnum, T, Time } from './schema.ts';
import type { Static } from './schema.ts';

const Count = (description: string) => T.Integer({ minimum: 0, description });

/** Devices not withdrawn; alarm = temperature alarm or inventory warnings. */
const figures = {
  total: Count('devices not withdrawn'),
  online: Count('online'),
  offline: Count('offline'),
  temperatureAlarm: Count('with a temperature alarm'),
  inventoryWarning: Count('with inventory warnings'),
  alarm: Count('with a temperature alarm or inventory warnings'),
};
export const DeviceFiguresRow = T.Object(figures);
export type DeviceFigures = Static<typeof DeviceFiguresRow>;

export const DeviceSummary = T.Object({
  ...figures,
  byType: T.Array(T.Object({ deviceType: IntEnum<TypeCode>(Object.values(DeviceType), '1 vending machine, 2 cooler'), ...figures })),
  byLifecycleState: T.Array(
    T.Object({ lifecycleState: IntEnum<StateCode>(Object.values(LifecycleState), 'concept vmLifecycleState'), count: Count('devices') }),
    { description: 'every lifecycle state, withdrawn devices included' },
  ),
});
/** The device part of the home page: totals, per type and per lifecycle state. */
export type DeviceSummary = Static<typeof DeviceSummary>;

export const OrderFigures = T.Object({
  todayCount: Count('orders created today, any status'),
  todaySales: Cents('sales today, net of refunds'),
  weekCount: Count('orders created this week (from Monday), any status'),
  weekSales: Cents('sales this week, net of refunds'),
});
export type OrderFigures = Static<typeof OrderFigures>;

export const DashboardSummaryData = T.Object({
  devices: DeviceSummary,
  orders: OrderFigures,
  pendingComplaints: Count(
    'complaints not completed and received in the last 7 days (spec §9 check window): order complaints of both channels, ' +
      'plus risk complaints for platform staff; the same figure as the complaint badge (spec §6)',
  ),
  pendingReplenishments: Count('replenishment packages awaiting approval'),
  abnormalOrders: Count(`orders with status ${ABNORMAL_ORDER_STATUS}`),
  todayStart: Time('start of today (UTC+8)'),
  weekStart: Time('start of this week, Monday (UTC+8)'),
});
/** The home page's figures of the identity's organisation and department subtree. */
export type DashboardSummary = Static<typeof DashboardSummaryData>;

export const SalesTrendPointRow = T.Object({
  date: T.String({ description: 'YYYY-MM-DD (UTC+8)' }),
  orders: Count('orders created that day'),
  sales: Cents('sales that day, net of refunds'),
});
/** One business day of the sales trend; sales in cents, net of refunds. */
export type SalesTrendPoint = Static<typeof SalesTrendPointRow>;

export const BadgeCountsData = T.Object({
  abnormalOrders: Count(`orders with status ${ABNORMAL_ORDER_STATUS}; roles nooneshopOwner, unmannedShopErrorOrder, admin, adminOperation, systemOperate`),
  orgAudit: Count('merchant applications awaiting audit; roles financialStaff, kefuzhinenggui'),
  complaints: Count(`order complaints pending, received in the last ${CHECK_WINDOW_DAYS} days; operators (3)`),
  replenishmentApprovals: Count('replenishment packages awaiting approval; operators (3)'),
  complaintTotal: Count(`complaints pending over both payment channels, order and risk, received in the last ${CHECK_WINDOW_DAYS} days; platform (1)`),
});
/** spec §6 badges; a figure the caller's roles or organisation category are not given is 0. */
export type BadgeCounts = Static<typeof BadgeCountsData>;

const SCOPE = 'Figures of the current identity\'s organisation and department subtree, counted from the stored rows at the time of the request.';

export const dashboardSummary = defineCall({
  method: 'GET',
  path: '/api/system/dashboard/summary',
  tag: 'dashboard',
  summary: 'Home-page figures: devices, orders and sales, complaints, approvals, abnormal orders',
  description:
    `${SCOPE} Days and weeks are business days in UTC+8, weeks start on Monday. Sales are amounts net of refunds of ` +
    'orders paid, refunded or partly refunded, in cents. Device figures leave out withdrawn devices (4), except byLifecycleState.',
  response: DashboardSummaryData,
});

export const dashboardSalesTrend = defineCall({
  method: 'GET',
  path: '/api/system/dashboard/salesTrend',
  tag: 'dashboard',
  summary: 'Orders and sales per day',
  description: `${SCOPE} One entry per business day (UTC+8) of the last \`days\` days, today last; days without orders are 0.`,
  query: T.Object({
    days: T.Optional(
      T.Integer({ minimum: 1, maximum: SALES_TREND_MAX_DAYS, default: SALES_TREND_DEFAULT_DAYS, description: `1-${SALES_TREND_MAX_DAYS}, default ${SALES_TREND_DEFAULT_DAYS}` }),
    ),
  }),
  response: T.Array(SalesTrendPointRow),
});

export const badgeCounts = defineCall({
  method: 'GET',
  path: '/api/system/badge/counts',
  tag: 'dashboard',
  summary: 'Badge counts of spec §6 (polled every 30 s)',
  description:
    `${SCOPE} Each figure is given only to the roles or organisation category spec §6 names (the same rules the client ` +
    'uses to show the badges); for anyone else it is 0.',
  response: BadgeCountsData,
});
