import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  platformFeeBillDetail, platformFeeBillPage, prePaidFeeStrategyCreate, prePaidFeeStrategyImport, prePaidFeeStrategyPage,
  prePaidFeeStrategyTemplate, prePaidFeeStrategyUpdate, serviceChargeOrderCancel, serviceChargeOrderCreate, serviceChargeOrderDetails,
  STRATEGY_IMPORT_HEADERS, STRATEGY_IMPORT_HEADERS_EN,
} from '../../src/core/contract/api/accounts.ts';
import type { PlatformFeeBill, PlatformFeeBillDetail, PrepaidFeeStrategy, ServiceChargeDetail } from '../../src/core/contract/api/accounts.ts';
import type { ImportReport } from '../../src/core/contract/api/imports.ts';
import { Code, FeeType, ServiceChargeStatus } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

/** Issue 13 §3 and §7: service charges created and cancelled, fee strategies created, edited and imported, a bill's detail. */
let h: Harness;
let admin: string; // 赵敏, 鲜食优选 (org 2), *:*:*
let finance: string; // 李秀英, 速达便利 (org 6), finance:btn
beforeAll(async () => {
  h = await createHarness();
  admin = await tokenFor(h.app, '13800000007');
  finance = await tokenFor(h.app, '13800000002');
});
afterAll(() => h.close());

const send = <T>(method: string, path: string, body: unknown, token: string) => call<T>(h.app, method, path, { token, body });
const url = (path: string, id: number) => path.replace(':id', String(id));

describe('service-charge orders', () => {
  it('create → unpaid, with a new order number and its creator; cancel → cancelled; cancelling again → 20600', async () => {
    const created = await send<ServiceChargeDetail>('POST', serviceChargeOrderCreate.path, { item: ' 设备流量费（年度） ', deviceCount: 3, amount: 54_000, deptId: 204 }, admin);
    expect(created.status, created.msg).toBe(200);
    expect(created.data).toMatchObject({ item: '设备流量费（年度）', deviceCount: 3, amount: 54_000, status: ServiceChargeStatus.UNPAID, deptId: 204, creatorName: '赵敏', cancelTime: null });
    expect(created.data.orderNo).toMatch(/^FW\d{8}\d{6}$/);
    const cancelled = await send<ServiceChargeDetail>('PUT', url(serviceChargeOrderCancel.path, created.data.id), undefined, admin);
    expect(cancelled.data).toMatchObject({ status: ServiceChargeStatus.CANCELLED, cancellerName: '赵敏', cancelTime: h.clock.now() });
    const again = await send('PUT', url(serviceChargeOrderCancel.path, created.data.id), undefined, admin);
    expect([again.http, again.status, again.msg]).toEqual([200, Code.ORDER_STATUS_WRONG, '订单状态有误，请刷新']);
    const details = await call<ServiceChargeDetail>(h.app, 'GET', url(serviceChargeOrderDetails.path, created.data.id), { token: admin });
    expect(details.data).toEqual(cancelled.data);
  });

  it('another organisation\'s order answers 404 to details and cancel; a department outside the subtree is 400 naming deptId', async () => {
    const created = await send<ServiceChargeDetail>('POST', serviceChargeOrderCreate.path, { item: 'SIM卡年费', deviceCount: 1, amount: 3_600 }, admin);
    expect((await call(h.app, 'GET', url(serviceChargeOrderDetails.path, created.data.id), { token: finance })).http).toBe(404);
    expect((await send('PUT', url(serviceChargeOrderCancel.path, created.data.id), undefined, finance)).http).toBe(404);
    const outside = await send('POST', serviceChargeOrderCreate.path, { item: 'x', deviceCount: 1, amount: 1, deptId: 602 }, admin);
    expect(outside.http).toBe(400);
    expect(outside.msg).toContain('deptId');
  });

  it.each([
    [{ deviceCount: 1, amount: 1 }, 'item'],
    [{ item: '   ', deviceCount: 1, amount: 1 }, 'item'],
    [{ item: 'x', deviceCount: -1, amount: 1 }, 'deviceCount'],
    [{ item: 'x', deviceCount: 1, amount: 0 }, 'amount'],
  ])('bad input %j → 400 naming %s', async (body, field) => {
    const reply = await send('POST', serviceChargeOrderCreate.path, body, admin);
    expect(reply.http).toBe(400);
    expect(reply.msg).toContain(field);
  });

  it('needs finance:btn: operator staff without it get 403', async () => {
    const staff = await tokenFor(h.app, '13800000001', 1003);
    expect((await send('POST', serviceChargeOrderCreate.path, { item: 'x', deviceCount: 1, amount: 1 }, staff)).http).toBe(403);
  });
});

describe('prepaid fee strategies', () => {
  it('create and edit; the page shows the change; a name already used (any case, trimmed) → 10005', async () => {
    const created = await send<PrepaidFeeStrategy>('POST', prePaidFeeStrategyCreate.path, { name: '夏季流量费', feeType: FeeType.PER_DEVICE_MONTH, unitPrice: 1_200, status: 1 }, admin);
    expect(created.status, created.msg).toBe(200);
    expect(created.data).toMatchObject({ name: '夏季流量费', unitPrice: 1_200, rateBasisPoints: 0, deptId: 200 });
    const edited = await send<PrepaidFeeStrategy>('PUT', prePaidFeeStrategyUpdate.path, { id: created.data.id, name: '夏季交易分成', feeType: FeeType.SALES_SHARE, rateBasisPoints: 80, unitPrice: 999, status: 0 }, admin);
    expect(edited.data).toMatchObject({ name: '夏季交易分成', feeType: FeeType.SALES_SHARE, unitPrice: 0, rateBasisPoints: 80, status: 0 });
    const page = await call<Paged<PrepaidFeeStrategy>>(h.app, 'GET', `${prePaidFeeStrategyPage.path}?keyword=夏季`, { token: admin });
    expect(page.data.rows).toEqual([edited.data]);
    const duplicate = await send('POST', prePaidFeeStrategyCreate.path, { name: ' 鲜食优选标准流量费 ', feeType: 1, unitPrice: 1, status: 1 }, admin);
    expect([duplicate.http, duplicate.status, duplicate.msg]).toEqual([200, Code.DUPLICATE_NAME, '名称重复']);
    const renamed = await send('PUT', prePaidFeeStrategyUpdate.path, { id: created.data.id, name: '便利店交易分成', feeType: 2, rateBasisPoints: 1, status: 1 }, admin);
    expect(renamed.status).toBe(Code.DUPLICATE_NAME);
    // Keeping its own name is no duplicate; another organisation may use the same name.
    expect((await send('PUT', prePaidFeeStrategyUpdate.path, { id: created.data.id, name: '夏季交易分成', feeType: 2, rateBasisPoints: 90, status: 1 }, admin)).status).toBe(200);
    expect((await send('POST', prePaidFeeStrategyCreate.path, { name: '夏季交易分成', feeType: 2, rateBasisPoints: 90, status: 1 }, finance)).status).toBe(200);
  });

  it('another organisation\'s strategy answers 404 to an edit', async () => {
    const page = await call<Paged<PrepaidFeeStrategy>>(h.app, 'GET', prePaidFeeStrategyPage.path, { token: admin });
    const reply = await send('PUT', prePaidFeeStrategyUpdate.path, { id: page.data.rows[0].id, name: '别人的', feeType: 1, unitPrice: 1, status: 1 }, finance);
    expect(reply.http).toBe(404);
  });

  it.each([
    [{ feeType: 1, unitPrice: 1, status: 1 }, 'name'],
    [{ name: '  ', feeType: 1, unitPrice: 1, status: 1 }, 'name'],
    [{ name: 'a', feeType: 3, unitPrice: 1, status: 1 }, 'feeType'],
    [{ name: 'a', feeType: 1, status: 1 }, 'unitPrice'],
    [{ name: 'a', feeType: 2, rateBasisPoints: 0, status: 1 }, 'rateBasisPoints'],
    [{ name: 'a', feeType: 2, rateBasisPoints: 10_001, status: 1 }, 'rateBasisPoints'],
    [{ name: 'a', feeType: 1, unitPrice: 1, status: 2 }, 'status'],
    [{ name: 'x'.repeat(51), feeType: 1, unitPrice: 1, status: 1 }, 'name'],
  ])('bad input %j → 400 naming %s', async (body, field) => {
    const reply = await send('POST', prePaidFeeStrategyCreate.path, body, admin);
    expect(reply.http).toBe(400);
    expect(reply.msg).toContain(field);
  });
});

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function multipart(name: string, body: Buffer) {
  const boundary = `----backroom${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function importFile(token: string, name: string, body: Buffer) {
  const { payload, headers } = multipart(name, body);
  const raw = await h.app.inject({ method: 'POST', url: prePaidFeeStrategyImport.path, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  return { http: raw.statusCode, ...(raw.json() as { status: number; msg: string; data: ImportReport }) };
}

const HEADER = Object.values(STRATEGY_IMPORT_HEADERS);
const strategyRows = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => [`${prefix}${i}`, i % 2 ? '交易额分成' : 1, i % 2 ? '' : '15.5', i % 2 ? '0.75' : '', '启用']);

describe('strategy import', () => {
  it('takes 500 rows whole: prices in yuan and shares in percent become cents and basis points', async () => {
    const reply = await importFile(finance, 'strategies.xlsx', await workbook([HEADER, ...strategyRows(500, '导入策略')]));
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data).toEqual({ imported: 500, errors: [] });
    const page = await call<Paged<PrepaidFeeStrategy>>(h.app, 'GET', `${prePaidFeeStrategyPage.path}?keyword=导入策略&limit=100`, { token: finance });
    expect(page.data.total).toBe(500);
    const byName = new Map(page.data.rows.map((row) => [row.name, row]));
    const first = [...byName.values()].find((row) => row.feeType === FeeType.PER_DEVICE_MONTH)!;
    expect(first.unitPrice).toBe(1_550);
    const share = [...byName.values()].find((row) => row.feeType === FeeType.SALES_SHARE)!;
    expect(share.rateBasisPoints).toBe(75);
  });

  it(`refuses 501 rows with ${Code.IMPORT_TOO_MANY_ROWS} and an empty file with ${Code.IMPORT_FILE_EMPTY}; nothing is taken`, async () => {
    const many = await importFile(admin, 'many.xlsx', await workbook([HEADER, ...strategyRows(501, '超额')]));
    expect([many.http, many.status, many.msg]).toEqual([200, Code.IMPORT_TOO_MANY_ROWS, '导入最多允许500行']);
    const empty = await importFile(admin, 'empty.csv', Buffer.from(`${HEADER.join(',')}\n`));
    expect([empty.http, empty.status, empty.msg]).toEqual([200, Code.IMPORT_FILE_EMPTY, '导入文件为空']);
    const page = await call<Paged<PrepaidFeeStrategy>>(h.app, 'GET', `${prePaidFeeStrategyPage.path}?keyword=超额`, { token: admin });
    expect(page.data.total).toBe(0);
  });

  it('a wrong cell anywhere takes nothing and reports each by row and column (csv too)', async () => {
    const csv = [
      HEADER.join(','),
      '批量一,1,10,,1',
      '批量二,1,,,1',
      '批量一,2,,0.5,启用',
      '鲜食优选标准流量费,1,1,,1',
      '批量四,2,,150,停用',
    ].join('\n');
    const reply = await importFile(admin, 'bad.csv', Buffer.from(`\uFEFF${csv}`));
    expect(reply.status).toBe(200);
    expect(reply.data.imported).toBe(0);
    expect(reply.data.errors.map((e) => [e.row, e.column])).toEqual(expect.arrayContaining([
      [3, STRATEGY_IMPORT_HEADERS.unitPriceYuan],
      [4, STRATEGY_IMPORT_HEADERS.name],
      [5, STRATEGY_IMPORT_HEADERS.name],
      [6, STRATEGY_IMPORT_HEADERS.sharePercent],
    ]));
    expect(reply.data.errors.some((e) => e.row === 2)).toBe(false);
    // Cells of the wrong form, each once (the rules between cells need cells of the right form).
    const form = await importFile(admin, 'form.csv', Buffer.from([HEADER.join(','), '批量五,9,1,,1', '批量六,1,1.234,,是'].join('\n')));
    expect(form.data.errors.map((e) => [e.row, e.column])).toEqual([
      [2, STRATEGY_IMPORT_HEADERS.feeType], [3, STRATEGY_IMPORT_HEADERS.unitPriceYuan], [3, STRATEGY_IMPORT_HEADERS.status],
    ]);
    const page = await call<Paged<PrepaidFeeStrategy>>(h.app, 'GET', `${prePaidFeeStrategyPage.path}?keyword=批量`, { token: admin });
    expect(page.data.total).toBe(0);
  });

  it('five different mistakes give five messages at once, in Chinese and English, naming the column and what it takes', async () => {
    const file = await workbook([
      HEADER,
      ['', '按台按月', '30', '', '启用'], // no name
      ['错一', '包月', '30', '', '启用'], // a fee type that is none of the two
      ['错二', '按台按月', '三十元', '', '启用'], // a price that is not an amount
      ['错三', '交易额分成', '', '150', '启用'], // a share above 100 %
      ['错四', '按台按月', '30', '', '是'], // a status that is none of the two
    ]);
    const reply = await importFile(admin, 'five.xlsx', file);
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data.imported).toBe(0);
    expect(reply.data.errors.map((e) => [e.row, e.column])).toEqual([
      [2, STRATEGY_IMPORT_HEADERS.name], [3, STRATEGY_IMPORT_HEADERS.feeType], [4, STRATEGY_IMPORT_HEADERS.unitPriceYuan],
      [5, STRATEGY_IMPORT_HEADERS.sharePercent], [6, STRATEGY_IMPORT_HEADERS.status],
    ]);
    const messages = reply.data.errors.map((e) => e.message);
    expect(messages).toEqual([
      '策略名称：必填',
      '计费方式：“包月”不可用，只能填 1（按台按月）、2（交易额分成）',
      '单价（元/台/月）：“三十元”不是有效数值，须为金额（元），数字，最多两位小数，如 30 或 30.50',
      '交易额分成（%）：计费方式为交易额分成时必填，须在 0.01 到 100 之间',
      '状态：“是”不可用，只能填 1（启用）、0（停用）',
    ]);
    for (const error of reply.data.errors) {
      expect(error.message.startsWith(`${error.column}：`)).toBe(true);
      expect(error.message).not.toMatch(/pattern|\^|\$/);
      expect(error.messageEn).toMatch(new RegExp(`^${error.columnEn?.replace(/[()%]/g, '\\$&')}: `));
      // Only what the file holds (quoted) may be Chinese in the English message.
      expect(error.messageEn?.replace(/"[^"]*"/g, '')).not.toMatch(/[\u4e00-\u9fff]/);
    }
    expect(reply.data.errors[1].messageEn).toBe('Fee type: "包月" is not allowed; use 1 (Per device per month), 2 (Share of turnover)');
  });

  it('takes the English headers and values as well', async () => {
    const reply = await importFile(admin, 'english.csv', Buffer.from(
      [Object.values(STRATEGY_IMPORT_HEADERS_EN).join(','), 'English one,Per device per month,12,,Enabled', 'English two,2,,3.5,0'].join('\n'),
    ));
    expect(reply.data).toEqual({ imported: 2, errors: [] });
  });

  it('needs finance:btn (403); the template has the headers, an example row and a sheet of allowed values offered as lists', async () => {
    const staff = await tokenFor(h.app, '13800000001', 1003);
    expect((await importFile(staff, 'a.xlsx', await workbook([HEADER, ...strategyRows(1, '无权')]))).http).toBe(403);
    const raw = await h.app.inject({ method: 'GET', url: prePaidFeeStrategyTemplate.path, headers: { authorization: `Bearer ${admin}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    const [sheet, values] = book.worksheets;
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(sheet.getRow(2).values).toEqual([undefined, '华东按台月费', '按台按月', '30.00', '', '启用']);
    const listed = values.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(2, 4));
    expect(listed).toEqual([['按台按月', '1'], ['交易额分成', '2'], ['启用', '1'], ['停用', '0']]);
    expect(sheet.getCell('B2').dataValidation).toMatchObject({ type: 'list', formulae: [`'${values.name}'!$B$2:$B$3`] });
    expect(sheet.getCell('E501').dataValidation).toMatchObject({ type: 'list', formulae: [`'${values.name}'!$B$4:$B$5`] });
    // The template's example row imports as it is.
    const example = await importFile(admin, 'template.xlsx', raw.rawPayload);
    expect(example.data).toEqual({ imported: 1, errors: [] });
  });
});

describe('platform fee bill detail', () => {
  it('the platform reads a bill it issued with the price per device; others get 404', async () => {
    const platform = await tokenFor(h.app, '13800000003');
    const page = await call<Paged<PlatformFeeBill>>(h.app, 'GET', platformFeeBillPage.path, { token: platform });
    const bill = page.data.rows.find((row) => row.deviceCount > 0)!;
    const detail = await call<PlatformFeeBillDetail>(h.app, 'GET', url(platformFeeBillDetail.path, bill.id), { token: platform });
    expect(detail.data).toMatchObject({ ...bill, unitPrice: bill.amount / bill.deviceCount });
    expect(detail.data.billedOrgBalance).toEqual(expect.any(Number));
    expect((await call(h.app, 'GET', url(platformFeeBillDetail.path, bill.id), { token: admin })).http).toBe(404);
  });
});
