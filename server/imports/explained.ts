// Imports that explain themselves: each wrong cell is reported in Chinese and English, naming its column and what the
// column takes (the allowed values, the form of an amount), never a pattern; every wrong cell of the file at once.
// The template carries an example row and a sheet of the allowed values, which Excel offers as a list in the cells.
import ExcelJS from 'exceljs';
import type { ImportRowError } from '../../src/core/contract/api/imports.ts';
import { IMPORT_MAX_ROWS } from '../../src/core/contract/index.ts';
import { checkImport } from '../../src/core/rules/index.ts';
import { businessError } from '../errors.ts';

/** A value a column takes: what is typed (any of `accepts`) and what it means in both languages. */
export interface AllowedValue {
  accepts: readonly string[];
  zh: string;
  en: string;
}

/** A column of an explained import: its header in both languages, an example cell and, for a list, its values. */
export interface ExplainedColumn<K extends string = string> {
  key: K;
  header: string;
  headerEn: string;
  example: string;
  allowed?: readonly AllowedValue[];
  /** What a free-form column takes, listed on the template's sheet of allowed values. */
  hint?: { zh: string; en: string };
  /** The template's cells hold text (Excel would otherwise turn 08:00 into a time of its own). */
  text?: boolean;
}

/** `1（按台按月）、2（交易额分成）` / `1 (Per device per month), 2 (Share of turnover)`. */
export function allowedList(values: readonly AllowedValue[], lang: 'zh' | 'en'): string {
  return values.map((value) => (lang === 'zh' ? `${value.accepts[0]}（${value.zh}）` : `${value.accepts[0]} (${value.en})`)).join(lang === 'zh' ? '、' : ', ');
}

/** The value a cell names, or undefined when it is none of the allowed ones. */
export function allowedValue(values: readonly AllowedValue[], text: string): AllowedValue | undefined {
  const typed = text.trim().toLowerCase();
  return values.find((value) => value.accepts.some((accepted) => accepted.toLowerCase() === typed) || value.en.toLowerCase() === typed);
}

/** Collects the report: one error per wrong cell, in both languages, each naming its column. */
export class ImportErrors {
  readonly list: ImportRowError[] = [];

  add(row: number, column: ExplainedColumn, zh: string, en: string): void {
    this.list.push({ row, column: column.header, columnEn: column.headerEn, message: `${column.header}：${zh}`, messageEn: `${column.headerEn}: ${en}` });
  }

  /** A cell that must hold one of the column's values. */
  notAllowed(row: number, column: ExplainedColumn, text: string): void {
    const values = column.allowed ?? [];
    this.add(row, column, `“${text}”不可用，只能填 ${allowedList(values, 'zh')}`, `"${text}" is not allowed; use ${allowedList(values, 'en')}`);
  }

  required(row: number, column: ExplainedColumn): void {
    this.add(row, column, '必填', 'required');
  }
}

export interface TableRows {
  /** The data rows that hold a value, each with its spreadsheet row number (the header is row 1), cells by key. */
  rows: Array<{ at: number; cells: Record<string, string> }>;
  /** Columns the header row lacks, already reported. */
  errors: ImportErrors;
}

/**
 * The rows of a table read by server/imports/read.ts, cells by column key. 604 / 603 as spec §5 says (the rule the
 * client runs too); a column the header lacks is reported once, at row 1.
 */
export function explainedRows(table: string[][], columns: readonly ExplainedColumn[]): TableRows {
  const [header = [], ...body] = table;
  const check = checkImport(body);
  if (!check.ok) throw businessError(check.code);
  const errors = new ImportErrors();
  const positions = columns.map((column) => ({ column, index: header.findIndex((cell) => cell === column.header || cell === column.headerEn) }));
  for (const { column, index } of positions) {
    if (index < 0) errors.add(1, column, '缺少此列（请用模板的表头）', 'this column is missing (use the template\'s headers)');
  }
  const rows: TableRows['rows'] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell === '')) return;
    rows.push({ at: index + 2, cells: Object.fromEntries(positions.map(({ column, index: at }) => [column.key, at < 0 ? '' : (cells[at] ?? '').trim()])) });
  });
  return { rows, errors };
}

/** The sheet that lists each list column's values; the import sheet's cells take them from it. */
const VALUES_SHEET = '可选值 Allowed values';

/**
 * The template of an explained import: the headers, one example row (to be replaced), and a second sheet listing the
 * allowed values of each list column, offered as a drop-down in the column's cells (Excel data validation).
 */
export async function explainedTemplate(columns: readonly ExplainedColumn[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入');
  const values = workbook.addWorksheet(VALUES_SHEET);
  sheet.addRow(columns.map((column) => column.header));
  sheet.addRow(columns.map((column) => column.example));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(2).font = { italic: true, color: { argb: 'FF808080' } };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  values.addRow(['列 Column', '可填 Value', '代码 Code', 'Meaning']);
  values.getRow(1).font = { bold: true };
  columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = 22;
    if (column.text) sheet.getColumn(index + 1).numFmt = '@';
    if (column.hint) values.addRow([`${column.header} ${column.headerEn}`, column.hint.zh, '', column.hint.en]);
    if (!column.allowed || column.allowed.length === 0) return;
    const first = values.rowCount + 1;
    for (const value of column.allowed) values.addRow([`${column.header} ${column.headerEn}`, value.zh, value.accepts[0], value.en]);
    const range = `'${VALUES_SHEET}'!$B$${first}:$B$${values.rowCount}`;
    const prompt = allowedList(column.allowed, 'zh');
    for (let row = 2; row <= IMPORT_MAX_ROWS + 1; row += 1) {
      sheet.getCell(row, index + 1).dataValidation = {
        type: 'list', allowBlank: true, formulae: [range], showErrorMessage: true, errorTitle: column.header, error: `只能填 ${prompt}`,
      };
    }
  });
  [18, 12, 20, 28].forEach((width, index) => void (values.getColumn(index + 1).width = width));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
