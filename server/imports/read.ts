// The one import flow (spec §5: at most 500 rows, an empty file refused; issue 13): an .xlsx or .csv file is read
// into rows of text, checked row by row against the import's row schema, and either every row passes or none is
// taken, with a report naming each bad cell by its row and column header.
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { Static, TObject } from 'typebox';
import { Compile } from 'typebox/compile';
import { checkImport } from '../../src/core/rules/index.ts';
import type { ImportRowError } from '../../src/core/contract/api/imports.ts';
import { ApiError, badInput, businessError } from '../errors.ts';
import { readCsv } from './csv.ts';
import { TableBuilder } from './table.ts';
import { readXlsx } from './xlsx.ts';
import { ZipRefused } from './zip.ts';

/** An import's columns: the row field each header fills, in the order a template shows them. */
export type ImportColumns<S extends TObject> = ReadonlyArray<{ key: keyof Static<S> & string; header: string }>;

export type ImportOutcome<T> = { ok: true; rows: T[] } | { ok: false; errors: ImportRowError[] };

/** Largest import file (ours): 500 rows of a spreadsheet are far below it. */
export const IMPORT_FILE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The first sheet as rows of trimmed text (the header row first), read as a stream: the reading stops at the first
 * data row past IMPORT_MAX_ROWS (parseRows then answers 603), and a file past a size, part-count, cell or time limit
 * is refused with 400 naming the limit.
 */
export async function readTable(fileName: string, body: Buffer): Promise<string[][]> {
  const table = new TableBuilder();
  try {
    if (/\.csv$/i.test(fileName)) await readCsv(body, table);
    else if (/\.xlsx$/i.test(fileName)) await readXlsx(body, table);
    else throw badInput('body/file: send an .xlsx or .csv file');
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof ZipRefused && error.message !== 'not a zip') throw badInput(`body/file: the .xlsx cannot be read: ${error.message}`);
    throw badInput('body/file: the file cannot be read as a spreadsheet');
  }
  return table.rows;
}

/** A cell's text as the schema's type wants it; blank is absent. */
function convert(text: string, type: unknown): unknown {
  if (text === '') return undefined;
  if (type === 'integer' || type === 'number') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  if (type === 'boolean') return ['是', 'true', '1'].includes(text) ? true : ['否', 'false', '0'].includes(text) ? false : text;
  return text;
}

/**
 * Rows of a table checked against `schema`. 604 when no row holds a value, 603 beyond 500 rows (spec §5, the rule
 * src/core/rules/import.ts the client runs too), otherwise every row or a report of every bad cell.
 */
export function parseRows<S extends TObject>(table: string[][], columns: ImportColumns<S>, schema: S): ImportOutcome<Static<S>> {
  const [header = [], ...body] = table;
  const check = checkImport(body);
  if (!check.ok) throw businessError(check.code);
  const positions = columns.map((column) => ({ ...column, index: header.indexOf(column.header) }));
  const missing = positions.filter((column) => column.index < 0);
  if (missing.length > 0) {
    return { ok: false, errors: missing.map((column) => ({ row: 1, column: column.header, message: '缺少此列' })) };
  }
  const validator = Compile(schema);
  const properties = schema.properties as Record<string, { type?: unknown }>;
  const rows: Array<Static<S>> = [];
  const errors: ImportRowError[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell === '')) return;
    const row: Record<string, unknown> = {};
    for (const column of positions) {
      const value = convert(cells[column.index] ?? '', properties[column.key]?.type);
      if (value !== undefined) row[column.key] = value;
    }
    if (validator.Check(row)) {
      rows.push(row as Static<S>);
      return;
    }
    for (const error of validator.Errors(row)) {
      const field = error.instancePath.split('/')[1] ?? (error.params as { requiredProperties?: string[] }).requiredProperties?.[0] ?? '';
      const column = positions.find((candidate) => candidate.key === field);
      // The spreadsheet's own row number: the header is row 1.
      errors.push({ row: index + 2, column: column?.header ?? field, message: error.message });
    }
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** An empty template of an import: its headers, as staff fill it in. */
export async function importTemplate<S extends TObject>(columns: ImportColumns<S>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('导入');
  sheet.addRow(columns.map((column) => column.header));
  sheet.getRow(1).font = { bold: true };
  columns.forEach((_, index) => void (sheet.getColumn(index + 1).width = 20));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The uploaded import file of a multipart request (one part named `file`). */
export async function importFileOf(request: FastifyRequest): Promise<{ fileName: string; body: Buffer }> {
  const part = await request.file({ limits: { fileSize: IMPORT_FILE_MAX_BYTES } }).catch((error: Error) => {
    throw badInput(`body/file: ${error.message}`);
  });
  if (!part || part.fieldname !== 'file') throw badInput('body/file: send the file as the multipart part named file');
  const body = await part.toBuffer().catch(() => {
    throw badInput(`body/file: larger than ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`);
  });
  return { fileName: part.filename, body };
}
