// The columns of the order lists (money in cents shown as yuan with 2 decimals, spec §9).
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import type { TFunction } from 'i18next';
import type { Order } from '../../core/contract/index.ts';
import { formatDateTime, formatMoney, formatValue } from '../../core/format/index.ts';
import { ConceptLabel } from '../../ui/options/index.ts';
import { StackedCell } from '../../ui/table/index.ts';

/** Abnormal unattended-shop orders (status 8) add why each waits for handling. */
export function orderColumns(t: TFunction, abnormal: boolean): ColumnProps<Order>[] {
  const columns: ColumnProps<Order>[] = [
    { title: t('shell.orderNo'), dataIndex: 'orderNo', width: 190, fixed: 'left' },
    {
      title: t('shell.device'),
      key: 'device',
      width: 220,
      render: (_: unknown, order: Order) => <StackedCell primary={order.deviceName} secondary={order.deviceCode} />,
    },
    { title: t('shell.amountYuan'), dataIndex: 'amount', width: 110, align: 'right', render: (cents: number) => formatMoney(cents) },
    { title: t('shell.refundYuan'), dataIndex: 'refundAmount', width: 110, align: 'right', render: (cents: number) => formatMoney(cents) },
    { title: t('shell.status'), dataIndex: 'status', width: 100, render: (status: Order['status']) => <ConceptLabel concept="orderStatus" value={status} /> },
    {
      title: t('shell.payChannel'),
      dataIndex: 'payChannel',
      width: 110,
      render: (channel: Order['payChannel']) => <ConceptLabel concept="payChannel" value={channel} />,
    },
  ];
  if (abnormal) {
    columns.push({ title: t('shell.abnormalReason'), dataIndex: 'abnormalReason', width: 160, render: formatValue });
  }
  columns.push(
    { title: t('shell.identityDepartment'), dataIndex: 'deptName', width: 140, render: formatValue },
    { title: t('shell.orderTime'), dataIndex: 'createTime', width: 170, render: (time: number) => formatDateTime(time) },
  );
  return columns;
}
