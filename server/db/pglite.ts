import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle, PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import { readsOnly, writeListeners, type Db, type Orm, type Queryable } from './db.ts';

const parsers = { [types.INT8]: (value: string) => Number(value) };

function queryable(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * `mkdir -p` a level at a time: Node's recursive mode never returns for a folder that cannot exist (one under /proc),
 * where this fails with the errno and the path that say why (server/startup.ts prints them).
 */
function makeFolder(path: string): void {
  if (existsSync(path)) return;
  makeFolder(dirname(path));
  try {
    mkdirSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error; // made meanwhile by another process
  }
}

/**
 * Embedded PostgreSQL: persisted in `dataDir`, or in memory when `dataDir` is null. One process per folder.
 * `loadDataDir`: start from a dump (PGlite's dumpDataDir) instead of running initdb.
 */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Db> {
  return pgliteDb(await startPglite(dataDir, loadDataDir));
}

/** The PGlite itself, with the app's type parsers (tests keep it to dump a migrated and seeded template). */
export async function startPglite(dataDir: string | null, loadDataDir?: Blob): Promise<PGlite> {
  if (dataDir !== null) makeFolder(dataDir);
  return PGlite.create(dataDir ?? 'memory://', { parsers, loadDataDir });
}

const dialect = new PgDialect();

/** The query builder on an open PGlite transaction (what drizzle's own `transaction` hands its callback). */
function transactionOrm(tx: Transaction): Orm {
  return new PgliteTransaction(dialect, new PgliteSession(tx, dialect, undefined), undefined) as unknown as Orm;
}

/** The app's view of an open PGlite. */
export function pgliteDb(pg: PGlite): Db {
  const base = queryable(pg);
  const writes = writeListeners();
  return {
    kind: 'pglite',
    orm: drizzle({ client: pg }),
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await base.query<T>(sql, params);
      if (!readsOnly(sql)) writes.fire();
      return result;
    },
    async exec(sql: string) {
      await base.exec(sql);
      writes.fire();
    },
    async transaction(fn) {
      const result = await pg.transaction((tx) => fn(queryable(tx)));
      writes.fire();
      return result;
    },
    async capturedTransaction(fn, last) {
      return pg.transaction(async (tx) => {
        // One connection: capture is switched on for this transaction alone (a simple query: no parse, no bind).
        await tx.exec('SET LOCAL backroom.audit = on');
        const result = await fn(transactionOrm(tx));
        const { text, params } = last(result);
        await tx.query(text, params as unknown[]);
        return result;
      });
    },
    onWrite: writes.add,
    // One process per database: its own notifications are delivered before the statement's promise resolves.
    listen: (channel, fn) => pg.listen(channel, fn),
    close: () => pg.close(),
  };
}
