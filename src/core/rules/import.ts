import { CODE_MESSAGES, Code, IMPORT_MAX_ROWS } from '../contract/index.ts';

export type ImportCheck =
  | { ok: true; rows: number }
  | { ok: false; code: typeof Code.IMPORT_TOO_MANY_ROWS | typeof Code.IMPORT_FILE_EMPTY; message: string };

function isBlank(cell: unknown): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

/** A row with no value in any cell (a formatted but empty spreadsheet line) is not a row. */
function isBlankRow(row: unknown): boolean {
  if (Array.isArray(row)) return row.every(isBlank);
  if (row !== null && typeof row === 'object') return Object.values(row).every(isBlank);
  return isBlank(row);
}

/**
 * spec §5 import: an empty file is rejected with 604, more than IMPORT_MAX_ROWS rows with 603. `rows` are the
 * data rows (no header); blank rows are not counted. The client and the server run the same check.
 */
export function checkImport(rows: readonly unknown[] | null | undefined, locale: 'zh-CN' | 'en' = 'zh-CN'): ImportCheck {
  const lang = locale === 'en' ? 'en' : 'zh';
  const count = (rows ?? []).filter((row) => !isBlankRow(row)).length;
  if (count === 0) {
    return { ok: false, code: Code.IMPORT_FILE_EMPTY, message: CODE_MESSAGES[Code.IMPORT_FILE_EMPTY][lang] };
  }
  if (count > IMPORT_MAX_ROWS) {
    return {
      ok: false, code: Code.IMPORT_TOO_MANY_ROWS, message: CODE_MESSAGES[Code.IMPORT_TOO_MANY_ROWS][lang],
    };
  }
  return { ok: true, rows: count };
}
