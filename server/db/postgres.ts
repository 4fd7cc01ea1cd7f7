import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db, Queryable } from './db.ts';

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

/** Identifiers are never built from input; the schema name still gets checked before it reaches `search_path`. */
export function assertSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`invalid schema name: ${schema}`);
  return schema;
}

/** PostgreSQL through a pool; `schema` pins every connection's search_path (tests run one schema per file). */
export async function openPostgres(url: string, schema?: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: schema === undefined ? undefined : `-c search_path=${assertSchemaName(schema)}`,
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  const base = queryable(pool);
  return {
    kind: 'postgres',
    orm: drizzle({ client: pool }),
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
