// How an export is declared (issue 11): the list it exports (its view code and its filters' schema come from that
// list's descriptor), its columns with Chinese headers, and the select of its rows (every row in scope that matches
// the filters, in a fixed order, never OFFSET) over the owning module's tables, which the worker streams through a
// database cursor (cursor.ts): never the whole result in memory.
import type { Column } from 'drizzle-orm';
import type { FiltersOf, PagedCall } from '../../../../src/core/contract/api/define.ts';
import type { ExportGroup, ExportType } from '../../../../src/core/contract/api/tasks.ts';
import { displayOptionLabel } from '../../../../src/core/contract/index.ts';
import { orgWall } from '../../../../src/core/rules/clock.ts';
import type { Orm } from '../../../db/db.ts';
import type { Scope } from '../../../db/scope.ts';
import { conceptsOf } from '../../reference/repository.ts';

/** spec §9: a missing value shows ——. */
export const MISSING = '——';

/**
 * A cell: text, a number (yuan are numbers shown with 2 decimals, spec §9) or a time, a date cell holding the
 * organisation's wall clock in its fields (Excel has no time zones).
 */
export type Cell = string | number | Date;

export interface ExportColumn<R> {
  header: string;
  width: number;
  /** 'money': yuan, a number with the number format 0.00 (summable in a spreadsheet); 'time': a date cell. */
  format?: 'money' | 'time';
  value(row: R, labels: Labels): Cell;
}

/**
 * The rows of an export: `query` selects exactly `fields` (a flat map: each value a column or an SQL expression, in
 * the select's order), with its filters and order but no limit; `finish` adjusts each row (masking) before its cells.
 */
export interface ExportRows<R> {
  fields: Readonly<Record<string, unknown>>;
  query: { toSQL(): { sql: string; params: unknown[] } };
  finish?: (row: R) => R;
}

export function exportRows<F extends Record<string, unknown>, R extends RowFrom<F>>(
  fields: F,
  query: { toSQL(): { sql: string; params: unknown[] } },
  finish?: (row: R) => R,
): ExportRows<R> {
  return { fields, query, finish };
}

/** Dictionary labels (concept key → code → name), loaded once per task. */
export type Labels = ReadonlyMap<string, ReadonlyMap<string, string>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds definitions of every row type
export interface ExportDefinition<C extends PagedCall = PagedCall, R extends { id: number } = any> {
  type: ExportType;
  group: ExportGroup;
  /** The list's name: the default file name is `${name}导出`. */
  name: string;
  /** The list's name in English: the default file name reads `${nameEn} export` in an English session. */
  nameEn: string;
  /** The list's descriptor: its view code(s) are needed, its query (without page and limit) checks the filters. */
  list: C;
  /** Dictionary concepts the columns name codes of. */
  concepts?: readonly string[];
  columns: ReadonlyArray<ExportColumn<R>>;
  /** Every row the scope sees that matches the filters, in a fixed order (by id). */
  rows(orm: Orm, scope: Scope, filters: FiltersOf<C>): ExportRows<R>;
}

/** The file name of a task nobody named (spec §7: the list's name + 导出). */
export function defaultTaskDesc(definition: Pick<ExportDefinition, 'name'>): string {
  return `${definition.name}导出`;
}

export function defineExport<C extends PagedCall, R extends { id: number }>(definition: ExportDefinition<C, R>): ExportDefinition<C, R> {
  return definition;
}

export async function loadLabels(orm: Orm, keys: readonly string[]): Promise<Labels> {
  const labels = new Map<string, Map<string, string>>();
  for (const key of keys) labels.set(key, new Map((await conceptsOf(orm, key)).map((entry) => [String(entry.code), entry.name])));
  return labels;
}

const present = (value: unknown): boolean => value !== null && value !== undefined && value !== '';
/** Column builders: the header, how wide, and the row's value. */
export const col = {
  text: <R>(header: string, get: (row: R) => string | number | null | undefined, width = 18): ExportColumn<R> => ({
    header,
    width,
    value: (row) => {
      const value = get(row);
      return present(value) ? (value as string | number) : MISSING;
    },
  }),
  money: <R>(header: string, get: (row: R) => number | null | undefined, width = 12): ExportColumn<R> => ({
    header,
    width,
    format: 'money',
    value: (row) => {
      const cents = get(row);
      return present(cents) ? Math.round(cents as number) / 100 : MISSING;
    },
  }),
  /**
   * A time on the organisation's clock (src/core/rules/clock.ts), so an order reads the same time on screen, in its
   * detail and in its export, whatever the browser's time zone.
   */
  time: <R>(header: string, get: (row: R) => number | null | undefined, width = 20): ExportColumn<R> => ({
    header,
    width,
    format: 'time',
    value: (row) => {
      const at = get(row);
      return present(at) ? orgWall(at as number) : MISSING;
    },
  }),
  label: <R>(header: string, concept: string, get: (row: R) => string | number | boolean | null | undefined, width = 12): ExportColumn<R> => ({
    header,
    width,
    value: (row, labels) => {
      const code = get(row);
      if (!present(code)) return MISSING;
      const name = labels.get(concept)?.get(String(code));
      return name === undefined ? String(code) : displayOptionLabel(name);
    },
  }),
  yesNo: <R>(header: string, get: (row: R) => boolean | null | undefined, yes: string, no: string, width = 10): ExportColumn<R> => ({
    header,
    width,
    value: (row) => {
      const value = get(row);
      return value === null || value === undefined ? MISSING : value ? yes : no;
    },
  }),
};

/** A row of a select over `fields`, each value possibly null (left joins, nullable columns). */
export type RowFrom<F> = { [K in keyof F]: (F[K] extends Column ? F[K]['_']['data'] : unknown) | null } & { id: number };
