// What the complaint lists share: columns and filters. Statuses are dictionary labels, so 商户待处理 and 客服待处理 read
// 挂起中 and 系统处理中 (spec §4 Other); phones come masked from the server under phoneHide, and the column masks
// them too (spec §6). The risk complaints of both channels name theirs and filter by it.
import type { Complaint, riskComplaintPage } from '../../core/contract/api/complaints.ts';
import type { FiltersOf } from '../../core/contract/api/define.ts';
import type { useWords } from '../../ui/i18n/index.ts';
import type { ListColumn, ListFilter } from '../../ui/list/index.ts';

export type ComplaintWordsT = ReturnType<typeof useWords<'complaints'>>['t'];

/** Words of the shared bundle (shell.*). */
export const shared = { ns: 'translation' } as const;

export const COMPLAINT_TABLE = { className: 'backroom-complaint-table', scrollX: 1600 } as const;

/** What `first` gives (the channel filter of the risk complaints), then status and reason. */
export function complaintFilters<F extends FiltersOf<typeof riskComplaintPage>>(t: ComplaintWordsT, first: ListFilter<F>[] = []): ListFilter<F>[] {
  return [
    ...first,
    { name: 'status', kind: 'concept', concept: 'complaintStatus', label: t('shell.status', shared), className: 'backroom-filter-status' },
    { name: 'reason', kind: 'concept', concept: 'orderFeedbackReason', label: t('reason'), className: 'backroom-filter-reason' },
  ];
}

export function complaintColumns(t: ComplaintWordsT, withChannel: boolean): ListColumn<Complaint>[] {
  const channel: ListColumn<Complaint>[] = withChannel ? [{ key: 'channel', title: t('shell.payChannel', shared), width: 110, value: { concept: 'payChannel' } }] : [];
  return [
    { key: 'complaintNo', title: t('complaintNo'), width: 170, fixed: 'left' },
    ...channel,
    { key: 'status', title: t('shell.status', shared), width: 110, value: { concept: 'complaintStatus' } },
    { key: 'reason', title: t('reason'), width: 130, value: { concept: 'orderFeedbackReason' } },
    { key: 'content', title: t('content'), width: 280 },
    { key: 'orderNo', title: t('relatedOrder'), width: 190 },
    { key: 'amount', title: t('disputedYuan'), width: 120, align: 'right', value: 'money' },
    { key: 'customerPhone', title: t('customerPhone'), width: 130, value: 'phone' },
    { key: 'deptName', title: t('shell.identityDepartment', shared), width: 130 },
    { key: 'createTime', title: t('complaintTime'), width: 170, value: 'dateTime' },
    { key: 'handledTime', title: t('handledTime'), width: 170, value: 'dateTime' },
  ];
}
