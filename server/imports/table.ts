// The rows an import reader collects, with the limits every reader shares: the reading stops at the first data row
// past the row limit (the caller answers 603 for it), at a cell longer than Excel allows, or past the time budget.
import { IMPORT_MAX_ROWS } from '../../src/core/contract/index.ts';
import { badInput } from '../errors.ts';

/** Excel's own limit on a cell's text. */
export const IMPORT_CELL_MAX_CHARS = 32_767;
/** Columns read of a row (ours): an import has a handful; cells further right are ignored. */
export const IMPORT_MAX_COLUMNS = 100;
/** Rows of a sheet (Excel's own limit): a row numbered past it is not a spreadsheet's. */
const MAX_ROW_NUMBER = 1_048_576;
/** Reading a file stops after this long (ours), whatever is left. */
export const IMPORT_READ_BUDGET_MS = 3_000;

const NO_CELLS: readonly string[] = Object.freeze([]);

export class TableBuilder {
  readonly rows: string[][] = [];
  private dataRows = 0;
  private readonly deadline = performance.now() + IMPORT_READ_BUDGET_MS;

  /** True once a data row past IMPORT_MAX_ROWS has been taken: the reader stops there. */
  get full(): boolean {
    return this.dataRows > IMPORT_MAX_ROWS;
  }

  /** Throws once the time budget is spent; readers call it between chunks. */
  checkTime(): void {
    if (performance.now() > this.deadline) throw badInput(`body/file: reading the file took longer than ${IMPORT_READ_BUDGET_MS / 1000} s`);
  }

  /** A cell's trimmed text, refused past Excel's length. */
  cell(text: string): string {
    if (text.length > IMPORT_CELL_MAX_CHARS) throw badInput(`body/file: a cell holds more than ${IMPORT_CELL_MAX_CHARS} characters`);
    return text.trim();
  }

  /** Adds a row (its 1-based number in the sheet when known; rows skipped before it are blank). */
  add(cells: ReadonlyArray<string | undefined>, rowNumber = this.rows.length + 1): void {
    if (this.full) return;
    if (rowNumber > MAX_ROW_NUMBER) throw badInput(`body/file: a row numbered past ${MAX_ROW_NUMBER}`);
    while (this.rows.length < rowNumber - 1) this.rows.push(NO_CELLS as string[]);
    const row = Array.from({ length: Math.min(cells.length, IMPORT_MAX_COLUMNS) }, (_, index) => cells[index] ?? '');
    this.rows.push(row);
    if (this.rows.length > 1 && row.some((cell) => cell !== '')) this.dataRows += 1;
  }
}
