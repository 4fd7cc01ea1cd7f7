import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import type { SmsProvider, SmsProviderName } from './modules/auth/sms-provider.ts';
import type { Db } from './db/db.ts';
import type { DeviceOptions } from './modules/devices/gateway.ts';
import { scryptLog2NFromEnv } from './modules/auth/passwords.ts';
import { DEFAULT_LOGIN_BACKOFF } from './modules/auth/backoff.ts';
import type { LoginBackoff } from './modules/auth/backoff.ts';
import { passwordQueueFromEnv, type PasswordQueueOptions } from './modules/auth/password-queue.ts';
import { ConfigError } from './startup.ts';

/** One fixed-window limit: at most `max` requests per `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Limits on the unauthenticated entry points (ours; spec: "not shown"). Chosen so that people never meet them:
 * a whole office behind one address logging in at nine, or a user retyping a password a few times, stays far
 * below; a password or SMS-code guesser meets them within seconds.
 */
export interface RateLimitTable {
  /** Logins per phone from one source address (a stranger elsewhere cannot use up the owner's budget). */
  loginPerPhone: RateLimit;
  loginPerIp: RateLimit;
  smsPerPhone: RateLimit;
  smsPerIp: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimitTable = {
  loginPerPhone: { max: 10, windowMs: 60_000 },
  loginPerIp: { max: 100, windowMs: 60_000 },
  smsPerPhone: { max: 5, windowMs: 3_600_000 },
  smsPerIp: { max: 60, windowMs: 3_600_000 },
};

/** Tokens live 2 hours; the client refreshes 30 minutes before (spec §9), which rotates the token. */
export const DEFAULT_TOKEN_TTL_MS = 2 * 3_600_000;
/** Images staff upload (complaint evidence, shop photos): 5 MB, what a phone camera's JPEG stays under. */
export const DEFAULT_UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Request bodies above this are refused with 400-class envelopes (no route needs more). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database (persisted). */
  dataDir: string;
  /** Use this PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** PostgreSQL schema to work in (tests give each file its own); default: the server's search_path. */
  databaseSchema?: string;
  /** PGlite in memory: nothing is written to disk. */
  inMemory: boolean;
  /** Load the demo organisation when the database is empty. */
  seed: boolean;
  logger: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (the per-address limits need it). */
  trustProxy: boolean;
  nodeEnv: string;
  newerPlatformUrl: string;
  /** Environment label for the top bar (spec §2), e.g. 测试环境-; empty in production. */
  envLabel: string;
  tokenTtlMs: number;
  bodyLimit: number;
  rateLimits: RateLimitTable;
  /** Growing waits after failed password logins per phone and address (./modules/auth/backoff.ts). */
  loginBackoff: LoginBackoff;
  /** Origins allowed to call the API from a browser (CORS), exact `scheme://host[:port]`; empty: none. */
  corsOrigins: string[];
  /** Pages that may frame ours (CSP frame-ancestors), e.g. a partner portal's origin; empty: this origin only. */
  frameAncestors: string[];
  /** Folder holding dist/ and demo/. */
  staticRoot: string;
  /** Folder of uploaded and generated files (default DATA_DIR/files; a temporary folder when in memory). */
  filesDir?: string;
  /** Largest image an upload may be, in bytes. */
  uploadImageMaxBytes: number;
  /** Export tasks (issue 11): where their files go (default DATA_DIR/exports; a temporary folder when in memory). */
  exportsDir?: string;
  /** EXPORT_CONCURRENCY: export tasks this process runs at once; 0 runs none (another process does; the demo seed's still run at start). */
  exportConcurrency: number;
  /** EXPORT_FILE_ROWS: rows per .xlsx file; more rows are split into several files. */
  exportFileRows: number;
  /** EXPORT_LEASE_MS: a running task whose process stopped renewing this lease is taken over by another worker. */
  exportLeaseMs: number;
  /** How often an idle worker looks for queued tasks (a submit in this process wakes it at once). */
  exportPollMs: number;
  clock: Clock;
  /** An already open database to use instead of opening one; the app takes it over and closes it. */
  database?: Db;
  /** Where login codes go (tests pass their own); else the one `smsProviderName` names. */
  smsProvider?: SmsProvider;
  /**
   * SMS_PROVIDER: 'outbox' (development: codes go to the sms_outbox table) or 'webhook' (POST to smsWebhookUrl).
   * Unset means 'outbox' in development; production refuses to start without an explicit choice (issue 14).
   */
  smsProviderName?: SmsProviderName;
  smsWebhookUrl?: string;
  /** The way to the devices (issue 10): MQTT_URL, or the simulated fleet and its DEVICE_SIM_* settings. */
  devices?: DeviceOptions;
  /** PostgreSQL connections per process (DATABASE_POOL_MAX, default 20). */
  databasePoolMax: number;
  /**
   * How long a process serves a token's session, an identity's scope, view codes and menus from memory
   * (AUTH_CACHE_MS, default 10 s; 0: never cached). Logout, switch, refresh and any change to identities, roles or menus
   * (NOTIFY from the database, every process) drop the entries at once; the lifetime bounds what a lost notification costs.
   */
  authCacheMs: number;
  /** Badge counts are computed once per identity's scope per this interval (BADGE_INTERVAL_MS, default 10 s; the client polls every 30 s). */
  badgeIntervalMs: number;
  /**
   * Back-pressure (@fastify/under-pressure): above this event-loop delay (ms; EVENT_LOOP_DELAY_MAX_MS, default 1000, 0 = off)
   * requests get HTTP 503 with Retry-After instead of queueing; /api/health is always answered.
   */
  maxEventLoopDelayMs: number;
  /** false: staff writes are not audited (the audit bench's baseline only; the server always audits). */
  auditWrites?: boolean;
  /** Audit records older than this many days are removed by the retention sweep (AUDIT_RETENTION_DAYS, default 365). */
  auditRetentionDays: number;
  /** scrypt cost of new password hashes (log2 of N; OWASP: 17). Tests lower it (SCRYPT_LOG2_N) to stay fast. */
  scryptLog2N: number;
  /** The password-check queue (LOGIN_HASH_* settings, ./modules/auth/password-queue.ts). */
  passwordQueue: PasswordQueueOptions;
}

/** The package folder (holding dist/ and demo/), wherever the process was started from. */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const DEFAULT_NEWER_PLATFORM_URL = 'https://new.backroom.example.com';

export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 8080,
    host: '0.0.0.0',
    dataDir: resolve('.data'),
    inMemory: false,
    seed: true,
    logger: false,
    trustProxy: false,
    nodeEnv: 'development',
    newerPlatformUrl: DEFAULT_NEWER_PLATFORM_URL,
    envLabel: '',
    tokenTtlMs: DEFAULT_TOKEN_TTL_MS,
    bodyLimit: DEFAULT_BODY_LIMIT,
    rateLimits: DEFAULT_RATE_LIMITS,
    loginBackoff: DEFAULT_LOGIN_BACKOFF,
    corsOrigins: [],
    frameAncestors: [],
    staticRoot: PROJECT_ROOT,
    uploadImageMaxBytes: DEFAULT_UPLOAD_IMAGE_MAX_BYTES,
    exportConcurrency: 2,
    exportFileRows: 100_000,
    exportLeaseMs: 60_000,
    exportPollMs: 1_000,
    clock: systemClock,
    databasePoolMax: 20,
    authCacheMs: 10_000,
    badgeIntervalMs: 10_000,
    maxEventLoopDelayMs: eventLoopDelayMaxFromEnv(),
    scryptLog2N: scryptLog2NFromEnv(),
    passwordQueue: passwordQueueFromEnv(),
    auditRetentionDays: auditRetentionDaysFromEnv(),
    ...overrides,
  };
}

/** AUDIT_RETENTION_DAYS (a whole number of days, at least 1), else 365. */
export function auditRetentionDaysFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.AUDIT_RETENTION_DAYS;
  if (text === undefined || text === '') return 365;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1) throw new ConfigError(`AUDIT_RETENTION_DAYS must be a whole number of days (at least 1), got ${JSON.stringify(text)}`);
  return days;
}

/**
 * EVENT_LOOP_DELAY_MAX_MS, else 1000 in production and 0 (off) in development: a developer's busy machine building
 * and seeding on first start is not a saturated server, and must not answer 503 to the first login. The test configs
 * set 0 (tests/server/load-holding.test.ts turns it on for itself).
 */
export function eventLoopDelayMaxFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const fallback = env.NODE_ENV === 'production' ? 1000 : 0;
  const value = Number(env.EVENT_LOOP_DELAY_MAX_MS || fallback);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

export function isProduction(config: ServerConfig): boolean {
  return config.nodeEnv === 'production';
}
