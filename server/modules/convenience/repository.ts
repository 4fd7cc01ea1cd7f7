import { and, asc, desc, eq } from 'drizzle-orm';
import type { ConvenienceShop } from '../../../src/core/contract/api/convenience.ts';
import type { Paged } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import { pageOf, totalCount, type PageRequest } from '../../db/query.ts';
import { deptOf, inScope, type Scope } from '../../db/scope.ts';
import { depts } from '../org/tables.ts';
import { convenienceShops } from './tables.ts';

const ROW = { id: convenienceShops.id, name: convenienceShops.name, updateTime: convenienceShops.updateTime };

/** Shops of the caller's organisation whose department is in the caller's subtree, most recently updated first. */
export function pageShops(orm: Orm, scope: Scope, page: PageRequest): Promise<Paged<ConvenienceShop>> {
  const where = inScope(scope, convenienceShops);
  const rows = orm
    .select(ROW)
    .from(convenienceShops)
    .innerJoin(depts, deptOf(convenienceShops))
    .where(where)
    .orderBy(desc(convenienceShops.updateTime), asc(convenienceShops.id));
  const total = orm.select(totalCount).from(convenienceShops).innerJoin(depts, deptOf(convenienceShops)).where(where);
  return pageOf(rows.$dynamic(), total, page);
}

/** One shop of the caller's scope; null outside it, as for an unknown id. */
export async function shopById(orm: Orm, scope: Scope, id: number): Promise<ConvenienceShop | null> {
  const [shop] = await orm
    .select(ROW)
    .from(convenienceShops)
    .innerJoin(depts, deptOf(convenienceShops))
    .where(and(inScope(scope, convenienceShops), eq(convenienceShops.id, id)));
  return shop ?? null;
}
