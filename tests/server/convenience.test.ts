// Convenience stores (issue 12): the store home's figures, sub-orders, their counts and the handling of exceptions,
// scoped by organisation and department; the image delete of a shop's pictures refused outside the organisation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import {
  ExceptionResult, SubOrderStatus, convenienceSelfStore, convenienceShop, convenienceShopPage, handleExceptionSubOrder,
  subOrderCount, subOrderPage,
} from '../../src/core/contract/api/convenience.ts';
import type { ConvenienceShopDetail, SelfStore, SubOrder, SubOrderCounts } from '../../src/core/contract/api/convenience.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';
import { deleteFile, uploadImage } from '../../src/core/contract/api/files.ts';
import type { UploadedFile } from '../../src/core/contract/api/files.ts';
import { startOfDay } from '../../server/db/calendar.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

let h: Harness;
/** A store manager of 苏州便利店运营部 (212) only: one shop, 金鸡湖店. */
const SUZHOU_PHONE = '13700000012';
beforeAll(async () => {
  h = await createHarness();
  await h.app.db.query(
    `INSERT INTO users (id, phone, name, password_hash, activated) SELECT 9012, $1, '苏州店长', password_hash, true FROM users WHERE phone = '13800000005'`,
    [SUZHOU_PHONE],
  );
  await h.app.db.query(`INSERT INTO staff_groups (id, user_id, org_id, dept_id, status) VALUES (90121, 9012, 2, 212, 1)`);
  await h.app.db.query(`INSERT INTO group_roles (group_id, role_id) SELECT 90121, id FROM roles WHERE code = 'convenienceStoreManager'`);
});
afterAll(() => h.close());

const get = async <T>(url: string, token: string) => {
  const reply = await call<T>(h.app, 'GET', url, { token });
  expect(reply.status, `${url}: ${reply.msg}`).toBe(200);
  return reply.data;
};
const handle = (token: string, body: unknown) => call<SubOrder>(h.app, 'POST', handleExceptionSubOrder.path, { token, body });
const exceptionsOf = (shopId: number, token: string) =>
  get<Paged<SubOrder>>(`${subOrderPage.path}?shopId=${shopId}&status=${SubOrderStatus.EXCEPTION}&limit=100`, token);

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await h.app.db.query<T>(text, params)).rows;
}

describe('the shops', () => {
  it('shop/page takes limit 99999 (spec §9) and shop/{id} gives the detail with address, hours and goods', async () => {
    const token = await tokenFor(h.app, '13800000005');
    const page = await get<Paged<{ id: number; name: string }>>(`${convenienceShopPage.path}?page=1&limit=99999`, token);
    expect(page.rows.map((shop) => shop.name)).toEqual(['鲜食优选·陆家嘴店', '鲜食优选·张江高科店', '鲜食优选·金鸡湖店', '鲜食优选·世纪公园店']);
    const detail = await get<ConvenienceShopDetail>(urlOf(convenienceShop, { id: 102 }), token);
    expect(detail).toMatchObject({ id: 102, name: '鲜食优选·陆家嘴店', openHours: '00:00-24:00', deptName: '上海便利店运营部', goodsCount: 6 });
    expect(detail.address).toContain('陆家嘴环路');
    expect(detail.contactPhone).toBe('13812340102');
  });
});

describe('selfStore: the store home', () => {
  it('gives every shop of the scope with today\'s figures, summed in today', async () => {
    const token = await tokenFor(h.app, '13800000006');
    const home = await get<SelfStore>(convenienceSelfStore.path, token);
    expect(home.shopCount).toBe(4);
    expect(home.shops.map((shop) => shop.id)).toEqual([102, 101, 104, 103]);
    const dayStart = startOfDay(h.clock.now());
    for (const shop of home.shops) {
      const [expected] = await sql<{ orders: number; sales: number; awaiting: number; exceptions: number }>(
        `SELECT count(*) FILTER (WHERE created_at >= $2)::int AS orders,
                coalesce(sum(amount_cents) FILTER (WHERE created_at >= $2 AND status = 2), 0)::int AS sales,
                count(*) FILTER (WHERE status = 1)::int AS awaiting, count(*) FILTER (WHERE status = 4)::int AS exceptions
         FROM convenience_sub_orders WHERE shop_id = $1`,
        [shop.id, dayStart],
      );
      expect(shop, shop.name).toMatchObject({ todayOrders: expected.orders, todaySales: expected.sales, awaiting: expected.awaiting, exceptions: expected.exceptions });
    }
    expect(home.shops.find((shop) => shop.id === 102)?.exceptions).toBe(3);
    expect(home.today.exceptions).toBe(5);
    expect(home.today.todaySales).toBe(home.shops.reduce((sum, shop) => sum + shop.todaySales, 0));
    expect(home.today.todayOrders).toBe(home.shops.reduce((sum, shop) => sum + shop.todayOrders, 0));
  });
});

describe('sub-orders', () => {
  it('page newest first with goods, filter by shop, status, keyword and time; count by status', async () => {
    const token = await tokenFor(h.app, '13800000005');
    const all = await get<Paged<SubOrder>>(`${subOrderPage.path}?limit=100`, token);
    expect(all.total).toBe(10 + 14 + 8 + 9);
    const times = all.rows.map((row) => row.createTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const lujiazui = await get<Paged<SubOrder>>(`${subOrderPage.path}?shopId=102&page=2&limit=5`, token);
    expect(lujiazui.total).toBe(14);
    expect(lujiazui.rows).toHaveLength(5);
    expect(lujiazui.rows.every((row) => row.shopId === 102 && row.shopName === '鲜食优选·陆家嘴店')).toBe(true);
    const [first] = lujiazui.rows;
    expect(first.goods).toMatch(/×\d/);
    expect(first.itemCount).toBeGreaterThan(0);

    const exceptions = await exceptionsOf(102, token);
    expect(exceptions.total).toBe(3);
    expect(exceptions.rows.every((row) => row.status === SubOrderStatus.EXCEPTION && row.exceptionType !== null && row.handleResult === null)).toBe(true);
    const byGoods = await get<Paged<SubOrder>>(`${subOrderPage.path}?keyword=${encodeURIComponent('三明治')}&limit=100`, token);
    expect(byGoods.total).toBeGreaterThan(0);
    expect(byGoods.rows.every((row) => row.goods.includes('三明治'))).toBe(true);
    const byNumber = await get<Paged<SubOrder>>(`${subOrderPage.path}?keyword=${encodeURIComponent(first.subOrderNo)}`, token);
    expect(byNumber.rows.map((row) => row.id)).toEqual([first.id]);
    const recent = await get<Paged<SubOrder>>(`${subOrderPage.path}?startTime=${h.clock.now() - 3_600_000}&endTime=${h.clock.now()}&limit=100`, token);
    expect(recent.total).toBeGreaterThan(0);
    expect(recent.rows.every((row) => row.createTime >= h.clock.now() - 3_600_000)).toBe(true);

    const counts = await get<SubOrderCounts>(`${subOrderCount.path}?shopId=102`, token);
    expect(counts.exception).toBe(3);
    expect(counts.total).toBe(14);
    expect(counts.awaiting + counts.completed + counts.cancelled + counts.exception).toBe(14);
    expect((await get<SubOrderCounts>(subOrderCount.path, token)).exception).toBe(5);
  });
});

describe('handleExceptionSubOrder', () => {
  it('records the result; the handled exception leaves the count and the exception list; a second handling is refused', async () => {
    const token = await tokenFor(h.app, '13800000005');
    const before = await exceptionsOf(102, token);
    const target = before.rows[0];
    const handled = await handle(token, { id: target.id, result: ExceptionResult.REFUND, remark: '  已与顾客沟通，原路退款  ' });
    expect(handled.status, handled.msg).toBe(200);
    expect(handled.data).toMatchObject({
      id: target.id, status: SubOrderStatus.CANCELLED, handleResult: ExceptionResult.REFUND, handleRemark: '已与顾客沟通，原路退款',
      handlerName: '陈静', handleTime: h.clock.now(), exceptionType: target.exceptionType,
    });
    const after = await exceptionsOf(102, token);
    expect(after.total).toBe(before.total - 1);
    expect(after.rows.map((row) => row.id)).not.toContain(target.id);
    expect((await get<SubOrderCounts>(`${subOrderCount.path}?shopId=102`, token)).exception).toBe(before.total - 1);
    expect((await get<SelfStore>(convenienceSelfStore.path, token)).shops[0].exceptions).toBe(before.total - 1);

    const again = await handle(token, { id: target.id, result: ExceptionResult.FULFILLED });
    expect([again.http, again.status]).toEqual([200, Code.ORDER_STATUS_WRONG]);
    expect(again.msg).toContain(target.subOrderNo);
    const [row] = await sql<{ handle_result: number }>('SELECT handle_result FROM convenience_sub_orders WHERE id = $1', [target.id]);
    expect(row.handle_result).toBe(ExceptionResult.REFUND);

    const fulfilled = await handle(token, { id: after.rows[0].id, result: ExceptionResult.FULFILLED });
    expect(fulfilled.data).toMatchObject({ status: SubOrderStatus.COMPLETED, handleResult: ExceptionResult.FULFILLED, handleRemark: null });
  });

  it('two people handling one exception at once: one result is recorded, the other is told the status changed', async () => {
    const [manager, admin] = await Promise.all([tokenFor(h.app, '13800000005'), tokenFor(h.app, '13800000006')]);
    const [target] = (await exceptionsOf(102, manager)).rows;
    const replies = await Promise.all([
      handle(manager, { id: target.id, result: ExceptionResult.REFUND }),
      handle(admin, { id: target.id, result: ExceptionResult.NO_PROBLEM }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, Code.ORDER_STATUS_WRONG].sort());
    const winner = replies.find((reply) => reply.status === 200)?.data as SubOrder;
    const [row] = await sql<{ handle_result: number }>('SELECT handle_result FROM convenience_sub_orders WHERE id = $1', [target.id]);
    expect(row.handle_result).toBe(winner.handleResult);
  });

  it('only an exception can be handled: a completed sub-order gives 20600 and stays as it was', async () => {
    const token = await tokenFor(h.app, '13800000005');
    const completed = await get<Paged<SubOrder>>(`${subOrderPage.path}?shopId=103&status=${SubOrderStatus.COMPLETED}`, token);
    const reply = await handle(token, { id: completed.rows[0].id, result: ExceptionResult.NO_PROBLEM });
    expect([reply.http, reply.status]).toEqual([200, Code.ORDER_STATUS_WRONG]);
    const [row] = await sql<{ status: number; handle_result: number | null }>('SELECT status, handle_result FROM convenience_sub_orders WHERE id = $1', [completed.rows[0].id]);
    expect(row).toEqual({ status: SubOrderStatus.COMPLETED, handle_result: null });
  });
});

describe('isolation', () => {
  it('another organisation sees none of these shops or sub-orders and cannot handle their exceptions', async () => {
    const token = await tokenFor(h.app, '13900000001');
    await h.app.db.query(`INSERT INTO role_views (role_id, view_code) SELECT gr.role_id, '*:*:*' FROM group_roles gr JOIN staff_groups g ON g.id = gr.group_id JOIN users u ON u.id = g.user_id WHERE u.phone = '13900000001' ON CONFLICT DO NOTHING`);
    const home = await get<SelfStore>(convenienceSelfStore.path, token);
    expect(home.shops.map((shop) => shop.id)).toEqual([701, 702]);
    const rows = (await get<Paged<SubOrder>>(`${subOrderPage.path}?limit=100`, token)).rows;
    expect(rows.every((row) => row.shopId >= 700)).toBe(true);
    expect((await get<Paged<SubOrder>>(`${subOrderPage.path}?shopId=102`, token)).total).toBe(0);
    expect(await get<SubOrderCounts>(`${subOrderCount.path}?shopId=102`, token)).toEqual({ total: 0, awaiting: 0, completed: 0, cancelled: 0, exception: 0 });
    expect((await call(h.app, 'GET', urlOf(convenienceShop, { id: 102 }), { token })).http).toBe(404);
    const [foreign] = await sql<{ id: number }>('SELECT id FROM convenience_sub_orders WHERE shop_id = 101 AND status = 4');
    const reply = await handle(token, { id: foreign.id, result: ExceptionResult.REFUND });
    expect([reply.http, reply.status]).toEqual([404, Code.NOT_FOUND]);
    const [row] = await sql<{ status: number }>('SELECT status FROM convenience_sub_orders WHERE id = $1', [foreign.id]);
    expect(row.status).toBe(SubOrderStatus.EXCEPTION);
  });

  it('a department sees only its subtree\'s shops: 苏州 has 金鸡湖店, not 上海\'s', async () => {
    const token = await tokenFor(h.app, SUZHOU_PHONE);
    const home = await get<SelfStore>(convenienceSelfStore.path, token);
    expect(home.shops.map((shop) => shop.name)).toEqual(['鲜食优选·金鸡湖店']);
    expect((await get<Paged<{ id: number }>>(`${convenienceShopPage.path}?limit=99999`, token)).rows.map((shop) => shop.id)).toEqual([104]);
    expect((await call(h.app, 'GET', urlOf(convenienceShop, { id: 101 }), { token })).http).toBe(404);
    const rows = (await get<Paged<SubOrder>>(`${subOrderPage.path}?limit=100`, token)).rows;
    expect(rows.length).toBe(9);
    expect(rows.every((row) => row.shopId === 104)).toBe(true);
    expect((await get<SubOrderCounts>(`${subOrderCount.path}?shopId=101`, token)).total).toBe(0);
    const [shanghai] = await sql<{ id: number }>('SELECT id FROM convenience_sub_orders WHERE shop_id = 101 AND status = 4');
    expect((await handle(token, { id: shanghai.id, result: ExceptionResult.REFUND })).http).toBe(404);
    const [own] = await sql<{ id: number }>('SELECT id FROM convenience_sub_orders WHERE shop_id = 104 AND status = 4');
    expect((await handle(token, { id: own.id, result: ExceptionResult.NO_PROBLEM })).data).toMatchObject({ status: SubOrderStatus.COMPLETED, handlerName: '苏州店长' });
  });

  it('a shop picture is deleted by its organisation only', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d1b2a40000000049454e44ae426082', 'hex');
    const boundary = 'backroom-shop-picture';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shop.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const own = await tokenFor(h.app, '13800000006');
    const uploaded = await h.app.inject({
      method: 'POST', url: `${uploadImage.path}?area=shops`, payload,
      headers: { authorization: `Bearer ${own}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const file = (uploaded.json() as { data: UploadedFile }).data;
    expect(file.key).toMatch(/^2\/shops\//);
    const stranger = await tokenFor(h.app, '13900000001');
    const refused = await call(h.app, 'DELETE', `${deleteFile.path}?imgUrl=${encodeURIComponent(file.url)}`, { token: stranger });
    expect([refused.http, refused.status]).toEqual([404, Code.NOT_FOUND]);
    expect(await h.app.files.store.exists(file.key)).toBe(true);
    const deleted = await call(h.app, 'DELETE', `${deleteFile.path}?imgUrl=${encodeURIComponent(file.key)}`, { token: own });
    expect(deleted.status).toBe(200);
    expect(await h.app.files.store.exists(file.key)).toBe(false);
  });
});

describe('bad input and view codes', () => {
  it('answers 400 naming the field, never 500', async () => {
    const token = await tokenFor(h.app, '13800000005');
    const cases: Array<[string, string, unknown, string]> = [
      ['GET', `${subOrderPage.path}?status=9`, undefined, 'querystring/status'],
      ['GET', `${subOrderPage.path}?shopId=abc`, undefined, 'querystring/shopId'],
      ['GET', `${subOrderPage.path}?limit=100000`, undefined, 'querystring/limit'],
      ['GET', `${subOrderCount.path}?shopId=0`, undefined, 'querystring/shopId'],
      ['POST', handleExceptionSubOrder.path, { id: 1 }, 'result'],
      ['POST', handleExceptionSubOrder.path, { id: 'x', result: 1 }, 'id'],
      ['POST', handleExceptionSubOrder.path, { id: 1, result: 7 }, 'result'],
      ['POST', handleExceptionSubOrder.path, { id: 1, result: 1, remark: 'x'.repeat(201) }, 'remark'],
      ['POST', handleExceptionSubOrder.path, { id: 1, result: 1, extra: true }, 'extra'],
    ];
    for (const [method, url, body, field] of cases) {
      const reply = await call(h.app, method, url, { token, body });
      expect([reply.http, reply.status], `${method} ${url} ${JSON.stringify(body)}`).toEqual([400, Code.BAD_INPUT]);
      expect(reply.msg, url).toContain(field);
    }
    expect((await handle(token, { id: 2_000_000, result: 1 })).http).toBe(404);
  });

  it('a store reader without store:order reads the store home but neither the sub-orders nor handles them', async () => {
    const reader = await tokenFor(h.app, SUZHOU_PHONE);
    await h.app.db.query(`DELETE FROM role_views WHERE view_code = 'store:order' AND role_id = (SELECT id FROM roles WHERE code = 'convenienceStoreManager')`);
    expect((await call(h.app, 'GET', convenienceSelfStore.path, { token: reader })).status).toBe(200);
    for (const [method, url] of [['GET', subOrderPage.path], ['GET', subOrderCount.path], ['POST', handleExceptionSubOrder.path]]) {
      const reply = await call(h.app, method, url, { token: reader, body: method === 'POST' ? { id: 1, result: 1 } : undefined });
      expect([reply.http, reply.status], url).toEqual([403, Code.NO_PERMISSION]);
    }
  });
});
