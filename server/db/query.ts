import { count, type SQL } from 'drizzle-orm';
import type { Paged } from '../../src/core/contract/index.ts';

export interface PageRequest {
  page: number;
  limit: number;
}

/** `page` and `limit` of a paged query, with the defaults of spec §9. */
export function pageRequest(query: { page?: number; limit?: number }): PageRequest {
  return { page: query.page ?? 1, limit: query.limit ?? 10 };
}

/** A LIKE pattern matching text that contains `keyword` literally (%, _ and \ escaped); undefined for no filter. */
export function containsPattern(keyword: string | undefined): string | undefined {
  const trimmed = keyword?.trim() ?? '';
  return trimmed === '' ? undefined : `%${trimmed.replace(/[\\%_]/g, '\\$&')}%`;
}

/** A select the page helper can cut: drizzle's dynamic query. */
interface Limitable<T> {
  limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
}

/**
 * One page of `rows` (an ordered dynamic select) and the total of `total` (the same FROM and WHERE, counted):
 * `pageOf(select.$dynamic(), countOf.$dynamic(), page)`.
 */
export async function pageOf<T>(rows: Limitable<T>, total: PromiseLike<Array<{ total: number }>>, { page, limit }: PageRequest): Promise<Paged<T>> {
  const [found, [counted]] = await Promise.all([rows.limit(limit).offset((page - 1) * limit), total]);
  return { rows: found, total: counted?.total ?? 0 };
}

/** The column list of a count: `orm.select(totalCount).from(...)`. */
export const totalCount = { total: count() };

/** A WHERE part that is left out when its filter is not given. */
export function when<V>(value: V | undefined | null, condition: (value: V) => SQL | undefined): SQL | undefined {
  return value === undefined || value === null ? undefined : condition(value);
}
