// The rows of one export task into .xlsx files with exceljs's streaming writer: each row is committed (written to
// the zip stream) as it comes, so memory holds about one page, not the export. Past `fileRows` rows a new file starts.
// No style table (useStyles: false): exceljs looks every cell's style up in it, which costs two thirds of the time;
// so money is written as text with exactly two decimals (12.30), as the lists show it.
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Cell, ExportColumn } from './exports/define.ts';

interface OpenFile {
  workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  sheet: ExcelJS.Worksheet;
  rows: number;
}

export class SplitWorkbookWriter {
  readonly keys: string[] = [];
  private file: OpenFile | null = null;

  /** Files are `${folder}/${n}.xlsx` under `root` (n from 1), `folder` being `<orgId>/<taskId>-<attempt>`. */
  constructor(
    private readonly root: string,
    private readonly folder: string,
    private readonly columns: ReadonlyArray<ExportColumn<never>>,
    private readonly fileRows: number,
    private readonly sheetName: string,
  ) {}

  async add(values: readonly Cell[]): Promise<void> {
    if (this.file === null || this.file.rows >= this.fileRows) {
      await this.close();
      await this.open();
    }
    const file = this.file as OpenFile;
    file.sheet.addRow(values as Cell[]).commit();
    file.rows += 1;
  }

  /** Closes the last file (an export without rows still gives one file with the headers); the keys written. */
  async finish(): Promise<string[]> {
    if (this.file === null) await this.open();
    await this.close();
    return this.keys;
  }

  /** Drops whatever was written (a failed, stopped or lost run). */
  async discard(): Promise<void> {
    const file = this.file;
    this.file = null;
    if (file) await file.workbook.commit().catch(() => undefined);
    await rm(join(this.root, this.folder), { recursive: true, force: true });
  }

  private async open(): Promise<void> {
    const key = `${this.folder}/${this.keys.length + 1}.xlsx`;
    const filename = join(this.root, key);
    await mkdir(dirname(filename), { recursive: true });
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(this.sheetName);
    sheet.columns = this.columns.map((column) => ({ header: column.header, width: column.width }));
    sheet.getRow(1).commit();
    this.keys.push(key);
    this.file = { workbook, sheet, rows: 0 };
  }

  private async close(): Promise<void> {
    const file = this.file;
    this.file = null;
    if (!file) return;
    file.sheet.commit();
    await file.workbook.commit();
  }
}
