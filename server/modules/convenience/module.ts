// Convenience stores (spec §3 shop, §7 Store and convenience): the shops of the caller's scope.
import { convenienceShop, convenienceShopPage } from '../../../src/core/contract/api/convenience.ts';
import { pageRequest } from '../../db/query.ts';
import { notFound } from '../../errors.ts';
import { defineModule } from '../module.ts';
import { route } from '../route.ts';
import { pageShops, shopById } from './repository.ts';
import { CONVENIENCE_SHOPS } from './seed-data.ts';
import { convenienceShops } from './tables.ts';

export default defineModule({
  name: 'convenience',
  after: ['org'],
  scopedTables: [convenienceShops],

  routes(app) {
    const { orm } = app.db;
    route(app, convenienceShopPage, async ({ scope, query }) => pageShops(orm, scope, pageRequest(query)));
    route(app, convenienceShop, async ({ scope, params }) => {
      const shop = await shopById(orm, scope, params.id);
      if (!shop) throw notFound(`convenience shop ${params.id}`);
      return shop;
    });
  },

  async seed(tx, { now }) {
    await tx.insert(convenienceShops).values(
      CONVENIENCE_SHOPS.map(([id, orgId, deptId, name, age]) => ({ id, orgId, deptId, name, updateTime: now - age })),
    );
  },
});
