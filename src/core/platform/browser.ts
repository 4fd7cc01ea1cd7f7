import { memoryStore } from './storage.ts';
import type { Channel, KeyValueStore, Locks, Platform, StorageChange, TimerHandle } from './types.ts';

/** The globals browserPlatform reads; a parameter so tests can hand in a fake window. */
export interface BrowserGlobals {
  readonly localStorage: Storage;
  readonly sessionStorage: Storage;
  readonly location: Pick<Location, 'pathname' | 'assign' | 'reload'>;
  readonly navigator?: { readonly locks?: Pick<LockManager, 'request'> };
  readonly BroadcastChannel?: typeof BroadcastChannel;
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  /** `never`: the window's handle type (number) stays opaque to Platform users. */
  clearTimeout(handle: never): void;
}

function storageAdapter(storage: Storage): KeyValueStore {
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
    keys: () => Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) => key !== null),
  };
}

/** Reading `localStorage` throws in sandboxed frames and with cookies blocked; we then keep values in memory. */
function openStorage(read: () => Storage | null | undefined): KeyValueStore {
  try {
    const storage = read();
    if (storage) return storageAdapter(storage);
  } catch {
    // denied: fall through to memory
  }
  return memoryStore();
}

function broadcastChannel(Ctor: typeof BroadcastChannel, name: string): Channel {
  const channel = new Ctor(name);
  return {
    postMessage: (message) => channel.postMessage(message),
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => listener(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

/** The real browser, read through `globals` (default: this window). */
export function browserPlatform(globals: BrowserGlobals = globalThis as unknown as BrowserGlobals): Platform {
  const lockManager = globals.navigator?.locks;
  const locks: Locks | null = lockManager
    ? { request: (name, callback) => lockManager.request(name, () => callback()) }
    : null;
  return {
    local: openStorage(() => globals.localStorage),
    session: openStorage(() => globals.sessionStorage),
    now: () => Date.now(),
    setTimeout: (callback, ms) => globals.setTimeout(callback, ms),
    clearTimeout: (handle) => globals.clearTimeout(handle as never),
    location: {
      pathname: () => globals.location.pathname,
      assign: (url) => globals.location.assign(url),
      reload: () => globals.location.reload(),
    },
    channel: (name) => (globals.BroadcastChannel ? broadcastChannel(globals.BroadcastChannel, name) : null),
    locks,
    addStorageListener(listener: (change: StorageChange) => void) {
      const onStorage = (event: StorageEvent) => listener({ key: event.key, newValue: event.newValue });
      globals.addEventListener('storage', onStorage);
      return () => globals.removeEventListener('storage', onStorage);
    },
  };
}
