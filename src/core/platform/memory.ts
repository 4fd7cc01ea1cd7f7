import { memoryStore } from './storage.ts';
import type { Channel, KeyValueStore, Locks, Platform, StorageChange, TimerHandle } from './types.ts';

/** What several memory platforms share, like tabs of one origin: localStorage, channels and locks. */
export interface MemoryHub {
  readonly local: KeyValueStore;
  readonly locks: Locks;
  /** Internal: opens a channel end owned by one platform. */
  openChannel(name: string): Channel;
  /** Internal: listens to localStorage writes made by any platform other than `owner`. */
  listenStorage(owner: object, listener: (change: StorageChange) => void): () => void;
  /** Internal: the shared localStorage as seen by `owner`, raising storage events in the others. */
  localFor(owner: object): KeyValueStore;
}

export function memoryHub(): MemoryHub {
  const local = memoryStore();
  const storageListeners = new Set<{ owner: object; listener: (change: StorageChange) => void }>();
  const channels = new Map<string, Set<{ end: object; listener: (message: unknown) => void }>>();
  const lockTails = new Map<string, Promise<unknown>>();

  const notify = (owner: object, change: StorageChange) => {
    for (const entry of [...storageListeners]) if (entry.owner !== owner) entry.listener(change);
  };

  return {
    local,
    // Exclusive and FIFO per name, as Web Locks grant them.
    locks: {
      request<T>(name: string, callback: () => Promise<T>): Promise<T> {
        const run = (lockTails.get(name) ?? Promise.resolve()).then(() => callback());
        lockTails.set(name, run.catch(() => undefined));
        return run;
      },
    },
    openChannel(name) {
      const end = {};
      const members = channels.get(name) ?? new Set();
      channels.set(name, members);
      const own = new Set<{ end: object; listener: (message: unknown) => void }>();
      return {
        // Like BroadcastChannel: asynchronous, cloned, and never back to the sending end.
        postMessage(message) {
          const copy = structuredClone(message);
          for (const member of [...members]) if (member.end !== end) queueMicrotask(() => member.listener(copy));
        },
        subscribe(listener) {
          const member = { end, listener };
          members.add(member);
          own.add(member);
          return () => void (members.delete(member), own.delete(member));
        },
        close() {
          for (const member of own) members.delete(member);
          own.clear();
        },
      };
    },
    listenStorage(owner, listener) {
      const entry = { owner, listener };
      storageListeners.add(entry);
      return () => void storageListeners.delete(entry);
    },
    localFor(owner) {
      return {
        getItem: (key) => local.getItem(key),
        keys: () => local.keys(),
        setItem(key, value) {
          const changed = local.getItem(key) !== value;
          local.setItem(key, value);
          if (changed) notify(owner, { key, newValue: value });
        },
        removeItem(key) {
          const existed = local.getItem(key) !== null;
          local.removeItem(key);
          if (existed) notify(owner, { key, newValue: null });
        },
      };
    },
  };
}

export interface MemoryPlatformOptions {
  /** Share localStorage, channels and locks with other platforms on the same hub (other tabs). */
  hub?: MemoryHub;
  pathname?: string;
  /** Start time, epoch ms. */
  now?: number;
  /** false: no BroadcastChannel, as in old browsers. */
  broadcastChannel?: boolean;
  /** false: no Web Locks. */
  locks?: boolean;
}

export interface MemoryPlatform extends Platform {
  /** Moves the clock on and runs the timers that fall due, in order. */
  advance(ms: number): void;
  setPathname(pathname: string): void;
  /** Every `location.assign` URL, oldest first. */
  readonly assigned: readonly string[];
  readonly reloads: number;
  /** Timers scheduled and not yet run or cleared. */
  readonly pendingTimers: number;
}

/** A platform in memory with a controllable clock: for tests, and for running the core in Node. */
export function memoryPlatform(options: MemoryPlatformOptions = {}): MemoryPlatform {
  const hub = options.hub ?? memoryHub();
  const owner = {};
  let time = options.now ?? 0;
  let pathname = options.pathname ?? '/';
  let reloads = 0;
  let nextTimer = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const assigned: string[] = [];

  const platform: MemoryPlatform = {
    local: hub.localFor(owner),
    session: memoryStore(),
    now: () => time,
    setTimeout(callback, ms) {
      const id = nextTimer++;
      timers.set(id, { at: time + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout: (handle: TimerHandle) => void timers.delete(handle as number),
    location: {
      pathname: () => pathname,
      assign: (url) => void assigned.push(url),
      reload: () => void reloads++,
    },
    channel: (name) => (options.broadcastChannel === false ? null : hub.openChannel(name)),
    locks: options.locks === false ? null : hub.locks,
    addStorageListener: (listener) => hub.listenStorage(owner, listener),
    advance(ms) {
      const until = time + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        time = Math.max(time, due[1].at);
        due[1].callback();
      }
      time = until;
    },
    setPathname: (next) => void (pathname = next),
    get assigned() {
      return assigned;
    },
    get reloads() {
      return reloads;
    },
    get pendingTimers() {
      return timers.size;
    },
  };
  return platform;
}
