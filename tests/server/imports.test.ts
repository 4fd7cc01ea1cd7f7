import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IntEnum, T } from '../../src/core/contract/api/schema.ts';
import { Code } from '../../src/core/contract/index.ts';
import { importTemplate, parseRows, readTable } from '../../server/imports/read.ts';
import type { ImportColumns } from '../../server/imports/read.ts';

/** The one import flow (spec §5, issue 13 §7): .xlsx and .csv, 500 rows at most (603), empty refused (604), all or nothing. */
const Row = T.Object({
  code: T.String({ minLength: 1, maxLength: 32 }),
  mode: IntEnum<0 | 1>([0, 1], '0 off, 1 on'),
  minutes: T.Optional(T.Integer({ minimum: 1, maximum: 1440 })),
});
const COLUMNS: ImportColumns<typeof Row> = [
  { key: 'code', header: '设备编号' },
  { key: 'mode', header: '压缩机开关' },
  { key: 'minutes', header: '持续分钟' },
];

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('s');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const header = ['设备编号', '压缩机开关', '持续分钟'];
const rows = (n: number) => Array.from({ length: n }, (_, i) => [`XS-CL-${i}`, i % 2, 30]);

describe('the import flow', () => {
  it('takes 500 rows of an .xlsx file', async () => {
    const outcome = parseRows(await readTable('a.xlsx', await xlsx([header, ...rows(500)])), COLUMNS, Row);
    expect(outcome.ok && outcome.rows.length).toBe(500);
    expect(outcome.ok && outcome.rows[1]).toEqual({ code: 'XS-CL-1', mode: 1, minutes: 30 });
  });

  it('refuses 501 rows with 603 and a file without rows with 604', async () => {
    const many = await readTable('a.xlsx', await xlsx([header, ...rows(501)]));
    expect(() => parseRows(many, COLUMNS, Row)).toThrow(expect.objectContaining({ status: Code.IMPORT_TOO_MANY_ROWS }));
    const empty = await readTable('a.xlsx', await xlsx([header, ['', '', '']]));
    expect(() => parseRows(empty, COLUMNS, Row)).toThrow(expect.objectContaining({ status: Code.IMPORT_FILE_EMPTY }));
    expect(() => parseRows([], COLUMNS, Row)).toThrow(expect.objectContaining({ status: Code.IMPORT_FILE_EMPTY }));
  });

  it('reads .csv (with Excel\'s byte-order mark) the same way', async () => {
    const csv = Buffer.from(`\uFEFF${header.join(',')}\nXS-CL-1,1,\nXS-CL-2,0,15\n`);
    const outcome = parseRows(await readTable('a.csv', csv), COLUMNS, Row);
    expect(outcome).toEqual({ ok: true, rows: [{ code: 'XS-CL-1', mode: 1 }, { code: 'XS-CL-2', mode: 0, minutes: 15 }] });
  });

  it('takes nothing when a cell is wrong, and names every wrong cell by row and column', async () => {
    const table = await readTable('a.xlsx', await xlsx([header, ['XS-CL-1', 1, 30], ['', 2, 30], ['XS-CL-3', 1, 'soon']]));
    const outcome = parseRows(table, COLUMNS, Row);
    expect(outcome.ok).toBe(false);
    const errors = outcome.ok ? [] : outcome.errors;
    expect(errors.map((error) => [error.row, error.column])).toEqual(expect.arrayContaining([[3, '设备编号'], [3, '压缩机开关'], [4, '持续分钟']]));
    expect(errors.some((error) => error.row === 2)).toBe(false);
  });

  it('names a missing column, and refuses a file that is not a spreadsheet with 400', async () => {
    const outcome = parseRows(await readTable('a.xlsx', await xlsx([['设备编号'], ['XS-CL-1']])), COLUMNS, Row);
    expect(outcome.ok ? [] : outcome.errors.map((error) => error.column)).toEqual(['压缩机开关', '持续分钟']);
    await expect(readTable('a.xlsx', Buffer.from('not a zip'))).rejects.toMatchObject({ status: Code.BAD_INPUT });
    await expect(readTable('a.pdf', Buffer.from('%PDF'))).rejects.toMatchObject({ status: Code.BAD_INPUT });
  });

  it('makes a template holding the headers', async () => {
    const table = await readTable('t.xlsx', await importTemplate(COLUMNS));
    expect(table).toEqual([header]);
  });
});
