// Screen.serviceChargeOrders: service-charge orders of the identity's scope (spec §7 Accounts and fees).
import { Input } from '@douyinfe/semi-ui';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiPath, Screen } from '../../core/contract/index.ts';
import type { ServiceChargeOrder, ServiceChargeStatus } from '../../core/contract/index.ts';
import { formatDateTime, formatMoney, formatValue } from '../../core/format/index.ts';
import { ConceptLabel, ConceptSelect } from '../../ui/options/index.ts';
import { FilterBar, PagedTable, ScreenFrame, useFilters, usePagedQuery } from '../../ui/table/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';

interface ChargeFilters {
  keyword: string;
  status?: ServiceChargeStatus;
}

function chargeColumns(t: TFunction): ColumnProps<ServiceChargeOrder>[] {
  return [
    { title: t('shell.orderNo'), dataIndex: 'orderNo', width: 170 },
    { title: t('shell.chargeItem'), dataIndex: 'item', width: 160, render: formatValue },
    { title: t('shell.deviceCount'), dataIndex: 'deviceCount', width: 90, align: 'right' },
    { title: t('shell.amountYuan'), dataIndex: 'amount', width: 120, align: 'right', render: (cents: number) => formatMoney(cents) },
    {
      title: t('shell.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: ServiceChargeStatus) => <ConceptLabel concept="serviceChargeStatus" value={status} />,
    },
    { title: t('shell.identityDepartment'), dataIndex: 'deptName', width: 130, render: formatValue },
    { title: t('shell.createTime'), dataIndex: 'createTime', width: 170, render: (time: number) => formatDateTime(time) },
    { title: t('shell.payTime'), dataIndex: 'payTime', width: 170, render: (time: number | null) => formatDateTime(time) },
  ];
}

export default function ServiceChargeOrdersScreen({ title }: AreaScreenProps) {
  const { t } = useTranslation();
  const filters = useFilters<ChargeFilters>({ keyword: '' });
  const paged = usePagedQuery<ServiceChargeOrder>(ApiPath.serviceChargeOrderPage, { ...filters.applied });
  const { draft, set } = filters;
  return (
    <ScreenFrame screen={Screen.serviceChargeOrders} title={title}>
      <PagedTable
        className="backroom-charge-table"
        paged={paged}
        columns={chargeColumns(t)}
        filters={
          <FilterBar onSearch={filters.apply} onReset={filters.reset}>
            <Input
              className="backroom-filter-keyword"
              value={draft.keyword}
              placeholder={t('shell.chargeKeyword')}
              showClear
              onChange={(value) => set('keyword', value)}
            />
            <ConceptSelect
              concept="serviceChargeStatus"
              className="backroom-filter-status"
              value={draft.status}
              placeholder={t('shell.status')}
              showClear
              onChange={(value) => set('status', value as ServiceChargeStatus | undefined)}
            />
          </FilterBar>
        }
      />
    </ScreenFrame>
  );
}
