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
 * A database in memory has nothing to recover after a crash: no full-page images in its write-ahead log, the least
 * log the server allows, and no checkpoint while it runs (each of them is writing into PGlite's in-memory file system,
 * JavaScript work on every page; the test suite's server step used a sixth less processor time without them). A
 * commit still writes its log before it returns (`synchronous_commit` stays on): a dump of the folder (the tests'
 * templates) copies the files as they are, and a commit held in the log's buffers would be missing from it.
 */
const IN_MEMORY_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['full_page_writes=off', 'wal_level=minimal', 'max_wal_senders=0', 'checkpoint_timeout=86400', 'max_wal_size=10GB'].flatMap((setting) => ['-c', setting]),
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

const dialect = new PgDialect();

/** The query builder on an open PGlite transaction (what drizzle's own `transaction` hands its callback). */
function transactionOrm(tx: Transaction): Orm {
  return new PgliteTransaction(dialect, new PgliteSession(tx, dialect, undefined), undefined) as unknown as Orm;
}

/** One frontend message of the wire protocol: its type byte, its length, its body. */
function message(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const cString = (text: string) => Buffer.from(`${text}\0`, 'utf8');
const int16 = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);
const int32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
};
const SYNC = message('S');

/** Parse: `text` as the prepared statement `name` (parameter types left to the server). */
function parseMessage(name: string, text: string): Buffer {
  return message('P', cString(name), cString(text), int16(0));
}

/** Bind (text parameters, null as null) the statement `name`, execute it, sync: one write. */
function executeMessage(name: string, params: readonly unknown[]): Buffer {
  const values = params.map((value) => {
    if (value === null || value === undefined) return int32(-1);
    const bytes = Buffer.from(String(value), 'utf8');
    return Buffer.concat([int32(bytes.length), bytes]);
  });
  return Buffer.concat([
    message('B', cString(''), cString(name), int16(0), int16(params.length), ...values, int16(0)),
    message('E', cString(''), int32(0)),
    SYNC,
  ]);
}

/**
 * The audit record's INSERT as a statement prepared once per database (its text is fixed): each write only binds and
 * executes it, in one call, saving the parse and plan of a 17-column INSERT (PGlite's `query` prepares every time).
 * Only numbers, strings and null are passed (the record's values).
 */
const preparedOn = new WeakMap<PGlite, Map<string, string>>();
function preparedStatements(pg: PGlite) {
  // Per PGlite (its one session holds the statements), whichever view of it prepares them.
  const names = preparedOn.get(pg) ?? new Map<string, string>();
  preparedOn.set(pg, names);
  return async (text: string, params: readonly unknown[]): Promise<void> => {
    let name = names.get(text);
    await pg.runExclusive(async () => {
      if (name === undefined) {
        const next = `backroom_${names.size + 1}`;
        await pg.execProtocol(Buffer.concat([parseMessage(next, text), SYNC]), { syncToFs: false });
        names.set(text, (name = next));
      }
      try {
        await pg.execProtocol(executeMessage(name, params), { syncToFs: false });
      } catch (error) {
        // Gone (DEALLOCATE, DISCARD): prepared again next time.
        if ((error as { code?: string }).code === '26000') names.delete(text);
        throw error;
      }
    });
  };
}

/** The app's view of an open PGlite. */
export function pgliteDb(pg: PGlite): Db {
  const base = queryable(pg);
  const writes = writeListeners();
  const prepared = preparedStatements(pg);
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
        // One connection: capture is switched on for this transaction alone (a simple query: no parse, no bind); the
        // record's INSERT is a prepared statement.
        await tx.exec('SET LOCAL backroom.audit = on');
        const result = await fn(transactionOrm(tx));
        const { text, params } = last(result);
        await prepared(text, params);
        return result;
      });
    },
    onWrite: writes.add,
    // One process per database: its own notifications are delivered before the statement's promise resolves.
    listen: (channel, fn) => pg.listen(channel, fn),
    close: () => pg.close(),
  };
}
