// What a declared list screen is made of (ProTable's idea: columns that also describe the filter form and how
// their values read): the call it pages, its columns, its filters, its toolbar and its row actions.
import type { ReactNode } from 'react';
import type { FiltersOf, PagedCall, RowOf } from '../../core/contract/api/define.ts';
import type { PagedQuery } from '../data/usePaged.ts';
import type { ExportType } from '../../core/contract/api/tasks.ts';

/**
 * How a cell reads: 'text' (—— when missing, spec §9), 'money' (cents as yuan with 2 decimals), 'dateTime',
 * 'temperature' (−50 → ——), 'phone' (masked under phoneHide, spec §6), a dictionary concept's label, or a render.
 */
export type ValueType<Row> =
  | 'text'
  | 'money'
  | 'dateTime'
  | 'temperature'
  | 'phone'
  | { concept: string }
  | ((row: Row) => ReactNode);

export interface ListColumn<Row> {
  /** The row's field (or, with a render, any unique key). */
  key: string;
  title: string;
  width?: number;
  fixed?: 'left' | 'right';
  /** Figures read best right-aligned (amounts, counts). */
  align?: 'left' | 'center' | 'right';
  /** Default 'text'. */
  value?: ValueType<Row>;
  /** The cell's own class name (tests and styles find cells by it). */
  className?: string;
}

interface FilterBase<F> {
  /** The query field it sets. */
  name: keyof F & string;
  /** Its placeholder and accessible name. */
  label: string;
  /** A class name on the field (hosts and tests find fields by it). */
  className?: string;
}

export type ListFilter<F> =
  | (FilterBase<F> & { kind: 'text' })
  /** A dictionary concept's entries. */
  | (FilterBase<F> & { kind: 'concept'; concept: string })
  /** A dropdown; `searchable` filters its options as one types (long lists). */
  | (FilterBase<F> & { kind: 'select'; options: ReadonlyArray<{ value: string | number | boolean; label: string }>; searchable?: boolean; loading?: boolean })
  /** Whole days, from the start of the first to the end of the last; `name` takes the start, `end` the end. */
  | (FilterBase<F> & { kind: 'dateRange'; end: keyof F & string; endLabel: string })
  /** A month picked in a calendar, sent as `toValue` writes it (e.g. YYYY-MM); it starts empty. */
  | (FilterBase<F> & { kind: 'month'; toValue(month: Date | null): string | undefined })
  /** Province → city → district (GB/T 2260, searchable): `name` takes the province's code, `city` and `area` the others. */
  | (FilterBase<F> & { kind: 'division'; city: keyof F & string; area: keyof F & string })
  /** Things of another kind picked by name (searchable, several at once), sent as their comma-joined ids. */
  | (FilterBase<F> & { kind: 'picker'; useOptions(): { options: ReadonlyArray<{ value: number; label: string }>; loading: boolean } });

/** What the toolbar and row actions get: the list (to reload it after a change) and the filters it was asked for. */
export interface ListContext<C extends PagedCall> {
  paged: PagedQuery<RowOf<C>>;
  filters: FiltersOf<C>;
}

export interface ListSpec<C extends PagedCall> {
  /** The contract Screen name, written as `data-screen`. */
  screen: string;
  /** The paged call the rows come from. */
  endpoint: C;
  columns: ReadonlyArray<ListColumn<RowOf<C>>>;
  filters?: ReadonlyArray<ListFilter<FiltersOf<C>>>;
  /** What the filters start at (and 重置 returns to). */
  initialFilters?: FiltersOf<C>;
  /** Fixed query values the user does not choose (a channel of a tab, say), sent with the filters. */
  fixedFilters?: Partial<FiltersOf<C>>;
  /** Page sizes offered, spec §9 by default. */
  pageSizes?: readonly number[];
  /** The list's export (issue 11): a 导出 button in the toolbar queues it with the filters as applied. */
  exportType?: ExportType;
  /** Buttons beside the filters (新增, 导出). */
  toolbar?(context: ListContext<C>): ReactNode;
  /** The 操作 column of a row; nothing to show → null. */
  rowActions?(row: RowOf<C>, context: ListContext<C>): ReactNode;
  /** Width of the 操作 column. */
  actionsWidth?: number;
  rowKey?: keyof RowOf<C> & string;
  className?: string;
  /** Wide tables scroll sideways rather than squeeze their columns. */
  scrollX?: number;
  /** Checkboxes on the rows, for a batch action in the toolbar. */
  rowSelection?: { selectedRowKeys: readonly (string | number)[]; onChange(keys: (string | number)[]): void };
}
