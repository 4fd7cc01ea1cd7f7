// One server process of the telemetry bench (forked by bench/telemetry.ts): the real server (startServer) configured
// by the environment as `npm start` is, answering the bench's questions over IPC: its status ingestion figures and
// its CPU time; 'stop' closes it (the last batch written) and exits.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { deviceOptionsFromEnv } from '../server/modules/devices/gateway.ts';
import { deviceServiceOf } from '../server/modules/devices/module.ts';
import { startServer } from '../server/start.ts';

const env = process.env;
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  seed: env.SEED_DEMO === '1',
  nodeEnv: 'production',
  smsProviderName: 'outbox',
  logger: false,
  databaseUrl: env.DATABASE_URL,
  databaseSchema: env.DATABASE_SCHEMA,
  dataDir: env.DATA_DIR,
  devices: deviceOptionsFromEnv(env),
});
const ingest = deviceServiceOf(server.app).ingest;
// How long a request (the device page) may wait for this process' event loop: p99 since the last question, in ms.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

process.on('message', (message: string) => {
  if (message === 'stats') {
    process.send?.({ stats: { ...ingest.stats }, waiting: ingest.waiting, cpu: process.cpuUsage(), loopDelayP99: loopDelay.percentile(99) / 1e6 });
    loopDelay.reset();
  }
  if (message === 'stop') {
    void server.close().then(() => {
      process.send?.({ stopped: true, stats: { ...ingest.stats } });
      process.exit(0);
    });
  }
});
process.send?.({ url: server.url });
