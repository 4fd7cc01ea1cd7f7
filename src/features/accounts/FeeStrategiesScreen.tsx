// Screen.prePaidFeeStrategies: prepaid fee strategies of the identity's scope, charged per device and month or as a
// share of sales.
import { Tag } from '@douyinfe/semi-ui';
import { prePaidFeeStrategyPage } from '../../core/contract/api/accounts.ts';
import type { PrepaidFeeStrategy } from '../../core/contract/api/accounts.ts';
import { FeeType, Screen } from '../../core/contract/index.ts';
import { formatMoney, formatValue } from '../../core/format/index.ts';
import { defineListScreen } from '../../ui/list/index.ts';
import { formatShare } from './fees.ts';
import { accountWords } from './words.ts';

const shared = { ns: 'translation' } as const;
const ENABLED = 1;

export default defineListScreen(accountWords, (t) => ({
  screen: Screen.prePaidFeeStrategies,
  endpoint: prePaidFeeStrategyPage,
  className: 'backroom-strategy-table',
  initialFilters: { keyword: '' },
  filters: [
    { name: 'keyword', kind: 'text', label: t('strategyName'), className: 'backroom-filter-keyword' },
    {
      name: 'status',
      kind: 'select',
      label: t('shell.status', shared),
      className: 'backroom-filter-status',
      options: [
        { value: 1, label: t('shell.enabled', shared) },
        { value: 0, label: t('shell.disabled', shared) },
      ],
    },
  ],
  columns: [
    { key: 'name', title: t('strategyName'), width: 180 },
    { key: 'feeType', title: t('feeType'), width: 130, value: { concept: 'feeType' } },
    {
      key: 'unitPrice',
      title: t('unitPriceYuan'),
      width: 150,
      value: (strategy: PrepaidFeeStrategy) => (strategy.feeType === FeeType.PER_DEVICE_MONTH ? formatMoney(strategy.unitPrice) : formatValue(null)),
    },
    {
      key: 'rateBasisPoints',
      title: t('salesShare'),
      width: 120,
      value: (strategy: PrepaidFeeStrategy) => (strategy.feeType === FeeType.SALES_SHARE ? formatShare(strategy.rateBasisPoints) : formatValue(null)),
    },
    {
      key: 'status',
      title: t('shell.status', shared),
      width: 90,
      value: (strategy: PrepaidFeeStrategy) => (
        <Tag color={strategy.status === ENABLED ? 'green' : 'grey'}>{t(strategy.status === ENABLED ? 'shell.enabled' : 'shell.disabled', shared)}</Tag>
      ),
    },
    { key: 'deptName', title: t('shell.identityDepartment', shared), width: 130 },
    { key: 'updateTime', title: t('shell.updateTime', shared), width: 170, value: 'dateTime' },
  ],
}));
