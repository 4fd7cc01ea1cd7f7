import { describe, expect, it } from 'vitest';
import { memoryPlatform } from '../../../src/core/platform/index.ts';
import {
  isLoginPath, isRefreshDue, loginPath, nextSessionStep, rememberLoginPath, storeDetailPath, tokenTime,
} from '../../../src/core/session/index.ts';
import type { SessionSnapshot, SessionStep } from '../../../src/core/session/index.ts';
import { HOUR, NOW, group, menu, shop, staff } from './session-fixtures.ts';

const loaded = { viewCodes: ['*:*:*'], menus: { main: [menu(1, 'a')], deputy: [] } };
const base: SessionSnapshot = {
  token: 't', staff: staff(), groups: [group(1)], currentGroupId: 1, tokenGroupId: null, viewCodes: null, menus: null, shops: null,
};
const two = [group(1), group(2)];

describe('spec §4 session state machine: nextSessionStep', () => {
  it.each<[string, Partial<SessionSnapshot>, SessionStep]>([
    ['1. no token → the remembered login path', { token: null, loginPath: '/acme/login' }, { kind: 'toLogin', path: '/acme/login' }],
    ['1. no token, nothing remembered → /login', { token: null }, { kind: 'toLogin', path: '/login' }],
    ['1. an empty token counts as none', { token: '' }, { kind: 'toLogin', path: '/login' }],
    ['2. token, no staff, no permissions → load staff', { staff: null }, { kind: 'loadStaff' }],
    ['2. staff loaded → no second load', { groups: [group(1)] }, { kind: 'loadPermissions' }],
    ['3. several groups, none current → choose identity', { groups: two, currentGroupId: null }, { kind: 'chooseIdentity', groups: two }],
    ['3. one group, none current → no dialog', { currentGroupId: null }, { kind: 'loadPermissions' }],
    ['4. several groups, current one not bound → re-issue and reload at /', { groups: two, currentGroupId: 2, tokenGroupId: 1 }, { kind: 'reissueToken', groupId: 2, path: '/' }],
    ['4. token never bound → re-issue', { groups: two, currentGroupId: 1 }, { kind: 'reissueToken', groupId: 1, path: '/' }],
    ['4. bound to the current group → no re-issue', { groups: two, currentGroupId: 2, tokenGroupId: 2 }, { kind: 'loadPermissions' }],
    ['4. a single group is never re-issued', { tokenGroupId: 9 }, { kind: 'loadPermissions' }],
    ['5. view codes missing → load permissions', { menus: loaded.menus }, { kind: 'loadPermissions' }],
    ['5. menus missing → load permissions', { viewCodes: loaded.viewCodes }, { kind: 'loadPermissions' }],
    ['ready, no redirect for ordinary roles', loaded, { kind: 'ready', redirect: null }],
    ['ready, permissions loaded without staff', { ...loaded, staff: null }, { kind: 'ready', redirect: null }],
    ['convenienceAdmin → store home', { ...loaded, staff: staff({ roleCodes: 'x, convenienceAdmin' }) }, { kind: 'ready', redirect: '/Layout/convenience/storeHome/storehome' }],
    ['convenienceStoreManager → load shops first', { ...loaded, staff: staff({ roleCodes: 'convenienceStoreManager' }) }, { kind: 'loadShops' }],
    [
      'convenienceStoreManager → the most recently updated shop',
      { ...loaded, staff: staff({ roleCodes: 'convenienceStoreManager' }), shops: [shop(3, 100), shop(7, 300), shop(5, 200)] },
      { kind: 'ready', redirect: '/Layout/convenience/convenienceStores/singlestoreDetail?id=7' },
    ],
    ['convenienceStoreManager without shops → no redirect', { ...loaded, staff: staff({ roleCodes: 'convenienceStoreManager' }), shops: [] }, { kind: 'ready', redirect: null }],
    [
      'both convenience roles → the store manager wins',
      { ...loaded, staff: staff({ roleCodes: 'convenienceAdmin,convenienceStoreManager' }), shops: [shop(4, 1)] },
      { kind: 'ready', redirect: '/Layout/convenience/convenienceStores/singlestoreDetail?id=4' },
    ],
  ])('%s', (_name, patch, expected) => {
    expect(nextSessionStep({ ...base, ...patch })).toEqual(expected);
  });
});

describe('spec §9 token time and refresh', () => {
  it('tokenTime subtracts 30 minutes', () => {
    expect(tokenTime(NOW)).toBe(NOW - 1_800_000);
  });

  it.each<[string, number | null, number, boolean]>([
    ['well before', NOW + HOUR, NOW, false],
    ['one ms before the token time', NOW + 1_800_000, NOW - 1, false],
    ['at the token time', NOW + 1_800_000, NOW, true],
    ['after the expiry', NOW - 1, NOW, true],
    ['no stored expiry', null, NOW, false],
  ])('refresh due %s', (_name, expire, now, due) => {
    expect(isRefreshDue(expire, now)).toBe(due);
  });

  it('storeDetailPath keeps the first shop on a tie and encodes the id', () => {
    expect(storeDetailPath([shop(1, 5), shop(2, 5)])).toBe('/Layout/convenience/convenienceStores/singlestoreDetail?id=1');
    expect(storeDetailPath([])).toBeNull();
  });
});

describe('spec §2 remembered login path', () => {
  it.each<[string, boolean]>([
    ['/login', true], ['/manager', true], ['/en/login', true], ['/acme/login', true], ['/login/', true],
    ['/', false], ['/dashboard', false], ['/a/b/login', false], ['/loginx', false], ['/Layout/login/x', false],
  ])('%s is a login path: %s', (path, expected) => {
    expect(isLoginPath(path)).toBe(expected);
  });

  it('remembers only login paths, and falls back to /login', () => {
    const platform = memoryPlatform();
    expect(loginPath(platform)).toBe('/login');
    expect(rememberLoginPath(platform, '/acme/login')).toBe(true);
    expect(rememberLoginPath(platform, '/dashboard')).toBe(false);
    expect(loginPath(platform)).toBe('/acme/login');
    expect(platform.local.getItem('backroom:login-path')).toBe('/acme/login');
    platform.local.setItem('backroom:login-path', 'https://evil.example/');
    expect(loginPath(platform)).toBe('/login');
  });
});
