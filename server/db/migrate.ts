import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

/** Each area keeps its migrations beside its code: server/modules/<area>/migrations/NNN_name.sql. */
export const MODULES_DIR = fileURLToPath(new URL('../modules/', import.meta.url));

export interface Migration {
  version: string;
  sql: string;
}

const FILE = /^(\d{3}(?:_\d{2})?)_[a-z0-9_]+\.sql$/;

/**
 * Migrations written before the areas had folders of their own, split since by area. A database that applied the
 * old file has every part of it: the parts are recorded as applied, never run again.
 */
export const SPLIT_MIGRATIONS: Readonly<Record<string, readonly string[]>> = {
  '004_messages_accounts_shops': ['004_01_account_movements', '004_02_announcements', '004_03_notifications', '004_04_convenience_shops'],
  '005_business_data': [
    '005_01_depts_org_key', '005_02_devices', '005_03_orders', '005_04_complaints', '005_05_replenishment',
    '005_06_merchant_applications', '005_07_export_tasks', '005_08_announcement_edits',
  ],
};

/**
 * Every module's migrations, ordered by version (the file name) across modules, so one area's table can refer to
 * another's. Two files with one number are refused: the order would depend on folder names.
 */
export function readMigrations(modulesDir = MODULES_DIR): Migration[] {
  const found: Array<Migration & { number: string; file: string }> = [];
  for (const area of readdirSync(modulesDir, { withFileTypes: true })) {
    const dir = join(modulesDir, area.name, 'migrations');
    if (!area.isDirectory() || !existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const match = FILE.exec(name);
      if (!match) continue;
      found.push({ version: name.replace(/\.sql$/, ''), number: match[1], file: `${area.name}/${name}`, sql: readFileSync(join(dir, name), 'utf8') });
    }
  }
  found.sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
  for (let index = 1; index < found.length; index += 1) {
    if (found[index].number === found[index - 1].number) {
      throw new Error(`migrations ${found[index - 1].file} and ${found[index].file} share the number ${found[index].number}`);
    }
  }
  return found.map(({ version, sql }) => ({ version, sql }));
}

/**
 * Applies the pending migrations in one transaction under a transaction-scoped advisory lock keyed by the
 * schema, so two processes starting together on one PostgreSQL apply each migration exactly once (the second
 * waits, then finds nothing to do). Returns the versions it applied.
 */
export async function runMigrations(db: Db, migrations: Migration[] = readMigrations(), now = Date.now()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('backroom.migrations.' || current_schema()))`);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at bigint NOT NULL)',
    );
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    for (const [old, parts] of Object.entries(SPLIT_MIGRATIONS)) {
      if (!applied.has(old)) continue;
      for (const part of parts.filter((version) => !applied.has(version))) {
        await tx.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [part, now]);
        applied.add(part);
      }
    }
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [migration.version, now]);
      done.push(migration.version);
    }
    return done;
  });
}
