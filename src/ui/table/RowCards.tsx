// A paged list on a phone: each row a card with its key fields (the first columns, under their titles) and its
// actions, so nothing needs sideways scrolling at 390 px. The columns are the table's own: one description, two looks.
import type { ReactNode } from 'react';
import { Card, Checkbox, Empty, Spin } from '@douyinfe/semi-ui';
import type { ColumnProps, TableProps } from '@douyinfe/semi-ui/lib/es/table';
import { useTranslation } from 'react-i18next';

/** The fields a card shows besides its title (the first column). */
const CARD_FIELDS = 3;

export interface RowCardsProps<Row extends object> {
  rows: readonly Row[];
  columns: ColumnProps<Row>[];
  rowKey: keyof Row & string;
  loading: boolean;
  rowSelection?: TableProps<Row>['rowSelection'];
}

function cellOf<Row extends object>(column: ColumnProps<Row>, row: Row, index: number): ReactNode {
  const raw = column.dataIndex ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
  return (column.render ? column.render(raw, row, index) : raw) as ReactNode;
}

export function RowCards<Row extends object>({ rows, columns, rowKey, loading, rowSelection }: RowCardsProps<Row>) {
  const { t } = useTranslation();
  const actions = columns.find((column) => column.fixed === 'right');
  const [first, ...rest] = columns.filter((column) => column !== actions);
  const fields = rest.slice(0, CARD_FIELDS);
  const selection = typeof rowSelection === 'object' ? rowSelection : undefined;
  const selected = new Set(selection?.selectedRowKeys ?? []);
  const select = (key: string | number, on: boolean) => {
    const keys = on ? [...selected, key] : [...selected].filter((other) => other !== key);
    const chosen = rows.filter((row) => keys.includes(row[rowKey] as string | number));
    selection?.onChange?.(keys, chosen);
  };
  return (
    <Spin spinning={loading} wrapperClassName="backroom-row-cards-spin">
      {rows.length === 0 && !loading ? (
        <Empty description={t('shell.noData')} />
      ) : (
        <ul className="backroom-row-cards">
          {rows.map((row, index) => {
            const key = row[rowKey] as string | number;
            return (
              <li key={String(key)} className="backroom-row-card" data-row-key={String(key)}>
                <Card
                  bodyStyle={{ padding: 12 }}
                  title={
                    <span className="backroom-row-card-title">
                      {selection && <Checkbox aria-label={String(first?.title ?? '')} checked={selected.has(key)} onChange={(event) => select(key, Boolean(event.target.checked))} />}
                      {first && cellOf(first, row, index)}
                    </span>
                  }
                  footer={actions ? <div className="backroom-row-card-actions">{cellOf(actions, row, index)}</div> : undefined}
                  footerStyle={{ padding: '4px 12px' }}
                >
                  <dl className="backroom-row-card-fields">
                    {fields.map((column) => (
                      <div key={String(column.key ?? column.dataIndex)} className="backroom-row-card-field">
                        <dt>{column.title as ReactNode}</dt>
                        <dd>{cellOf(column, row, index)}</dd>
                      </div>
                    ))}
                  </dl>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </Spin>
  );
}
