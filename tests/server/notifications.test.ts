import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../src/core/contract/index.ts';
import { MenuType } from '../../src/core/contract/index.ts';
import { joinRoutePath } from '../../src/core/menus/build.ts';
import { GROUPS } from '../../server/modules/org/seed-data.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';
import { vendingMachinePage } from '../../src/core/contract/api/devices.ts';
import type { Device } from '../../src/core/contract/api/devices.ts';
import { currentStaffMenus } from '../../src/core/contract/api/staff.ts';
import type { MenuEntry } from '../../src/core/contract/api/staff.ts';
import { abnormalOrderPage } from '../../src/core/contract/api/orders.ts';
import type { Order } from '../../src/core/contract/api/orders.ts';
import { complaintPage } from '../../src/core/contract/api/complaints.ts';
import type { Complaint } from '../../src/core/contract/api/complaints.ts';
import { replPackagePage } from '../../src/core/contract/api/replenishment.ts';
import type { ReplenishmentPackage } from '../../src/core/contract/api/replenishment.ts';
import { merchantApplicationAuditCount } from '../../src/core/contract/api/merchants.ts';
import { NOTIFICATIONS } from '../../server/modules/notifications/seed-data.ts';
import { notificationPage } from '../../src/core/contract/api/notifications.ts';
import type { Notification } from '../../src/core/contract/api/notifications.ts';

/** Seeded notifications open real screens (the message page's 去处理) and quote figures the stored rows bear out. */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const get = async <T>(url: string, token: string) => {
  const reply = await call<T>(h.app, 'GET', url, { token });
  expect(reply.status, `${url}: ${reply.msg}`).toBe(200);
  return reply.data;
};

/** Full routes of the pages in a menu tree, joined the way the client joins them. */
function pageRoutes(entries: MenuEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = joinRoutePath(parent, entry.route);
    return [...(entry.type !== MenuType.DIRECTORY ? [path] : []), ...pageRoutes(entry.children ?? [], path)];
  });
}

describe('seeded notifications', () => {
  it.each(NOTIFICATIONS.map(([phone, orgId, [title], , route]) => ({ phone, orgId, title, route })))(
    '$phone $title → $route is a page of its menus in that organisation',
    async ({ phone, orgId, route }) => {
      const groups = GROUPS.filter((g) => g.phone === phone && g.orgId === orgId && g.status === 1);
      expect(groups.length).toBeGreaterThan(0);
      const routes = new Set<string>();
      for (const group of groups) {
        const token = await tokenFor(h.app, phone, group.id);
        for (const category of [1, 2]) {
          for (const path of pageRoutes(await get<MenuEntry[]>(`${currentStaffMenus.path}?category=${category}`, token))) routes.add(path);
        }
      }
      expect([...routes]).toContain(route);
    },
  );

  it('every one is listed to its user under the organisation it belongs to', async () => {
    for (const phone of new Set(NOTIFICATIONS.map(([p]) => p))) {
      for (const group of GROUPS.filter((g) => g.phone === phone && g.status === 1)) {
        const token = await tokenFor(h.app, phone, group.id);
        const listed = await get<Paged<Notification>>(`${notificationPage.path}?limit=100`, token);
        const seeded = NOTIFICATIONS.filter(([p, org]) => p === phone && org === group.orgId).map(([, , [title]]) => title);
        expect(listed.rows.map((n) => n.title).sort()).toEqual(seeded.sort());
      }
    }
  });

  it('each carries its English, for a reader in an English session', async () => {
    const listed = await get<Paged<Notification>>(`${notificationPage.path}?limit=100`, await tokenFor(h.app, '13800000007'));
    const review = listed.rows.find((n) => n.title === '进件待审核');
    expect(review).toMatchObject({ titleEn: 'Applications to review', contentEn: '1 merchant application is waiting for review.' });
    for (const row of listed.rows) expect(row.titleEn).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('the figures they quote are those of the stored rows', async () => {
    const zhangjiang = await tokenFor(h.app, '13800000001', 1001);
    const chaoyang = await tokenFor(h.app, '13800000001', 1003);
    const northern = await tokenFor(h.app, '13900000001');
    const admin = await tokenFor(h.app, '13800000007');
    const suda = await tokenFor(h.app, '13800000002');
    const quoted = (phone: string, title: string) => {
      const content = NOTIFICATIONS.find(([p, , [t]]) => p === phone && t === title)?.[3][0] ?? '';
      return Number(/(\d+)\s*(笔|台|个)/.exec(content)?.[1]);
    };
    expect((await get<Paged<Order>>(abnormalOrderPage.path, zhangjiang)).total).toBe(quoted('13800000001', '异常订单待处理'));
    expect((await get<Paged<Order>>(abnormalOrderPage.path, northern)).total).toBe(quoted('13900000001', '异常订单待处理'));
    expect((await get<Paged<Complaint>>(`${complaintPage.path}?channel=alipay&pendingOnly=true`, zhangjiang)).total).toBe(
      quoted('13800000001', '客诉待处理'),
    );
    const offline = await get<Paged<Device>>(`${vendingMachinePage.path}?online=false`, chaoyang);
    expect(offline.rows.filter((d) => (d.lastOnlineTime ?? 0) < h.clock.now() - 86_400_000)).toHaveLength(quoted('13800000001', '设备离线提醒'));
    expect(await get<number>(merchantApplicationAuditCount.path, admin)).toBe(quoted('13800000007', '进件待审核'));
    const sudaComplaints = await Promise.all(
      (['wechat', 'alipay'] as const).map(async (channel) => (await get<Paged<Complaint>>(`${complaintPage.path}?channel=${channel}&pendingOnly=true`, suda)).total),
    );
    expect(sudaComplaints[0] + sudaComplaints[1]).toBe(quoted('13800000002', '客诉待处理'));
    const packages = await get<Paged<ReplenishmentPackage>>(`${replPackagePage.path}?keyword=XS-BH-0031`, zhangjiang);
    expect(packages.rows.map((p) => p.status)).toEqual([2]);
  });
});
