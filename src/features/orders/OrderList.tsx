// An order list: all orders (by status, channel and a time range of one month back to the end of today by default,
// spec §9 date helpers) or the abnormal unattended-shop orders (status 8), which wait whatever their age.
import { DatePicker, Input } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus, PayChannel } from '../../core/contract/index.ts';
import { endOfToday, oneMonthBack, startOfDay } from '../../core/format/index.ts';
import { ConceptSelect } from '../../ui/options/index.ts';
import { FilterBar, PagedTable, ScreenFrame, useFilters, usePagedQuery } from '../../ui/table/index.ts';
import { orderColumns } from './orderColumns.tsx';

interface OrderFilters {
  keyword: string;
  status?: OrderStatus;
  payChannel?: PayChannel;
  startTime?: number;
  endTime?: number;
}

export interface OrderListProps {
  screen: string;
  title: string;
  /** ApiPath.orderPage or ApiPath.abnormalOrderPage. */
  pagePath: string;
  abnormal: boolean;
}

/** Whole days: from the start of the first to the end of the last. */
function timeRange(value: unknown): Pick<OrderFilters, 'startTime' | 'endTime'> {
  if (!Array.isArray(value) || value.length !== 2 || !value[0] || !value[1]) return { startTime: undefined, endTime: undefined };
  return { startTime: startOfDay(value[0] as Date), endTime: endOfToday(value[1] as Date) };
}

export function OrderList({ screen, title, pagePath, abnormal }: OrderListProps) {
  const { t } = useTranslation();
  const filters = useFilters<OrderFilters>(abnormal ? { keyword: '' } : { keyword: '', startTime: oneMonthBack(), endTime: endOfToday() });
  const paged = usePagedQuery<Order>(pagePath, { ...filters.applied });
  const { draft, set } = filters;
  const range = draft.startTime !== undefined && draft.endTime !== undefined ? [new Date(draft.startTime), new Date(draft.endTime)] : undefined;
  return (
    <ScreenFrame screen={screen} title={title}>
      <PagedTable
        className="backroom-order-table"
        paged={paged}
        columns={orderColumns(t, abnormal)}
        scrollX={1400}
        filters={
          <FilterBar onSearch={filters.apply} onReset={filters.reset}>
            <Input
              className="backroom-filter-keyword"
              value={draft.keyword}
              placeholder={t('shell.orderKeyword')}
              showClear
              onChange={(value) => set('keyword', value)}
            />
            {!abnormal && (
              <ConceptSelect
                concept="orderStatus"
                className="backroom-filter-status"
                value={draft.status}
                placeholder={t('shell.status')}
                showClear
                onChange={(value) => set('status', value as OrderStatus | undefined)}
              />
            )}
            <ConceptSelect
              concept="payChannel"
              className="backroom-filter-channel"
              value={draft.payChannel}
              placeholder={t('shell.payChannel')}
              showClear
              onChange={(value) => set('payChannel', value as PayChannel | undefined)}
            />
            <DatePicker
              className="backroom-filter-time"
              type="dateRange"
              value={range}
              placeholder={[t('shell.startTime'), t('shell.endTime')]}
              onChange={(value) => {
                const { startTime, endTime } = timeRange(value);
                set('startTime', startTime);
                set('endTime', endTime);
              }}
            />
          </FilterBar>
        }
      />
    </ScreenFrame>
  );
}
