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

/** One parameterised statement ($1, $2, ...) and its values. */
export interface Statement {
  text: string;
  params: readonly unknown[];
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  readonly orm: Orm;
  /**
   * The audit trail's request transaction: `fn` runs in one transaction in which the row triggers capture what it
   * changes (migration 117), then `last(result)` (the record's INSERT, reading what was captured) is written and the
   * transaction commits; when `fn` or `last` throws, or the INSERT fails, it rolls back. PostgreSQL: on connections of
   * their own whose session has `backroom.audit` on (no statement to switch it on), the INSERT and COMMIT sent together
   * (one round trip). PGlite: switched on by `SET LOCAL` in a simple query, the INSERT sent as plain SQL (no builder).
   */
  capturedTransaction<T>(fn: (tx: Orm) => Promise<T>, last: (result: T) => Statement): Promise<T>;
  /** Runs `fn` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN: `fn` gets the payload of every NOTIFY on `channel`, from this process and (PostgreSQL) every other one on
   * the database; '*' when notifications may have been missed (the listening connection was lost and is back).
   * A write through `query`/`exec` returns only once its own notifications have reached the listeners.
   * Resolves once listening; the returned function stops.
   */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * `fn` runs after each plain-SQL write of this process (`query`/`exec`/`transaction`: migrations, the admin command,
   * tests' fixtures), which the modules' own caches cannot see coming. Returns the function that stops it.
   */
  onWrite(fn: () => void): () => void;
  close(): Promise<void>;
}

/** Whether a plain SQL text only reads (no notification can come of it). */
export function readsOnly(sql: string): boolean {
  return /^\s*(select|show|explain)\b/i.test(sql);
}

/** First row or null. */
export async function one<T>(db: Queryable, sql: string, params: readonly unknown[] = []): Promise<T | null> {
  const { rows } = await db.query<T>(sql, params);
  return rows[0] ?? null;
}

/** The write listeners of one database (`Db.onWrite`). */
export function writeListeners() {
  const listeners = new Set<() => void>();
  return {
    add(fn: () => void) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    fire() {
      for (const fn of listeners) fn();
    },
  };
}
