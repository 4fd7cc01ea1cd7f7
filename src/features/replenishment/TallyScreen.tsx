// Screen.replenishmentTally: tally records (counts of goods after replenishment, or routine) of the identity's scope;
// a count after a package names it, a routine count reads 例行盘点, a count that differs stands out.
// 详情 opens a tally with the package it counted (issue 13 §5).
import { useState } from 'react';
import { Button } from '@douyinfe/semi-ui';
import { replTallyPage } from '../../core/contract/api/replenishment.ts';
import type { TallyRecord } from '../../core/contract/api/replenishment.ts';
import type { ListSpec } from '../../ui/list/index.ts';
import { Screen } from '../../core/contract/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import { ScreenFrame, StackedCell } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { TallyDetailDialog } from './TallyDetailDialog.tsx';
import { replenishmentWords } from './words.ts';
import './replenishment.css';

const shared = { ns: 'translation' } as const;

export default function TallyScreen({ title }: ScreenProps) {
  const { t } = useWords(replenishmentWords);
  const [open, setOpen] = useState<number | null>(null);
  const spec = tallySpec(t, setOpen);
  return (
    <ScreenFrame screen={Screen.replenishmentTally} title={title}>
      <ListTable spec={spec} />
      {open !== null && <TallyDetailDialog id={open} onClose={() => setOpen(null)} />}
    </ScreenFrame>
  );
}

const tallySpec = (t: ReturnType<typeof useWords<'replenishment'>>['t'], openTally: (id: number) => void): ListSpec<typeof replTallyPage> => ({
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
  actionsWidth: 90,
  rowActions: (tally) => (
    <Button className="backroom-tally-open" theme="borderless" type="primary" onClick={() => openTally(tally.id)}>
      {t('details')}
    </Button>
  ),
});
