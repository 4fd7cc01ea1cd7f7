// `npm run bench -- load` (issue 14 item 5): 200 connections for 20 s on loopback, a mix of the authenticated GETs
// staff make all day (menus, groups, badge counts, the order page), on PGlite and on PostgreSQL (DATABASE_URL, or
// postgres://postgres@127.0.0.1:5432/test; skipped with a line when none answers). Printed per database: requests/s,
// p50/p99, errors, requests unanswered after 10 s (timeouts), and each route's rate next to /api/health's, measured
// alone right before in the same run (a shared, loaded machine: the ratios are what count). Each route's figure in the
// mix counts its own answers: served means 2xx (a 503 under back-pressure is an answer, not service).
// The server runs as in production, in a process of its own (`node --import tsx server/main.ts`, NODE_ENV=production,
// its settings from the environment; PGlite in a temporary DATA_DIR, PostgreSQL in a schema of its own), so the
// client (autocannon, in this process) does not share the server's event loop. LOAD_SERVER=in-process starts it in
// this process instead (PGlite in memory; client and server on one event loop: the client's work counts against the
// routes), LOAD_SERVER=child,in-process measures both ways in one run. Back-pressure at EVENT_LOOP_DELAY_MAX_MS
// (default 1000 ms, as NODE_ENV=production has it). LOAD_CPU_PROF=<folder> profiles the server process
// (`node --cpu-prof`). Bounded: every request times out after 10 s, the run stops at 20 s. Each route also runs alone
// for 3 s after the mix. LOAD_DURATION_S and LOAD_CONNECTIONS change the two figures.
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { staffLogin, switchStaffGroup } from '../src/core/contract/api/auth.ts';
import { badgeCounts } from '../src/core/contract/api/dashboard.ts';
import { healthCheck } from '../src/core/contract/api/meta.ts';
import { orderPage } from '../src/core/contract/api/orders.ts';
import { currentStaffGroups, currentStaffMenus } from '../src/core/contract/api/staff.ts';
import { DEMO_PASSWORD } from '../server/modules/org/seed-personas.ts';
import { PROJECT_ROOT } from '../server/config.ts';
import { startServer } from '../server/start.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  '2xx': number;
  duration: number;
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 20);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const TIMEOUT_S = 10;
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Back-pressure as in production (server/config.ts: 1000 ms when NODE_ENV=production). */
const MAX_EVENT_LOOP_DELAY_MS = Number(process.env.EVENT_LOOP_DELAY_MAX_MS || 1000);
/** The floor for each authenticated route in the mix, as a share of /api/health's rate (issue 14). */
const TARGET: Record<string, number> = { PGlite: 0.1, PostgreSQL: 0.2 };

const ROUTES: ReadonlyArray<[string, string]> = [
  ['menus', `${currentStaffMenus.path}?category=1`],
  ['groups', currentStaffGroups.path],
  ['badge counts', badgeCounts.path],
  ['order page', `${orderPage.path}?page=1&limit=20`],
];

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const body = (await response.json()) as { status: number; msg: string; data: T };
  if (body.status !== 200) throw new Error(`${url}: ${body.status} ${body.msg}`);
  return body.data;
}

/** Tokens of several personas (each identity has its own cache entries), bound to an identity. */
async function tokens(url: string): Promise<string[]> {
  const post = { method: 'POST', headers: { 'content-type': 'application/json' } };
  const login = (phone: string) => json<{ token: string }>(`${url}${staffLogin.path}`, { ...post, body: JSON.stringify({ phone, password: DEMO_PASSWORD }) });
  const multi = await login('13800000001');
  const bound = await json<{ token: string }>(`${url}${switchStaffGroup.path}?groupId=1001`, { method: 'POST', headers: { authorization: `Bearer ${multi.token}` } });
  const admin = await login('13800000007');
  return [bound.token, admin.token];
}

/** A running server under test: where it answers, and how to stop it. */
export interface Target {
  url: string;
  close(): Promise<void>;
}

/** Where the server runs: its own process as in production (default), or this one. */
type Mode = 'child' | 'in-process';
const MODES = (process.env.LOAD_SERVER ?? 'child').split(',').map((mode) => mode.trim()).filter(Boolean) as Mode[];
for (const mode of MODES) if (mode !== 'child' && mode !== 'in-process') throw new Error(`LOAD_SERVER: child or in-process, got ${mode}`);
const CPU_PROF_DIR = process.env.LOAD_CPU_PROF || undefined;
/**
 * What the clients accept, as a browser sends it (Chromium: `gzip, deflate, br`): staff's browsers always ask for
 * compressed answers, which the server keeps compressed once per answer (server/plugins/prepared.ts).
 * LOAD_ENCODING=identity measures uncompressed answers.
 */
const ACCEPT_ENCODING = process.env.LOAD_ENCODING ?? 'gzip, deflate, br';
/** LOAD_DATABASES=postgres (or pglite) runs one database only. */
const DATABASES = (process.env.LOAD_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());

export interface Database {
  /** PostgreSQL URL; none: PGlite. */
  url?: string;
  schema?: string;
}

/** The server in this process (PGlite in memory): client and server share one event loop. */
async function inProcess(database: Database): Promise<Target> {
  const server = await startServer({
    port: 0, host: '127.0.0.1', seed: true, logger: false, maxEventLoopDelayMs: MAX_EVENT_LOOP_DELAY_MS,
    ...(database.url ? { databaseUrl: database.url, databaseSchema: database.schema } : { inMemory: true }),
  });
  return { url: server.url, close: () => server.close() };
}

/**
 * `server/main.ts` in a process of its own, configured by the environment as in production (`env` changes any
 * setting: the first-visit bench starts a development server too); resolves once it listens.
 */
/** A port free on loopback now (the system's choice), for a server started next. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function childProcess(database: Database, overrides: NodeJS.ProcessEnv = {}): Promise<Target> {
  // PGlite's database and, on both, the files the server writes (the demo seed's exports), removed after.
  const dataDir = await mkdtemp(join(tmpdir(), 'backroom-load-'));
  // A port known before the start: a production server says it is running in an info log entry, which LOG_LEVEL=warn
  // leaves out, so its address cannot be read from its output; it counts as started once /api/health answers there.
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production', SEED_DEMO: '1', SMS_PROVIDER: 'outbox', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn',
    EVENT_LOOP_DELAY_MAX_MS: String(MAX_EVENT_LOOP_DELAY_MS),
    // As the in-process server: the simulated fleet without status reports.
    DEVICE_SIM_REPORT_MS: '0',
    DATABASE_URL: database.url ?? '', DATABASE_SCHEMA: database.schema ?? '', DATA_DIR: dataDir,
    ...overrides,
  };
  const profile = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  const url = await new Promise<string>((resolve, reject) => {
    let text: string | null = '';
    const timer = setTimeout(() => reject(new Error('the server did not start within 180 s')), 180_000);
    child.stdout.setEncoding('utf8');
    const started = (address: string) => {
      if (text === null) return;
      clearTimeout(timer);
      text = null;
      resolve(address);
    };
    // Read to the end (a full pipe would block the server); the first line naming the address is the sign.
    child.stdout.on('data', (chunk: string) => {
      if (text === null) return;
      text += chunk;
      const found = /running at (http:\/\/\S+)/.exec(text);
      if (found) started(found[1]);
    });
    // Or /api/health answering on the port (a production server at LOG_LEVEL=warn names no address).
    const address = `http://127.0.0.1:${env.PORT}`;
    const ask = () => {
      if (text === null) return;
      fetch(`${address}${healthCheck.path}`).then(
        (response) => (response.ok ? started(address) : setTimeout(ask, 500)),
        () => setTimeout(ask, 500),
      );
    };
    ask();
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening`));
    });
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await exited;
    await removeData();
    throw error;
  });
  return {
    url,
    close: async () => {
      // SIGTERM: main.ts closes the server and the database, then exits (and writes its profile).
      child.kill('SIGTERM');
      await exited;
      await removeData();
    },
  };
}

async function figuresFor(label: string, server: Target): Promise<Figure[]> {
  try {
    const [first, second] = await tokens(server.url);
    const floor = await autocannon({
      url: `${server.url}${healthCheck.path}`, connections: CONNECTIONS, duration: 5, timeout: TIMEOUT_S, headers: { 'accept-encoding': ACCEPT_ENCODING },
    });
    const floorRate = floor.requests.average;
    // The mix: every route with each persona's token at once, the connections shared out evenly, one autocannon per
    // (route, token), all running together for the same time against the same server. Each counts its own answers
    // from the status alone (autocannon's `onResponse` would make the client read every body, a cost of the client
    // that this in-process bench would charge to the server).
    const runs = [first, second].flatMap((token) => ROUTES.map(([name, path]) => ({ name, path, token })));
    const results = await Promise.all(runs.map(({ path, token }) => autocannon({
      url: `${server.url}${path}`, connections: Math.max(1, Math.round(CONNECTIONS / runs.length)), duration: DURATION_S,
      timeout: TIMEOUT_S, headers: { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING },
    })));
    const answers = new Map(ROUTES.map(([name]) => [name, { served: 0, busy: 0, other: 0 }]));
    const statusCounts = new Map<string, number>();
    results.forEach((result, index) => {
      const counts = answers.get(runs[index].name);
      for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
        statusCounts.set(code, (statusCounts.get(code) ?? 0) + count);
        if (!counts) continue;
        if (code.startsWith('2')) counts.served += count;
        else if (code === '503') counts.busy += count;
        else counts.other += count;
      }
    });
    const duration = Math.max(...results.map((result) => result.duration));
    const sum = (pick: (result: AutocannonResult) => number) => results.reduce((total, result) => total + pick(result), 0);
    const mixRate = sum((result) => result.requests.total) / duration;
    // Answered with data (2xx): a 503 under back-pressure is an answer, not a served request.
    const servedRate = sum((result) => result['2xx']) / duration;
    const p50s = results.map((result) => result.latency.p50).sort((x, y) => x - y);
    const statuses = [...statusCounts].map(([code, count]) => `${code}×${count}`).join(' ');
    const figures: Figure[] = [
      { name: `${label}: GET /api/health alone`, value: Math.round(floorRate), unit: 'req/s' },
      { name: `${label}: mix answers/s (${CONNECTIONS} connections, ${DURATION_S} s, accept-encoding: ${ACCEPT_ENCODING})`, value: Math.round(mixRate), unit: 'req/s (any status)' },
      { name: `${label}: mix served/s (2xx)`, value: Math.round(servedRate), unit: 'req/s' },
      { name: `${label}: mix p50 (median of the routes' p50)`, value: p50s[Math.floor(p50s.length / 2)], unit: 'ms' },
      { name: `${label}: mix p99 (the worst route's p99)`, value: Math.max(...results.map((result) => result.latency.p99)), unit: 'ms' },
      { name: `${label}: errors (connection errors + non-2xx)`, value: sum((result) => result.errors + result.non2xx), unit: `(${statuses})` },
      { name: `${label}: unanswered after ${TIMEOUT_S} s`, value: sum((result) => result.timeouts), unit: 'requests' },
    ];
    // Each route's own answers in the mix: served (2xx) per second against /api/health alone, and what was refused.
    for (const [name] of ROUTES) {
      const counts = answers.get(name) ?? { served: 0, busy: 0, other: 0 };
      const rate = counts.served / duration;
      figures.push({
        name: `${label}: ${name} in the mix, served (2xx)/s`,
        value: Math.round(rate),
        unit: `req/s  ×${(rate / floorRate).toFixed(3)} /api/health (issue 14: ≥ ${TARGET[label.split(' ')[0]]}); ${counts.busy} answered 503, ${counts.other} other non-2xx`,
      });
    }
    // And each route alone, for its own ratio (2 s each).
    for (const [name, path] of ROUTES) {
      const alone = await autocannon({ url: `${server.url}${path}`, connections: CONNECTIONS, duration: 3, timeout: TIMEOUT_S, headers: { authorization: `Bearer ${first}`, 'accept-encoding': ACCEPT_ENCODING } });
      const served = alone['2xx'] / alone.duration;
      figures.push({
        name: `${label}: ${name} alone, served/s ratio to /api/health`,
        value: Number((served / floorRate).toFixed(3)),
        unit: `(${Math.round(served)} req/s 2xx, p99 ${alone.latency.p99} ms, ${alone.non2xx} non-2xx, ${alone.timeouts} unanswered)`,
      });
    }
    return figures;
  } finally {
    await server.close();
  }
}

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function benchLoad(): Promise<Figure[]> {
  const start = (mode: Mode, database: Database) => (mode === 'child' ? childProcess(database) : inProcess(database));
  const suffix = (mode: Mode) => (MODES.length === 1 && mode === 'child' ? '' : ` (${mode === 'child' ? 'server process' : 'in-process'})`);
  const figures: Figure[] = [];
  if (DATABASES.includes('pglite')) for (const mode of MODES) figures.push(...(await figuresFor(`PGlite${suffix(mode)}`, await start(mode, {}))));
  if (!DATABASES.includes('postgres')) return figures;
  if (!(await postgresAnswers())) {
    figures.push({ name: `PostgreSQL: not run (nothing answers at ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')})`, value: 0, unit: '' });
    return figures;
  }
  for (const mode of MODES) {
    // A schema of its own, dropped afterwards.
    const schema = `bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    try {
      figures.push(...(await figuresFor(`PostgreSQL${suffix(mode)}`, await start(mode, { url: POSTGRES_URL, schema }))));
    } finally {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  }
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const figure of await benchLoad()) console.log(`${figure.name.padEnd(64)} ${String(figure.value).padStart(10)} ${figure.unit}`);
}
