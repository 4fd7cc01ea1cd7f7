// Orders and the abnormal unattended-shop orders (ours; spec §6, §9 status 8) of the caller's scope.
import { abnormalOrderHandle, abnormalOrderPage, orderDetail, orderPage } from '../../../src/core/contract/api/orders.ts';
import type { Order } from '../../../src/core/contract/api/orders.ts';
import { ABNORMAL_ORDER_STATUS, Code, type Paged } from '../../../src/core/contract/index.ts';
import { compactDate } from '../../db/calendar.ts';
import { pageRequest } from '../../db/query.ts';
import type { Scope } from '../../db/scope.ts';
import { ORDER_PAGE_CACHE_MAX_ROWS } from '../../plugins/auth-cache.ts';
import { PreparedAnswer } from '../../plugins/prepared.ts';
import { badInput, businessError, notFound } from '../../errors.ts';
import { DEVICES } from '../devices/seed-data.ts';
import { defineModule } from '../module.ts';
import { route } from '../route.ts';
import { userNameOf } from '../org/repository.ts';
import { handleAbnormalOrder, orderDetailOf, pageOrders, type OrderFilter } from './repository.ts';
import { seedOrders } from './seed-data.ts';
import { orders } from './tables.ts';

/** Rows per insert of the seed: thousands of orders, well below PostgreSQL's 65535 parameters a statement. */
const SEED_CHUNK = 1_000;

function checkRange(query: { startTime?: number; endTime?: number }): void {
  if (query.startTime !== undefined && query.endTime !== undefined && query.endTime < query.startTime) {
    throw badInput('querystring/endTime must not be before querystring/startTime');
  }
}

export default defineModule({
  name: 'orders',
  after: ['devices'],
  scopedTables: [orders],

  routes(app) {
    const { orm } = app.db;
    /**
     * A page of the scope's orders from this process's memory while orders stay as they were (server/plugins/auth-cache.ts:
     * any write to orders, here or in another process, drops every page); the subtree and the query are the key.
     */
    const cachedPage = async (scope: Scope, filter: OrderFilter): Promise<Paged<Order> | PreparedAnswer<Paged<Order>>> => {
      if (filter.limit > ORDER_PAGE_CACHE_MAX_ROWS) return pageOrders(orm, scope, filter);
      const { keyword, status, payChannel, startTime, endTime, page, limit } = filter;
      const key = `${scope.orgId}:${scope.deptPath}:${JSON.stringify([keyword?.trim(), status, payChannel, startTime, endTime, page, limit])}`;
      const load = async () => new PreparedAnswer(await pageOrders(orm, scope, filter));
      return (await app.authCache.orderPages.get(key, load)) as PreparedAnswer<Paged<Order>>;
    };
    route(app, orderPage, async ({ scope, query }) => {
      checkRange(query);
      return cachedPage(scope, { ...query, ...pageRequest(query) });
    });
    route(app, abnormalOrderPage, async ({ scope, query }) => {
      checkRange(query);
      return cachedPage(scope, { ...query, ...pageRequest(query), status: ABNORMAL_ORDER_STATUS });
    });
    route(app, orderDetail, async ({ scope, params }) => {
      const detail = await orderDetailOf(orm, scope, params.id);
      if (!detail) throw notFound(`order ${params.id}`);
      return detail;
    });
    route(app, abnormalOrderHandle, async ({ scope, body }) => {
      if (body.action === 'close' && body.amount !== undefined) throw badInput('body/amount: not with action close');
      if (body.action !== 'close' && body.amount === undefined) throw badInput(`body/amount: required with action ${body.action}`);
      if (!body.note.trim()) throw badInput('body/note: must not be blank');
      const outcome = await handleAbnormalOrder(orm, scope, body, await userNameOf(orm, scope.userId), app.config.clock.now());
      if (outcome.kind === 'missing') throw notFound(`order ${body.id}`);
      if (outcome.kind === 'statusChanged') throw businessError(Code.ORDER_STATUS_WRONG);
      if (outcome.kind === 'limit') throw businessError(Code.ORDER_CORRECTION_LIMIT);
      if (outcome.kind === 'tooMuch') throw badInput(`body/amount: at most the order amount, ${outcome.max} cents`);
      const detail = await orderDetailOf(orm, scope, body.id);
      if (!detail) throw notFound(`order ${body.id}`);
      return detail;
    });
  },

  async seed(tx, { now }) {
    const byId = new Map(DEVICES.map((d) => [d.id, d]));
    const rows = seedOrders().map((o, index) => {
      const device = byId.get(o.deviceId);
      if (!device) throw new Error(`seed: order of unknown device ${o.deviceId}`);
      return {
        orderNo: `${compactDate(now - o.age)}${String(o.deviceId).slice(-4)}${String(index + 1).padStart(6, '0')}`,
        orgId: device.orgId,
        deptId: device.deptId,
        deviceId: o.deviceId,
        amountCents: o.amount,
        refundCents: o.refund,
        status: o.status,
        payChannel: o.payChannel,
        abnormalReason: o.abnormalReason,
        goodsName: o.goodsName,
        corrections: o.corrections,
        createdAt: now - o.age,
      };
    });
    // In order, so ids follow the history (oldest first) as they always did.
    for (let start = 0; start < rows.length; start += SEED_CHUNK) await tx.insert(orders).values(rows.slice(start, start + SEED_CHUNK));
  },
});
