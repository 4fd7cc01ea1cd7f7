// Screen.prePaidFeeStrategies: prepaid fee strategies of the identity's scope, charged per device and month or as a
// share of sales.
import { Input, Tag } from '@douyinfe/semi-ui';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiPath, FeeType, Screen } from '../../core/contract/index.ts';
import type { PrepaidFeeStrategy } from '../../core/contract/index.ts';
import { formatDateTime, formatMoney, formatValue } from '../../core/format/index.ts';
import { ConceptLabel } from '../../ui/options/index.ts';
import { FilterBar, PagedTable, ScreenFrame, useFilters, usePagedQuery } from '../../ui/table/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';
import { EnabledSelect } from './EnabledSelect.tsx';
import { formatShare } from './fees.ts';

interface StrategyFilters {
  keyword: string;
  status?: 0 | 1;
}

function strategyColumns(t: TFunction): ColumnProps<PrepaidFeeStrategy>[] {
  return [
    { title: t('shell.strategyName'), dataIndex: 'name', width: 180 },
    { title: t('shell.feeType'), dataIndex: 'feeType', width: 130, render: (type: FeeType) => <ConceptLabel concept="feeType" value={type} /> },
    {
      title: t('shell.unitPriceYuan'),
      dataIndex: 'unitPrice',
      width: 150,
      align: 'right',
      render: (cents: number, strategy: PrepaidFeeStrategy) => (strategy.feeType === FeeType.PER_DEVICE_MONTH ? formatMoney(cents) : formatValue(null)),
    },
    {
      title: t('shell.salesShare'),
      dataIndex: 'rateBasisPoints',
      width: 120,
      align: 'right',
      render: (basisPoints: number, strategy: PrepaidFeeStrategy) => (strategy.feeType === FeeType.SALES_SHARE ? formatShare(basisPoints) : formatValue(null)),
    },
    {
      title: t('shell.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: 0 | 1) => <Tag color={status === 1 ? 'green' : 'grey'}>{t(status === 1 ? 'shell.enabled' : 'shell.disabled')}</Tag>,
    },
    { title: t('shell.identityDepartment'), dataIndex: 'deptName', width: 130, render: formatValue },
    { title: t('shell.updateTime'), dataIndex: 'updateTime', width: 170, render: (time: number) => formatDateTime(time) },
  ];
}

export default function FeeStrategiesScreen({ title }: AreaScreenProps) {
  const { t } = useTranslation();
  const filters = useFilters<StrategyFilters>({ keyword: '' });
  const paged = usePagedQuery<PrepaidFeeStrategy>(ApiPath.prePaidFeeStrategyPage, { ...filters.applied });
  const { draft, set } = filters;
  return (
    <ScreenFrame screen={Screen.prePaidFeeStrategies} title={title}>
      <PagedTable
        className="backroom-strategy-table"
        paged={paged}
        columns={strategyColumns(t)}
        filters={
          <FilterBar onSearch={filters.apply} onReset={filters.reset}>
            <Input
              className="backroom-filter-keyword"
              value={draft.keyword}
              placeholder={t('shell.strategyName')}
              showClear
              onChange={(value) => set('keyword', value)}
            />
            <EnabledSelect value={draft.status} onChange={(status) => set('status', status)} />
          </FilterBar>
        }
      />
    </ScreenFrame>
  );
}
