// What the two order lists share: columns and filters (spec §9 money as yuan with 2 decimals). All orders filter by
// status too; the abnormal unattended-shop orders (status 8) add why each waits.
import type { abnormalOrderPage, Order } from '../../core/contract/api/orders.ts';
import type { FiltersOf } from '../../core/contract/api/define.ts';
import type { useWords } from '../../ui/i18n/index.ts';
import type { ListColumn, ListFilter } from '../../ui/list/index.ts';
import { StackedCell } from '../../ui/table/index.ts';

export type OrderWordsT = ReturnType<typeof useWords<'orders'>>['t'];

/** Words of the shared bundle (shell.*). */
export const shared = { ns: 'translation' } as const;

/** Keyword, then what `between` gives (the status filter), then channel and the time range. */
export function orderFilters<F extends FiltersOf<typeof abnormalOrderPage>>(t: OrderWordsT, between: ListFilter<F>[] = []): ListFilter<F>[] {
  return [
    { name: 'keyword', kind: 'text', label: t('keyword'), className: 'backroom-filter-keyword' },
    ...between,
    { name: 'payChannel', kind: 'concept', concept: 'payChannel', label: t('shell.payChannel', shared), className: 'backroom-filter-channel' },
    { name: 'startTime', end: 'endTime', kind: 'dateRange', label: t('startTime'), endLabel: t('endTime'), className: 'backroom-filter-time' },
  ];
}

export function orderColumns(t: OrderWordsT, abnormal: boolean): ListColumn<Order>[] {
  return [
    { key: 'orderNo', title: t('shell.orderNo', shared), width: 190, fixed: 'left' },
    { key: 'device', title: t('shell.device', shared), width: 220, value: (order) => <StackedCell primary={order.deviceName} secondary={order.deviceCode} /> },
    { key: 'amount', title: t('shell.amountYuan', shared), width: 110, align: 'right', value: 'money' },
    { key: 'refundAmount', title: t('refundYuan'), width: 110, align: 'right', value: 'money' },
    { key: 'status', title: t('shell.status', shared), width: 100, value: { concept: 'orderStatus' } },
    { key: 'payChannel', title: t('shell.payChannel', shared), width: 110, value: { concept: 'payChannel' } },
    ...(abnormal ? [{ key: 'abnormalReason', title: t('abnormalReason'), width: 160 }] : []),
    { key: 'deptName', title: t('shell.identityDepartment', shared), width: 140 },
    { key: 'createTime', title: t('orderTime'), width: 170, value: 'dateTime' },
  ];
}
