import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { DeviceType as TypeCode, LifecycleState as StateCode } from '../../src/core/contract/index.ts';
import {
  ABNORMAL_ORDER_STATUS,
  ApiPath,
  CHECK_WINDOW_DAYS,
  DeviceType,
  LifecycleState,
  SALES_TREND_DEFAULT_DAYS,
  SALES_TREND_MAX_DAYS,
  ok,
} from '../../src/core/contract/index.ts';
import { badgeCounts } from '../repos/badges.ts';
import { dashboardSummary, salesTrend } from '../repos/dashboard.ts';
import type { Scope } from '../db/scope.ts';
import { responses } from '../schemas.ts';
import { Cents, IntEnum, Time, withAuth } from './business-schemas.ts';

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const figures = {
  total: Count('devices not withdrawn'),
  online: Count('online'),
  offline: Count('offline'),
  temperatureAlarm: Count('with a temperature alarm'),
  inventoryWarning: Count('with inventory warnings'),
  alarm: Count('with a temperature alarm or inventory warnings'),
};

const SummarySchema = Type.Object({
  devices: Type.Object({
    ...figures,
    byType: Type.Array(Type.Object({ deviceType: IntEnum<TypeCode>(Object.values(DeviceType), '1 vending machine, 2 cooler'), ...figures })),
    byLifecycleState: Type.Array(
      Type.Object({ lifecycleState: IntEnum<StateCode>(Object.values(LifecycleState), 'concept vmLifecycleState'), count: Count('devices') }),
      { description: 'every lifecycle state, withdrawn devices included' },
    ),
  }),
  orders: Type.Object({
    todayCount: Count('orders created today, any status'),
    todaySales: Cents('sales today, net of refunds'),
    weekCount: Count('orders created this week (from Monday), any status'),
    weekSales: Cents('sales this week, net of refunds'),
  }),
  pendingComplaints: Count('complaints not completed, both channels, order and risk complaints, any age'),
  pendingReplenishments: Count('replenishment packages awaiting approval'),
  abnormalOrders: Count(`orders with status ${ABNORMAL_ORDER_STATUS}`),
  todayStart: Time('start of today (UTC+8)'),
  weekStart: Time('start of this week, Monday (UTC+8)'),
});

const TrendSchema = Type.Array(
  Type.Object({ date: Type.String({ description: 'YYYY-MM-DD (UTC+8)' }), orders: Count('orders created that day'), sales: Cents('sales that day, net of refunds') }),
);

const BadgeSchema = Type.Object({
  abnormalOrders: Count(`orders with status ${ABNORMAL_ORDER_STATUS}; roles nooneshopOwner, unmannedShopErrorOrder, admin, adminOperation, systemOperate`),
  orgAudit: Count('merchant applications awaiting audit; roles financialStaff, kefuzhinenggui'),
  complaints: Count(`order complaints pending, received in the last ${CHECK_WINDOW_DAYS} days; operators (3)`),
  replenishmentApprovals: Count('replenishment packages awaiting approval; operators (3)'),
  complaintTotal: Count(`complaints pending over both payment channels, order and risk, received in the last ${CHECK_WINDOW_DAYS} days; platform (1)`),
});

const SCOPE = 'Figures of the current identity\'s organisation and department subtree, counted from the stored rows at the time of the request.';

/** Home-page figures and the badges of spec §6 (issue 5). */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.get(
    ApiPath.dashboardSummary,
    {
      schema: {
        ...withAuth('dashboard'),
        summary: 'Home-page figures: devices, orders and sales, complaints, approvals, abnormal orders',
        description:
          `${SCOPE} Days and weeks are business days in UTC+8, weeks start on Monday. Sales are amounts net of refunds of ` +
          'orders paid, refunded or partly refunded, in cents. Device figures leave out withdrawn devices (4), except byLifecycleState.',
        response: responses(SummarySchema),
      },
    },
    async (request) => ok(await dashboardSummary(db, request.scope as Scope, config.clock.now())),
  );

  app.get(
    ApiPath.dashboardSalesTrend,
    {
      schema: {
        ...withAuth('dashboard'),
        summary: 'Orders and sales per day',
        description: `${SCOPE} One entry per business day (UTC+8) of the last \`days\` days, today last; days without orders are 0.`,
        querystring: Type.Object({
          days: Type.Optional(
            Type.Integer({ minimum: 1, maximum: SALES_TREND_MAX_DAYS, default: SALES_TREND_DEFAULT_DAYS, description: `1-${SALES_TREND_MAX_DAYS}, default ${SALES_TREND_DEFAULT_DAYS}` }),
          ),
        }),
        response: responses(TrendSchema),
      },
    },
    async (request) => ok(await salesTrend(db, request.scope as Scope, config.clock.now(), request.query.days ?? SALES_TREND_DEFAULT_DAYS)),
  );

  app.get(
    ApiPath.badgeCounts,
    {
      schema: {
        ...withAuth('dashboard'),
        summary: 'Badge counts of spec §6 (polled every 30 s)',
        description:
          `${SCOPE} Each figure is given only to the roles or organisation category spec §6 names (the same rules the client ` +
          'uses to show the badges); for anyone else it is 0.',
        response: responses(BadgeSchema),
      },
    },
    async (request) => ok(await badgeCounts(db, request.scope as Scope, config.clock.now())),
  );
};
