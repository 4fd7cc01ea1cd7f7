// Screen.replenishmentTally: tally records (counts of goods after replenishment, or routine) of the identity's scope;
// a count after a package names it, a routine count reads 例行盘点, a count that differs stands out.
import { replTallyPage } from '../../core/contract/api/replenishment.ts';
import type { TallyRecord } from '../../core/contract/api/replenishment.ts';
import { Screen } from '../../core/contract/index.ts';
import { defineListScreen } from '../../ui/list/index.ts';
import { StackedCell } from '../../ui/table/index.ts';
import { replenishmentWords } from './words.ts';
import './replenishment.css';

const shared = { ns: 'translation' } as const;

export default defineListScreen(replenishmentWords, (t) => ({
  screen: Screen.replenishmentTally,
  endpoint: replTallyPage,
  exportType: 'replenishmentTallies',
  className: 'backroom-tally-table',
  scrollX: 1200,
  initialFilters: { keyword: '' },
  filters: [{ name: 'keyword', kind: 'text', label: t('tallyKeyword'), className: 'backroom-filter-keyword' }],
  columns: [
    { key: 'tallyNo', title: t('tallyNo'), width: 130, fixed: 'left' },
    { key: 'packageNo', title: t('packageNo'), width: 130, value: (tally: TallyRecord) => tally.packageNo ?? t('routineCount') },
    { key: 'device', title: t('shell.device', shared), width: 220, value: (tally: TallyRecord) => <StackedCell primary={tally.deviceName} secondary={tally.deviceCode} /> },
    { key: 'operatorName', title: t('tallyOperator'), width: 100 },
    { key: 'expectedCount', title: t('expectedCount'), width: 100, align: 'right' },
    { key: 'actualCount', title: t('actualCount'), width: 100, align: 'right' },
    {
      key: 'difference',
      title: t('countDifference'),
      width: 80,
      align: 'right',
      value: ({ difference }: TallyRecord) => (
        <span className={difference === 0 ? undefined : 'backroom-tally-mismatch'}>{difference > 0 ? `+${difference}` : difference}</span>
      ),
    },
    { key: 'deptName', title: t('shell.identityDepartment', shared), width: 130 },
    { key: 'createTime', title: t('tallyTime'), width: 170, value: 'dateTime' },
  ],
}));
