import pg from 'pg';
import { drizzle, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { readsOnly, writeListeners, type Db, type Orm, type Queryable } from './db.ts';
import { ConfigError } from '../startup.ts';

const INT8_OID = 20;
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query({ text: sql, values: params as unknown[], types: typeParsers });
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

const dialect = new PgDialect();

/** Names of the statements prepared once per connection (the audit record's INSERT: its text is fixed). */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) statementNames.set(text, (name = `backroom_${statementNames.size + 1}`));
  return name;
}

/** The query builder on a connection inside its transaction (what drizzle's own `transaction` hands its callback). */
function transactionOrm(client: pg.PoolClient): Orm {
  return new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined), undefined) as unknown as Orm;
}

/** Identifiers are never built from input; the schema name still gets checked before it reaches `search_path`. */
export function assertSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new ConfigError(`DATABASE_SCHEMA must be a lowercase name (letters, digits, _; at most 63), got ${JSON.stringify(schema)}`);
  }
  return schema;
}

/** Connections per process (DATABASE_POOL_MAX): a request holds one for a query or a transaction at a time. */
export const DEFAULT_POOL_MAX = 20;

export interface PostgresOptions {
  /**
   * Pool size (and half as many again for audited writes, Db.capturingOrm); PostgreSQL's own max_connections (100 by
   * default) has to hold them for every process.
   */
  poolMax?: number;
}

/**
 * One dedicated connection for LISTEN: notifications of every process on the database reach `deliver`. When the
 * connection is lost it reconnects (every second until it works) and delivers '*': what was missed is unknown.
 */
function listener(url: string, deliver: (channel: string, payload: string) => void) {
  const channels = new Set<string>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
      const lost = () => {
        if (client !== next) return;
        client = null;
        connecting = null;
        if (closed) return;
        const retry = () => {
          if (closed || channels.size === 0) return;
          connect().then(() => { for (const channel of channels) deliver(channel, '*'); }, () => setTimeout(retry, 1000).unref());
        };
        setTimeout(retry, 1000).unref();
      };
      next.on('error', lost);
      next.on('end', lost);
      try {
        await next.connect();
        for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        connecting = null;
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      return next;
    })();
    return connecting;
  };

  return {
    async add(channel: string) {
      const fresh = !channels.has(channel);
      channels.add(channel);
      const current = client ?? (await connect());
      if (fresh) await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    async remove(channel: string) {
      channels.delete(channel);
      if (client) await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    },
    /** Notifications committed before this call have been delivered when it resolves (they precede its answer). */
    async flush() {
      if (client && channels.size) await client.query('SELECT 1').catch(() => undefined);
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      if (current) await current.end().catch(() => undefined);
    },
  };
}

/** PostgreSQL through a pool; `schema` pins every connection's search_path (tests run one schema per file). */
export async function openPostgres(url: string, schema?: string, options: PostgresOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? DEFAULT_POOL_MAX,
    // A request waiting longer than this for a connection fails (and is answered) instead of hanging.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    options: schema === undefined ? undefined : `-c search_path=${assertSchemaName(schema)}`,
  });
  // The audit trail's request transactions (Db.capturedTransaction): half as many connections again, capturing from
  // the start, in pipeline mode (a statement is sent without waiting for the one before it to be answered).
  const capturing = new pg.Pool({
    connectionString: url,
    max: Math.max(2, Math.ceil((options.poolMax ?? DEFAULT_POOL_MAX) / 2)),
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    options: `${schema === undefined ? '' : `-c search_path=${assertSchemaName(schema)} `}-c backroom.audit=on`,
    pipeline: true,
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  capturing.on('error', () => undefined);
  await pool.query('SELECT 1');
  const base = queryable(pool);
  const writes = writeListeners();
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const notifications = listener(url, (channel, payload) => {
    for (const fn of handlers.get(channel) ?? []) fn(payload);
  });
  return {
    kind: 'postgres',
    orm: drizzle({ client: pool }),
    async capturedTransaction(fn, last) {
      const client = await capturing.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(transactionOrm(client));
        const { text, params } = last(result);
        // The record's INSERT (prepared once per connection) and COMMIT in one round trip: when the INSERT fails the transaction is aborted, and the
        // COMMIT behind it rolls everything back (its answer says ROLLBACK): no change is kept without its record.
        const inserted = client.query({ name: statementName(text), text, values: params as unknown[], types: typeParsers });
        const committed = client.query('COMMIT');
        const [insert, commit] = await Promise.allSettled([inserted, committed]);
        if (insert.status === 'rejected') throw insert.reason;
        if (commit.status === 'rejected') throw commit.reason;
        if (commit.value.command !== 'COMMIT') throw new Error(`audited transaction not committed (${commit.value.command})`);
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((lost: Error) => {
          broken = lost;
        });
        throw error;
      } finally {
        // A connection that could not even roll back is not given back to the pool.
        client.release(broken);
      }
    },
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await base.query<T>(sql, params);
      if (!readsOnly(sql)) {
        await notifications.flush();
        writes.fire();
      }
      return result;
    },
    async exec(sql: string) {
      await base.exec(sql);
      await notifications.flush();
      writes.fire();
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        await notifications.flush();
        writes.fire();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    onWrite: writes.add,
    async listen(channel, fn) {
      const set = handlers.get(channel) ?? new Set();
      handlers.set(channel, set);
      set.add(fn);
      await notifications.add(channel);
      return async () => {
        set.delete(fn);
        if (set.size === 0) {
          handlers.delete(channel);
          await notifications.remove(channel);
        }
      };
    },
    close: async () => {
      await notifications.close();
      await Promise.all([pool.end(), capturing.end()]);
    },
  };
}
