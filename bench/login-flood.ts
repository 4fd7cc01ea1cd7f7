// `npm run bench -- login-flood`: can the administrator still log in while strangers flood the password login? The
// server runs as in production in a process of its own (./load.ts childProcess: NODE_ENV=production, scrypt at the
// OWASP cost, the password-check queue as LOGIN_HASH_* say), on PostgreSQL (DATABASE_URL, or the local one) or, when
// none answers, PGlite. On loopback: 20 addresses (127.0.0.2-21) each send FLOOD_RATE password logins a second
// (default 1: the flood this was made against sent 385 in 20 s) for unknown phones for 20 s, giving up on each after
// 5 s (abandoned requests), while the administrator logs in every second and /api/health is asked every 50 ms; then
// 10 s more without the flood. The administrator logged in once from each of its addresses before (a returning user)
// and takes them in turn (127.0.1.1-4): from one address, one login a second would meet the limit of 10 logins per
// phone and address a minute, which is not what is measured here. Printed: the administrator's login p95 and failures
// and /api/health's p99, during and after, and how the flood was answered. Targets: p95 <= 2 s, p99 <= 100 ms.
// Bounded: every loop stops at its deadline, every request times out.
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { staffLogin } from '../src/core/contract/api/auth.ts';
import { healthCheck } from '../src/core/contract/api/meta.ts';
import { DEMO_PASSWORD } from '../server/modules/org/seed-personas.ts';
import { childProcess, postgresAnswers, type Database } from './load.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const FLOOD_S = 20;
const AFTER_S = 10;
const ADDRESSES = 20;
const FLOOD_RATE = Number(process.env.FLOOD_RATE ?? 1);
const FLOOD_TIMEOUT_MS = 5_000;
const ADMIN = '13800000007';
const ADMIN_ADDRESSES = ['127.0.1.1', '127.0.1.2', '127.0.1.3', '127.0.1.4'];
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Answer {
  status: number | 'timeout' | 'error';
  ms: number;
  envelope?: number;
}

/** One request from `localAddress`; never rejects (a timeout or error is an answer too). */
function send(url: string, path: string, localAddress: string, timeoutMs: number, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const target = new URL(path, url);
  return new Promise((resolve) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const request = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname, method: text ? 'POST' : 'GET', localAddress, agent: false, headers: text ? { 'content-type': 'application/json' } : {} },
      (response) => {
        let raw = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (raw += chunk));
        response.on('end', () => {
          clearTimeout(timer);
          let envelope: number | undefined;
          try {
            envelope = (JSON.parse(raw) as { status: number }).status;
          } catch {
            envelope = undefined;
          }
          resolve({ status: response.statusCode ?? 0, envelope, ms: performance.now() - started });
        });
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      resolve({ status: 'timeout', ms: performance.now() - started });
    }, timeoutMs);
    request.on('error', () => {
      clearTimeout(timer);
      resolve({ status: 'error', ms: performance.now() - started });
    });
    request.end(text);
  });
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until `deadline`: the administrator's logins (one a second) and /api/health (every 50 ms). */
async function watch(url: string, deadline: number) {
  const logins: Answer[] = [];
  const health: Answer[] = [];
  const admin = (async () => {
    for (let n = 0; performance.now() < deadline; n += 1) {
      const started = performance.now();
      const from = ADMIN_ADDRESSES[n % ADMIN_ADDRESSES.length];
      logins.push(await send(url, staffLogin.path, from, 30_000, { phone: ADMIN, password: DEMO_PASSWORD }));
      await pause(Math.max(0, 1_000 - (performance.now() - started)));
    }
  })();
  const probe = (async () => {
    while (performance.now() < deadline) {
      health.push(await send(url, healthCheck.path, '127.0.0.1', 5_000));
      await pause(50);
    }
  })();
  await Promise.all([admin, probe]);
  const ok = (answer: Answer) => answer.status === 200 && answer.envelope === 200;
  return {
    loginP95: percentile(logins.map((answer) => answer.ms), 95),
    loginFailed: logins.filter((answer) => !ok(answer)).length,
    logins: logins.length,
    healthP99: percentile(health.map((answer) => answer.ms), 99),
    healthFailed: health.filter((answer) => answer.status !== 200).length,
  };
}

/** 20 addresses, FLOOD_RATE logins a second each for unknown phones, without waiting for the answers. */
async function flood(url: string, deadline: number): Promise<Answer[]> {
  const answers: Promise<Answer>[] = [];
  await Promise.all(
    Array.from({ length: ADDRESSES }, async (_, index) => {
      const address = `127.0.0.${index + 2}`;
      for (let n = 0; performance.now() < deadline; n += 1) {
        const phone = `136${String(index).padStart(2, '0')}${String(n).padStart(6, '0')}`;
        answers.push(send(url, staffLogin.path, address, FLOOD_TIMEOUT_MS, { phone, password: `guess-${n}` }));
        await pause(1_000 / FLOOD_RATE);
      }
    }),
  );
  return Promise.all(answers);
}

async function run(label: string, database: Database): Promise<Figure[]> {
  const server = await childProcess(database);
  try {
    // A returning administrator: logged in from each of its addresses before.
    for (const from of ADMIN_ADDRESSES) {
      const first = await send(server.url, staffLogin.path, from, 60_000, { phone: ADMIN, password: DEMO_PASSWORD });
      if (first.envelope !== 200) throw new Error(`the administrator could not log in before the flood: ${first.status} ${first.envelope}`);
    }
    const floodEnd = performance.now() + FLOOD_S * 1000;
    const [during, attempts] = await Promise.all([watch(server.url, floodEnd), flood(server.url, floodEnd)]);
    const after = await watch(server.url, performance.now() + AFTER_S * 1000);
    const count = (test: (answer: Answer) => boolean) => attempts.filter(test).length;
    return [
      { name: `${label}: flood attempts (${ADDRESSES} addresses × ${FLOOD_RATE}/s × ${FLOOD_S} s)`, value: attempts.length, unit: 'requests' },
      { name: `${label}: flood answered 200 (wrong password)`, value: count((answer) => answer.status === 200), unit: 'requests' },
      { name: `${label}: flood answered 429 (address or phone busy)`, value: count((answer) => answer.status === 429), unit: 'requests' },
      { name: `${label}: flood answered 503 (queue full)`, value: count((answer) => answer.status === 503), unit: 'requests' },
      { name: `${label}: flood given up after 5 s (abandoned)`, value: count((answer) => answer.status === 'timeout'), unit: 'requests' },
      { name: `${label}: flood refusals p99 (429/503)`, value: percentile(attempts.filter((answer) => answer.status === 429 || answer.status === 503).map((answer) => answer.ms), 99), unit: 'ms' },
      { name: `${label}: admin login p95 during the flood`, value: during.loginP95, unit: `ms (${during.logins} logins, ${during.loginFailed} failed; target <= 2000)` },
      { name: `${label}: /api/health p99 during the flood`, value: during.healthP99, unit: `ms (${during.healthFailed} failed; target <= 100)` },
      { name: `${label}: admin login p95 after the flood`, value: after.loginP95, unit: `ms (${after.logins} logins, ${after.loginFailed} failed; target <= 2000)` },
      { name: `${label}: /api/health p99 after the flood`, value: after.healthP99, unit: `ms (${after.healthFailed} failed; target <= 100)` },
    ];
  } finally {
    await server.close();
  }
}

export async function benchLoginFlood(): Promise<Figure[]> {
  if (!(await postgresAnswers())) return run('PGlite', {});
  // A schema of its own, dropped afterwards.
  const schema = `bench_flood_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    return await run('PostgreSQL', { url: POSTGRES_URL, schema });
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}
