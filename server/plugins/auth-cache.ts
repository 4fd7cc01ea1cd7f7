// Every logged-in request is cheap (issues 14 and 15): the token → session → scope → view codes → menus path is
// served from this process's memory for a short lifetime (config.authCacheMs) instead of four queries per request.
// Entries are dropped at once when what they were read from changes:
// - logout, switch and refresh in this process drop the presented token's session (server/modules/auth);
// - the database's triggers (auth migration 077) NOTIFY every process listening on it: 'session:<hash>' for a revoked
//   token, 'org' for identities, roles, view codes, menus, departments, organisations; '*' after a lost connection;
// - plain-SQL writes of this process (the admin command, tests' fixtures) drop everything (Db.onWrite).
// The lifetime only bounds what a lost notification would cost. Concurrent misses of one key share one query.
// Business figures are kept here too: badge counts and the dashboard's figures once per identity per
// config.badgeIntervalMs, and order pages per (organisation, subtree, query) until orders change: the orders
// migration 081 NOTIFYs 'orders' for every write to orders (and to the device names a page shows), and any write
// this process answers drops all three before its answer leaves.
import type { MenuEntry } from '../../src/core/contract/api/staff.ts';
import type { PreparedAnswer } from './prepared.ts';
import type { Scope } from '../db/scope.ts';
import type { Session } from '../modules/auth/sessions.ts';
import { sharedPlugin } from './plugin.ts';

/** The channel the database's triggers notify on (server/modules/auth/migrations/077_cache_notifications.sql). */
export const CACHE_CHANNEL = 'backroom_auth_cache';

/** Entries per map: identities and live tokens of a large organisation; the oldest go first beyond it. */
const MAX_ENTRIES = 50_000;
/** Order pages kept (each up to ORDER_PAGE_CACHE_MAX_ROWS rows): a few MB at most. */
const MAX_ORDER_PAGES = 2_000;
/** Larger pages (a whole list at once) are read from the database each time. */
export const ORDER_PAGE_CACHE_MAX_ROWS = 100;

/** A map whose entries live `ttlMs` (monotonic time), with shared loads and a generation that voids loads in flight. */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  private readonly loading = new Map<K, Promise<V>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached value, or `load()`'s (one load per key at a time); `keep(value)` false: answered, not kept. */
  async get(key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry && entry.until > performance.now()) return entry.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        // Dropped while loading: the value may predate the change, so it is answered once and not kept.
        if (generation === this.generation && keep(value)) this.put(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  private put(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, until: performance.now() + this.ttlMs });
  }

  delete(key: K): void {
    this.generation += 1;
    this.entries.delete(key);
    this.loading.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }
}

/** The per-process caches of the authenticated path, and of figures computed once per scope per interval. */
export class AuthCache {
  /** By token hash: live sessions only (an unknown token is asked about every time, and costs the caller a 401). */
  readonly sessions: TtlCache<string, Session | null>;
  /** By `userId:groupId`: the scope, or null for a group that is not (or no longer) usable. */
  readonly scopes: TtlCache<string, Scope | null>;
  /** By group id. */
  readonly views: TtlCache<number, string[]>;
  /** By `groupId:category`, as their answer (./prepared.ts). */
  readonly menus: TtlCache<string, PreparedAnswer<MenuEntry[]>>;
  /** The identities of a user (选择身份), by user id; a login or switch of that user in this process drops it. */
  readonly groups: TtlCache<number, unknown>;
  /** The user data of spec §3 (currentStaff/info), by `userId:groupId`. */
  readonly info: TtlCache<string, unknown>;
  /** Badge counts by group id (as their answer), kept `badgeIntervalMs`; any write answered by this process drops them. */
  readonly badges: TtlCache<number, unknown>;
  /** The dashboard's figures by `groupId:todayStart`, kept `badgeIntervalMs`, dropped as the badges are. */
  readonly dashboards: TtlCache<string, unknown>;
  /** Order pages by `orgId:deptPath:query`, until orders change (NOTIFY 'orders') or this process answers a write. */
  readonly orderPages: TtlCache<string, unknown>;

  constructor(ttlMs: number, badgeIntervalMs: number) {
    this.sessions = new TtlCache(ttlMs);
    this.scopes = new TtlCache(ttlMs);
    this.views = new TtlCache(ttlMs);
    this.menus = new TtlCache(ttlMs);
    this.groups = new TtlCache(ttlMs);
    this.info = new TtlCache(ttlMs);
    this.badges = new TtlCache(badgeIntervalMs);
    this.dashboards = new TtlCache(badgeIntervalMs);
    this.orderPages = new TtlCache(ttlMs, MAX_ORDER_PAGES);
  }

  /** A notification's payload (see the top of this file). */
  notified(payload: string): void {
    if (payload.startsWith('session:')) this.sessions.delete(payload.slice('session:'.length));
    else if (payload === 'org') this.dropOrganisation();
    else if (payload === 'orders') this.dropFigures();
    else this.clear();
  }

  /** Orders (or anything a figure counts) changed: the figures and order pages read from them go. */
  dropFigures(): void {
    this.badges.clear();
    this.dashboards.clear();
    this.orderPages.clear();
  }

  /** Identities, roles, view codes or menus changed: everything read from them goes. */
  dropOrganisation(): void {
    this.scopes.clear();
    this.views.clear();
    this.menus.clear();
    this.groups.clear();
    this.info.clear();
    this.dropFigures();
  }

  clear(): void {
    this.sessions.clear();
    this.dropOrganisation();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authCache: AuthCache;
  }
}

export const authCachePlugin = sharedPlugin('backroom-auth-cache', async (app) => {
  const cache = new AuthCache(app.config.authCacheMs, app.config.badgeIntervalMs);
  app.decorate('authCache', cache);
  // Listening ends with the database (closed by its own plugin).
  await app.db.listen(CACHE_CHANNEL, (payload) => cache.notified(payload));
  const stopWrites = app.db.onWrite(() => cache.clear());
  // A write answered by this process (an approval, a handled complaint, a refund) shows in the badges, the dashboard
  // and the order pages at once: dropped before the answer is sent, so the writer's next read sees its write.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.dropFigures();
    return payload;
  });
  app.addHook('onClose', async () => stopWrites());
});
