// A .csv import read a slice at a time (RFC 4180: quoted fields, "" inside quotes, CRLF or LF), yielding to the
// event loop between slices and stopping at the first data row past the limit.
import { setImmediate as yieldLoop } from 'node:timers/promises';
import { IMPORT_CELL_MAX_CHARS, type TableBuilder } from './table.ts';

const SLICE = 64 * 1024;

export async function readCsv(body: Buffer, table: TableBuilder): Promise<void> {
  // Excel writes CSV with a byte-order mark; the first header must not carry it.
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  const endField = () => {
    cells.push(table.cell(field));
    field = '';
    afterQuote = false;
  };
  const endRow = () => {
    endField();
    table.add(cells);
    cells = [];
  };
  for (let start = 0; start < text.length && !table.full; start += SLICE) {
    const end = Math.min(text.length, start + SLICE);
    for (let at = start; at < end && !table.full; at += 1) {
      const char = text[at];
      if (quoted) {
        if (char !== '"') field += char;
        else if (text[at + 1] === '"') {
          field += '"';
          at += 1;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else if (char === '"' && field === '' && !afterQuote) quoted = true;
      else if (char === ',') endField();
      else if (char === '\n') endRow();
      else if (char === '\r') {
        if (text[at + 1] !== '\n') endRow();
      } else field += char;
      if (field.length > IMPORT_CELL_MAX_CHARS) table.cell(field);
    }
    table.checkTime();
    await yieldLoop();
  }
  if (!table.full && (field !== '' || cells.length > 0)) endRow();
}
