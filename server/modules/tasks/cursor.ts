// An export's rows read through a real database cursor (issue 11): the query runs once and its rows arrive in batches
// of `batch`, so memory holds one batch, never the result, and no batch re-reads what an earlier one passed (a keyset
// page of a joined, filtered list scans up to its cut and sorts every time: quadratic on a 100,000-row export).
// PostgreSQL: a cursor in a read-only transaction on a connection of its own, for the length of the export.
// PGlite has one session, which every request shares, and a transaction there would hold all of them off until the
// export ends: the cursor is declared WITH HOLD outside a transaction (PGlite keeps its rows in a tuplestore that
// spills past work_mem to a temporary file) and each FETCH is one short statement between the other requests' ones.
// The drivers are the ones drizzle holds (`orm.$client`), asked for rows as arrays: a select may name two columns
// alike (devices.name, depts.name); the fields' own decoders make the values what drizzle would have returned.
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { Column, is, SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/db.ts';
import type { ExportRows } from './exports/define.ts';

type Decode = (value: unknown) => unknown;
type Decoded = { decoder: { mapFromDriverValue: Decode } };

function decoderOf(field: unknown): Decode {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  // An SQL expression's decoder (set by .mapWith) is internal to drizzle's typings, present at run time.
  if (is(field, SQL)) return (value) => (field as unknown as Decoded).decoder.mapFromDriverValue(value);
  if (is(field, SQL.Aliased)) return (value) => (field.sql as unknown as Decoded).decoder.mapFromDriverValue(value);
  throw new Error('an export selects columns or SQL expressions, one level deep');
}

/** Rows as arrays (the select's order) into the objects of `fields`, decoded as drizzle decodes them. */
function rowMaker<R>(source: ExportRows<R>): (values: unknown[]) => R {
  const keys = Object.keys(source.fields);
  const decoders = keys.map((key) => decoderOf(source.fields[key]));
  const finish = source.finish;
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index += 1) {
      const value = values[index];
      row[keys[index]] = value === null || value === undefined ? null : decoders[index](value);
    }
    return finish ? finish(row as R) : (row as R);
  };
}

interface Driver {
  /** Declares the cursor; FETCHes return arrays. `end` closes it (and ends its transaction / connection). */
  open(name: string, sql: string, params: unknown[]): Promise<{ fetch(count: number): Promise<unknown[][]>; end(failed: boolean): Promise<void> }>;
}

function postgres(pool: pg.Pool): Driver {
  return {
    async open(name, sql, params) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN READ ONLY');
        await client.query({ text: `DECLARE ${name} NO SCROLL CURSOR FOR ${sql}`, values: params });
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release();
        throw error;
      }
      return {
        fetch: async (count) => (await client.query<unknown[]>({ text: `FETCH ${count} FROM ${name}`, rowMode: 'array' })).rows,
        async end(failed) {
          try {
            await client.query(failed ? 'ROLLBACK' : 'COMMIT');
            client.release();
          } catch (error) {
            // A connection that cannot end its transaction is not given back to the pool.
            client.release(error instanceof Error ? error : true);
          }
        },
      };
    },
  };
}

function pglite(db: PGlite): Driver {
  return {
    async open(name, sql, params) {
      await db.query(`DECLARE ${name} NO SCROLL CURSOR WITH HOLD FOR ${sql}`, params);
      return {
        fetch: async (count) => (await db.query<unknown[]>(`FETCH ${count} FROM ${name}`, [], { rowMode: 'array' })).rows,
        async end() {
          await db.query(`CLOSE ${name}`).catch(() => undefined);
        },
      };
    },
  };
}

/**
 * Streams the rows of `source` in batches of `batch` to `each`, which is awaited before the next FETCH (the writer's
 * back-pressure reaches the database). A throw from `each` closes the cursor and is rethrown.
 */
export async function streamRows<R>(db: Db, source: ExportRows<R>, batch: number, each: (rows: R[]) => Promise<void>): Promise<void> {
  const client = (db.orm as unknown as { $client: unknown }).$client;
  const driver = db.kind === 'postgres' ? postgres(client as pg.Pool) : pglite(client as PGlite);
  const { sql, params } = source.query.toSQL();
  const make = rowMaker(source);
  const cursor = await driver.open(`export_${randomUUID().replace(/-/g, '')}`, sql, params);
  let failed = true;
  try {
    for (;;) {
      const values = await cursor.fetch(batch);
      if (values.length > 0) await each(values.map(make));
      if (values.length < batch) break;
    }
    failed = false;
  } finally {
    await cursor.end(failed);
  }
}
