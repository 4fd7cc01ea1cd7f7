// A declared list (./types.ts) on the paged table: the filter form, the toolbar, the rows with their 操作 column.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FiltersOf, PagedCall, RowOf } from '../../core/contract/api/define.ts';
import { usePaged } from '../data/usePaged.ts';
import type { PagedQuery } from '../data/usePaged.ts';
import { useSessionState } from '../session/index.ts';
import { PagedTable } from '../table/PagedTable.tsx';
import { DEFAULT_COLUMN_WIDTH, tableColumns } from './columns.tsx';
import { ExportButton } from './ExportButton.tsx';
import { FilterForm } from './FilterForm.tsx';
import type { ListContext, ListSpec } from './types.ts';

const ACTIONS_KEY = 'backroom-actions';

/** The filters whose value differs from the list's start (what 筛选 counts on a phone). */
function filtersInUse<F>(filters: ReadonlyArray<{ name: keyof F & string }>, applied: F, initial: F): number {
  const blank = (value: unknown) => value === undefined || value === null || value === '';
  return filters.filter(({ name }) => !blank(applied[name]) && applied[name] !== initial[name]).length;
}

export function ListTable<C extends PagedCall>({ spec }: { spec: ListSpec<C> }) {
  type Row = RowOf<C> & object;
  const { t } = useTranslation();
  const phoneHide = useSessionState().staff?.phoneHide ?? false;
  const initial = (spec.initialFilters ?? {}) as FiltersOf<C>;
  const [applied, setApplied] = useState(initial);
  const paged = usePaged(spec.endpoint, { ...applied, ...spec.fixedFilters } as FiltersOf<C>, { pageSizes: spec.pageSizes });
  const context: ListContext<C> = { paged, filters: applied };

  const columns = useMemo(() => tableColumns<Row>(spec.columns, phoneHide), [spec.columns, phoneHide]);
  const { rowActions } = spec;
  const withActions = rowActions
    ? [
        ...columns,
        {
          title: t('shell.actions'),
          key: ACTIONS_KEY,
          width: spec.actionsWidth ?? 160,
          fixed: 'right' as const,
          render: (_: unknown, row: Row) => rowActions(row, context),
        },
      ]
    : columns;
  // Every column keeps at least its width: a table wider than the screen scrolls sideways, first and 操作 fixed.
  const scrollX = spec.scrollX ?? withActions.reduce((sum, column) => sum + (Number(column.width) || DEFAULT_COLUMN_WIDTH), 0);

  return (
    <PagedTable<Row>
      className={spec.className}
      paged={paged as PagedQuery<Row>}
      columns={withActions}
      rowKey={spec.rowKey as (keyof Row & string) | undefined}
      scrollX={scrollX}
      filters={spec.filters?.length ? <FilterForm filters={spec.filters} initial={initial} onSearch={setApplied} /> : undefined}
      filtersInUse={filtersInUse(spec.filters ?? [], applied, initial)}
      actions={
        spec.exportType ? (
          <>
            {spec.toolbar?.(context)}
            <ExportButton exportType={spec.exportType} filters={{ ...applied, ...spec.fixedFilters }} />
          </>
        ) : (
          spec.toolbar?.(context)
        )
      }
      rowSelection={spec.rowSelection && {
        selectedRowKeys: [...spec.rowSelection.selectedRowKeys],
        onChange: (keys) => spec.rowSelection?.onChange([...(keys ?? [])]),
      }}
    />
  );
}
