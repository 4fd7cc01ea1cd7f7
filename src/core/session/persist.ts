import type { LoginResponse } from '../contract/api/auth.ts';
import { StorageName, clearPrefixed, storageKey } from '../platform/index.ts';
import type { Platform } from '../platform/index.ts';

/** The redirect value that must not survive a logout (spec §4). */
export const LOGIN_OUT_REDIRECT = 'loginOut';

export interface StoredSession {
  token: string | null;
  expire: number | null;
  tokenGroupId: number | null;
}

function readNumber(platform: Platform, name: string): number | null {
  const text = platform.local.getItem(storageKey(name));
  const value = text === null || text === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Token, expiry and the group the token was issued for, as localStorage holds them (shared by tabs). */
export function readStoredSession(platform: Platform): StoredSession {
  return {
    token: platform.local.getItem(storageKey(StorageName.token)) || null,
    expire: readNumber(platform, StorageName.expire),
    tokenGroupId: readNumber(platform, StorageName.tokenGroup),
  };
}

/** The token is written last, so another tab reacting to its storage event reads the matching expiry. */
export function storeSession(platform: Platform, session: LoginResponse, tokenGroupId: number | null): void {
  const { local } = platform;
  if (Number.isFinite(session.expire)) local.setItem(storageKey(StorageName.expire), String(session.expire));
  else local.removeItem(storageKey(StorageName.expire));
  if (tokenGroupId === null) local.removeItem(storageKey(StorageName.tokenGroup));
  else local.setItem(storageKey(StorageName.tokenGroup), String(tokenGroupId));
  local.setItem(storageKey(StorageName.token), session.token);
}

/**
 * Logout (spec §4): user data, token, session storage, the discoloration list and the home page's last figures go;
 * the redirect is emptied when it was `loginOut`. Session storage loses only our keys: the host page's are not ours
 * to clear.
 * The remembered login path stays, since that is where the user is sent.
 */
export function clearStoredSession(platform: Platform): void {
  const { local } = platform;
  for (const name of [StorageName.token, StorageName.expire, StorageName.tokenGroup, StorageName.user, StorageName.discoloration, StorageName.sessionLocale, StorageName.lastHome]) {
    local.removeItem(storageKey(name));
  }
  if (local.getItem(storageKey(StorageName.redirect)) === LOGIN_OUT_REDIRECT) local.removeItem(storageKey(StorageName.redirect));
  clearPrefixed(platform.session);
}

/**
 * The language of the login page the user logged in from (/en/login: English), kept for the session so the shell,
 * its menus and its messages stay in it after login; null: the element's own `locale`.
 */
export function rememberSessionLocale(platform: Platform, locale: 'en' | null): void {
  if (locale) platform.local.setItem(storageKey(StorageName.sessionLocale), locale);
  else platform.local.removeItem(storageKey(StorageName.sessionLocale));
}

export function sessionLocale(platform: Platform): 'en' | null {
  return platform.local.getItem(storageKey(StorageName.sessionLocale)) === 'en' ? 'en' : null;
}
