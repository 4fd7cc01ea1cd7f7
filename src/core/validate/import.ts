import { CODE_MESSAGES, Code, IMPORT_MAX_ROWS } from '../contract/index.ts';
import { textOf } from '../i18n/locale.ts';
import type { Locale } from '../i18n/locale.ts';

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
export function checkImport(rows: readonly unknown[] | null | undefined, locale?: Locale): ImportCheck {
  const count = (rows ?? []).filter((row) => !isBlankRow(row)).length;
  if (count === 0) {
    return { ok: false, code: Code.IMPORT_FILE_EMPTY, message: textOf(CODE_MESSAGES[Code.IMPORT_FILE_EMPTY], locale) };
  }
  if (count > IMPORT_MAX_ROWS) {
    return {
      ok: false, code: Code.IMPORT_TOO_MANY_ROWS, message: textOf(CODE_MESSAGES[Code.IMPORT_TOO_MANY_ROWS], locale),
    };
  }
  return { ok: true, rows: count };
}
