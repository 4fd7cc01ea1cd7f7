import type { Paged } from '../../src/core/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import type { Scope } from '../db/scope.ts';
import { subtreePattern } from '../db/scope.ts';

/**
 * Tenancy of the business tables (DESIGN.md): a row is visible when it belongs to the caller's organisation and its
 * department lies in the caller's subtree. `scopedFrom` gives the FROM clause for a table alias (joined to its
 * department as `d`), always with $1 = organisation and $2 = subtree pattern, so the route's own filters start at $3.
 * Table names and aliases are code constants, never input.
 */
export function scopedFrom(table: string, alias: string, joins = ''): string {
  return `FROM ${table} ${alias} JOIN depts d ON d.id = ${alias}.dept_id ${joins}
          WHERE ${alias}.org_id = $1 AND d.path LIKE $2`;
}

export function scopeParams(scope: Scope): [number, string] {
  return [scope.orgId, subtreePattern(scope)];
}

/** A LIKE pattern matching text that contains `keyword` literally (%, _ and \ escaped); null for no filter. */
export function containsPattern(keyword: string | undefined): string | null {
  const trimmed = keyword?.trim() ?? '';
  return trimmed === '' ? null : `%${trimmed.replace(/[\\%_]/g, '\\$&')}%`;
}

export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * One page of `SELECT columns from ORDER BY order` and the total of `from`. `params` are those of `from`; LIMIT and
 * OFFSET follow them.
 */
export async function pageOf<T>(db: Queryable, columns: string, from: string, order: string, params: unknown[], { page, limit }: PageRequest): Promise<Paged<T>> {
  const total = await one<{ count: number }>(db, `SELECT count(*) AS count ${from}`, params);
  const next = params.length + 1;
  const { rows } = await db.query<T>(`SELECT ${columns} ${from} ORDER BY ${order} LIMIT $${next} OFFSET $${next + 1}`, [
    ...params,
    limit,
    (page - 1) * limit,
  ]);
  return { rows, total: total?.count ?? 0 };
}
