// Convenience stores (spec §3 shop, §7 Store and convenience: shop/page, shop/{id}): the shops of the caller's scope.
import { defineCall } from './define.ts';
import { Id, PageQuery, Paged, T } from './schema.ts';
import type { Static } from './schema.ts';

export const ShopRow = T.Object({ id: T.Integer(), name: T.String(), updateTime: T.Integer({ description: 'epoch ms' }) });
/** A convenience shop, as the store list, the store home and the store manager's redirect read it. */
export type ConvenienceShop = Static<typeof ShopRow>;

export const convenienceShopPage = defineCall({
  method: 'GET',
  path: '/api/convenience/shop/page',
  tag: 'convenience',
  view: 'store:view',
  summary: 'Convenience shops, most recently updated first',
  description: "Shops of the caller's organisation and department subtree. The store manager's redirect asks for limit 99999 and opens the first.",
  query: PageQuery,
  response: Paged(ShopRow),
});

export const convenienceShop = defineCall({
  method: 'GET',
  path: '/api/convenience/shop/:id',
  tag: 'convenience',
  view: 'store:view',
  summary: 'One convenience shop',
  description: "Shops outside the caller's organisation or department subtree answer HTTP 404, like unknown ids.",
  params: T.Object({ id: Id('shop id') }),
  response: ShopRow,
});
