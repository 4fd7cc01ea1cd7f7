// The home page's last figures (issue 30): kept for the staff member and identity that saw them, read back only while
// the stored session is valid and for that same staff member and identity, never from what is not one, gone on logout.
import { describe, expect, it } from 'vitest';
import { StorageName, memoryPlatform, storageKey } from '../../../src/core/platform/index.ts';
import { clearStoredSession, homeOwner, readLastHome, saveLastHome, storeSession } from '../../../src/core/session/index.ts';
import type { LastHome } from '../../../src/core/session/index.ts';
import type { UserData } from '../../../src/core/contract/api/staff.ts';
import { HOUR, NOW, staff } from './session-fixtures.ts';

const home = (user: UserData): LastHome => ({
  owner: homeOwner(user),
  title: '欢迎回来，张三',
  scope: '总部/区域1',
  note: '上次查看的数据（2023-11-15 06:13:20），正在更新…',
  groups: [
    {
      title: '设备概况',
      figures: [
        { label: '在线设备', value: '9', detail: '共13台', tone: 'success' },
        { label: '离线设备', value: '4', tone: 'warning' },
      ],
    },
  ],
});

/** A page whose stored session is `user`'s, valid for an hour. */
function signedIn(user: UserData, expire = NOW + HOUR) {
  const platform = memoryPlatform({ now: NOW });
  storeSession(platform, { token: 'token-1', expire }, user.currentGroupId);
  platform.local.setItem(storageKey(StorageName.user), JSON.stringify(user));
  return platform;
}

describe('the home page as last seen', () => {
  it('is read back for the staff member and identity that saw it', () => {
    const user = staff();
    const platform = signedIn(user);
    expect(readLastHome(platform)).toBeNull();
    saveLastHome(platform, home(user));
    expect(readLastHome(platform)).toEqual(home(user));
  });

  it('is not shown to another staff member, nor for another identity of the same one', () => {
    const user = staff();
    const other = signedIn(staff({ phone: '13800000001' }));
    saveLastHome(other, home(user));
    expect(readLastHome(other)).toBeNull();
    const switched = signedIn(staff({ currentGroupId: 2 }));
    saveLastHome(switched, home(user));
    expect(readLastHome(switched)).toBeNull();
  });

  it('is not shown without a valid session', () => {
    const user = staff();
    const expired = signedIn(user, NOW - 1);
    saveLastHome(expired, home(user));
    expect(readLastHome(expired)).toBeNull();
    const platform = signedIn(user);
    saveLastHome(platform, home(user));
    platform.local.removeItem(storageKey(StorageName.token));
    expect(readLastHome(platform)).toBeNull();
  });

  it('goes on logout', () => {
    const user = staff();
    const platform = signedIn(user);
    saveLastHome(platform, home(user));
    clearStoredSession(platform);
    expect(platform.local.getItem(storageKey(StorageName.lastHome))).toBeNull();
  });

  it('reads nothing from what is not a home page', () => {
    const user = staff();
    const platform = signedIn(user);
    const key = storageKey(StorageName.lastHome);
    const broken = [
      '{',
      'null',
      '[]',
      JSON.stringify({ ...home(user), groups: 'x' }),
      JSON.stringify({ ...home(user), title: 7 }),
      JSON.stringify({ ...home(user), groups: [{ title: 'a', figures: [{ label: 'b', value: '1', tone: 'loud' }] }] }),
      JSON.stringify({ ...home(user), groups: [{ title: 'a', figures: [{ label: 'b', value: 1, tone: 'normal' }] }] }),
    ];
    for (const text of broken) {
      platform.local.setItem(key, text);
      expect(readLastHome(platform), text).toBeNull();
    }
    platform.local.setItem(storageKey(StorageName.user), '{');
    saveLastHome(platform, home(user));
    expect(readLastHome(platform)).toBeNull();
  });
});
