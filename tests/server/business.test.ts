import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../src/core/contract/index.ts';
import { CHECK_WINDOW_DAYS, CONVENIENCE_SHOP_LIMIT, Code } from '../../src/core/contract/index.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';
import type { GroupConfig } from '../../src/core/contract/api/staff.ts';
import { brandTreeOperators, channelTree, conceptEntries, merchantFieldConfig, userDeptSubTree, userScopeDeptTree } from '../../src/core/contract/api/reference.ts';
import type { Concept, TreeNode } from '../../src/core/contract/api/reference.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';
import { clientConfig, healthCheck } from '../../src/core/contract/api/meta.ts';
import { amountOwingNotify, merchantInfo } from '../../src/core/contract/api/accounts.ts';
import { latestAnnouncement } from '../../src/core/contract/api/announcements.ts';
import type { Announcement } from '../../src/core/contract/api/announcements.ts';
import { handleNotification, notificationPage } from '../../src/core/contract/api/notifications.ts';
import type { Notification } from '../../src/core/contract/api/notifications.ts';
import { convenienceShop, convenienceShopPage } from '../../src/core/contract/api/convenience.ts';
import type { ConvenienceShop } from '../../src/core/contract/api/convenience.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const DAY = 86_400_000;
const get = async <T>(url: string, token: string) => {
  const reply = await call<T>(h.app, 'GET', url, { token });
  expect(reply.status, `${url}: ${reply.msg}`).toBe(200);
  return reply.data;
};
const ids = (nodes: TreeNode[]): number[] => nodes.flatMap((node) => [node.id, ...ids(node.children ?? [])]);

describe('dictionaries and trees', () => {
  it('concepts: numeric codes are numbers, others stay text, unknown keys give []', async () => {
    const token = await tokenFor(h.app, '13800000007');
    const reasons = await get<Concept[]>(urlOf(conceptEntries, { key: 'orderFeedbackReason' }), token);
    expect(reasons.map((c) => c.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(reasons[0]).toEqual({ code: 1, name: '错误扣款', lable: '错误扣款', value: 1 });
    expect((await get<Concept[]>(urlOf(conceptEntries, { key: 'payChannel' }), token)).map((c) => c.code)).toEqual(['wechat', 'alipay']);
    expect(await get<Concept[]>(urlOf(conceptEntries, { key: 'noSuchKey' }), token)).toEqual([]);
    expect((await call(h.app, 'GET', urlOf(conceptEntries, { key: 'bad key!' }), { token })).http).toBe(400);
  });

  it('channel tree', async () => {
    const tree = await get<TreeNode[]>(channelTree.path, await tokenFor(h.app, '13800000007'));
    expect(tree.map((node) => node.name)).toEqual(['线下渠道', '线上渠道', '企业渠道']);
    expect(tree[0].children?.map((node) => node.parentId)).toEqual([1, 1, 1, 1]);
  });

  it('department trees follow the identity\'s department', async () => {
    const deep = await tokenFor(h.app, '13800000001', 1001);
    expect(await get<TreeNode[]>(userDeptSubTree.path, deep)).toEqual([{ id: 204, parentId: 203, name: '张江站点组', children: [] }]);
    const scope = await get<TreeNode[]>(userScopeDeptTree.path, deep);
    expect(ids(scope)).toEqual([200, 201, 202, 203, 204]);
    const admin = await get<TreeNode[]>(userDeptSubTree.path, await tokenFor(h.app, '13800000007'));
    expect(admin).toHaveLength(1);
    expect(admin[0].id).toBe(200);
    expect(ids(admin)).toHaveLength(15);
  });

  it('brand/operator tree per category', async () => {
    const brand = await get<TreeNode[]>(brandTreeOperators.path, await tokenFor(h.app, '13800000008'));
    expect(brand.map((b) => [b.id, ids(b.children ?? [])])).toEqual([[3, [2, 6]]]);
    const platform = await get<TreeNode[]>(brandTreeOperators.path, await tokenFor(h.app, '13800000003'));
    expect(platform.map((b) => b.id)).toEqual([3, 8]);
    const operator = await get<TreeNode[]>(brandTreeOperators.path, await tokenFor(h.app, '13800000002'));
    expect(operator.map((b) => [b.id, ids(b.children ?? [])])).toEqual([[3, [6]]]);
    expect(await get<TreeNode[]>(brandTreeOperators.path, await tokenFor(h.app, '13800000004'))).toEqual([]);
  });

  it('merchant field config: own department by default, inherited from the nearest department above', async () => {
    const store = await tokenFor(h.app, '13800000005');
    const own = await get<GroupConfig[]>(merchantFieldConfig.path, store);
    expect(own.map((c) => c.configField)).toEqual(['businessLicense', 'foodLicense', 'contractNo']);
    expect(await get<GroupConfig[]>(`${merchantFieldConfig.path}?deptId=211`, store)).toEqual(own);
    const admin = await tokenFor(h.app, '13800000007');
    const inherited = await get<GroupConfig[]>(`${merchantFieldConfig.path}?deptId=204`, admin);
    expect(inherited).toContainEqual({ configField: 'contractNo', isShow: 0 });
    expect(inherited).toHaveLength(5);
    expect(await get(`${merchantFieldConfig.path}?deptId=999999`, admin)).toEqual([]);
  });
});

describe('operator account', () => {
  const window = (start: number, end: number) => `${amountOwingNotify.path}?startTime=${start}&endTime=${end}`;

  it(`a watched operator whose balance ran low within the last ${CHECK_WINDOW_DAYS} days needs the notice (false)`, async () => {
    const token = await tokenFor(h.app, '13800000002');
    const now = h.clock.now();
    expect(await get<boolean>(window(now - CHECK_WINDOW_DAYS * DAY, now), token)).toBe(false);
    // 19 to 13 days ago the balance was 1000.00, above the 500.00 threshold.
    expect(await get<boolean>(window(now - 19 * DAY, now - 13 * DAY), token)).toBe(true);
    // 10 to 8 days ago it fell to 450.00.
    expect(await get<boolean>(window(now - 10 * DAY, now - 8 * DAY), token)).toBe(false);
  });

  it.each([
    ['an operator not on the watch list', '13800000007', undefined, true],
  ] as const)('%s → %s', async (_name, phone, groupId, expected) => {
    const now = h.clock.now();
    expect(await get<boolean>(window(now - 7 * DAY, now), await tokenFor(h.app, phone, groupId))).toBe(expected);
  });

  it.each([
    ['a brand owner', '13800000008', undefined],
    ['an identity of the watched operator without finance:btn or account:view', '13800000001', 1003],
  ] as const)('%s (%s) is not told the balance: 403', async (_name, phone, groupId) => {
    const now = h.clock.now();
    const reply = await call(h.app, 'GET', window(now - 7 * DAY, now), { token: await tokenFor(h.app, phone, groupId) });
    expect(reply.http).toBe(403);
  });

  it('refuses a window that ends before it starts', async () => {
    const reply = await call(h.app, 'GET', window(2000, 1000), { token: await tokenFor(h.app, '13800000002') });
    expect(reply.http).toBe(400);
    expect(reply.msg).toContain('startTime');
  });

  it('merchant info: status and balance in cents', async () => {
    expect(await get(merchantInfo.path, await tokenFor(h.app, '13800000007'))).toEqual({ status: 1, balance: 1_268_000 });
  });
});

describe('messages', () => {
  it('latest announcement: newest enabled one of the organisation; null when none', async () => {
    const latest = await get<Announcement>(latestAnnouncement.path, await tokenFor(h.app, '13800000007'));
    expect(latest).toEqual({ id: expect.any(Number), indexFlag: 1, title: '系统升级通知', content: expect.stringContaining('升级') });
    expect(await get(latestAnnouncement.path, await tokenFor(h.app, '13800000002'))).toBeNull();
  });

  it('notifications: paged, newest first, filterable, handled only by their owner', async () => {
    const token = await tokenFor(h.app, '13800000001', 1001);
    const page = await get<Paged<Notification>>(`${notificationPage.path}?page=1&limit=2`, token);
    expect(page.total).toBe(3);
    expect(page.rows).toHaveLength(2);
    expect(page.rows[0].createTime).toBeGreaterThan(page.rows[1].createTime);
    const second = await get<Paged<Notification>>(`${notificationPage.path}?page=2&limit=2`, token);
    expect(second.rows).toHaveLength(1);
    const open = await get<Paged<Notification>>(`${notificationPage.path}?handled=false`, token);
    expect(open.total).toBe(2);
    const handled = await call<Notification>(h.app, 'PUT', urlOf(handleNotification, { id: open.rows[0].id }), { token });
    expect(handled.data).toMatchObject({ id: open.rows[0].id, handled: true });
    expect((await get<Paged<Notification>>(`${notificationPage.path}?handled=false`, token)).total).toBe(1);
    const admin = await tokenFor(h.app, '13800000007');
    const foreign = await call(h.app, 'PUT', urlOf(handleNotification, { id: open.rows[1].id }), { token: admin });
    expect(foreign.http).toBe(404);
    expect(foreign.status).toBe(Code.NOT_FOUND);
  });
});

describe('convenience shops', () => {
  it('13800000005 sees the shops of its department subtree, most recently updated first', async () => {
    const token = await tokenFor(h.app, '13800000005');
    const shops = await get<Paged<ConvenienceShop>>(`${convenienceShopPage.path}?page=1&limit=${CONVENIENCE_SHOP_LIMIT}`, token);
    expect(shops.total).toBe(4);
    expect(shops.rows.map((s) => s.id)).toEqual([102, 101, 104, 103]);
    expect(await get(urlOf(convenienceShop, { id: 102 }), token)).toMatchObject(shops.rows[0]);
  });

  it('a department outside the shops\' subtree sees none; an identity without store:view is refused', async () => {
    const token = await tokenFor(h.app, '13800000001', 1001);
    expect((await call(h.app, 'GET', convenienceShopPage.path, { token })).http).toBe(403);
    // The same identity's operator role given store:view: the shops of the other department stay out of reach.
    await h.app.db.query(`INSERT INTO role_views (role_id, view_code) SELECT id, 'store:view' FROM roles WHERE code = 'operatorStaff' ON CONFLICT DO NOTHING`);
    expect((await get<Paged<ConvenienceShop>>(convenienceShopPage.path, token)).total).toBe(0);
    expect((await call(h.app, 'GET', urlOf(convenienceShop, { id: 102 }), { token })).http).toBe(404);
  });
});

describe('public routes', () => {
  it('health and client config need no token', async () => {
    expect((await call(h.app, 'GET', healthCheck.path)).data).toEqual({ ok: true });
    expect((await call(h.app, 'GET', clientConfig.path)).data).toEqual({ newerPlatformUrl: h.config.newerPlatformUrl, envLabel: '' });
  });
});
