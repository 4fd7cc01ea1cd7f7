import { refreshToken, sendLoginSms, staffLogin, staffLogout, switchStaffGroup } from '../contract/api/auth.ts';
import type { LoginRequest, LoginResponse } from '../contract/api/auth.ts';
import { currentStaffGroups, currentStaffInfo, currentStaffMenus, currentStaffViews } from '../contract/api/staff.ts';
import type { MenuEntry, StaffGroups, UserData } from '../contract/api/staff.ts';
import { CONVENIENCE_SHOP_LIMIT, readPaged } from '../contract/index.ts';

import { callApi, prefetchApi } from '../http/index.ts';
import type { HttpClient } from '../http/index.ts';
import { convenienceShopPage } from '../contract/api/convenience.ts';
import type { ConvenienceShop } from '../contract/api/convenience.ts';

/** `GET /api/system/currentStaff/menus?category`: 1 the main set, 2 the deputy set (spec §4 step 5). */
export const MenuCategory = { MAIN: 1, DEPUTY: 2 } as const;
export type MenuCategory = (typeof MenuCategory)[keyof typeof MenuCategory];

export interface CallOptions {
  silent?: boolean;
}

/** The calls the session makes (spec §7 Auth and system); a fake of it drives tests. */
export interface SessionApi {
  login(credentials: LoginRequest): Promise<LoginResponse>;
  sendLoginSms(phoneNum: string): Promise<void>;
  refresh(): Promise<LoginResponse>;
  /** Re-issues the token for a group. Silent: the caller shows switchIdentityFailedText (spec §8). */
  switchGroup(groupId: number): Promise<LoginResponse>;
  /** Best effort and silent: logout goes on locally whatever the server says. */
  logout(): Promise<void>;
  staffInfo(): Promise<UserData>;
  groups(): Promise<StaffGroups>;
  /** `silent`: no toast on failure (a call made ahead of need, whose failure the session repeats in the open). */
  views(options?: CallOptions): Promise<string[]>;
  menus(category: MenuCategory, options?: CallOptions): Promise<MenuEntry[]>;
  convenienceShops(): Promise<ConvenienceShop[]>;
}

export function createSessionApi(http: HttpClient): SessionApi {
  return {
    async login(credentials) {
      // Silent: the login screen shows the §8 message inside its form.
      const session = await callApi(http, staffLogin, { body: credentials }, { silent: true });
      http.resetExpiry(); // a new session may report expiry again
      return session;
    },
    sendLoginSms: async (phoneNum) => {
      await callApi(http, sendLoginSms, { query: { phoneNum } }, { silent: true });
    },
    refresh: () => callApi(http, refreshToken, {}),
    switchGroup: (groupId) => callApi(http, switchStaffGroup, { query: { groupId } }, { silent: true }),
    logout: async () => {
      await callApi(http, staffLogout, {}, { silent: true });
    },
    staffInfo: () => callApi(http, currentStaffInfo, {}),
    groups: () => callApi(http, currentStaffGroups, {}),
    views: async (options) => {
      // A server that sends null instead of a list grants nothing.
      const views: string[] | null = await callApi(http, currentStaffViews, {}, { silent: options?.silent ?? false });
      return Array.isArray(views) ? views : [];
    },
    menus: async (category, options) => {
      const menus: MenuEntry[] | null = await callApi(http, currentStaffMenus, { query: { category } }, { silent: options?.silent ?? false });
      return Array.isArray(menus) ? menus : [];
    },
    convenienceShops: async () => {
      const page = await callApi(http, convenienceShopPage, { query: { page: 1, limit: CONVENIENCE_SHOP_LIMIT } });
      return readPaged<ConvenienceShop>(page).rows;
    },
  };
}

/**
 * The calls a stored session starts with (spec §4: staff, identities, then view codes and both menus), asked for
 * ahead (issue 15): a cold page whose shell is still loading has the answers waiting when its session asks. A token
 * that is refreshed or re-issued first simply never takes them.
 */
export function prefetchSessionStart(http: HttpClient): void {
  prefetchApi(http, currentStaffInfo, {});
  prefetchApi(http, currentStaffGroups, {});
  prefetchApi(http, currentStaffViews, {});
  prefetchApi(http, currentStaffMenus, { query: { category: MenuCategory.MAIN } });
  prefetchApi(http, currentStaffMenus, { query: { category: MenuCategory.DEPUTY } });
}
