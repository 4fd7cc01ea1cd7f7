import type { KeyValueStore } from './types.ts';

/** Elements live in a partner's origin, so every key we write carries this prefix (DESIGN.md). */
export const STORAGE_PREFIX = 'backroom:';

export function storageKey(name: string): string {
  return `${STORAGE_PREFIX}${name}`;
}

/** Names of the values Backroom keeps in storage; pass them through `storageKey`. */
export const StorageName = {
  token: 'token',
  /** The server's token expiry, epoch ms. */
  expire: 'expire',
  /** The group the stored token was issued for, so a reload does not re-issue it again (spec §4 step 4). */
  tokenGroup: 'token-group',
  user: 'user',
  /** Theme colour changes remembered per user; cleared on logout (spec §4). */
  discoloration: 'discoloration',
  /** Where to go after login; emptied on logout when it is `loginOut` (spec §4). */
  redirect: 'redirect',
  loginPath: 'login-path',
  /** 'en' when the user logged in through /en/login: the shell speaks English until logout (spec §1, §2). */
  sessionLocale: 'session-locale',
  /** Session storage: the session just expired, so the login page says 登录已过期，请重新登录 once (spec §8). */
  expiredNotice: 'expired-notice',
  /** 'true' when the user closed the sidebar (wide screens; narrow ones always start with it closed). */
  sidebarCollapsed: 'sidebar-collapsed',
  /** The home page's figures as last shown, painted at once on the next visit (core/session/lastHome.ts); cleared on logout. */
  lastHome: 'last-home',
  /** Cross-tab messages where BroadcastChannel is missing. */
  sessionEvent: 'session-event',
} as const;
export type StorageName = (typeof StorageName)[keyof typeof StorageName];

/** A stored (or sent) value as JSON; null when there is none or it is not JSON. */
export function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Removes every `backroom:` key and leaves the host page's own keys alone. */
export function clearPrefixed(store: KeyValueStore): void {
  for (const key of store.keys()) {
    if (key.startsWith(STORAGE_PREFIX)) store.removeItem(key);
  }
}

/** A store in memory: for tests, and where the browser denies storage (sandboxed frames, blocked cookies). */
export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    keys: () => [...values.keys()],
  };
}
