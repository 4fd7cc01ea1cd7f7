import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The typed query builder every module writes its SQL with (drizzle-orm, DESIGN.md): parameterised, never
 * string-built. The same type for PGlite and PostgreSQL, and for a transaction of either.
 */
export type Orm = PgDatabase<PgQueryResultHKT>;

/**
 * Plain parameterised SQL ($1, $2, ...): the door of the migrations and the tests' own checks. Implemented by PGlite
 * (embedded) and by pg (PostgreSQL); both return int8 columns as numbers. Modules use `orm`.
 */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  readonly orm: Orm;
  /** Runs `fn` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** First row or null. */
export async function one<T>(db: Queryable, sql: string, params: readonly unknown[] = []): Promise<T | null> {
  const { rows } = await db.query<T>(sql, params);
  return rows[0] ?? null;
}
