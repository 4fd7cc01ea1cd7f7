import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import type { Clock } from '../../server/clock.ts';
import { defaultConfig, type RateLimitTable, type ServerConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/db.ts';
import { openPglite, startPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { DEMO_PASSWORD } from '../../server/modules/org/seed-personas.ts';
import { staffLogin, switchStaffGroup } from '../../src/core/contract/api/auth.ts';
import { pgliteTemplate, postgresCopy, seededExports, TEMPLATE_SCHEMA, type TemplateKind } from '../support/db-templates.ts';
import { timePhase } from '../support/phases.ts';

/**
 * A fresh app per test file: PGlite in memory (TEST_DB unset or pglite), or a database of its own on the
 * PostgreSQL of DATABASE_URL (TEST_DB=postgres), made here and dropped on close, so files run in parallel.
 */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A clock the tests move by hand. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let now = start;
  return { now: () => now, advance: (ms) => void (now += ms) };
}

/** Limits high enough that only the rate-limit tests meet them. */
export const RELAXED_LIMITS: RateLimitTable = {
  loginPerPhone: { max: 100_000, windowMs: 60_000 },
  loginPerIp: { max: 100_000, windowMs: 60_000 },
  smsPerPhone: { max: 100_000, windowMs: 60_000 },
  smsPerIp: { max: 100_000, windowMs: 60_000 },
};

export interface TestDatabase {
  /** Config fields that point an app at this database. */
  overrides: Partial<ServerConfig>;
  /** When its template was migrated and seeded (now, for an empty database). */
  builtAt: number;
  /** Opens a raw connection to it (for migration tests). */
  open(): Promise<Db>;
  drop(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database nobody else uses, starting from the template of `kind` (tests/support/db-templates.ts): PGlite in memory,
 * or a database of its own copied on the PostgreSQL of DATABASE_URL. `persistent`: PGlite in a temporary folder
 * instead of memory. `builtAt` is when the template was migrated and seeded: the seed's times are relative to it.
 */
export async function testDatabase(persistent = false, kind: TemplateKind = 'empty'): Promise<TestDatabase> {
  if (TEST_DB === 'postgres') {
    if (kind !== 'empty') {
      const copy = await postgresCopy(DATABASE_URL, kind);
      return {
        overrides: { databaseUrl: copy.url, databaseSchema: TEMPLATE_SCHEMA },
        builtAt: copy.builtAt,
        open: () => openPostgres(copy.url, TEMPLATE_SCHEMA),
        drop: copy.drop,
      };
    }
    const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    // The name is generated above from digits and letters only; identifiers cannot be parameters.
    await adminQuery(`CREATE SCHEMA ${schema}`);
    return {
      overrides: { databaseUrl: DATABASE_URL, databaseSchema: schema },
      builtAt: Date.now(),
      open: () => openPostgres(DATABASE_URL, schema),
      drop: () => adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
    };
  }
  if (!persistent) {
    const template = await pgliteTemplate(kind);
    const open = () => openPglite(null, template.dump);
    // The seeded exports' files, made with the template, in a folder of this database's own.
    const exportsDir = template.exportsDir ? seededExports(template) : undefined;
    const drop = async () => {
      if (exportsDir) rmSync(exportsDir, { recursive: true, force: true });
    };
    return { overrides: { inMemory: true, ...(exportsDir ? { exportsDir } : {}) }, builtAt: template.builtAt, open, drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'backroom-test-'));
  let builtAt = Date.now();
  if (kind !== 'empty') {
    // The folder is filled from the template's dump, then closed: the app opens it as it would any data folder.
    const template = await pgliteTemplate(kind);
    await (await startPglite(join(dataDir, 'pglite'), template.dump)).close();
    seededExports(template, join(dataDir, 'exports'));
    builtAt = template.builtAt;
  }
  return {
    overrides: { inMemory: false, dataDir },
    builtAt,
    open: () => openPglite(join(dataDir, 'pglite')),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export interface Harness {
  app: FastifyInstance;
  clock: TestClock;
  config: ServerConfig;
  close(): Promise<void>;
}

/**
 * An app on a database of its own, migrated and (unless `seed: false`) seeded from a template; its clock starts when
 * the template was seeded, so the demo data is exactly as fresh as a seed run now would make it.
 */
export async function createHarness(overrides: Partial<ServerConfig> = {}): Promise<Harness> {
  const database = await testDatabase(false, overrides.seed === false ? 'migrated' : 'seeded');
  const clock = testClock(database.builtAt);
  const config = defaultConfig({
    seed: true,
    logger: false,
    nodeEnv: 'test',
    rateLimits: RELAXED_LIMITS,
    // No dist/ and no demo/ there: the API alone (static.test.ts brings its own folder).
    staticRoot: join(tmpdir(), 'backroom-no-static-files'),
    clock,
    ...database.overrides,
    ...overrides,
  });
  // PGlite in memory: hand the app a database started from the template (see testDatabase).
  let app: FastifyInstance;
  try {
    if (config.inMemory && !config.databaseUrl && !config.database) config.database = await database.open();
    app = await timePhase('app start', () => buildApp(config));
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    app,
    clock,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export interface Reply<T = unknown> {
  http: number;
  status: number;
  msg: string;
  data: T;
  raw: LightMyRequestResponse;
}

function envelope<T>(raw: LightMyRequestResponse): Reply<T> {
  // A file or an event stream (produces 'file' | 'events') answers its bytes, not the envelope.
  if (raw.statusCode === 200 && !String(raw.headers['content-type'] ?? '').includes('application/json')) {
    return { http: raw.statusCode, status: 200, msg: '', data: raw.rawPayload as T, raw };
  }
  const body = raw.json() as { status: number; msg: string; data: T };
  return { http: raw.statusCode, status: body.status, msg: body.msg, data: body.data, raw };
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export async function call<T = unknown>(app: FastifyInstance, method: string, url: string, options: CallOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const raw = await app.inject({
    method: method as 'GET',
    url,
    headers,
    payload: options.body as object | undefined,
    remoteAddress: options.remoteAddress,
  });
  return envelope<T>(raw);
}

export async function login(app: FastifyInstance, phone: string, password = DEMO_PASSWORD, remoteAddress?: string) {
  return call<{ token: string; expire: number } | null>(app, 'POST', staffLogin.path, { body: { phone, password }, remoteAddress });
}

/** A token of `phone`, switched to `groupId` when given. Fails the test when either step fails. */
export async function tokenFor(app: FastifyInstance, phone: string, groupId?: number): Promise<string> {
  const first = await login(app, phone);
  if (first.status !== 200 || !first.data) throw new Error(`login ${phone}: ${first.status} ${first.msg}`);
  if (groupId === undefined) return first.data.token;
  const switched = await call<{ token: string }>(app, 'POST', `${switchStaffGroup.path}?groupId=${groupId}`, { token: first.data.token });
  if (switched.status !== 200) throw new Error(`switchGroup ${groupId}: ${switched.status} ${switched.msg}`);
  return switched.data.token;
}
