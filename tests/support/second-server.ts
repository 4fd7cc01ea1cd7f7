// A second server process over an existing database (the two-process tests): DATABASE_URL and
// DATABASE_SCHEMA name it; prints `LISTENING <url>` once it listens and stops on SIGTERM.
import { defaultDeviceOptions, deviceOptionsFromEnv } from '../../server/modules/devices/gateway.ts';
import { startServer } from '../../server/start.ts';

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  databaseUrl: process.env.DATABASE_URL,
  databaseSchema: process.env.DATABASE_SCHEMA || undefined,
  seed: false,
  logger: false,
  // MQTT_URL: its devices over MQTT, set by the environment as `npm start` reads it (MQTT_*, DEVICE_*).
  // DEVICE_EVENT_POLL_MS: how often its event streams read the log unwoken (the test makes it long: NOTIFY wakes them).
  ...(process.env.MQTT_URL
    ? { devices: deviceOptionsFromEnv(process.env) }
    : process.env.DEVICE_EVENT_POLL_MS ? { devices: defaultDeviceOptions({ eventPollMs: Number(process.env.DEVICE_EVENT_POLL_MS) }) } : {}),
});
console.log(`LISTENING ${server.url}`);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
