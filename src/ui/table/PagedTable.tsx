// A server-paged Semi Table (spec §2, §9): filters and actions above, the rows, then the pager. Loading, empty
// (暂无数据) and failed (数据获取失败 + retry) are shown in place of the rows.
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Table } from '@douyinfe/semi-ui';
import { IconFilter } from '@douyinfe/semi-icons';
import type { ColumnProps, TableProps } from '@douyinfe/semi-ui/lib/es/table';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './LoadFailed.tsx';
import { Pager } from './Pager.tsx';
import { RowCards } from './RowCards.tsx';
import { PAINT_MARK, usePhoneScreen } from '../screen/index.ts';
import type { PagedQuery } from '../data/usePaged.ts';
import './table.css';

export interface PagedTableProps<Row extends object> {
  paged: PagedQuery<Row>;
  columns: ColumnProps<Row>[];
  /** The row's identity; also written to each row as `data-row-key`. */
  rowKey?: keyof Row & string;
  /** The filter bar (FilterBar) or anything else that narrows the list; on a phone it folds behind 筛选. */
  filters?: ReactNode;
  /** How many filters are in use (the count 筛选 shows on a phone). */
  filtersInUse?: number;
  /** Buttons beside the filters, e.g. 新增. */
  actions?: ReactNode;
  /** Wide tables scroll sideways rather than squeeze their columns. */
  scrollX?: number | string;
  className?: string;
  /** Checkboxes on the rows (a batch action over the selection). */
  rowSelection?: TableProps<Row>['rowSelection'];
}

/** The columns with the first one's cells marked for Element Timing (when the rows are painted: PAINT_MARK). */
function withRowsMark<Row extends object>(columns: ColumnProps<Row>[]): ColumnProps<Row>[] {
  if (!columns.length) return columns;
  const [first, ...rest] = columns;
  const onCell: ColumnProps<Row>['onCell'] = (record, index) => ({ ...first.onCell?.(record, index), elementtiming: PAINT_MARK.rows });
  return [{ ...first, onCell }, ...rest];
}

export function PagedTable<Row extends object>({
  paged,
  columns,
  rowKey = 'id' as keyof Row & string,
  filters,
  filtersInUse = 0,
  actions,
  scrollX,
  className,
  rowSelection,
}: PagedTableProps<Row>) {
  const { t } = useTranslation();
  const { rows, total, page, limit, pageSizes, loading, error } = paged;
  const phone = usePhoneScreen();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const markedColumns = useMemo(() => withRowsMark(columns), [columns]);
  return (
    <div className={['backroom-paged-table', className].filter(Boolean).join(' ')} data-loading={String(loading)} data-layout={phone ? 'cards' : 'table'}>
      {(filters || actions) && (
        <div className="backroom-paged-table-head">
          {filters && phone && (
            <Button className="backroom-filters-toggle" icon={<IconFilter />} aria-expanded={filtersOpen} onClick={() => setFiltersOpen(!filtersOpen)}>
              {filtersInUse > 0 ? t('shell.filtersInUse', { n: filtersInUse }) : t('shell.filters')}
            </Button>
          )}
          {filters && (!phone || filtersOpen) && filters}
          {actions && <div className="backroom-paged-table-actions">{actions}</div>}
        </div>
      )}
      {error ? (
        <LoadFailed error={error} retrying={loading} onRetry={() => void paged.refetch()} />
      ) : phone ? (
        <RowCards<Row> rows={rows} columns={columns} rowKey={rowKey} loading={loading} rowSelection={rowSelection} />
      ) : (
        <Table<Row>
          className="backroom-paged-table-rows"
          rowKey={rowKey}
          columns={markedColumns}
          dataSource={rows}
          loading={loading}
          pagination={false}
          rowSelection={rowSelection}
          empty={t('shell.noData')}
          scroll={scrollX === undefined ? undefined : { x: scrollX }}
        />
      )}
      {total > 0 && !error && (
        <Pager
          page={page}
          limit={limit}
          total={total}
          pageSizes={pageSizes}
          onPageChange={paged.setPage}
          onLimitChange={paged.setLimit}
        />
      )}
    </div>
  );
}
