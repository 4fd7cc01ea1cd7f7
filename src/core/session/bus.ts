import type { ExpiryLatch } from '../http/index.ts';
import { INITIAL_SESSION_STATE } from './state.ts';
import type { SessionState } from './state.ts';

/** Where the page's one bus lives, so elements from several bundles share it (DESIGN.md "The session bus"). */
export const SESSION_BUS_KEY = Symbol.for('backroom.session.v1');

export type SessionListener = (state: SessionState) => void;

/** Why the session ended: `backroom-logout`'s reason; another tab's logout leaves none (read as 'other-tab'). */
export type SessionEndReason = 'user' | 'expired' | 'other-tab';

export interface SessionBus {
  /** Tells this page's cross-tab messages from other tabs'. */
  readonly tabId: string;
  /** The same object until the next change, as `useSyncExternalStore` needs. */
  getState(): SessionState;
  setState(patch: Partial<SessionState>): void;
  /** Back to the initial state, with `patch` applied. */
  reset(patch?: Partial<SessionState>): void;
  subscribe(listener: SessionListener): () => void;
  /** Runs `task` unless one under `key` is running, whose promise is then shared: one request for all callers. */
  singleFlight<T>(key: string, task: () => Promise<T>): Promise<T>;
  /**
   * The page's expiry latch (spec §8, issue 9): every element's http client trips this one, so N elements and N
   * concurrent 401s end the session once. Re-armed by a login (`resetExpiry`) or when a new token arrives.
   */
  readonly expiry: ExpiryLatch;
  /** Why the last session ended on this page, so every element announces the same reason; null once a token arrives. */
  endReason(): SessionEndReason | null;
  /** Called by whoever ends the session, before the state is reset. */
  setEndReason(reason: SessionEndReason | null): void;
}

function sameState(a: SessionState, b: SessionState): boolean {
  return (Object.keys(b) as Array<keyof SessionState>).every((key) => Object.is(a[key], b[key]));
}

export function createSessionBus(initial: Partial<SessionState> = {}): SessionBus {
  let state: SessionState = { ...INITIAL_SESSION_STATE, ...initial };
  const listeners = new Set<SessionListener>();
  const flights = new Map<string, Promise<unknown>>();
  let endReason: SessionEndReason | null = null;
  /** The token the latch tripped for; undefined while armed. */
  let expiredToken: string | null | undefined;
  const expiry: ExpiryLatch = {
    trip() {
      if (expiredToken !== undefined) return false;
      expiredToken = state.token;
      return true;
    },
    reset: () => void (expiredToken = undefined),
    get tripped() {
      return expiredToken !== undefined;
    },
  };

  const replace = (next: SessionState) => {
    if (sameState(state, next)) return;
    // A new token is a new session: it may expire again, and its end has no reason yet.
    if (next.token !== null && next.token !== state.token) {
      if (expiredToken !== undefined && next.token !== expiredToken) expiredToken = undefined;
      endReason = null;
    }
    state = next;
    for (const listener of [...listeners]) listener(state);
  };

  return {
    tabId: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    getState: () => state,
    expiry,
    endReason: () => endReason,
    setEndReason: (reason) => void (endReason = reason),
    setState: (patch) => replace({ ...state, ...patch }),
    reset: (patch = {}) => replace({ ...INITIAL_SESSION_STATE, ...patch }),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    singleFlight<T>(key: string, task: () => Promise<T>): Promise<T> {
      const running = flights.get(key);
      if (running) return running as Promise<T>;
      const flight = task().finally(() => flights.delete(key));
      flights.set(key, flight);
      return flight;
    },
  };
}

type BusHost = Record<symbol, SessionBus | undefined>;

/** The page's bus, created on first use. */
export function getOrCreateSessionBus(host: object = globalThis): SessionBus {
  const slot = host as BusHost;
  slot[SESSION_BUS_KEY] ??= createSessionBus();
  return slot[SESSION_BUS_KEY];
}
