import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../server/clock.ts';
import type { Db } from '../../server/db/db.ts';
import { readMigrations, runMigrations } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { TEST_DB, testDatabase, type TestDatabase } from './harness.ts';

let database: TestDatabase;
let first: Db;
let second: Db;
beforeAll(async () => {
  database = await testDatabase();
  first = await database.open();
  // PGlite is one process, one connection: the "second process" is the same database. PostgreSQL: a second pool.
  second = TEST_DB === 'postgres' ? await database.open() : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
  await database.drop();
});

const versions = async (db: Db) => (await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version);

describe('migrations', () => {
  const all = readMigrations();

  it('are numbered SQL files', () => {
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.map((m) => m.version)).toEqual([...all.map((m) => m.version)].sort());
  });

  it('apply once even when two processes start together, and a second run does nothing', async () => {
    const [a, b] = await Promise.all([runMigrations(first), runMigrations(second)]);
    expect([...a, ...b].sort()).toEqual(all.map((m) => m.version));
    expect(await versions(first)).toEqual(all.map((m) => m.version));
    expect(await runMigrations(first)).toEqual([]);
    expect(await runMigrations(second)).toEqual([]);
  });

  it('apply a later migration alone', async () => {
    const later = { version: '900_test_later', sql: 'CREATE TABLE test_later (id integer PRIMARY KEY);' };
    expect(await runMigrations(first, [...all, later])).toEqual(['900_test_later']);
    expect((await first.query('SELECT count(*) AS n FROM test_later')).rows).toEqual([{ n: 0 }]);
  });

  it('roll back entirely when one fails', async () => {
    const good = { version: '901_test_good', sql: 'CREATE TABLE test_good (id integer);' };
    const bad = { version: '902_test_bad', sql: 'CREATE TABLE test_bad (id integer); SELECT no_such_function();' };
    await expect(runMigrations(first, [...all, good, bad])).rejects.toThrow();
    expect(await versions(first)).not.toContain('901_test_good');
    const tables = await first.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ('test_good', 'test_bad')`,
    );
    expect(tables.rows).toEqual([]);
  });
});

describe('seed', () => {
  it('loads once, even when two processes start together', async () => {
    const results = await Promise.all([seedDemo(first, systemClock), seedDemo(second, systemClock)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedDemo(first, systemClock)).toBe(false);
    const users = await first.query<{ n: number }>('SELECT count(*) AS n FROM users');
    expect(users.rows[0].n).toBe(11);
  });
});
