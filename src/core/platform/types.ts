/** What Backroom needs from the browser, so core code and tests never reach for globals (DESIGN.md). */

/** The localStorage/sessionStorage subset we use, plus `keys()` so logout can clear only our prefix. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  keys(): string[];
}

/** A BroadcastChannel reduced to what the session bus needs; `subscribe` returns the unsubscribe. */
export interface Channel {
  postMessage(message: unknown): void;
  subscribe(listener: (message: unknown) => void): () => void;
  close(): void;
}

/** Web Locks `request` with an exclusive lock and no options. */
export interface Locks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** A `storage` event from another tab; only localStorage raises them. */
export interface StorageChange {
  key: string | null;
  newValue: string | null;
}

export type TimerHandle = unknown;

export interface PlatformLocation {
  pathname(): string;
  assign(url: string): void;
  reload(): void;
}

export interface Platform {
  local: KeyValueStore;
  session: KeyValueStore;
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  location: PlatformLocation;
  /** Null where BroadcastChannel is missing; callers fall back to storage events. */
  channel(name: string): Channel | null;
  /** Null where Web Locks are missing; single-flight then holds only within the page. */
  locks: Locks | null;
  addStorageListener(listener: (change: StorageChange) => void): () => void;
}
