import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coolerCompressorImport } from '../../src/core/contract/api/cooler.ts';
import { prePaidFeeStrategyImport } from '../../src/core/contract/api/accounts.ts';
import { healthCheck } from '../../src/core/contract/api/meta.ts';
import { Code } from '../../src/core/contract/index.ts';
import { createHarness, tokenFor, type Harness } from './harness.ts';

/**
 * Import bombs: a small .xlsx whose sheet unpacks to 4 million rows, and a 2 MB .csv of a million tiny rows, sent to
 * the imports over HTTP. Each is refused within 2 s with a clear message, while /api/health answers within 100 ms.
 */
let h: Harness;
let admin: string;
let base: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await tokenFor(h.app, '13800000007');
  base = await h.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => h.close());

const ROWS = 4_000_000;
const ROW = '<row><c t="inlineStr"><is><t>1</t></is></c></row>';

const packed = new Map<Buffer, Buffer>();
const packedOf = (data: Buffer): Buffer => packed.get(data) ?? packed.set(data, deflateRawSync(data, { level: 9 })).get(data) as Buffer;

/** A zip of `parts` (deflated), the central directory declaring `declared(name, size)` as each part's size. */
function zip(parts: Array<[string, Buffer, number]>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data, size] of parts) {
    const packed = packedOf(data);
    const fileName = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(header, fileName, packed);
    central.push(entry, fileName);
    offset += header.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An .xlsx of one sheet with 4 million inline rows; its directory declares the sheet's size, or `declared`. */
let sheet: Buffer | undefined;
function xlsxBomb(declared?: number): Buffer {
  sheet ??= Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${ROW.repeat(ROWS)}</sheetData></worksheet>`,
  );
  const text = (value: string): Buffer => Buffer.from(value);
  const part = (name: string, data: Buffer, size = data.length): [string, Buffer, number] => [name, data, size];
  return zip([
    part('[Content_Types].xml', text('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>')),
    part('xl/workbook.xml', text('<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>')),
    part('xl/_rels/workbook.xml.rels', text('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>')),
    part('xl/worksheets/sheet1.xml', sheet, declared ?? sheet.length),
  ]);
}

function multipart(name: string, body: Buffer): { body: Buffer; type: string } {
  const boundary = `----bomb${Math.random().toString(16).slice(2)}`;
  return {
    body: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Sends `file` to `path` while asking /api/health every 20 ms; the answer, its time and the slowest health answer,
 * with the limits they must keep: 2 s and 100 ms, or on a machine busy enough to miss those with any upload, four times
 * what a file of the same name and size that holds only the letter a (refused once read) takes in the same run. An unpacking
 * bomb that is not stopped takes tens of seconds and freezes the health answers for as long, so it misses either.
 * A run whose figures miss is measured again (up to 3 runs), a freeze misses every run.
 */
async function sendWhileProbing(path: string, name: string, file: Buffer) {
  const within = (outcome: { took: number; slowest: number }, limits: { took: number; slowest: number }) =>
    outcome.took < limits.took && outcome.slowest < limits.slowest;
  let limits = { took: 2_000, slowest: 100 };
  let outcome = await sendOnce(path, name, file);
  for (let run = 1; run < 3 && !within(outcome, limits); run += 1) {
    const reference = await sendOnce(path, name, Buffer.alloc(file.length, 0x61));
    limits = { took: Math.max(2_000, 4 * reference.took), slowest: Math.max(100, 4 * reference.slowest) };
    outcome = await sendOnce(path, name, file);
  }
  return { ...outcome, limits };
}

async function sendOnce(path: string, name: string, file: Buffer) {
  const upload = multipart(name, file);
  let slowest = 0;
  let probes = 0;
  let sending = true;
  const probing = (async () => {
    while (sending) {
      const started = performance.now();
      const health = await fetch(`${base}${healthCheck.path}`);
      await health.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      probes += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST', body: new Uint8Array(upload.body), headers: { authorization: `Bearer ${admin}`, 'content-type': upload.type },
  });
  const answer = (await response.json()) as { status: number; msg: string };
  const took = performance.now() - started;
  const grew = process.memoryUsage().rss - rssBefore;
  sending = false;
  await probing;
  return { http: response.status, answer, took, slowest, probes, grew };
}

describe('import bombs', () => {
  it('refuses a small .xlsx unpacking to 4 million rows by its declared size, within 2 s, health answering meanwhile', async () => {
    const bomb = xlsxBomb();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const outcome = await sendWhileProbing(prePaidFeeStrategyImport.path, 'bomb.xlsx', bomb);
    expect(outcome.http).toBe(400);
    expect(outcome.answer).toMatchObject({ status: Code.BAD_INPUT, msg: expect.stringContaining('unpacks to more than 32 MB') });
    expect(outcome.took).toBeLessThan(outcome.limits.took);
    expect(outcome.slowest).toBeLessThan(outcome.limits.slowest);
    expect(outcome.grew).toBeLessThan(300 * 1024 * 1024);
  });

  it('stops inflating a sheet past the size its directory declares', async () => {
    const outcome = await sendWhileProbing(prePaidFeeStrategyImport.path, 'bomb.xlsx', xlsxBomb(1024));
    expect(outcome.http).toBe(400);
    expect(outcome.answer.msg).toContain('xl/worksheets/sheet1.xml unpacks to more than declared');
    expect(outcome.took).toBeLessThan(outcome.limits.took);
    expect(outcome.slowest).toBeLessThan(outcome.limits.slowest);
  });

  it('stops reading a sheet whose directory lies within the limits at the first row past 500 (603)', async () => {
    const outcome = await sendWhileProbing(prePaidFeeStrategyImport.path, 'bomb.xlsx', xlsxBomb(16 * 1024 * 1024));
    expect(outcome.http).toBe(200);
    expect(outcome.answer).toMatchObject({ status: Code.IMPORT_TOO_MANY_ROWS, msg: '导入最多允许500行' });
    expect(outcome.took).toBeLessThan(outcome.limits.took);
    expect(outcome.slowest).toBeLessThan(outcome.limits.slowest);
  });

  it('refuses a 2 MB .csv of tiny rows to the cooler compressor import at the first row past 500 (603), within 2 s', async () => {
    const csv = Buffer.from(`设备编号,开启时间,关闭时间\n${'a,08:00,09:00\n'.repeat(Math.floor(2_000_000 / 14) - 2)}`);
    expect(csv.length).toBeGreaterThan(1_900_000);
    const outcome = await sendWhileProbing(coolerCompressorImport.path, 'bomb.csv', csv);
    expect(outcome.http).toBe(200);
    expect(outcome.answer).toMatchObject({ status: Code.IMPORT_TOO_MANY_ROWS, msg: '导入最多允许500行' });
    expect(outcome.took).toBeLessThan(outcome.limits.took);
    expect(outcome.slowest).toBeLessThan(outcome.limits.slowest);
    expect(outcome.grew).toBeLessThan(300 * 1024 * 1024);
  });

  it('still takes an ordinary .csv', async () => {
    const csv = Buffer.from('\uFEFF策略名称,计费方式,单价（元/台/月）,交易额分成（%）,状态\n"冷柜,月租 ""A""",按台按月,30,,启用\n');
    const upload = multipart('fees.csv', csv);
    const response = await fetch(`${base}${prePaidFeeStrategyImport.path}`, {
      method: 'POST', body: new Uint8Array(upload.body), headers: { authorization: `Bearer ${admin}`, 'content-type': upload.type },
    });
    expect(await response.json()).toMatchObject({ status: 200, data: { imported: 1, errors: [] } });
  });
});
