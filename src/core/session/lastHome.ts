// The home page as staff last saw it (issue 30): its heading and figure cards, in the words and formats they were
// shown in, kept in localStorage so the next visit of the same staff member and identity paints them at once
// (src/ui/session/lastHome.ts), marked as last seen, while the back office's code loads; the home page's own screen
// replaces them. Only while the stored session is valid, only for the staff member and identity it was saved by, and gone on
// logout (persist.ts).
import type { UserData } from '../contract/api/staff.ts';
import { StorageName, parseJson, storageKey } from '../platform/index.ts';
import type { Platform } from '../platform/index.ts';
import { readStoredSession } from './persist.ts';

export type LastHomeTone = 'normal' | 'success' | 'warning' | 'danger';

export interface LastHomeFigure {
  label: string;
  value: string;
  detail?: string;
  tone: LastHomeTone;
}

export interface LastHomeGroup {
  title: string;
  figures: LastHomeFigure[];
}

export interface LastHome {
  /** Whose home page it is: homeOwner of the staff member and identity that saw it. */
  owner: string;
  /** The heading (欢迎回来，…) and the figures' scope, as shown. */
  title: string;
  scope: string;
  /** Says the figures are the last ones seen, and when (written in the language they were shown in). */
  note: string;
  groups: LastHomeGroup[];
}

/** The staff member (country code and phone) and the identity: a home page shows one identity's figures. */
export function homeOwner(user: Pick<UserData, 'countryCode' | 'phone' | 'currentGroupId'>): string {
  return `${user.countryCode} ${user.phone} ${user.currentGroupId ?? ''}`;
}

export function saveLastHome(platform: Platform, home: LastHome): void {
  try {
    platform.local.setItem(storageKey(StorageName.lastHome), JSON.stringify(home));
  } catch {
    // A full or refused store: the next visit shows its skeleton, as before.
  }
}

const TONES: ReadonlySet<unknown> = new Set<LastHomeTone>(['normal', 'success', 'warning', 'danger']);
const isText = (value: unknown): value is string => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isFigure(value: unknown): value is LastHomeFigure {
  return isObject(value) && isText(value.label) && isText(value.value) && (value.detail === undefined || isText(value.detail)) && TONES.has(value.tone);
}

function isGroup(value: unknown): value is LastHomeGroup {
  return isObject(value) && isText(value.title) && Array.isArray(value.figures) && value.figures.every(isFigure);
}

function storedOwner(platform: Platform): string | null {
  const user = parseJson(platform.local.getItem(storageKey(StorageName.user)));
  if (!isObject(user) || !isText(user.countryCode) || !isText(user.phone)) return null;
  const group = user.currentGroupId;
  return homeOwner({ countryCode: user.countryCode, phone: user.phone, currentGroupId: typeof group === 'number' ? group : null });
}

/**
 * The last home page of the stored session's staff member and identity; null without a session that is still valid,
 * for anyone else's, or when what is stored is not one.
 */
export function readLastHome(platform: Platform): LastHome | null {
  const { token, expire } = readStoredSession(platform);
  if (!token || (expire !== null && expire <= platform.now())) return null;
  const home = parseJson(platform.local.getItem(storageKey(StorageName.lastHome)));
  if (!isObject(home) || !isText(home.owner) || !isText(home.title) || !isText(home.scope) || !isText(home.note)) return null;
  if (!Array.isArray(home.groups) || !home.groups.every(isGroup)) return null;
  return home.owner === storedOwner(platform) ? (home as unknown as LastHome) : null;
}
