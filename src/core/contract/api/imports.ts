// What every import answers (spec §5: at most 500 rows → 603, an empty file → 604; the report is ours): all rows
// taken, or none and the cells that stopped them.
import { T } from './schema.ts';
import type { Static } from './schema.ts';

export const ImportRowErrorSchema = T.Object({
  row: T.Integer({ minimum: 1, description: 'the spreadsheet row, the header being row 1' }),
  column: T.String({ description: 'the column header' }),
  columnEn: T.Optional(T.String({ description: 'the column header in English (imports that explain themselves)' })),
  message: T.String({ description: 'what is wrong, in Chinese, naming the column and what it takes (its allowed values)' }),
  messageEn: T.Optional(T.String({ description: 'the same in English, shown in an English session' })),
});
export type ImportRowError = Static<typeof ImportRowErrorSchema>;

export const ImportReport = T.Object({
  imported: T.Integer({ minimum: 0, description: 'rows taken; 0 whenever errors is not empty (all or nothing)' }),
  errors: T.Array(ImportRowErrorSchema),
});
export type ImportReport = Static<typeof ImportReport>;

/** The common description of an import call. */
export const IMPORT_DESCRIPTION =
  'multipart/form-data with one part `file`: an .xlsx or .csv whose first row holds the column headers. At most 500 rows ' +
  '(status 603: the reading stops at the first row past 500), an empty file is refused (604). At most 2 MB; HTTP 400 naming ' +
  'the limit for an .xlsx of more than 256 parts or unpacking to more than 32 MB, a cell over 32,767 characters, or a file ' +
  'not read within 3 s. Every row is checked; if any cell is wrong nothing is imported and errors names each one by row ' +
  'and column.';
