// A stored session's first calls asked for before the code that makes them has loaded (issue 15): <admin-shell>
// opening its frame on a cold page starts staff, identities, view codes and both menus while the frame's chunks are
// on their way, and the session takes the answers when it asks (core/http/early.ts).
import { createHttpClient } from '../http/index.ts';
import type { Platform } from '../platform/index.ts';
import { prefetchSessionStart } from './api.ts';
import { getOrCreateSessionBus } from './bus.ts';
import type { SessionBus } from './bus.ts';
import { readStoredSession } from './persist.ts';
import { isRefreshDue } from './steps.ts';

export interface AskSessionAheadOptions {
  apiBase: string;
  country: string;
  platform: Platform;
  /** Default: the page's bus. */
  bus?: SessionBus;
}

/**
 * Asks ahead for the calls of a session nobody on the page has loaded yet; true when it did. Not without a token,
 * and not when the token is due for a refresh: the session refreshes it first and asks with the new one.
 */
export function askSessionAhead({ apiBase, country, platform, bus = getOrCreateSessionBus() }: AskSessionAheadOptions): boolean {
  const state = bus.getState();
  const stored = readStoredSession(platform);
  const token = state.token ?? stored.token;
  const expire = state.token ? state.expire : stored.expire;
  if (!token || state.staff !== null || isRefreshDue(expire, platform.now())) return false;
  prefetchSessionStart(createHttpClient({ baseURL: apiBase || undefined, getToken: () => token, getCountry: () => country }));
  return true;
}
