import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complaintComplete, complaintDetail, complaintHandle, complaintUploadImage, riskComplaintCountPending, riskComplaintDetail,
  riskComplaintHandle, riskComplaintUploadFile,
} from '../../src/core/contract/api/complaints.ts';
import type { ComplaintDetail, ComplaintFile } from '../../src/core/contract/api/complaints.ts';
import { badgeCounts } from '../../src/core/contract/api/dashboard.ts';
import type { BadgeCounts } from '../../src/core/contract/api/dashboard.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';
import { COMPLAINT_FILES_MAX, Code, ComplaintKind, ComplaintStatus, OrderStatus } from '../../src/core/contract/index.ts';
import { insertComplaint } from './business-fixtures.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

/**
 * Complaints handled end to end (issue 13): detail, handle (refund / reject / explain), images and files, completion;
 * the states of the OpenAPI, refusals with 20601, view codes, scope, and the badges that follow.
 */
let h: Harness;
let admin: string; // 赵敏, *:*:*, 鲜食优选 root
let zhangjiang: string; // 王建国 in 张江站点组: operatorStaff (complaint:handle)
let brand: string; // 黄磊: no complaint code, phoneHide
let stranger: string; // 孙丽, 北方智能
beforeAll(async () => {
  h = await createHarness({ uploadImageMaxBytes: 64 * 1024 });
  admin = await tokenFor(h.app, '13800000007');
  zhangjiang = await tokenFor(h.app, '13800000001', 1001);
  brand = await tokenFor(h.app, '13800000008');
  stranger = await tokenFor(h.app, '13900000001');
});
afterAll(() => h.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]);
const PDF = Buffer.from('%PDF-1.4\n%test evidence\n');

const seeded = async (orgId: number, kind: number, status: number, channel?: string) =>
  (
    await h.app.db.query<{ id: number; order_id: number | null; amount_cents: number }>(
      `SELECT id, order_id, amount_cents FROM complaints WHERE org_id = $1 AND kind = $2 AND status = $3 ${channel ? 'AND channel = $4' : ''} ORDER BY id LIMIT 1`,
      channel ? [orgId, kind, status, channel] : [orgId, kind, status],
    )
  ).rows[0];
const statusOf = async (id: number) => (await h.app.db.query<{ status: number }>('SELECT status FROM complaints WHERE id = $1', [id])).rows[0].status;
const detail = (token: string, id: number, risk = false) =>
  call<ComplaintDetail>(h.app, 'GET', urlOf(risk ? riskComplaintDetail : complaintDetail, { id }), { token });
const handle = (token: string, body: unknown, risk = false) => call<ComplaintDetail>(h.app, 'POST', (risk ? riskComplaintHandle : complaintHandle).path, { token, body });
const complete = (token: string, id: number) => call<ComplaintDetail>(h.app, 'POST', complaintComplete.path, { token, body: { id } });
const badges = async (token: string) => (await call<BadgeCounts>(h.app, 'GET', badgeCounts.path, { token })).data;

function multipart(name: string, body: Buffer, field = 'file') {
  const boundary = `----backroom${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
async function upload(token: string, id: number, name: string, body: Buffer, risk = false) {
  const { payload, headers } = multipart(name, body);
  const raw = await h.app.inject({ method: 'POST', url: urlOf(risk ? riskComplaintUploadFile : complaintUploadImage, { id }), payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  return { http: raw.statusCode, ...(raw.json() as { status: number; msg: string; data: ComplaintFile | null }) };
}

describe('complaint detail', () => {
  it('shows the complaint with its order, its §3 reason name, handlings and files', async () => {
    const row = await seeded(2, ComplaintKind.ORDER, ComplaintStatus.PENDING, 'wechat');
    const reply = await detail(admin, row.id);
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data).toMatchObject({ id: row.id, kind: ComplaintKind.ORDER, status: ComplaintStatus.PENDING, reasonName: '错误扣款', handlings: [], files: [] });
    expect(reply.data.customerPhone).toMatch(/^\d{3}\*{4}\d{4}$/); // the channel hands it over masked
    expect(reply.data.order).toMatchObject({ id: row.order_id, amount: row.amount_cents });
    expect(reply.data.order?.orderNo).toBe(reply.data.orderNo);
  });

  it('masks the phone as **** for a caller with phoneHide', async () => {
    await h.app.db.query(`INSERT INTO role_views (role_id, view_code) SELECT id, 'complaint:view' FROM roles WHERE code = 'brandManager' ON CONFLICT DO NOTHING`);
    const id = await insertComplaint(h.app.db, { orgId: 3, deptId: 301, kind: ComplaintKind.ORDER, status: 1, createdAt: h.clock.now(), customerPhone: '13912345678' });
    const reply = await detail(await tokenFor(h.app, '13800000008'), id);
    expect(reply.data.customerPhone).toBe('139****5678');
    await h.app.db.query(`DELETE FROM role_views WHERE view_code = 'complaint:view' AND role_id = (SELECT id FROM roles WHERE code = 'brandManager')`);
  });

  it('another kind, another organisation, another department or an unknown id answer 404', async () => {
    const risk = await seeded(2, ComplaintKind.RISK, ComplaintStatus.PENDING);
    const order = await seeded(2, ComplaintKind.ORDER, ComplaintStatus.PENDING);
    const west = (await h.app.db.query<{ id: number }>('SELECT id FROM complaints WHERE dept_id = 209 ORDER BY id LIMIT 1')).rows[0].id;
    const nanshan = await tokenFor(h.app, '13800000001', 1002);
    for (const [token, id, isRisk] of [[admin, risk.id, false], [admin, order.id, true], [stranger, order.id, false], [zhangjiang, west, false], [admin, 999_999, false]] as const) {
      const reply = await detail(token, id, isRisk);
      expect([reply.http, reply.status, reply.data]).toEqual([404, Code.NOT_FOUND, null]);
    }
    expect((await detail(nanshan, west)).http).toBe(403); // 南山 (replenishManager) holds no complaint:view
  });
});

describe('handling and completing an order complaint', () => {
  it('explain moves it from pending to 3 (系统处理中), completing moves it to 4; the complaint badge follows', async () => {
    const row = await seeded(2, ComplaintKind.ORDER, ComplaintStatus.PENDING, 'wechat');
    const before = await badges(zhangjiang);
    const handled = await handle(zhangjiang, { id: row.id, action: 'explain', note: '  已电话联系用户说明扣款原因  ' });
    expect(handled.status, handled.msg).toBe(200);
    expect(handled.data.status).toBe(ComplaintStatus.SERVICE_PENDING);
    expect(handled.data.handlings).toEqual([
      { action: 'explain', note: '已电话联系用户说明扣款原因', refundAmount: null, handlerName: '王建国', handledTime: h.clock.now() },
    ]);
    expect((await badges(zhangjiang)).complaints).toBe(before.complaints); // still pending until completed

    expect((await handle(zhangjiang, { id: row.id, action: 'reject', note: '再次处理' })).status).toBe(Code.COMPLAINT_STATUS_WRONG);
    h.clock.advance(60_000);
    const completed = await complete(zhangjiang, row.id);
    expect(completed.status, completed.msg).toBe(200);
    expect(completed.data).toMatchObject({ status: ComplaintStatus.COMPLETED, handledTime: h.clock.now() });
    expect((await badges(zhangjiang)).complaints).toBe(before.complaints - 1);
    expect((await complete(zhangjiang, row.id)).status).toBe(Code.COMPLAINT_STATUS_WRONG);
  });

  it('completing a complaint not yet handled answers 20601 and changes nothing', async () => {
    const row = await seeded(2, ComplaintKind.ORDER, ComplaintStatus.MERCHANT_PENDING);
    const reply = await complete(admin, row.id);
    expect([reply.http, reply.status, reply.msg]).toEqual([200, Code.COMPLAINT_STATUS_WRONG, '投诉单状态已变更，请刷新']);
    expect(await statusOf(row.id)).toBe(ComplaintStatus.MERCHANT_PENDING);
  });

  it('refund gives the money back through the order: partly refunded, then the rest, never more than is left', async () => {
    const row = await seeded(2, ComplaintKind.ORDER, ComplaintStatus.MERCHANT_PENDING);
    const order = (await h.app.db.query<{ amount_cents: number; refund_cents: number; status: number }>('SELECT amount_cents, refund_cents, status FROM orders WHERE id = $1', [row.order_id])).rows[0];
    expect(order.status).toBe(OrderStatus.PAID);
    const tooMuch = await handle(admin, { id: row.id, action: 'refund', note: '退款', refundAmount: row.amount_cents + 1 });
    expect([tooMuch.http, tooMuch.status]).toEqual([400, Code.BAD_INPUT]);
    expect(tooMuch.msg).toContain('body/refundAmount');
    const reply = await handle(admin, { id: row.id, action: 'refund', note: '退还多扣款项', refundAmount: 100 });
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data.handlings[0]).toMatchObject({ action: 'refund', refundAmount: 100, handlerName: '赵敏' });
    expect(reply.data.order).toMatchObject({ refundAmount: 100, status: OrderStatus.PARTLY_REFUNDED });

    // A second complaint about the same order may refund only what is left.
    const second = await h.app.db.query<{ id: number }>(
      `INSERT INTO complaints (complaint_no, org_id, dept_id, channel, kind, reason, status, customer_phone, content, created_at, order_id, amount_cents)
       VALUES ('T-TS-REFUND', 2, 204, 'wechat', 1, 1, 1, '13800001111', '再次投诉', $1, $2, $3) RETURNING id`,
      [h.clock.now(), row.order_id, order.amount_cents],
    );
    const over = await handle(admin, { id: second.rows[0].id, action: 'refund', note: '全额退款', refundAmount: order.amount_cents });
    expect([over.http, over.status]).toEqual([200, Code.OPERATION_FAILED]);
    expect(over.msg).toContain(`¥${((order.amount_cents - 100) / 100).toFixed(2)}`);
    expect(await statusOf(second.rows[0].id)).toBe(ComplaintStatus.PENDING);
    const rest = await handle(admin, { id: second.rows[0].id, action: 'refund', note: '退还余款', refundAmount: order.amount_cents - 100 });
    expect(rest.data.order).toMatchObject({ refundAmount: order.amount_cents, status: OrderStatus.REFUNDED });
  });

  it('a refund of an order no longer paid answers 20600 and changes nothing', async () => {
    const order = (await h.app.db.query<{ id: number; amount_cents: number }>('SELECT id, amount_cents FROM orders WHERE org_id = 2 AND dept_id = 204 AND status = 3 LIMIT 1')).rows[0];
    const inserted = await h.app.db.query<{ id: number }>(
      `INSERT INTO complaints (complaint_no, org_id, dept_id, channel, kind, reason, status, customer_phone, content, created_at, order_id, amount_cents)
       VALUES ('T-TS-REFUNDED', 2, 204, 'alipay', 1, 1, 1, '13800002222', '已退款订单', $1, $2, $3) RETURNING id`,
      [h.clock.now(), order.id, order.amount_cents],
    );
    const reply = await handle(admin, { id: inserted.rows[0].id, action: 'refund', note: '退款', refundAmount: 1 });
    expect([reply.http, reply.status]).toEqual([200, Code.ORDER_STATUS_WRONG]);
    expect(await statusOf(inserted.rows[0].id)).toBe(ComplaintStatus.PENDING);
  });

  it.each([
    ['no note', { action: 'explain' }, 'note'],
    ['a blank note', { action: 'explain', note: '   ' }, 'body/note'],
    ['a note over 500 characters', { action: 'explain', note: 'x'.repeat(501) }, 'body/note'],
    ['an unknown action', { action: 'ignore', note: 'x' }, 'body/action'],
    ['refund without an amount', { action: 'refund', note: 'x' }, 'body/refundAmount'],
    ['an amount with reject', { action: 'reject', note: 'x', refundAmount: 100 }, 'body/refundAmount'],
    ['an amount of 0', { action: 'refund', note: 'x', refundAmount: 0 }, 'body/refundAmount'],
    ['an amount in yuan text', { action: 'refund', note: 'x', refundAmount: '1.50' }, 'body/refundAmount'],
    ['an unknown field', { action: 'explain', note: 'x', status: 4 }, 'status'],
  ])('%s → 400 naming the field', async (_name, fields, field) => {
    const row = await seeded(2, ComplaintKind.ORDER, ComplaintStatus.PENDING);
    const reply = await handle(admin, { id: row.id, ...fields });
    expect([reply.http, reply.status]).toEqual([400, Code.BAD_INPUT]);
    expect(reply.msg).toContain(field);
    expect(await statusOf(row.id)).toBe(ComplaintStatus.PENDING);
  });

  it('needs complaint:handle: a brand manager (no complaint code) gets 403, another organisation 404; nothing changes', async () => {
    const row = await seeded(2, ComplaintKind.ORDER, ComplaintStatus.PENDING);
    const refused = await handle(brand, { id: row.id, action: 'explain', note: 'x' });
    expect([refused.http, refused.status]).toEqual([403, Code.NO_PERMISSION]);
    expect(refused.msg).toContain('complaint:handle');
    expect([(await complete(brand, row.id)).http, (await upload(brand, row.id, 'a.png', PNG)).http]).toEqual([403, 403]);
    const foreign = await handle(stranger, { id: row.id, action: 'explain', note: 'x' });
    expect([foreign.http, foreign.status]).toEqual([404, Code.NOT_FOUND]);
    expect(await statusOf(row.id)).toBe(ComplaintStatus.PENDING);
  });
});

describe('complaint images', () => {
  it('an image is kept under the organisation and listed in the detail with a link; at most 6; none once completed', async () => {
    const row = await seeded(2, ComplaintKind.ORDER, ComplaintStatus.PENDING);
    const first = await upload(admin, row.id, '凭证.png', PNG);
    expect(first.status, first.msg).toBe(200);
    expect(first.data?.key).toMatch(/^2\/complaints\/\d{6}-[0-9a-f-]{36}\.png$/);
    const opened = await h.app.inject({ url: first.data?.url ?? '' });
    expect([opened.statusCode, opened.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await detail(admin, row.id)).data.files.map((f) => [f.name, f.size, f.contentType])).toEqual([['凭证.png', PNG.length, 'image/png']]);
    for (let i = 1; i < COMPLAINT_FILES_MAX; i += 1) expect((await upload(admin, row.id, `p${i}.png`, PNG)).status).toBe(200);
    const seventh = await upload(admin, row.id, 'p7.png', PNG);
    expect([seventh.http, seventh.status]).toEqual([200, Code.OPERATION_FAILED]);
    expect(seventh.msg).toContain(String(COMPLAINT_FILES_MAX));

    const done = await seeded(2, ComplaintKind.ORDER, ComplaintStatus.COMPLETED);
    expect((await upload(admin, done.id, 'late.png', PNG)).status).toBe(Code.COMPLAINT_STATUS_WRONG);
  });

  it('refuses a PDF or text as an order complaint image, an oversized file, with 400 naming body/file; a foreign complaint 404', async () => {
    const row = { id: await insertComplaint(h.app.db, { orgId: 2, deptId: 204, kind: ComplaintKind.ORDER, status: 2, createdAt: h.clock.now() }) };
    for (const body of [PDF, Buffer.from('<script>')]) {
      const reply = await upload(admin, row.id, 'x.png', body);
      expect([reply.http, reply.status]).toEqual([400, Code.BAD_INPUT]);
      expect(reply.msg).toContain('body/file');
    }
    const big = await upload(admin, row.id, 'big.png', Buffer.concat([PNG, Buffer.alloc(70 * 1024)]));
    expect([big.http, big.msg.includes('body/file')]).toEqual([400, true]);
    expect((await upload(stranger, row.id, 'a.png', PNG)).http).toBe(404);
  });
});

describe('risk complaints', () => {
  it('handling closes it (4), the pending count and the platform\'s summed badge drop by one; a second handling 20601', async () => {
    const platform = await tokenFor(h.app, '13800000003');
    const row = await seeded(1, ComplaintKind.RISK, ComplaintStatus.PENDING);
    const count = async () => (await call<number>(h.app, 'GET', riskComplaintCountPending.path, { token: platform })).data;
    const [pendingBefore, badgeBefore] = [await count(), (await badges(platform)).complaintTotal];
    const file = await upload(platform, row.id, '交易凭证.pdf', PDF, true);
    expect(file.status, file.msg).toBe(200);
    expect(file.data?.contentType).toBe('application/pdf');
    const reply = await handle(platform, { id: row.id, action: 'reject', note: '交易为本人操作，已提交凭证' }, true);
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data).toMatchObject({ status: ComplaintStatus.COMPLETED, handledTime: h.clock.now(), files: [expect.objectContaining({ name: '交易凭证.pdf' })] });
    expect(await count()).toBe(pendingBefore - 1);
    expect((await badges(platform)).complaintTotal).toBe(badgeBefore - 1);
    expect((await handle(platform, { id: row.id, action: 'explain', note: 'x' }, true)).status).toBe(Code.COMPLAINT_STATUS_WRONG);
    expect((await upload(platform, row.id, 'late.pdf', PDF, true)).status).toBe(Code.COMPLAINT_STATUS_WRONG);
  });

  it('an order complaint is not a risk complaint: the risk routes answer 404 for it', async () => {
    const row = await seeded(2, ComplaintKind.ORDER, ComplaintStatus.PENDING);
    expect((await handle(admin, { id: row.id, action: 'explain', note: 'x' }, true)).http).toBe(404);
    expect((await upload(admin, row.id, 'a.pdf', PDF, true)).http).toBe(404);
    expect(await statusOf(row.id)).toBe(ComplaintStatus.PENDING);
  });
});
