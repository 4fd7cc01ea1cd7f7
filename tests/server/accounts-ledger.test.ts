import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amountOwingNotify, merchantInfo, operatorAccountDeduct, operatorAccountExport, operatorAccountMovements, operatorAccountRecharge,
} from '../../src/core/contract/api/accounts.ts';
import type { AccountMovement, MerchantInfo, MovementResult } from '../../src/core/contract/api/accounts.ts';
import { Code, CHECK_WINDOW_DAYS } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

/** Issue 13 §3: recharge and deduct the operator account, a ledger of every movement, idempotent, exact under concurrency. */
let h: Harness;
let finance: string; // 李秀英: 速达便利 (org 6, watched, 12.34 against a 500.00 threshold), account:recharge
let admin: string; // 赵敏: 鲜食优选 (org 2), *:*:*
beforeAll(async () => {
  h = await createHarness();
  finance = await tokenFor(h.app, '13800000002');
  admin = await tokenFor(h.app, '13800000007');
});
afterAll(() => h.close());

const DAY = 24 * 3_600_000;
let sequence = 0;
const requestId = () => `test-${Date.now().toString(36)}-${(sequence += 1)}`;
const post = <T>(path: string, body: unknown, token: string) => call<T>(h.app, 'POST', path, { token, body });
const balanceOf = async (token: string) => (await call<MerchantInfo>(h.app, 'GET', merchantInfo.path, { token })).data.balance;

describe('recharge and deduct', () => {
  it('a recharge adds cents to the balance and writes a ledger row naming who and why', async () => {
    const before = await balanceOf(admin);
    const id = requestId();
    const reply = await post<MovementResult>(operatorAccountRecharge.path, { requestId: id, amount: 12_345, remark: ' 线下转账 ' }, admin);
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data.balance).toBe(before + 12_345);
    expect(reply.data.replayed).toBe(false);
    expect(reply.data.movement).toMatchObject({ requestId: id, kind: 'recharge', amount: 12_345, balanceAfter: before + 12_345, remark: '线下转账', operatorName: '赵敏' });
    expect(await balanceOf(admin)).toBe(before + 12_345);
    const ledger = await call<Paged<AccountMovement>>(h.app, 'GET', `${operatorAccountMovements.path}?limit=5`, { token: admin });
    expect(ledger.data.rows[0]).toEqual(reply.data.movement);
  });

  it('the same request id again moves nothing and answers the first result; with another amount it is refused', async () => {
    const id = requestId();
    const first = await post<MovementResult>(operatorAccountDeduct.path, { requestId: id, amount: 100 }, admin);
    const again = await post<MovementResult>(operatorAccountDeduct.path, { requestId: id, amount: 100 }, admin);
    expect(again.status).toBe(200);
    expect(again.data.replayed).toBe(true);
    expect(again.data.movement).toEqual(first.data.movement);
    expect(await balanceOf(admin)).toBe(first.data.balance);
    const other = await post(operatorAccountDeduct.path, { requestId: id, amount: 200 }, admin);
    expect([other.http, other.status, other.msg]).toEqual([200, Code.OPERATION_FAILED, '请求编号已被另一笔操作使用']);
    const otherKind = await post(operatorAccountRecharge.path, { requestId: id, amount: 100 }, admin);
    expect(otherKind.status).toBe(Code.OPERATION_FAILED);
    expect(await balanceOf(admin)).toBe(first.data.balance);
  });

  it(`a deduction below zero is refused (${Code.OPERATION_FAILED} 账户余额不足) and nothing moves`, async () => {
    const before = await balanceOf(admin);
    const reply = await post(operatorAccountDeduct.path, { requestId: requestId(), amount: before + 1 }, admin);
    expect([reply.http, reply.status, reply.msg]).toEqual([200, Code.OPERATION_FAILED, '账户余额不足']);
    expect(await balanceOf(admin)).toBe(before);
    const exact = await post<MovementResult>(operatorAccountDeduct.path, { requestId: requestId(), amount: before }, admin);
    expect(exact.data.balance).toBe(0);
    await post(operatorAccountRecharge.path, { requestId: requestId(), amount: before }, admin);
  });

  it('concurrent recharges and deductions keep the ledger exact: each balance follows the one before', async () => {
    const before = await balanceOf(admin);
    const moves = Array.from({ length: 24 }, (_, index) => ({ kind: index % 3 === 0 ? 'deduct' : 'recharge', amount: 100 + index }));
    const replies = await Promise.all(
      moves.map((move) => post<MovementResult>(move.kind === 'deduct' ? operatorAccountDeduct.path : operatorAccountRecharge.path, { requestId: requestId(), amount: move.amount }, admin)),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const expected = before + moves.reduce((sum, move) => sum + (move.kind === 'deduct' ? -move.amount : move.amount), 0);
    expect(await balanceOf(admin)).toBe(expected);
    const ledger = await call<Paged<AccountMovement>>(h.app, 'GET', `${operatorAccountMovements.path}?limit=24`, { token: admin });
    const chain = [...ledger.data.rows].reverse();
    let balance = before;
    for (const row of chain) {
      balance += row.kind === 'recharge' ? row.amount : -row.amount;
      expect(row.balanceAfter).toBe(balance);
    }
    expect(balance).toBe(expected);
  });

  it('a recharge lifting the balance to the threshold ends the low-balance notice; a deduction below it brings it back', async () => {
    const window = () => `${amountOwingNotify.path}?startTime=${h.clock.now() - CHECK_WINDOW_DAYS * DAY}&endTime=${h.clock.now()}`;
    expect((await call<boolean>(h.app, 'GET', window(), { token: finance })).data).toBe(false);
    const balance = await balanceOf(finance);
    const lift = 50_000 - balance;
    const recharge = await post<MovementResult>(operatorAccountRecharge.path, { requestId: requestId(), amount: lift }, finance);
    expect(recharge.data.balance).toBe(50_000);
    expect((await call<boolean>(h.app, 'GET', window(), { token: finance })).data).toBe(true);
    await post(operatorAccountDeduct.path, { requestId: requestId(), amount: 1 }, finance);
    expect((await call<boolean>(h.app, 'GET', window(), { token: finance })).data).toBe(false);
    await post(operatorAccountRecharge.path, { requestId: requestId(), amount: 1 }, finance);
  });

  it('each organisation has its own account and ledger; request ids are per organisation', async () => {
    const id = requestId();
    const north = await tokenFor(h.app, '13900000001');
    const mine = await post<MovementResult>(operatorAccountRecharge.path, { requestId: id, amount: 500 }, admin);
    const financeBefore = await balanceOf(finance);
    const theirs = await post<MovementResult>(operatorAccountRecharge.path, { requestId: id, amount: 500 }, finance);
    expect(theirs.data.replayed).toBe(false);
    expect(theirs.data.balance).toBe(financeBefore + 500);
    const ledger = await call<Paged<AccountMovement>>(h.app, 'GET', `${operatorAccountMovements.path}?limit=100`, { token: finance });
    expect(ledger.data.rows.some((row) => row.id === mine.data.movement.id)).toBe(false);
    const northern = await call<Paged<AccountMovement>>(h.app, 'GET', `${operatorAccountMovements.path}?limit=100`, { token: north });
    expect(northern.data.rows.some((row) => row.id === mine.data.movement.id || row.id === theirs.data.movement.id)).toBe(false);
  });

  it('needs account:recharge: operator staff without it (403), even with a valid body; nothing moves', async () => {
    const staff = await tokenFor(h.app, '13800000001', 1003);
    const before = await balanceOf(finance);
    const reply = await post(operatorAccountRecharge.path, { requestId: requestId(), amount: 100 }, staff);
    expect(reply.http).toBe(403);
    expect(await balanceOf(finance)).toBe(before);
  });

  it.each([
    [{ requestId: 'short', amount: 100 }, 'requestId'],
    [{ requestId: requestId(), amount: 0 }, 'amount'],
    [{ requestId: requestId(), amount: 1.5 }, 'amount'],
    [{ requestId: requestId(), amount: 100_000_001 }, 'amount'],
    [{ requestId: requestId() }, 'amount'],
    [{ requestId: requestId(), amount: 1, remark: 'x'.repeat(201) }, 'remark'],
    [{ requestId: requestId(), amount: 1, balance: 5 }, 'balance'],
  ])('bad input %j → 400 naming %s', async (body, field) => {
    const reply = await post(operatorAccountRecharge.path, body, admin);
    expect(reply.http).toBe(400);
    expect(reply.msg).toContain(field);
  });
});

describe('ledger export', () => {
  it('an .xlsx of the filtered ledger, amounts in yuan with 2 decimals', async () => {
    await post(operatorAccountRecharge.path, { requestId: requestId(), amount: 1_050, remark: '导出检查' }, finance);
    const raw = await h.app.inject({ method: 'GET', url: `${operatorAccountExport.path}?kind=recharge`, headers: { authorization: `Bearer ${finance}` } });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, '时间', '类型', '金额（元）', '余额（元）', '备注', '操作人', '请求编号']);
    const kinds = new Set<unknown>();
    sheet.eachRow((row, index) => index > 1 && kinds.add(row.getCell(2).value));
    expect([...kinds]).toEqual(['充值']);
    expect(sheet.getRow(2).getCell(3).value).toBe('+10.50');
    expect(sheet.getRow(2).getCell(5).value).toBe('导出检查');
  });
});
