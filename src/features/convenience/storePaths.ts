// Where a store's detail lives (spec §2 route, `?id=` as the store manager's redirect opens it).
import { Route } from '../../core/contract/index.ts';

export function storeDetailPath(id: number): string {
  return `${Route.convenienceStoreDetail}?id=${encodeURIComponent(String(id))}`;
}
