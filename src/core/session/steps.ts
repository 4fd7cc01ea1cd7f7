import { Role, Route, TOKEN_TIME_OFFSET_MS } from '../contract/index.ts';
import type { Group } from '../contract/api/staff.ts';
import { convenienceRoleOf } from '../rules/index.ts';
import type { SessionState } from './state.ts';
import type { ConvenienceShop } from '../contract/api/convenience.ts';

/** What the state machine of spec §4 reads. */
export type SessionSnapshot = Pick<
  SessionState,
  'token' | 'staff' | 'groups' | 'currentGroupId' | 'tokenGroupId' | 'viewCodes' | 'menus' | 'shops'
> & {
  /** The remembered login path; Route.login when none. */
  loginPath?: string;
};

export type SessionStep =
  | { kind: 'toLogin'; path: string }
  | { kind: 'loadStaff' }
  | { kind: 'chooseIdentity'; groups: readonly Group[] }
  /** Re-issue the token for the current group, then reload at `path`. */
  | { kind: 'reissueToken'; groupId: number; path: string }
  /** View codes and both menu sets. */
  | { kind: 'loadPermissions' }
  | { kind: 'loadShops' }
  /** Session complete; `redirect` is where convenience roles land, null for everybody else. */
  | { kind: 'ready'; redirect: string | null };

/** The token time helper of spec §9: the refresh falls due 30 minutes before the server's expiry. */
export function tokenTime(expire: number): number {
  return expire - TOKEN_TIME_OFFSET_MS;
}

/** Due when the stored expiry, less the offset, has passed (spec §4, §9); no expiry means never. */
export function isRefreshDue(expire: number | null, now: number): boolean {
  return expire !== null && now >= tokenTime(expire);
}

/** The single-store detail of the most recently updated shop; ties go to the first listed. */
export function storeDetailPath(shops: readonly ConvenienceShop[]): string | null {
  const latest = shops.reduce<ConvenienceShop | null>(
    (best, shop) => (best === null || shop.updateTime > best.updateTime ? shop : best),
    null,
  );
  return latest ? `${Route.convenienceStoreDetail}?id=${encodeURIComponent(String(latest.id))}` : null;
}

/** The next thing to do for a session (spec §4 Session, steps 1–5 and the convenience redirects). */
export function nextSessionStep(snapshot: SessionSnapshot): SessionStep {
  const { token, staff, groups, currentGroupId, tokenGroupId, viewCodes, menus, shops } = snapshot;
  if (!token) return { kind: 'toLogin', path: snapshot.loginPath || Route.login };
  if (viewCodes === null && staff === null) return { kind: 'loadStaff' };
  if (groups.length > 1 && currentGroupId === null) return { kind: 'chooseIdentity', groups };
  if (currentGroupId !== null && groups.length > 1 && tokenGroupId !== currentGroupId) {
    return { kind: 'reissueToken', groupId: currentGroupId, path: Route.root };
  }
  if (viewCodes === null || menus === null) return { kind: 'loadPermissions' };
  const role = staff ? convenienceRoleOf(staff) : null;
  if (role === Role.CONVENIENCE_ADMIN) return { kind: 'ready', redirect: Route.convenienceStoreHome };
  if (role === Role.CONVENIENCE_STORE_MANAGER) {
    if (shops === null) return { kind: 'loadShops' };
    return { kind: 'ready', redirect: storeDetailPath(shops) };
  }
  return { kind: 'ready', redirect: null };
}
