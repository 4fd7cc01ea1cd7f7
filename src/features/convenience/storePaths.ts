// Where a store's detail lives (spec §2 route, `?id=` as the store manager's redirect opens it), and the store list.
import { Route } from '../../core/contract/index.ts';

/** The store list's page (menu 门店列表 under /Layout/convenience). */
export const STORE_LIST_PATH = `${Route.convenience}/convenienceStores`;

export function storeDetailPath(id: number): string {
  return `${Route.convenienceStoreDetail}?id=${encodeURIComponent(String(id))}`;
}
