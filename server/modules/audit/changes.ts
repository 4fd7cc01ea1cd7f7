// The fields a record's write changed, old → new, worked out when the record is read (migration 122): the write keeps
// each row it touched as it was and as it is, without its secrets, and this compares them. Records written before
// migration 122 hold their fields already and are read as they are.
import type { ChangedRow } from './recorder.ts';

/** Columns never shown, whatever the row kept: the trigger already leaves them out (the same pattern). */
const SECRET = /(password|token|secret|salt|hash|sms|otp|verify|(^|_)code_)/i;
/** A text longer than this is shown cut, with an ellipsis. */
const MAX_TEXT = 500;

type Row = Record<string, unknown>;

/** One row as the capture trigger keeps it: its rows before and after, or (before migration 122) its fields. */
interface Captured {
  table: string;
  op: ChangedRow['op'];
  old?: Row;
  new?: Row;
  id?: string | null;
  fields?: ChangedRow['fields'];
}

const clip = (value: unknown) => (typeof value === 'string' && value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value ?? null);

/** jsonb keeps object keys in one order, so equal values have equal texts. */
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

function changedRow(row: Captured): ChangedRow | null {
  if (row.fields) return { table: row.table, op: row.op, id: row.id ?? null, fields: row.fields };
  const before = row.old ?? null;
  const after = row.new ?? null;
  const fields: ChangedRow['fields'] = {};
  for (const key of Object.keys(after ?? before ?? {})) {
    if (SECRET.test(key)) continue;
    const from = before === null ? undefined : before[key];
    const to = after === null ? undefined : after[key];
    // A new row shows every field, null ones too (as [null, null]); a deleted one every field it had.
    if (before !== null && after !== null && same(from, to)) continue;
    fields[key] = [clip(from), clip(to)];
  }
  if (Object.keys(fields).length === 0) return null;
  const id = (after ?? before)?.id;
  return { table: row.table, op: row.op, id: id === undefined || id === null ? null : String(id), fields };
}

/** The record's `changes` text as the detail shows it: per row its table, operation, id and fields [old, new]. */
export function changedRows(text: string): ChangedRow[] {
  return (JSON.parse(text) as Captured[]).flatMap((row) => changedRow(row) ?? []);
}
