import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MESSAGES, Code } from '../../src/core/contract/index.ts';
import { call, createHarness, login, tokenFor, type Harness } from './harness.ts';
import { refreshToken, staffLogout, switchStaffGroup } from '../../src/core/contract/api/auth.ts';
import { currentStaffGroups, currentStaffInfo, currentStaffMenus, currentStaffViews } from '../../src/core/contract/api/staff.ts';
import { channelTree, userDeptSubTree } from '../../src/core/contract/api/reference.ts';
import { merchantInfo } from '../../src/core/contract/api/accounts.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

type Token = { token: string; expire: number };
const switchGroup = (token: string, groupId: number | string) => call<Token | null>(h.app, 'POST', `${switchStaffGroup.path}?groupId=${groupId}`, { token });
const info = (token: string) => call<{ currentGroupId: number | null }>(h.app, 'GET', currentStaffInfo.path, { token });

function expectExpired(reply: { http: number; status: number; msg: string }) {
  expect(reply.http).toBe(401);
  expect(reply.status).toBe(Code.TOKEN_EXPIRED);
  expect(reply.msg).toBe(CODE_MESSAGES[Code.TOKEN_EXPIRED].zh);
}

describe('first login', () => {
  // First in the file: 13800000001 has not chosen an identity yet.
  it('13800000001 has no current group at first: the token is unbound; info and groups answer, the rest is 403', async () => {
    const token = (await login(h.app, '13800000001')).data?.token ?? '';
    const groups = await call<{ groups: unknown[]; currentGroupId: number | null }>(h.app, 'GET', currentStaffGroups.path, { token });
    expect(groups.data.currentGroupId).toBeNull();
    expect(groups.data.groups).toHaveLength(8);
    const me = await call<{ currentGroupId: null; orgId: null; roleCodes: string }>(h.app, 'GET', currentStaffInfo.path, { token });
    expect(me.data).toMatchObject({ currentGroupId: null, orgId: null, roleCodes: '' });
    for (const url of [currentStaffViews.path, `${currentStaffMenus.path}?category=1`, merchantInfo.path, userDeptSubTree.path, channelTree.path]) {
      const reply = await call(h.app, 'GET', url, { token });
      expect(reply.http, url).toBe(403);
      expect(reply.status, url).toBe(Code.NO_PERMISSION);
      expect(reply.msg, url).toContain(CODE_MESSAGES[Code.NO_PERMISSION].zh);
    }
    // Refreshing keeps it unbound.
    const refreshed = await call<Token>(h.app, 'POST', refreshToken.path, { token });
    const after = await call<{ currentGroupId: number | null }>(h.app, 'GET', currentStaffGroups.path, { token: refreshed.data.token });
    expect(after.data.currentGroupId).toBeNull();
  });
});

describe('tokens', () => {
  it('accepts "Bearer <token>" and the bare token', async () => {
    const token = await tokenFor(h.app, '13800000003');
    expect((await call(h.app, 'GET', currentStaffGroups.path, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await call(h.app, 'GET', currentStaffGroups.path, { headers: { authorization: token } })).status).toBe(200);
    expect((await call(h.app, 'GET', currentStaffGroups.path, { headers: { authorization: `bearer  ${token}` } })).status).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['empty header', ''],
    ['unknown token', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['garbage', 'Bearer <script>'],
    ['basic auth', 'Basic dXNlcjpwYXNz'],
  ])('%s → HTTP 401 / 8405', async (_name, header) => {
    expectExpired(await call(h.app, 'GET', currentStaffGroups.path, { headers: header === undefined ? {} : { authorization: header } }));
  });

  it('expires after its lifetime (401 / 8405), not a millisecond before', async () => {
    const token = await tokenFor(h.app, '13800000003');
    h.clock.advance(h.config.tokenTtlMs - 1);
    expect((await call(h.app, 'GET', currentStaffViews.path, { token })).status).toBe(200);
    h.clock.advance(1);
    expectExpired(await call(h.app, 'GET', currentStaffViews.path, { token }));
    expectExpired(await call(h.app, 'POST', refreshToken.path, { token }));
  });
});

describe('refresh', () => {
  it('rotates: a new token with a new expiry, same identity; the old one is revoked', async () => {
    const old = await tokenFor(h.app, '13800000001', 1002);
    h.clock.advance(60_000);
    const refreshed = await call<Token>(h.app, 'POST', refreshToken.path, { token: old });
    expect(refreshed.status).toBe(200);
    expect(refreshed.data.token).not.toBe(old);
    expect(refreshed.data.expire).toBe(h.clock.now() + h.config.tokenTtlMs);
    expect((await info(refreshed.data.token)).data.currentGroupId).toBe(1002);
    expectExpired(await call(h.app, 'GET', currentStaffGroups.path, { token: old }));
    expectExpired(await call(h.app, 'POST', refreshToken.path, { token: old }));
  });
});

describe('logout', () => {
  it('revokes the token on the server', async () => {
    const token = await tokenFor(h.app, '13800000003');
    const out = await call(h.app, 'POST', staffLogout.path, { token });
    expect(out.status).toBe(200);
    expectExpired(await call(h.app, 'GET', currentStaffGroups.path, { token }));
    expectExpired(await call(h.app, 'POST', refreshToken.path, { token }));
  });

  it('is idempotent: a second logout, or one without a token, answers 200', async () => {
    const token = await tokenFor(h.app, '13800000004');
    await call(h.app, 'POST', staffLogout.path, { token });
    expect((await call(h.app, 'POST', staffLogout.path, { token })).status).toBe(200);
    expect((await call(h.app, 'POST', staffLogout.path)).status).toBe(200);
  });

  it('revokes only that token: another session of the same user stays', async () => {
    const first = await tokenFor(h.app, '13800000008');
    const second = await tokenFor(h.app, '13800000008');
    await call(h.app, 'POST', staffLogout.path, { token: first });
    expect((await call(h.app, 'GET', currentStaffViews.path, { token: second })).status).toBe(200);
  });
});

describe('identities (spec §4)', () => {
  it('switchGroup binds the token, remembers the group and stamps its last login time', async () => {
    const token = (await login(h.app, '13800000001')).data?.token ?? '';
    const switched = await switchGroup(token, 1003);
    expect(switched.status).toBe(200);
    const bound = switched.data?.token ?? '';
    const me = await call<{ currentGroupId: number; orgId: number; deptFullName: string; balanceWatch: boolean }>(h.app, 'GET', currentStaffInfo.path, { token: bound });
    expect(me.data).toMatchObject({ currentGroupId: 1003, orgId: 6, balanceWatch: true });
    expect(me.data.deptFullName.split('/').length).toBeGreaterThanOrEqual(4);
    expectExpired(await call(h.app, 'GET', currentStaffGroups.path, { token }));
    const groups = await call<{ groups: Array<{ groupId: number; lastLoginTimestamp: number | null }> }>(h.app, 'GET', currentStaffGroups.path, { token: bound });
    expect(groups.data.groups.find((g) => g.groupId === 1003)?.lastLoginTimestamp).toBe(h.clock.now());
    // The next login goes straight to the remembered group (spec §4 step 4).
    const next = (await login(h.app, '13800000001')).data?.token ?? '';
    expect((await info(next)).data.currentGroupId).toBe(1003);
  });

  it.each([
    ['a disabled group (status 0)', 1006],
    ['another user\'s group', 2001],
    ['the other organisation\'s group', 9901],
    ['an unknown group', 424242],
  ])('refuses %s with 8406', async (_name, groupId) => {
    const token = await tokenFor(h.app, '13800000001');
    const reply = await switchGroup(token, groupId);
    expect(reply.http).toBe(200);
    expect(reply.status).toBe(Code.GROUP_UNAVAILABLE);
    expect(reply.msg).toBe(CODE_MESSAGES[Code.GROUP_UNAVAILABLE].zh);
    expect(reply.data).toBeNull();
    expect((await call(h.app, 'GET', currentStaffGroups.path, { token })).status).toBe(200); // the token stays valid
  });

  it.each(['abc', '1.5', '1e3', '0x10', ' 7', '-1', '0', '99999999999', ''])('refuses groupId=%s with 400 naming groupId', async (groupId) => {
    const token = await tokenFor(h.app, '13800000001');
    const reply = await switchGroup(token, groupId);
    expect(reply.http).toBe(400);
    expect(reply.msg).toContain('groupId');
  });

  it('allows platform (1) and producer (4) groups through the API', async () => {
    let token = await tokenFor(h.app, '13800000001');
    for (const groupId of [1007, 1008]) {
      const reply = await switchGroup(token, groupId);
      expect(reply.status).toBe(200);
      token = reply.data?.token ?? '';
      expect((await info(token)).data.currentGroupId).toBe(groupId);
    }
  });

  it('a remembered group disabled since is not used: the next login is unbound', async () => {
    const token = await tokenFor(h.app, '13800000001', 1005);
    await h.app.db.query('UPDATE staff_groups SET status = 0 WHERE id = 1005');
    try {
      const reply = await call(h.app, 'GET', currentStaffViews.path, { token });
      expect(reply.http).toBe(403);
      expect((await info((await login(h.app, '13800000001')).data?.token ?? '')).data.currentGroupId).toBeNull();
    } finally {
      await h.app.db.query('UPDATE staff_groups SET status = 1 WHERE id = 1005');
    }
  });

  it('single-group users are bound at login', async () => {
    for (const [phone, groupId] of [['13800000002', 2001], ['13800000003', 3001], ['13800000008', 8001], ['13900000001', 9901]] as const) {
      expect((await info(await tokenFor(h.app, phone))).data.currentGroupId).toBe(groupId);
    }
  });
});
