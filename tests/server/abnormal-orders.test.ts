import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abnormalOrderHandle, abnormalOrderPage, orderDetail } from '../../src/core/contract/api/orders.ts';
import type { Order, OrderDetail } from '../../src/core/contract/api/orders.ts';
import { badgeCounts } from '../../src/core/contract/api/dashboard.ts';
import type { BadgeCounts } from '../../src/core/contract/api/dashboard.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { ABNORMAL_ORDER_STATUS, Code, ORDER_CORRECTION_LIMIT, OrderStatus } from '../../src/core/contract/index.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

/**
 * Abnormal unattended-shop orders handled (issue 13): refund, charge, close; 20600 when the order changed meanwhile
 * (the version sent is stale or it is no longer abnormal), 40923 past the correction limit; detail; the badge follows.
 */
let h: Harness;
let zhangjiang: string; // 王建国 in 张江: operatorStaff + nooneshopOwner (order:abnormal:handle)
let admin: string;
let stranger: string;
beforeAll(async () => {
  h = await createHarness();
  zhangjiang = await tokenFor(h.app, '13800000001', 1001);
  admin = await tokenFor(h.app, '13800000007');
  stranger = await tokenFor(h.app, '13900000001');
});
afterAll(() => h.close());

const abnormal = async (token: string) => (await call<Paged<Order>>(h.app, 'GET', `${abnormalOrderPage.path}?limit=100`, { token })).data.rows;
const handle = (token: string, body: unknown) => call<OrderDetail>(h.app, 'POST', abnormalOrderHandle.path, { token, body });
const detail = (token: string, id: number) => call<OrderDetail>(h.app, 'GET', urlOf(orderDetail, { id }), { token });
const badge = async (token: string) => (await call<BadgeCounts>(h.app, 'GET', badgeCounts.path, { token })).data.abnormalOrders;
const fresh = async (token: string) => (await abnormal(token)).filter((o) => o.corrections < ORDER_CORRECTION_LIMIT);

describe('order detail', () => {
  it('shows an order of the scope with its goods and no handlings yet; another organisation\'s 404', async () => {
    const [order] = await abnormal(zhangjiang);
    const reply = await detail(zhangjiang, order.id);
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data).toMatchObject({ id: order.id, orderNo: order.orderNo, status: ABNORMAL_ORDER_STATUS, version: 0, handlings: [] });
    expect(reply.data.goodsName).not.toBe('');
    expect((await detail(stranger, order.id)).http).toBe(404);
    expect((await detail(zhangjiang, 999_999)).http).toBe(404);
  });
});

describe('POST order/abnormal/handle', () => {
  it('charge: paid at the corrected amount, a correction logged; the badge drops by one; the same version again 20600', async () => {
    const [order] = await fresh(zhangjiang);
    const before = await badge(zhangjiang);
    const reply = await handle(zhangjiang, { id: order.id, action: 'charge', version: order.version, amount: 990, note: '按实际拿取商品补扣' });
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data).toMatchObject({ status: OrderStatus.PAID, amount: 990, version: order.version + 1, corrections: 1 });
    expect(reply.data.handlings).toEqual([
      { action: 'charge', amount: 990, note: '按实际拿取商品补扣', fromStatus: ABNORMAL_ORDER_STATUS, toStatus: OrderStatus.PAID, handlerName: '王建国', handledTime: h.clock.now() },
    ]);
    expect(await badge(zhangjiang)).toBe(before - 1);
    const again = await handle(zhangjiang, { id: order.id, action: 'close', version: order.version, note: '关闭' });
    expect([again.http, again.status, again.msg]).toEqual([200, Code.ORDER_STATUS_WRONG, '订单状态有误，请刷新']);
  });

  it('a stale version answers 20600 even while the order is still abnormal, and nothing changes', async () => {
    const [order] = await fresh(zhangjiang);
    const reply = await handle(zhangjiang, { id: order.id, action: 'close', version: order.version + 1, note: '关闭' });
    expect(reply.status).toBe(Code.ORDER_STATUS_WRONG);
    expect((await detail(zhangjiang, order.id)).data).toMatchObject({ status: ABNORMAL_ORDER_STATUS, version: order.version });
  });

  it('refund: the whole amount → refunded, less → partly refunded; more than the amount 400', async () => {
    const [first, second] = await fresh(admin);
    const over = await handle(admin, { id: first.id, action: 'refund', version: first.version, amount: first.amount + 1, note: '退款' });
    expect([over.http, over.msg.includes('body/amount')]).toEqual([400, true]);
    const whole = await handle(admin, { id: first.id, action: 'refund', version: first.version, amount: first.amount, note: '识别失败，全额退款' });
    expect(whole.data).toMatchObject({ status: OrderStatus.REFUNDED, refundAmount: first.amount, corrections: 1 });
    const part = await handle(admin, { id: second.id, action: 'refund', version: second.version, amount: 100, note: '部分退款' });
    expect(part.data).toMatchObject({ status: OrderStatus.PARTLY_REFUNDED, refundAmount: 100 });
  });

  it(`past ${ORDER_CORRECTION_LIMIT} corrections refund and charge answer 40923; closing is still allowed`, async () => {
    const order = (await abnormal(admin)).find((o) => o.corrections >= ORDER_CORRECTION_LIMIT) as Order;
    expect(order).toBeDefined();
    for (const body of [{ action: 'refund', amount: 100 }, { action: 'charge', amount: 100 }]) {
      const reply = await handle(admin, { id: order.id, version: order.version, note: '再次更正', ...body });
      expect([reply.http, reply.status, reply.msg]).toEqual([200, Code.ORDER_CORRECTION_LIMIT, '订单更正次数超限']);
    }
    const closed = await handle(admin, { id: order.id, version: order.version, action: 'close', note: '多次更正失败，关闭订单' });
    expect(closed.data).toMatchObject({ status: OrderStatus.CLOSED, corrections: ORDER_CORRECTION_LIMIT, amount: order.amount, refundAmount: 0 });
  });

  it.each([
    ['no version', { action: 'close', note: 'x' }, 'version'],
    ['a version as text', { action: 'close', note: 'x', version: '0' }, 'body/version'],
    ['an unknown action', { action: 'cancel', note: 'x', version: 0 }, 'body/action'],
    ['charge without an amount', { action: 'charge', note: 'x', version: 0 }, 'body/amount'],
    ['an amount with close', { action: 'close', note: 'x', version: 0, amount: 100 }, 'body/amount'],
    ['a negative amount', { action: 'refund', note: 'x', version: 0, amount: -5 }, 'body/amount'],
    ['a blank note', { action: 'close', note: '  ', version: 0 }, 'body/note'],
    ['a note over 200 characters', { action: 'close', note: 'x'.repeat(201), version: 0 }, 'body/note'],
  ])('%s → 400 naming the field', async (_name, fields, field) => {
    const [order] = await fresh(admin);
    const reply = await handle(admin, { id: order.id, ...fields });
    expect([reply.http, reply.status]).toEqual([400, Code.BAD_INPUT]);
    expect(reply.msg).toContain(field);
  });

  it('needs order:abnormal:handle: a brand manager gets 403; another organisation 404; nothing changes', async () => {
    const [order] = await fresh(admin);
    const brand = await handle(await tokenFor(h.app, '13800000008'), { id: order.id, action: 'close', version: order.version, note: 'x' });
    expect([brand.http, brand.status]).toEqual([403, Code.NO_PERMISSION]);
    expect(brand.msg).toContain('order:abnormal:handle');
    const foreign = await handle(stranger, { id: order.id, action: 'close', version: order.version, note: 'x' });
    expect([foreign.http, foreign.status]).toEqual([404, Code.NOT_FOUND]);
    expect((await detail(admin, order.id)).data.status).toBe(ABNORMAL_ORDER_STATUS);
  });

  it('two handlings of one version at once: exactly one wins, the other answers 20600', async () => {
    const [order] = await fresh(admin);
    const replies = await Promise.all([
      handle(admin, { id: order.id, action: 'close', version: order.version, note: '关闭 A' }),
      handle(admin, { id: order.id, action: 'charge', version: order.version, amount: 500, note: '补扣 B' }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, Code.ORDER_STATUS_WRONG]);
    expect((await detail(admin, order.id)).data.handlings).toHaveLength(1);
  });
});
