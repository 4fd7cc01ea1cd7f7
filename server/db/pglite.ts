import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { readsOnly, writeListeners, type Db, type Queryable } from './db.ts';

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
 * A database in memory has nothing to recover after a crash: no full-page images in its write-ahead log, the least
 * log the server allows, and no checkpoint while it runs (each of them is writing into PGlite's in-memory file system,
 * JavaScript work on every page; the test suite's server step used a sixth less processor time without them).
 */
const IN_MEMORY_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['full_page_writes=off', 'wal_level=minimal', 'max_wal_senders=0', 'checkpoint_timeout=86400', 'max_wal_size=10GB', 'synchronous_commit=off'].flatMap((setting) => ['-c', setting]),
];

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
  return PGlite.create(dataDir ?? 'memory://', { parsers, loadDataDir, startParams: dataDir === null ? IN_MEMORY_PARAMS : undefined });
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
    onWrite: writes.add,
    // One process per database: its own notifications are delivered before the statement's promise resolves.
    listen: (channel, fn) => pg.listen(channel, fn),
    close: () => pg.close(),
  };
}
