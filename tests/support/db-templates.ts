// Test databases that start migrated (and seeded) instead of running the migrations and the seed again for every
// test file: PGlite from a data directory dumped once, PostgreSQL by CREATE DATABASE … TEMPLATE from a database made
// once. A template is keyed by the server's sources (migrations, seed data, modules), PGlite's version and the
// password cost, so any change to them builds a new one; it is also rebuilt when older than MAX_AGE_MS or made on
// another day in China, since the seed writes times relative to when it ran.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Db } from '../../server/db/db.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { pgliteDb, startPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { defaultConfig } from '../../server/config.ts';
import { databaseFileStore } from '../../server/files/db-store.ts';
import { ExportWorker } from '../../server/modules/tasks/worker.ts';
import { timePhase } from './phases.ts';

/** empty: never migrated (the migration tests); migrated: every migration applied; seeded: and the demo organisation. */
export type TemplateKind = 'empty' | 'migrated' | 'seeded';

const MAX_AGE_MS = 30 * 60_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
/** The schema every PostgreSQL template (and so every copy of it) keeps its tables in. */
export const TEMPLATE_SCHEMA = 'backroom';

const SERVER_DIR = fileURLToPath(new URL('../../server/', import.meta.url));
const PGLITE_PACKAGE = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

let sourceKey: string | null = null;
/** What a template depends on: every server source (migrations, seeds, modules), PGlite, the seed's password cost. */
export function templateKey(): string {
  if (sourceKey) return sourceKey;
  const hash = createHash('sha256');
  for (const file of filesUnder(SERVER_DIR).filter((path) => /\.(ts|sql|json)$/.test(path))) {
    hash.update(relative(SERVER_DIR, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  hash.update(readFileSync(PGLITE_PACKAGE)).update(`scrypt=${process.env.SCRYPT_LOG2_N ?? ''}`);
  sourceKey = hash.digest('hex').slice(0, 12);
  return sourceKey;
}

/** A template may be used while it is young and was made on the same day in China as now (the seed's "today"). */
export function isFresh(builtAt: number, now = Date.now()): boolean {
  return now - builtAt >= 0 && now - builtAt < MAX_AGE_MS && Math.floor((builtAt + CHINA_OFFSET_MS) / DAY_MS) === Math.floor((now + CHINA_OFFSET_MS) / DAY_MS);
}

/**
 * Runs the seed's export tasks as a server's first start does before it answers (their files are real workbooks), so
 * no app started from the template repeats them: the files go to the database on PostgreSQL, and to `dir` for PGlite
 * (each app gets a copy of that folder, `seededExports`).
 */
async function drainSeededExports(db: Db, builtAt: number, dir: string | null): Promise<void> {
  const config = defaultConfig();
  const staging = dir ?? mkdtempSync(join(tmpdir(), 'backroom-export-staging-'));
  const clock = { now: () => builtAt };
  const worker = new ExportWorker({
    db, clock, dir: staging, ...(dir ? {} : { store: databaseFileStore(db.orm, clock.now) }), concurrency: 1,
    fileRows: config.exportFileRows, leaseMs: config.exportLeaseMs, pollMs: config.exportPollMs, log: console,
  });
  try {
    await worker.drainSeeded();
  } finally {
    if (!dir) rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Migrates (and seeds) `db` as of `builtAt`, the moment every seeded time is relative to; `exportsDir`: where the
 * seeded exports' files go on PGlite.
 */
async function prepare(db: Db, kind: TemplateKind, builtAt: number, exportsDir: string | null = null): Promise<void> {
  if (kind === 'empty') return;
  await runMigrations(db, undefined, builtAt);
  if (kind !== 'seeded') return;
  await seedDemo(db, { now: () => builtAt });
  await drainSeededExports(db, builtAt, exportsDir);
}

export interface PgliteTemplate {
  dump: Blob;
  builtAt: number;
  /** The seeded exports' files (a seeded template's): copy them where an app keeps its exports (`seededExports`). */
  exportsDir: string | null;
}

/** A folder of the template's seeded export files for one app (under `into`, or a new temporary folder). */
export function seededExports(template: PgliteTemplate, into = mkdtempSync(join(tmpdir(), 'backroom-exports-'))): string {
  mkdirSync(into, { recursive: true });
  if (template.exportsDir) cpSync(template.exportsDir, into, { recursive: true });
  return into;
}

const pgliteMemo = new Map<TemplateKind, PgliteTemplate>();

function readPgliteTemplate(path: string): PgliteTemplate | null {
  if (!existsSync(`${path}.json`) || !existsSync(path)) return null;
  try {
    const { builtAt, exports } = JSON.parse(readFileSync(`${path}.json`, 'utf8')) as { builtAt: number; exports?: string };
    const exportsDir = exports ? join(tmpdir(), exports) : null;
    if (exportsDir && !existsSync(exportsDir)) return null;
    return { dump: new Blob([readFileSync(path)]), builtAt, exportsDir };
  } catch {
    return null; // being replaced by another run: build our own
  }
}

/**
 * Old dumps of sources since changed, and export folders of earlier builds (kept while a run may still copy them), so
 * the temp folder does not fill up run after run.
 */
function removeStaleDumps(keep: string, keepExports: string | null): void {
  for (const name of readdirSync(tmpdir())) {
    const exports = name.endsWith('.exports');
    if (!name.startsWith('backroom-pglite-') || name === keepExports || (name.startsWith(keep) && !exports)) continue;
    const path = join(tmpdir(), name);
    try {
      if (Date.now() - statSync(path).mtimeMs > (exports ? 3 * MAX_AGE_MS : DAY_MS)) rmSync(path, { recursive: true, force: true });
    } catch {
      // removed meanwhile by another run
    }
  }
}

/**
 * PGlite's data directory of `kind`, from the OS temp folder, built there (and atomically put in place, so runs at
 * once share it) when missing or stale. The empty one depends on PGlite's version only and never goes stale.
 */
export async function pgliteTemplate(kind: TemplateKind): Promise<PgliteTemplate> {
  const memo = pgliteMemo.get(kind);
  if (memo && (kind === 'empty' || isFresh(memo.builtAt))) return memo;
  const version = createHash('sha256').update(readFileSync(PGLITE_PACKAGE)).digest('hex').slice(0, 12);
  const prefix = `backroom-pglite-${kind}-`;
  const path = join(tmpdir(), `${prefix}${kind === 'empty' ? version : templateKey()}.tar`);
  let template = readPgliteTemplate(path);
  if (!template || (kind !== 'empty' && !isFresh(template.builtAt))) {
    template = await timePhase(`database template (PGlite, ${kind})`, async () => {
      const builtAt = Date.now();
      // A folder of its own per build: a run still copying an older build's files is not disturbed.
      const exports = kind === 'seeded' ? `${prefix}${templateKey()}.${builtAt}.${process.pid}.exports` : null;
      const exportsDir = exports ? join(tmpdir(), exports) : null;
      const pglite = await startPglite(null, kind === 'empty' ? undefined : (await pgliteTemplate('empty')).dump);
      await prepare(pgliteDb(pglite), kind, builtAt, exportsDir);
      const dump = await pglite.dumpDataDir('none');
      await pglite.close();
      const bytes = Buffer.from(await dump.arrayBuffer());
      const partial = `${path}.${process.pid}.tmp`;
      writeFileSync(partial, bytes);
      renameSync(partial, path);
      writeFileSync(`${partial}.json`, JSON.stringify({ builtAt, exports }));
      renameSync(`${partial}.json`, `${path}.json`);
      removeStaleDumps(`${prefix}${kind === 'empty' ? version : templateKey()}`, exports);
      return { dump: new Blob([bytes]), builtAt, exportsDir };
    });
  }
  pgliteMemo.set(kind, template);
  return template;
}

/** `url` with another database name. */
function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => pg.escapeIdentifier(name);

/** When a database of ours was made (its comment), or 0 when it has none. */
function madeAt(comment: string | null): number {
  try {
    return Number((JSON.parse(comment ?? '{}') as { madeAt?: number }).madeAt ?? 0);
  } catch {
    return 0;
  }
}

/** Copies and templates left by runs that were killed, and templates of sources since changed. */
async function dropLeftovers(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; comment: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname LIKE 'backroom\\_t%'`,
  );
  for (const { datname, comment } of rows) {
    if (datname === keep || Date.now() - madeAt(comment) < 3 * MAX_AGE_MS) continue;
    await admin.query(`DROP DATABASE IF EXISTS ${quote(datname)} WITH (FORCE)`).catch(() => undefined);
  }
}

const LOCK = `hashtext('backroom.test-templates')`;

/** The fresh template of `kind` on the server, if there is one. */
async function freshTemplate(admin: pg.Client, name: string): Promise<number | null> {
  const { rows } = await admin.query<{ comment: string | null }>(
    `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
    [name],
  );
  const builtAt = rows.length ? madeAt(rows[0].comment) : 0;
  return builtAt && isFresh(builtAt) ? builtAt : null;
}

/** Builds the template `name` of `kind` under a name of its own, then renames it: a half-made template is never seen. */
async function buildTemplate(admin: pg.Client, url: string, name: string, kind: Exclude<TemplateKind, 'empty'>): Promise<number> {
  return timePhase(`database template (PostgreSQL, ${kind})`, async () => {
    const builtAt = Date.now();
    const building = `${name}_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${quote(building)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quote(building)}`);
    await withClient(withDatabase(url, building), (client) => client.query(`CREATE SCHEMA ${TEMPLATE_SCHEMA}`));
    const db = await openPostgres(withDatabase(url, building), TEMPLATE_SCHEMA);
    // The seeded exports' files go to the database (the file store on PostgreSQL), so every copy has them.
    try {
      await prepare(db, kind, builtAt);
    } finally {
      await db.close();
    }
    await admin.query(`COMMENT ON DATABASE ${quote(building)} IS '${JSON.stringify({ madeAt: builtAt })}'`);
    await admin.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
    await admin.query(`ALTER DATABASE ${quote(building)} RENAME TO ${quote(name)}`);
    await dropLeftovers(admin, name);
    return builtAt;
  });
}

/**
 * Copies the fresh template of `kind` to `copy`, making the template first when it is missing or stale. Copies take
 * the advisory lock shared and a build takes it alone, so no run drops a template while another copies it.
 */
async function copyTemplate(url: string, kind: Exclude<TemplateKind, 'empty'>, copy: string): Promise<number> {
  const name = `backroom_tpl_${kind}_${templateKey()}`;
  const create = (admin: pg.Client) =>
    admin.query(`CREATE DATABASE ${quote(copy)} TEMPLATE ${quote(name)}`).then(() =>
      admin.query(`COMMENT ON DATABASE ${quote(copy)} IS '${JSON.stringify({ madeAt: Date.now() })}'`),
    );
  return withClient(url, async (admin) => {
    await admin.query(`SELECT pg_advisory_lock_shared(${LOCK})`);
    try {
      const builtAt = await freshTemplate(admin, name);
      if (builtAt) {
        await timePhase('database copy (PostgreSQL)', () => create(admin));
        return builtAt;
      }
    } finally {
      await admin.query(`SELECT pg_advisory_unlock_shared(${LOCK})`);
    }
    await admin.query(`SELECT pg_advisory_lock(${LOCK})`);
    try {
      const builtAt = (await freshTemplate(admin, name)) ?? (await buildTemplate(admin, url, name, kind));
      await timePhase('database copy (PostgreSQL)', () => create(admin));
      return builtAt;
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(${LOCK})`);
    }
  });
}

export interface PostgresCopy {
  /** The copy's URL; its tables are in TEMPLATE_SCHEMA. */
  url: string;
  builtAt: number;
  drop(): Promise<void>;
}

/** A database of its own for one test file, copied from the template of `kind` (a copy takes well under a second). */
export async function postgresCopy(url: string, kind: Exclude<TemplateKind, 'empty'>): Promise<PostgresCopy> {
  const name = `backroom_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const builtAt = await copyTemplate(url, kind, name);
  return {
    url: withDatabase(url, name),
    builtAt,
    drop: () => withClient(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`)).then(() => undefined),
  };
}
