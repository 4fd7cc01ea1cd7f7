// A declared column as a Semi Table column: how its value reads (spec §9: ——, money /100, −50 ℃; §6 phone masking).
import type { ReactNode } from 'react';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import { formatDateTime, formatMoney, formatTemperature, formatValue } from '../../core/format/index.ts';
import { maskPhone } from '../../core/rules/index.ts';
import { ConceptLabel } from '../options/index.ts';
import type { ListColumn } from './types.ts';

function cell<Row>(column: ListColumn<Row>, row: Row, phoneHide: boolean): ReactNode {
  const { value = 'text' } = column;
  if (typeof value === 'function') return value(row);
  const raw = (row as Record<string, unknown>)[column.key];
  if (typeof value === 'object') return <ConceptLabel concept={value.concept} value={raw} />;
  switch (value) {
    case 'money':
      return formatMoney(raw as number | null);
    case 'dateTime':
      return formatDateTime(raw as number | null);
    case 'temperature':
      return formatTemperature(raw as number | null);
    case 'phone':
      return formatValue(maskPhone(raw as string | null, phoneHide));
    default:
      return formatValue(raw);
  }
}

/** The width a column without one is given when the table must scroll sideways. */
export const DEFAULT_COLUMN_WIDTH = 140;

/**
 * Semi columns for a declared list. The first column stays in view (fixed left, with a width) when a wide table
 * scrolls sideways (issue 16: nothing cut off on a 1440 px screen).
 */
export function tableColumns<Row extends object>(columns: ReadonlyArray<ListColumn<Row>>, phoneHide: boolean): ColumnProps<Row>[] {
  return columns.map((column, index) => ({
    title: column.title,
    key: column.key,
    dataIndex: column.key,
    width: column.width ?? (index === 0 ? DEFAULT_COLUMN_WIDTH : undefined),
    fixed: column.fixed ?? (index === 0 ? ('left' as const) : undefined),
    align: column.align,
    className: column.className,
    render: (_: unknown, row: Row) => cell(column, row, phoneHide),
  }));
}
