import type { MenuCategory, SessionApi } from '../../../src/core/session/index.ts';
import type { LoginResponse } from '../../../src/core/contract/api/auth.ts';
import type { Group, MenuEntry, UserData } from '../../../src/core/contract/api/staff.ts';
import type { ConvenienceShop } from '../../../src/core/contract/api/convenience.ts';

export const NOW = 1_700_000_000_000;
export const HOUR = 3_600_000;

export function group(groupId: number, patch: Partial<Group> = {}): Group {
  return {
    groupId, orgId: groupId * 10, orgName: `org ${groupId}`, deptId: groupId * 100, deptFullName: `总部/区域${groupId}`,
    orgCategory: 3, status: 1, roleNames: '管理员', roleCodes: 'admin', lastLoginTimestamp: null, config: [], ...patch,
  };
}

export function staff(patch: Partial<UserData> = {}): UserData {
  return {
    name: '张三', phone: '13800000000', countryCode: '86', orgId: 10, orgName: 'org', deptId: 100, orgCategory: 3,
    roleCodes: 'admin', roleIds: '1', deptFullName: '总部/区域1', groups: [group(1)], currentGroupId: 1,
    currentGroupLogoUrl: null, colorInfo: null, phoneHide: false, balanceWatch: false, envLabel: '', ...patch,
  };
}

export function menu(id: number, title: string): MenuEntry {
  return { id, parentId: 0, title, route: `/m${id}`, component: 'Layout', type: 1, icon: '', sort: id, meta: '{}' };
}

export function shop(id: number, updateTime: number): ConvenienceShop {
  return { id, name: `shop ${id}`, updateTime };
}

export interface FakeServerState {
  groups: Group[];
  currentGroupId: number | null;
  roleCodes: string;
  shops: ConvenienceShop[];
  expire: number;
}

/** A SessionApi in memory that records every call, as "name" or "name:arg". */
export function fakeApi(state: Partial<FakeServerState> = {}, overrides: Partial<SessionApi> = {}) {
  const server: FakeServerState = { groups: [group(1)], currentGroupId: 1, roleCodes: 'admin', shops: [], expire: NOW + 4 * HOUR, ...state };
  const calls: string[] = [];
  let issued = 0;
  const token = (): LoginResponse => ({ token: `token-${++issued}`, expire: server.expire });
  const api: SessionApi = {
    login: async () => (calls.push('login'), token()),
    sendLoginSms: async (phone) => void calls.push(`sendLoginSms:${phone}`),
    refresh: async () => (calls.push('refresh'), token()),
    switchGroup: async (groupId) => {
      calls.push(`switchGroup:${groupId}`);
      server.currentGroupId = groupId;
      return token();
    },
    logout: async () => void calls.push('logout'),
    staffInfo: async () => (calls.push('staffInfo'), staff({ roleCodes: server.roleCodes, groups: server.groups, currentGroupId: server.currentGroupId })),
    groups: async () => (calls.push('groups'), { groups: server.groups, currentGroupId: server.currentGroupId }),
    views: async () => (calls.push('views'), ['vm:list', 'help:view']),
    menus: async (category: MenuCategory) => (calls.push(`menus:${category}`), [menu(category, category === 1 ? 'main' : 'deputy')]),
    convenienceShops: async () => (calls.push('convenienceShops'), server.shops),
    ...overrides,
  };
  return { api, calls, server };
}
