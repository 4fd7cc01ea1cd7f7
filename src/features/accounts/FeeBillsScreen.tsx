// Screen.platformFeeBills: the monthly fee bills the platform issued to the operators it serves (other
// organisations issue none, so their list is empty).
import { DatePicker } from '@douyinfe/semi-ui';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiPath, Screen } from '../../core/contract/index.ts';
import type { FeeBillStatus, PlatformFeeBill } from '../../core/contract/index.ts';
import { formatDateTime, formatMoney, formatValue } from '../../core/format/index.ts';
import { ConceptLabel, ConceptSelect } from '../../ui/options/index.ts';
import { FilterBar, PagedTable, ScreenFrame, useFilters, usePagedQuery } from '../../ui/table/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';
import { billPeriod } from './fees.ts';

interface BillFilters {
  period?: string;
  status?: FeeBillStatus;
}

function billColumns(t: TFunction): ColumnProps<PlatformFeeBill>[] {
  return [
    { title: t('shell.billNo'), dataIndex: 'billNo', width: 170 },
    { title: t('shell.billedOrganisation'), dataIndex: 'billedOrgName', width: 200, render: formatValue },
    { title: t('shell.billPeriod'), dataIndex: 'period', width: 90 },
    { title: t('shell.deviceCount'), dataIndex: 'deviceCount', width: 90, align: 'right' },
    { title: t('shell.amountYuan'), dataIndex: 'amount', width: 120, align: 'right', render: (cents: number) => formatMoney(cents) },
    { title: t('shell.status'), dataIndex: 'status', width: 90, render: (status: FeeBillStatus) => <ConceptLabel concept="feeBillStatus" value={status} /> },
    { title: t('shell.billIssueTime'), dataIndex: 'createTime', width: 170, render: (time: number) => formatDateTime(time) },
    { title: t('shell.billDueTime'), dataIndex: 'dueTime', width: 170, render: (time: number) => formatDateTime(time) },
    { title: t('shell.payTime'), dataIndex: 'payTime', width: 170, render: (time: number | null) => formatDateTime(time) },
  ];
}

export default function FeeBillsScreen({ title }: AreaScreenProps) {
  const { t } = useTranslation();
  const filters = useFilters<BillFilters>({});
  const paged = usePagedQuery<PlatformFeeBill>(ApiPath.platformFeeBillPage, { ...filters.applied });
  const { draft, set } = filters;
  return (
    <ScreenFrame screen={Screen.platformFeeBills} title={title}>
      <PagedTable
        className="backroom-bill-table"
        paged={paged}
        columns={billColumns(t)}
        scrollX={1300}
        filters={
          <FilterBar onSearch={filters.apply} onReset={filters.reset}>
            <DatePicker
              className="backroom-filter-period"
              type="month"
              value={draft.period}
              placeholder={t('shell.billPeriod')}
              onChange={(month) => set('period', billPeriod(month instanceof Date ? month : null))}
            />
            <ConceptSelect
              concept="feeBillStatus"
              className="backroom-filter-status"
              value={draft.status}
              placeholder={t('shell.status')}
              showClear
              onChange={(value) => set('status', value as FeeBillStatus | undefined)}
            />
          </FilterBar>
        }
      />
    </ScreenFrame>
  );
}
