import { resolve } from 'node:path';
import { count } from 'drizzle-orm';
import { DEFAULT_NEWER_PLATFORM_URL } from './config.ts';
import type { SmsProviderName } from './modules/auth/sms-provider.ts';
import { users } from './modules/org/tables.ts';
import { personaTable } from './modules/org/seed-personas.ts';
import { parseOrigins } from './plugins/cors.ts';
import { startServer, type RunningServer } from './start.ts';
import { startupProblem } from './startup.ts';
import { exportSettings } from './modules/tasks/settings.ts';
import { deviceOptionsFromEnv, type DeviceOptions } from './modules/devices/gateway.ts';

/** `npm start`: reads the environment, starts the server, prints where and the demo accounts, stops on SIGINT/SIGTERM. */
const env = process.env;
const port = Number(env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, got ${env.PORT}`);
  process.exit(1);
}

const nodeEnv = env.NODE_ENV ?? 'development';
const production = nodeEnv === 'production';
// Demo data only on purpose (issue 14): by default in development, in production only with SEED_DEMO=1.
const seed = env.SEED_DEMO === '1' || (!production && env.SEED_DEMO !== '0');
const smsProviderName = env.SMS_PROVIDER as SmsProviderName | undefined;
if (smsProviderName !== undefined && smsProviderName !== 'outbox' && smsProviderName !== 'webhook') {
  console.error(`SMS_PROVIDER must be outbox or webhook, got ${smsProviderName}`);
  process.exit(1);
}

let devices: DeviceOptions;
try {
  devices = deviceOptionsFromEnv(env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

/** A whole number from the environment, or undefined (the default) when unset. */
function wholeNumber(name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number, got ${text}`);
    process.exit(1);
  }
  return value;
}

// Development listens on this machine only; production (in a container, behind a proxy) on every interface.
const host = env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
const databaseUrl = env.DATABASE_URL || undefined;
const dataDir = resolve(env.DATA_DIR ?? '.data');
let server: RunningServer;
try {
  server = await startServer({
    port,
    host,
    seed,
    smsProviderName,
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    dataDir,
    databaseUrl,
    // A schema of its own on a shared PostgreSQL (the load bench's server); default: the connection's search_path.
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    nodeEnv,
    newerPlatformUrl: env.NEWER_PLATFORM_URL ?? DEFAULT_NEWER_PLATFORM_URL,
    envLabel: env.ENV_LABEL ?? '',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    frameAncestors: parseOrigins(env.FRAME_ANCESTORS),
    devices,
    // The folder holding dist/ and demo/ (the first-visit bench serves a copy with its plain page); default this project.
    ...(env.STATIC_ROOT ? { staticRoot: resolve(env.STATIC_ROOT) } : {}),
    databasePoolMax: wholeNumber('DATABASE_POOL_MAX'),
    authCacheMs: wholeNumber('AUTH_CACHE_MS'),
    badgeIntervalMs: wholeNumber('BADGE_INTERVAL_MS'),
    maxEventLoopDelayMs: wholeNumber('EVENT_LOOP_DELAY_MAX_MS'),
    logger: true,
    ...exportSettings(env),
  });
} catch (error) {
  // A port in use, a database out of reach, a setting missing: one line saying what to do; anything else in full.
  const problem = startupProblem(error, { port, host, databaseUrl, dataDir });
  console.error(problem ?? error);
  process.exit(1);
}

/** What `npm start` says: plain lines in development, log entries (JSON, as every other line) in production. */
const say = (text: string): void => {
  if (production) for (const line of text.split('\n').filter((part) => part.trim() !== '')) server.app.log.info(line.trim());
  else console.log(text);
};
const database = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
say(`\nBackroom is running at ${server.url}  (API ${server.url}/api, OpenAPI ${server.url}/api/openapi.json; ${database})\n`);
say(devices.mqttUrl ? `Devices: over MQTT at ${devices.mqttUrl} (topics ${devices.topicPrefix}/<code>/...)\n` : 'Devices: the simulated fleet (DEVICE_SIM_* settings; MQTT_URL for real devices)\n');
const [accounts] = await server.app.db.orm.select({ n: count() }).from(users);
if ((accounts?.n ?? 0) === 0) {
  say('The database has no account yet. Create the first administrator (the password is asked for, or read from a file):');
  say('  npm run admin -- create-admin --phone <11-digit mobile> --name <name> --organisation <organisation> [--password-file <file>]\n');
} else if (seed && !production) {
  say(personaTable().join('\n'));
  say('');
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    console.error(`${signal} again: exiting without waiting`);
    process.exit(1);
  }
  stopping = true;
  say(`${signal}: closing the server and the database...`);
  const timer = setTimeout(() => {
    console.error('shutdown took more than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await server.close();
    say('closed.');
    process.exit(0);
  } catch (error) {
    console.error('error while closing', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
