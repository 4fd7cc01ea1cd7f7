import { sql, type SQL } from 'drizzle-orm';
import type { Orm, Queryable } from './db.ts';

/**
 * Text with $1, $2 ... placeholders as a drizzle SQL object whose values stay parameters (never spliced in).
 * For statements the builder cannot express, on a connection or transaction the builder holds.
 */
export function parameterised(text: string, params: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    chunks.push(index % 2 === 0 ? sql.raw(parts[index]) : sql`${sql.param(params[Number(parts[index]) - 1])}`);
  }
  return sql.join(chunks);
}

/** A drizzle connection or transaction read as plain parameterised SQL (the seed's bulk inserts). */
export function queryableOf(orm: Orm): Queryable {
  return {
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = (await orm.execute(parameterised(text, params))) as unknown as { rows: T[] };
      return { rows: result.rows };
    },
    async exec(text: string) {
      await orm.execute(sql.raw(text));
    },
  };
}
