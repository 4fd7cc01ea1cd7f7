// `npm run bench -- telemetry`: a simulated fleet of 100,000 devices reporting over Mosquitto (several MQTT
// connections) to two server processes (bench/telemetry-server.ts) that share one PostgreSQL schema and one MQTT
// shared subscription, in steps of rising report rates. Per step: reports handled per second, lag from publish to row
// p50/p99, CPU of each server process, reports handled twice, reports lost, and the device page's p99 meanwhile.
// Settings: TELEMETRY_RATES (default 1000,2000,3333,5000 reports/s), TELEMETRY_STEP_S (default 30 s a step),
// MQTT_URL (default: a Mosquitto of the bench's own on a free port, started with the fleet settings the README gives
// for production, server/modules/devices/mosquitto-fleet.conf, and stopped after), DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test). Per step it also prints the messages the broker dropped ($SYS: on a broker
// of its own, its count; on another broker, the count of all its clients, as of its last $SYS update) and the load
// average of the machine.
//
// A step is one or more rounds of the fleet (a step longer than 100,000 reports at its rate, e.g. 3,333/s for 120 s, is
// four rounds: each device reports every 30 s). Each device reports once per round with a temperature that marks the
// round, so a row shows how far its reports were written (a row marked with round r holds the device's r-th report of
// the step, counted r times); the lag is read from two curves sampled every 100 ms (reports published so far, reports
// written so far): the n-th report is taken as written when the n-th is written (first in, first out).
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import mqtt from 'mqtt';
import pg from 'pg';
import { staffLogin } from '../src/core/contract/api/auth.ts';
import { vendingMachinePage } from '../src/core/contract/api/devices.ts';
import { fleetBrokerSettings, ownBroker, watchBrokerDropped, type DroppedWatch, type OwnBroker } from '../server/modules/devices/mosquitto.ts';
import { topics } from '../server/modules/devices/topics.ts';
import type { IngestStats } from '../server/modules/devices/ingest.ts';
import { DEMO_PASSWORD } from '../server/modules/org/seed-personas.ts';
import { BENCH_FLEET_SQL } from './devices.ts';

interface Figure {
  name: string;
  value: number;
  unit: string;
}

const DEVICES = 100_000;
const RATES = (process.env.TELEMETRY_RATES || '1000,2000,3333,5000').split(',').map(Number);
const STEP_S = Number(process.env.TELEMETRY_STEP_S || 30);
const CONNECTIONS = 4;
/** The $SYS interval of the bench's own broker (s): its dropped count is at most this old. */
const SYS_INTERVAL_S = 1;
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** How long after a step's last report its rows may still come in (then the missing ones are lost). */
const DRAIN_MS = 10_000;

interface Worker {
  child: ChildProcess;
  url: string;
  ask(): Promise<{ stats: IngestStats; cpu: NodeJS.CpuUsage; loopDelayP99: number }>;
  stop(): Promise<void>;
}

function startWorker(env: NodeJS.ProcessEnv): Promise<Worker> {
  const child = fork(new URL('./telemetry-server.ts', import.meta.url), { env, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`a server process exited with ${code}`)));
    child.once('message', (message: { url: string }) => {
      const next = <T>(key: string) => new Promise<T>((done) => {
        const on = (reply: Record<string, unknown>) => {
          if (!(key in reply)) return;
          child.off('message', on);
          done(reply as T);
        };
        child.on('message', on);
      });
      resolve({
        child,
        url: message.url,
        ask: () => {
          const answer = next<{ stats: IngestStats; cpu: NodeJS.CpuUsage; loopDelayP99: number }>('cpu');
          child.send('stats');
          return answer;
        },
        stop: async () => {
          child.removeAllListeners('exit');
          const exited = new Promise((done) => child.once('exit', done));
          child.send('stop');
          await exited;
        },
      });
    });
  });
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
};

/** The lag of each report from the two curves: [time, count] samples, both rising. */
function lags(published: Array<[number, number]>, written: Array<[number, number]>, total: number): number[] {
  const timeOf = (curve: Array<[number, number]>, n: number) => curve.find(([, count]) => count >= n)?.[0];
  const out: number[] = [];
  const step = Math.max(1, Math.floor(total / 2_000));
  for (let n = step; n <= total; n += step) {
    const sent = timeOf(published, n);
    const seen = timeOf(written, n);
    if (sent !== undefined && seen !== undefined) out.push(Math.max(0, seen - sent));
  }
  return out;
}

export async function benchTelemetry(): Promise<Figure[]> {
  const broker: OwnBroker | null = process.env.MQTT_URL
    ? null
    : await ownBroker((dir) => ['allow_anonymous true', `persistence_location ${dir}/`, ...fleetBrokerSettings(), `sys_interval ${SYS_INTERVAL_S}`]);
  const mqttUrl = process.env.MQTT_URL || (broker as OwnBroker).url;
  const dropped = await watchBrokerDropped(mqttUrl);
  try {
    return await benchOn(mqttUrl, broker !== null, dropped);
  } finally {
    await dropped.stop();
    await broker?.close();
  }
}

async function benchOn(mqttUrl: string, ofItsOwn: boolean, dropped: DroppedWatch): Promise<Figure[]> {
  const schema = `bench_telemetry_${process.pid}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.query(`SET search_path TO ${schema}`);
  const prefix = `bench-telemetry-${process.pid}`;
  const env = (n: number): NodeJS.ProcessEnv => ({
    ...process.env, DATABASE_URL, DATABASE_SCHEMA: schema, MQTT_URL: mqttUrl, MQTT_TOPIC_PREFIX: prefix, MQTT_SHARE_GROUP: prefix,
    MQTT_CLIENT_ID: `${prefix}-server-${n}`, SEED_DEMO: n === 1 ? '1' : '0', DEVICE_OFFLINE_AFTER_MS: '0', DEVICE_SIM_REPORT_MS: '0',
  });
  const workers: Worker[] = [];
  const clients: mqtt.MqttClient[] = [];
  const figures: Figure[] = [];
  try {
    workers.push(await startWorker(env(1)));
    await admin.query(BENCH_FLEET_SQL, [DEVICES, Date.now()]);
    await admin.query('VACUUM ANALYZE devices');
    workers.push(await startWorker(env(2)));
    const login = (await (await fetch(`${workers[0].url}${staffLogin.path}`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000007', password: DEMO_PASSWORD }),
    })).json()) as { data: { token: string } };
    for (let i = 0; i < CONNECTIONS; i += 1) clients.push(await mqtt.connectAsync(mqttUrl, { clientId: `${prefix}-devices-${i}`, protocolVersion: 5 }));
    const t = topics(prefix);
    const codes = Array.from({ length: DEVICES }, (_, i) => `BENCH-${String(i + 1).padStart(6, '0')}`);

    let nextMark = 30;
    for (const rate of RATES) {
      const total = Math.round(rate * STEP_S);
      const rounds = Math.ceil(total / DEVICES);
      // Marks 30–69 (temperatures a report may carry), one per round; a mark is used again only after 40 rounds.
      const marks = Array.from({ length: rounds }, (_, r) => 30 + ((nextMark - 30 + r) % 40));
      nextMark += rounds;
      const before = await Promise.all(workers.map((w) => w.ask()));
      const droppedBefore = dropped.latest() ?? (ofItsOwn ? 0 : null);
      const loadAtStart = loadavg()[0];
      const started = performance.now();
      const published: Array<[number, number]> = [];
      const written: Array<[number, number]> = [];
      let sent = 0;
      let acked = 0;
      let sampling = true;
      const sampler = (async () => {
        const db = new pg.Client({ connectionString: DATABASE_URL });
        await db.connect();
        await db.query(`SET search_path TO ${schema}`);
        while (sampling) {
          const { rows } = await db.query<{ mark: number; n: number }>(
            'SELECT temperature::int AS mark, count(*)::int AS n FROM devices WHERE temperature = ANY($1::int[]) GROUP BY temperature',
            [marks],
          );
          const now = performance.now() - started;
          published.push([now, acked]);
          written.push([now, rows.reduce((sum, row) => sum + row.n * (marks.indexOf(row.mark) + 1), 0)]);
          await sleep(100);
        }
        await db.end();
      })();
      const pageTimes: number[] = [];
      let paging = true;
      const pager = (async () => {
        while (paging) {
          const at = performance.now();
          await fetch(`${workers[0].url}${vendingMachinePage.path}?page=${1 + (pageTimes.length % 50)}&limit=20`, { headers: { authorization: `Bearer ${login.data.token}` } }).then((r) => r.arrayBuffer());
          pageTimes.push(performance.now() - at);
          await sleep(50);
        }
      })();
      // Publish at the rate, in ticks of 10 ms, over the connections in turn (QoS 1: counted once the broker has it).
      while (sent < total) {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
        while (sent < due) {
          const code = codes[sent % DEVICES];
          const temperature = marks[Math.floor(sent / DEVICES)];
          void clients[sent % CONNECTIONS].publishAsync(t.status(code), JSON.stringify({ online: true, temperature }), { qos: 1 }).then(() => {
            acked += 1;
          });
          sent += 1;
        }
        await sleep(10);
      }
      const publishedMs = performance.now() - started;
      const drainEnd = performance.now() + DRAIN_MS;
      while (performance.now() < drainEnd && (written.at(-1)?.[1] ?? 0) < total) await sleep(100);
      sampling = false;
      paging = false;
      await Promise.all([sampler, pager]);
      const after = await Promise.all(workers.map((w) => w.ask()));
      if (ofItsOwn) await sleep(SYS_INTERVAL_S * 1000 + 500);
      const droppedAfter = dropped.latest() ?? (ofItsOwn ? 0 : null);
      const elapsedS = (performance.now() - started) / 1000;
      const handled = written.at(-1)?.[1] ?? 0;
      const received = after.reduce((sum, w, i) => sum + w.stats.received - before[i].stats.received, 0);
      const lag = lags(published, written, handled);
      const label = `${rate} reports/s (${total} reports${rounds > 1 ? `, ${rounds} rounds of the fleet` : ''})`;
      figures.push(
        { name: `${label}: handled per second`, value: Math.round(handled / Math.max(publishedMs / 1000, 0.001)), unit: 'reports/s' },
        { name: `${label}: lag p50`, value: percentile(lag, 50), unit: 'ms' },
        { name: `${label}: lag p99`, value: percentile(lag, 99), unit: 'ms' },
        ...after.map((w, i) => ({
          name: `${label}: CPU of server process ${i + 1}`,
          value: Math.round(((w.cpu.user + w.cpu.system - before[i].cpu.user - before[i].cpu.system) / 1e6 / elapsedS) * 100),
          unit: '% of a core',
        })),
        { name: `${label}: received by the servers`, value: received, unit: 'reports' },
        { name: `${label}: handled twice`, value: Math.max(0, received - total), unit: 'reports' },
        { name: `${label}: lost`, value: total - handled, unit: 'reports' },
        { name: `${label}: dropped (counted by the servers)`, value: after.reduce((sum, w, i) => sum + w.stats.dropped - before[i].stats.dropped, 0), unit: 'reports' },
        ...(droppedBefore !== null && droppedAfter !== null
          ? [{ name: `${label}: dropped by the broker ($SYS${ofItsOwn ? ', its own broker' : `, all clients of ${mqttUrl}`})`, value: droppedAfter - droppedBefore, unit: 'messages' }]
          : []),
        { name: `${label}: device page p50`, value: percentile(pageTimes, 50), unit: 'ms' },
        { name: `${label}: device page p99`, value: percentile(pageTimes, 99), unit: 'ms' },
        { name: `${label}: event-loop delay p99 of server process 1 (serves the page)`, value: Math.round(after[0].loopDelayP99), unit: 'ms' },
        { name: `${label}: load average (1 min) of the machine at the start`, value: Math.round(loadAtStart * 10) / 10, unit: '' },
        { name: `${label}: load average (1 min) of the machine at the end`, value: Math.round(loadavg()[0] * 10) / 10, unit: '' },
      );
    }
  } finally {
    for (const client of clients) await client.endAsync().catch(() => undefined);
    for (const worker of workers) await worker.stop().catch(() => undefined);
    const sweep = await mqtt.connectAsync(mqttUrl, { clientId: `${prefix}-server-1`, clean: true, protocolVersion: 5 }).catch(() => null);
    await sweep?.endAsync();
    const sweep2 = await mqtt.connectAsync(mqttUrl, { clientId: `${prefix}-server-2`, clean: true, protocolVersion: 5 }).catch(() => null);
    await sweep2?.endAsync();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
  return figures;
}
