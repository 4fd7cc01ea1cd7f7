// The columns of the complaint lists. Statuses are dictionary labels, so 商户待处理 and 客服待处理 read 挂起中 and
// 系统处理中 (spec §4 Other); phones are masked under phoneHide (spec §6).
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import type { TFunction } from 'i18next';
import type { Complaint } from '../../core/contract/index.ts';
import { formatDateTime, formatMoney, formatValue } from '../../core/format/index.ts';
import { maskPhone } from '../../core/rules/index.ts';
import { ConceptLabel } from '../../ui/options/index.ts';

export interface ComplaintColumnOptions {
  /** Risk complaints of both channels name theirs. */
  withChannel: boolean;
  phoneHide: boolean;
}

export function complaintColumns(t: TFunction, { withChannel, phoneHide }: ComplaintColumnOptions): ColumnProps<Complaint>[] {
  const channel: ColumnProps<Complaint>[] = withChannel
    ? [{ title: t('shell.payChannel'), dataIndex: 'channel', width: 110, render: (value: Complaint['channel']) => <ConceptLabel concept="payChannel" value={value} /> }]
    : [];
  return [
    { title: t('shell.complaintNo'), dataIndex: 'complaintNo', width: 170, fixed: 'left' },
    ...channel,
    {
      title: t('shell.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: Complaint['status']) => <ConceptLabel concept="complaintStatus" value={status} />,
    },
    {
      title: t('shell.complaintReason'),
      dataIndex: 'reason',
      width: 130,
      render: (reason: number) => <ConceptLabel concept="orderFeedbackReason" value={reason} />,
    },
    { title: t('shell.complaintContent'), dataIndex: 'content', width: 280, render: formatValue },
    { title: t('shell.relatedOrder'), dataIndex: 'orderNo', width: 190, render: formatValue },
    { title: t('shell.disputedYuan'), dataIndex: 'amount', width: 120, align: 'right', render: (cents: number) => formatMoney(cents) },
    { title: t('shell.customerPhone'), dataIndex: 'customerPhone', width: 130, render: (phone: string) => formatValue(maskPhone(phone, phoneHide)) },
    { title: t('shell.identityDepartment'), dataIndex: 'deptName', width: 130, render: formatValue },
    { title: t('shell.complaintTime'), dataIndex: 'createTime', width: 170, render: (time: number) => formatDateTime(time) },
    { title: t('shell.handledTime'), dataIndex: 'handledTime', width: 170, render: (time: number | null) => formatDateTime(time) },
  ];
}
