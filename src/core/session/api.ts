import { ApiPath, CONVENIENCE_SHOP_LIMIT, readPaged } from '../contract/index.ts';
import type { LoginRequest, LoginResponse, MenuEntry, StaffGroups, UserData } from '../contract/index.ts';
import { callApi } from '../http/index.ts';
import type { HttpClient } from '../http/index.ts';
import { convenienceShopPage } from '../contract/api/convenience.ts';
import type { ConvenienceShop } from '../contract/api/convenience.ts';

/** `GET /api/system/currentStaff/menus?category`: 1 the main set, 2 the deputy set (spec §4 step 5). */
export const MenuCategory = { MAIN: 1, DEPUTY: 2 } as const;
export type MenuCategory = (typeof MenuCategory)[keyof typeof MenuCategory];

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
  views(): Promise<string[]>;
  menus(category: MenuCategory): Promise<MenuEntry[]>;
  convenienceShops(): Promise<ConvenienceShop[]>;
}

export function createSessionApi(http: HttpClient): SessionApi {
  return {
    async login(credentials) {
      // Silent: the login screen shows the §8 message inside its form.
      const session = await http.post<LoginResponse>(ApiPath.login, credentials, { silent: true });
      http.resetExpiry(); // a new session may report expiry again
      return session;
    },
    sendLoginSms: (phoneNum) => http.post<void>(ApiPath.sendLoginSms, undefined, { params: { phoneNum }, silent: true }),
    refresh: () => http.post<LoginResponse>(ApiPath.refresh),
    switchGroup: (groupId) => http.post<LoginResponse>(ApiPath.switchGroup, undefined, { params: { groupId }, silent: true }),
    logout: () => http.post<void>(ApiPath.logout, undefined, { silent: true }),
    staffInfo: () => http.get<UserData>(ApiPath.staffInfo),
    groups: () => http.get<StaffGroups>(ApiPath.groups),
    views: async () => {
      const views = await http.get<string[] | null>(ApiPath.views);
      return Array.isArray(views) ? views : [];
    },
    menus: async (category) => {
      const menus = await http.get<MenuEntry[] | null>(ApiPath.menus, { category });
      return Array.isArray(menus) ? menus : [];
    },
    convenienceShops: async () => {
      const page = await callApi(http, convenienceShopPage, { query: { page: 1, limit: CONVENIENCE_SHOP_LIMIT } });
      return readPaged<ConvenienceShop>(page).rows;
    },
  };
}
