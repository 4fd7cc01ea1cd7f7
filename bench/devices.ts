// `npm run bench -- devices` (issue 10): command round trip p50/p95 with the simulated fleet and over MQTT (Mosquitto on
// 127.0.0.1:1883, or MQTT_URL), 1,000 commands in flight, and the device page query p50/p99 at 100,000 devices on PGlite
// and on PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in a schema of its own). The bench
// seed adds the 100,000 devices to the demo organisation 鲜食优选; the demo seed stays small. The page query is timed
// through the server and as its SQL alone, over the filters of PAGE_FILTERS, steady and after a device write;
// BENCH_DEVICES_BY_FILTER=1 also prints each filter's figures.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { staffLogin, switchStaffGroup } from '../src/core/contract/api/auth.ts';
import { DeviceType } from '../src/core/contract/index.ts';
import { vendingMachinePage, vendingMachineSettingShowStatus } from '../src/core/contract/api/devices.ts';
import { iotForceRestart, iotResp } from '../src/core/contract/api/iot.ts';
import { urlOf } from '../src/core/contract/api/define.ts';
import { DEFAULT_SIMULATOR, type DeviceOptions } from '../server/modules/devices/gateway.ts';
import { MqttDeviceFleet } from '../server/modules/devices/mqtt-fleet.ts';
import { pageDevices, type DeviceFilter } from '../server/modules/devices/repository.ts';
import type { Scope } from '../server/db/scope.ts';
import { DEMO_PASSWORD } from '../server/modules/org/seed-personas.ts';
import { startServer, type RunningServer } from '../server/start.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const BENCH_DEVICES = 100_000;
const ROUND_TRIPS = 300;
const IN_FLIGHT = 1_000;
const PAGE_QUERIES = 600;
const MQTT_URL = process.env.MQTT_URL || 'mqtt://127.0.0.1:1883';
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** BENCH_DEVICES_PARTS=pglite,mqtt,postgres (default all) runs some of them. */
const PARTS = new Set((process.env.BENCH_DEVICES_PARTS || 'pglite,mqtt,postgres').split(','));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 100) / 100;
};

async function adminToken(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}${staffLogin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000007', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** The bench seed: `count` operating, online vending machines in 鲜食优选's 张江 and 陆家嘴 departments ($1 count, $2 now). */
export const BENCH_FLEET_SQL = `INSERT INTO devices (org_id, dept_id, device_type, code, name, lifecycle_state, online, temperature, temperature_mode,
       inventory_warnings, place, last_online_at, created_at, province, city, district, place_id, brand_dept_id)
     SELECT 2, CASE WHEN n % 2 = 0 THEN 204 ELSE 214 END, 1 + (n % 5 = 0)::int, 'BENCH-' || lpad(n::text, 6, '0'), '压测售货机 ' || n,
       CASE WHEN n % 10 = 0 THEN 3 ELSE 2 END, n % 7 <> 0, 4 + n % 5, 1, n % 3, '压测点位 ' || (n % 500), $2, $2,
       '310000', '310100', '310115', 2040 + n % 3, 200
     FROM generate_series(1, $1::int) AS n`;

async function seedBenchFleet(server: RunningServer, count: number): Promise<void> {
  await server.app.db.query(BENCH_FLEET_SQL, [count, Date.now()]);
  // As autovacuum leaves a table soon after a bulk load (PostgreSQL vacuums after inserts too): statistics, and the
  // visibility map that lets a count read an index alone.
  await server.app.db.query('VACUUM ANALYZE devices');
}

async function roundTrips(server: RunningServer, token: string, ids: number[], n: number): Promise<number[]> {
  const headers = { authorization: `Bearer ${token}` };
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    const sent = (await (await fetch(`${server.url}${urlOf(iotForceRestart, { id: ids[i % ids.length] })}`, { method: 'PUT', headers })).json()) as {
      status: number; msg: string; data: { msgId: string };
    };
    if (sent.status !== 200) throw new Error(`command: ${sent.status} ${sent.msg}`);
    for (;;) {
      const answer = (await (await fetch(`${server.url}${urlOf(iotResp, { id: sent.data.msgId })}`, { headers })).json()) as { status: number; data: unknown };
      if (answer.status !== 200) throw new Error(`resp: ${answer.status}`);
      if (answer.data !== null) break;
      await sleep(2);
    }
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * 1,000 commands outstanding at once: the devices take 3 s to answer, the commands are sent by 50 callers, and the
 * figures are how long sending took, how many were open at the peak, and when the last answer was in.
 */
async function inFlight(server: RunningServer, token: string, ids: number[], simulator: { latencyMs: number }): Promise<Figure[]> {
  const headers = { authorization: `Bearer ${token}` };
  const latency = simulator.latencyMs;
  simulator.latencyMs = 3_000;
  const started = performance.now();
  const accepted: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < IN_FLIGHT) {
        const id = ids[next++ % ids.length];
        const body = (await (await fetch(`${server.url}${urlOf(iotForceRestart, { id })}`, { method: 'PUT', headers })).json()) as { status: number; data: { msgId: string } };
        if (body.status === 200) accepted.push(body.data.msgId);
      }
    }),
  );
  const sentIn = performance.now() - started;
  const openCount = async () =>
    (await server.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM device_commands WHERE id = ANY($1::text[]) AND state IN ('queued', 'sent', 'delivered')`,
      [accepted],
    )).rows[0]?.n ?? 0;
  const peak = await openCount();
  let open = peak;
  while (open > 0 && performance.now() - started < 60_000) {
    await sleep(100);
    open = await openCount();
  }
  const done = performance.now() - started;
  simulator.latencyMs = latency;
  const { rows } = await server.app.db.query<{ state: string; n: number }>(
    'SELECT state, count(*)::int AS n FROM device_commands WHERE id = ANY($1::text[]) GROUP BY state',
    [accepted],
  );
  const succeeded = rows.find((row) => row.state === 'succeeded')?.n ?? 0;
  return [
    { name: `${IN_FLIGHT} commands in flight: accepted`, value: accepted.length, unit: 'commands' },
    { name: `${IN_FLIGHT} commands in flight: all sent within (50 callers)`, value: Math.round(sentIn), unit: 'ms' },
    { name: `${IN_FLIGHT} commands in flight: open at once after sending`, value: peak, unit: 'commands' },
    { name: `${IN_FLIGHT} commands in flight: all answered within (devices answer in 1.5-4.5 s)`, value: Math.round(done), unit: 'ms' },
    { name: `${IN_FLIGHT} commands in flight: succeeded (the rest timed out at 8.5 s)`, value: succeeded, unit: 'commands' },
  ];
}

/** The filters a user sets on the device list (issue 10 bench): each is timed in turn, round robin. */
const PAGE_FILTERS: Array<{ label: string; query: string; filter: Partial<DeviceFilter>; department?: true }> = [
  { label: 'no filter', query: 'limit=10', filter: {} },
  { label: 'online', query: 'online=true&limit=20', filter: { online: true, limit: 20 } },
  { label: 'code prefix', query: 'code=bench-0123&limit=10', filter: { code: 'bench-0123' } },
  { label: 'a province', query: 'provinceCode=310000&limit=50', filter: { provinceCode: '310000', limit: 50 } },
  { label: 'a department (张江站点组)', query: 'limit=10', filter: {}, department: true },
  { label: 'page 500 of 20', query: 'page=500&limit=20', filter: { page: 500, limit: 20 } },
];

/** The caller's scope as the server resolves it from a token: 赵敏 at the root department, or 王建国 in 张江站点组. */
const BENCH_SCOPE: Scope = { userId: 7, groupId: 7001, orgId: 2, orgCategory: 3 as Scope['orgCategory'], deptId: 200, deptPath: '/200/', roleCodes: 'admin', phoneHide: false };
const ZHANGJIANG_SCOPE: Scope = { ...BENCH_SCOPE, userId: 1, groupId: 1001, deptId: 204, deptPath: '/200/201/202/203/204/' };

async function departmentToken(server: RunningServer): Promise<string> {
  const login = (await (await fetch(`${server.url}${staffLogin.path}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000001', password: DEMO_PASSWORD }),
  })).json()) as { data: { token: string } };
  const switched = (await (await fetch(`${server.url}${switchStaffGroup.path}?groupId=1001`, {
    method: 'POST', headers: { authorization: `Bearer ${login.data.token}` },
  })).json()) as { status: number; data: { token: string } };
  if (switched.status !== 200) throw new Error(`switchGroup 1001: ${switched.status}`);
  return switched.data.token;
}

/** Times `n` calls of `once(i)` after one warm-up round of `warm` calls. */
async function timed(warm: number, n: number, once: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < warm; i += 1) await once(i);
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = performance.now();
    await once(i);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * The device page (GET /api/vendingMachine/page) through the server (fastify inject: routing, the token's scope,
 * validation, the query, serialisation) and as its SQL alone (the repository call), over the filters above. The
 * steady figures are what a user gets paging and refiltering a fleet that is not being written; "after a device
 * write" flips one device's online state before every call (a status report as another process would write it), so
 * no kept total is usable and every call counts its scope again. The floor is an authenticated call that reads one
 * device by id.
 */
async function pageQueries(server: RunningServer, token: string, label: string): Promise<Figure[]> {
  const headers = { authorization: `Bearer ${token}` };
  const departmentHeaders = { authorization: `Bearer ${await departmentToken(server)}` };
  const { orm } = server.app.db;
  const page = async (i: number) => {
    const { query, department } = PAGE_FILTERS[i % PAGE_FILTERS.length];
    const url = `${vendingMachinePage.path}?${query}`;
    const reply = await server.app.inject({ url, headers: department ? departmentHeaders : headers });
    if (reply.statusCode !== 200 || (reply.json() as { status: number }).status !== 200) throw new Error(`${url}: ${reply.body.slice(0, 200)}`);
  };
  const sqlAlone = async (i: number) => {
    const { filter, department } = PAGE_FILTERS[i % PAGE_FILTERS.length];
    await pageDevices(orm, department ? ZHANGJIANG_SCOPE : BENCH_SCOPE, DeviceType.VENDING_MACHINE, { page: 1, limit: 10, ...filter });
  };
  const [probe] = await onlineIds(server, 1);
  const floorUrl = `${vendingMachineSettingShowStatus.path}?id=${probe}`;
  const floor = await timed(20, PAGE_QUERIES / 2, async () => {
    if ((await server.app.inject({ url: floorUrl, headers })).statusCode !== 200) throw new Error(floorUrl);
  });
  const http = await timed(PAGE_FILTERS.length * 3, PAGE_QUERIES, page);
  const sqlTimes = await timed(PAGE_FILTERS.length * 3, PAGE_QUERIES, sqlAlone);
  if (process.env.BENCH_DEVICES_BY_FILTER) {
    for (const [index, { label: name }] of PAGE_FILTERS.entries()) {
      const of = (times: number[]) => times.filter((_, i) => i % PAGE_FILTERS.length === index);
      console.log(`  ${label} ${name}: HTTP p50 ${percentile(of(http), 50)} p99 ${percentile(of(http), 99)}, SQL p50 ${percentile(of(sqlTimes), 50)} p99 ${percentile(of(sqlTimes), 99)} ms`);
    }
  }
  const flip = () => server.app.db.query('UPDATE devices SET online = NOT online WHERE id = $1', [probe]);
  const writtenTimes: number[] = [];
  for (let i = 0; i < PAGE_QUERIES / 4; i += 1) {
    await flip();
    const started = performance.now();
    await page(i);
    writtenTimes.push(performance.now() - started);
  }
  if ((PAGE_QUERIES / 4) % 2 === 1) await flip();
  const total = ((await server.app.inject({ url: `${vendingMachinePage.path}?limit=1`, headers })).json() as { data: { total: number } }).data.total;
  const p50 = percentile(http, 50);
  const floor50 = percentile(floor, 50);
  return [
    { name: `device page query on ${label} (${total} vending machines in scope, ${PAGE_FILTERS.length} filters): p50`, value: p50, unit: 'ms' },
    { name: `device page query on ${label}: p99`, value: percentile(http, 99), unit: 'ms' },
    { name: `device page query on ${label}, SQL alone: p50`, value: percentile(sqlTimes, 50), unit: 'ms' },
    { name: `device page query on ${label}, SQL alone: p99`, value: percentile(sqlTimes, 99), unit: 'ms' },
    { name: `device page query on ${label}, after a device write (recounted): p50`, value: percentile(writtenTimes, 50), unit: 'ms' },
    { name: `device page query on ${label}, after a device write (recounted): p99`, value: percentile(writtenTimes, 99), unit: 'ms' },
    { name: `floor on ${label}: one device by id (token, scope, one row): p50`, value: floor50, unit: 'ms' },
    { name: `floor on ${label}: p99 (what the machine's load alone costs)`, value: percentile(floor, 99), unit: 'ms' },
    { name: `device page query on ${label}: p50 / floor p50`, value: Math.round((p50 / floor50) * 100) / 100, unit: 'x' },
  ];
}

async function onlineIds(server: RunningServer, limit: number): Promise<number[]> {
  const { rows } = await server.app.db.query<{ id: number }>(
    "SELECT id FROM devices WHERE org_id = 2 AND online AND lifecycle_state = 2 AND code LIKE 'BENCH-%' ORDER BY id LIMIT $1",
    [limit],
  );
  return rows.map((row) => row.id);
}

async function withServer<T>(options: { devices: DeviceOptions; databaseUrl?: string; databaseSchema?: string }, fn: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await startServer({ port: 0, host: '127.0.0.1', inMemory: !options.databaseUrl, seed: true, logger: false, ...options });
  try {
    return await fn(server);
  } finally {
    await server.close();
  }
}

export async function benchDevices(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const simulator = { ...DEFAULT_SIMULATOR, latencyMs: 0, reportMs: 0 };

  // PGlite: round trips with the simulator, 1,000 in flight, the page query at 100,000 devices.
  if (PARTS.has('pglite')) await withServer({ devices: { topicPrefix: 'bench', simulator } }, async (server) => {
    const token = await adminToken(server);
    await seedBenchFleet(server, BENCH_DEVICES);
    const ids = await onlineIds(server, IN_FLIGHT);
    const times = await roundTrips(server, token, ids, ROUND_TRIPS);
    figures.push({ name: 'command round trip, simulator (PGlite): p50', value: percentile(times, 50), unit: 'ms' });
    figures.push({ name: 'command round trip, simulator (PGlite): p95', value: percentile(times, 95), unit: 'ms' });
    figures.push(...(await inFlight(server, token, ids, simulator)));
    figures.push(...(await pageQueries(server, token, 'PGlite')));
  });

  // MQTT: the same round trips through Mosquitto to simulated devices.
  const prefix = `bench-${process.pid}`;
  const fleet = new MqttDeviceFleet(MQTT_URL, prefix, [], simulator);
  let mqttUp = PARTS.has('mqtt');
  if (mqttUp) await fleet.start().catch((error: unknown) => {
    mqttUp = false;
    console.log(`no MQTT broker at ${MQTT_URL} (${error instanceof Error ? error.message : String(error)}): the MQTT round trip is left out`);
  });
  if (mqttUp) {
    try {
      await withServer({ devices: { topicPrefix: prefix, simulator, mqttUrl: MQTT_URL } }, async (server) => {
        const token = await adminToken(server);
        const { rows } = await server.app.db.query<{ id: number }>('SELECT id FROM devices WHERE org_id = 2 AND online AND lifecycle_state = 2 ORDER BY id');
        const times = await roundTrips(server, token, rows.map((row) => row.id), ROUND_TRIPS);
        figures.push({ name: 'command round trip, MQTT (Mosquitto): p50', value: percentile(times, 50), unit: 'ms' });
        figures.push({ name: 'command round trip, MQTT (Mosquitto): p95', value: percentile(times, 95), unit: 'ms' });
      });
    } finally {
      await fleet.stop();
    }
  }

  // PostgreSQL: the page query at 100,000 devices, and the simulator round trip there.
  const schema = `bench_devices_${process.pid}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  let pgUp = PARTS.has('postgres');
  if (pgUp) await admin.connect().catch((error: unknown) => {
    pgUp = false;
    console.log(`no PostgreSQL at ${DATABASE_URL} (${error instanceof Error ? error.message : String(error)}): its figures are left out`);
  });
  if (pgUp) {
    try {
      await admin.query(`CREATE SCHEMA ${schema}`);
      await withServer({ devices: { topicPrefix: 'bench', simulator }, databaseUrl: DATABASE_URL, databaseSchema: schema }, async (server) => {
        const token = await adminToken(server);
        await seedBenchFleet(server, BENCH_DEVICES);
        const ids = await onlineIds(server, 50);
        const times = await roundTrips(server, token, ids, ROUND_TRIPS);
        figures.push({ name: 'command round trip, simulator (PostgreSQL): p50', value: percentile(times, 50), unit: 'ms' });
        figures.push({ name: 'command round trip, simulator (PostgreSQL): p95', value: percentile(times, 95), unit: 'ms' });
        figures.push(...(await pageQueries(server, token, 'PostgreSQL')));
      });
    } finally {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    }
  }
  await admin.end().catch(() => undefined);
  return figures;
}
