// Convenience stores (spec §3 shop, §7 Store and convenience): the shops of the caller's scope, the store home's
// figures, sub-orders and the handling of their exceptions.
import {
  convenienceSelfStore, convenienceShop, convenienceShopPage, handleExceptionSubOrder, subOrderCount, subOrderPage,
} from '../../../src/core/contract/api/convenience.ts';
import { Code } from '../../../src/core/contract/index.ts';
import { startOfDay } from '../../db/calendar.ts';
import { pageRequest } from '../../db/query.ts';
import { businessError, notFound } from '../../errors.ts';
import { defineModule } from '../module.ts';
import { route } from '../route.ts';
import { countSubOrders, handleException, pageShops, pageSubOrders, selfStore, shopById } from './repository.ts';
import { CONVENIENCE_GOODS, CONVENIENCE_SHOPS, CONVENIENCE_SUB_ORDERS, priceOf } from './seed-data.ts';
import { convenienceGoods, convenienceShops, convenienceSubOrderItems, convenienceSubOrders } from './tables.ts';

export default defineModule({
  name: 'convenience',
  after: ['org'],
  scopedTables: [convenienceShops, convenienceGoods, convenienceSubOrders],

  routes(app) {
    const { db, config } = app;
    const { orm } = db;
    route(app, convenienceShopPage, async ({ scope, query }) => pageShops(orm, scope, pageRequest(query)));
    route(app, convenienceShop, async ({ scope, params }) => {
      const shop = await shopById(orm, scope, params.id);
      if (!shop) throw notFound(`convenience shop ${params.id}`);
      return shop;
    });
    route(app, convenienceSelfStore, async ({ scope }) => selfStore(orm, scope, startOfDay(config.clock.now())));
    route(app, subOrderPage, async ({ scope, query }) => pageSubOrders(orm, scope, { ...query, ...pageRequest(query) }));
    route(app, subOrderCount, async ({ scope, query }) => countSubOrders(orm, scope, query.shopId));
    route(app, handleExceptionSubOrder, async ({ scope, body }) => {
      const outcome = await handleException(orm, scope, body, config.clock.now());
      if (outcome.kind === 'missing') throw notFound(`sub-order ${body.id}`);
      if (outcome.kind === 'notException') throw businessError(Code.ORDER_STATUS_WRONG, `子订单 ${outcome.subOrderNo} 不是待处理的异常订单，请刷新`);
      return outcome.subOrder;
    });
  },

  async seed(tx, { now, userId }) {
    await tx.insert(convenienceShops).values(
      CONVENIENCE_SHOPS.map(({ age, ...shop }) => ({ ...shop, updateTime: now - age })),
    );
    await tx.insert(convenienceGoods).values(CONVENIENCE_GOODS);
    const inserted = await tx
      .insert(convenienceSubOrders)
      .values(
        CONVENIENCE_SUB_ORDERS.map((seed) => ({
          subOrderNo: seed.subOrderNo,
          orderNo: seed.orderNo,
          orgId: seed.shop.orgId,
          deptId: seed.shop.deptId,
          shopId: seed.shop.id,
          amountCents: seed.items.reduce((sum, [goodsId, quantity]) => sum + priceOf(goodsId) * quantity, 0),
          status: seed.status,
          exceptionType: seed.exception?.type ?? null,
          exceptionDesc: seed.exception?.desc ?? null,
          handleResult: seed.handled?.result ?? null,
          handleRemark: seed.handled?.remark ?? null,
          handledBy: seed.handled ? userId(seed.handled.by) : null,
          handledAt: seed.handled ? now - seed.age + 20 * 60_000 : null,
          createdAt: now - seed.age,
        })),
      )
      .returning({ id: convenienceSubOrders.id, subOrderNo: convenienceSubOrders.subOrderNo });
    const ids = new Map(inserted.map((row) => [row.subOrderNo, row.id]));
    await tx.insert(convenienceSubOrderItems).values(
      CONVENIENCE_SUB_ORDERS.flatMap((seed) =>
        seed.items.map(([goodsId, quantity]) => ({ subOrderId: ids.get(seed.subOrderNo) as number, goodsId, quantity, priceCents: priceOf(goodsId) })),
      ),
    );
  },
});
