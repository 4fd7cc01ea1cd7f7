// `npm run bench -- device-page`: the device page on PostgreSQL while status reports are written, without MQTT or a
// second process in the way: 100,000 devices, two batched ingestions (StatusIngest, as two server processes run them,
// each on a connection of its own) fed at DEVICE_PAGE_RATE reports/s (default 3,333) for DEVICE_PAGE_STEP_S seconds
// (default 30), and the device page (GET vendingMachinePage through the app, pages 1–50 of 20) asked every 50 ms,
// first with nothing written (idle), then during the ingestion. It isolates what the database does to the page from
// what a busy server process does to it (the telemetry bench has both). DATABASE_URL as the telemetry bench.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { staffLogin } from '../src/core/contract/api/auth.ts';
import { vendingMachinePage } from '../src/core/contract/api/devices.ts';
import { systemClock } from '../server/clock.ts';
import { openPostgres } from '../server/db/postgres.ts';
import { defaultDeviceOptions } from '../server/modules/devices/gateway.ts';
import { StatusIngest } from '../server/modules/devices/ingest.ts';
import { LogSignal } from '../server/modules/devices/ops-log.ts';
import { DEMO_PASSWORD } from '../server/modules/org/seed-personas.ts';
import { startServer } from '../server/start.ts';
import { BENCH_FLEET_SQL } from './devices.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const DEVICES = 100_000;
const RATE = Number(process.env.DEVICE_PAGE_RATE || 3_333);
const STEP_S = Number(process.env.DEVICE_PAGE_STEP_S || 30);
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};

export async function benchDevicePage(): Promise<Figure[]> {
  const schema = `bench_page_${process.pid}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const server = await startServer({
    port: 0, host: '127.0.0.1', seed: true, logger: false, nodeEnv: 'production', smsProviderName: 'outbox',
    databaseUrl: DATABASE_URL, databaseSchema: schema, devices: defaultDeviceOptions(),
  });
  const writers = [await openPostgres(DATABASE_URL, schema), await openPostgres(DATABASE_URL, schema)];
  const log = { warn: () => undefined, error: (object: unknown) => console.error(object) };
  const ingests = writers.map((db) => new StatusIngest(db.orm, systemClock, new LogSignal(), log));
  try {
    await server.app.db.query(BENCH_FLEET_SQL, [DEVICES, Date.now()]);
    await server.app.db.query('VACUUM ANALYZE devices');
    const login = await server.app.inject({ method: 'POST', url: staffLogin.path, payload: { phone: '13800000007', password: DEMO_PASSWORD } });
    const token = (login.json() as { data: { token: string } }).data.token;

    const ask = async (times: number[]) => {
      const started = performance.now();
      const reply = await server.app.inject({ method: 'GET', url: `${vendingMachinePage.path}?page=${1 + (times.length % 50)}&limit=20`, headers: { authorization: `Bearer ${token}` } });
      if ((reply.json() as { status: number }).status !== 200) throw new Error(`device page: ${reply.body}`);
      times.push(performance.now() - started);
    };
    const idle: number[] = [];
    for (let i = 0; i < 200; i += 1) await ask(idle);

    const busy: number[] = [];
    let paging = true;
    const pager = (async () => {
      while (paging) {
        await ask(busy);
        await sleep(50);
      }
    })();
    const codes = Array.from({ length: DEVICES }, (_, i) => `BENCH-${String(i + 1).padStart(6, '0')}`);
    const total = Math.min(DEVICES, Math.round(RATE * STEP_S));
    const started = performance.now();
    let sent = 0;
    while (sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
      // Each device reports online with a new temperature; the two processes take every other report.
      for (; sent < due; sent += 1) ingests[sent % 2].accept({ deviceCode: codes[sent], online: true, temperature: 20 + (sent % 3) });
      await sleep(10);
    }
    await Promise.all(ingests.map((ingest) => ingest.flush()));
    const elapsed = (performance.now() - started) / 1000;
    paging = false;
    await pager;
    const { rows } = await admin.query<{ hot: string; updates: string }>(
      `SELECT n_tup_hot_upd AS hot, n_tup_upd AS updates FROM pg_stat_user_tables WHERE schemaname = $1 AND relname = 'devices'`, [schema],
    );
    const label = `${RATE} reports/s for ${STEP_S} s`;
    return [
      { name: 'device page, idle: p50', value: percentile(idle, 50), unit: 'ms' },
      { name: 'device page, idle: p99', value: percentile(idle, 99), unit: 'ms' },
      { name: `device page, ${label}: p50`, value: percentile(busy, 50), unit: 'ms' },
      { name: `device page, ${label}: p99`, value: percentile(busy, 99), unit: 'ms' },
      { name: `${label}: written per second`, value: Math.round(ingests.reduce((sum, ingest) => sum + ingest.stats.rowsWritten, 0) / elapsed), unit: 'rows/s' },
      { name: `${label}: batches`, value: ingests.reduce((sum, ingest) => sum + ingest.stats.batches, 0), unit: 'batches' },
      { name: `${label}: device updates that were HOT (no index touched)`, value: Math.round((Number(rows[0]?.hot ?? 0) / Math.max(1, Number(rows[0]?.updates ?? 0))) * 100), unit: '%' },
    ];
  } finally {
    for (const ingest of ingests) await ingest.stop();
    for (const db of writers) await db.close();
    await server.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}
