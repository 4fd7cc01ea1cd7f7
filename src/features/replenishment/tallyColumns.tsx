// The columns of the tally records: a count after a package, or a routine count (例行盘点) without one.
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import type { TFunction } from 'i18next';
import type { TallyRecord } from '../../core/contract/index.ts';
import { formatDateTime, formatValue } from '../../core/format/index.ts';
import { StackedCell } from '../../ui/table/index.ts';

export function tallyColumns(t: TFunction): ColumnProps<TallyRecord>[] {
  return [
    { title: t('shell.tallyNo'), dataIndex: 'tallyNo', width: 130, fixed: 'left' },
    { title: t('shell.packageNo'), dataIndex: 'packageNo', width: 130, render: (packageNo: string | null) => packageNo ?? t('shell.routineCount') },
    {
      title: t('shell.device'),
      key: 'device',
      width: 220,
      render: (_: unknown, tally: TallyRecord) => <StackedCell primary={tally.deviceName} secondary={tally.deviceCode} />,
    },
    { title: t('shell.tallyOperator'), dataIndex: 'operatorName', width: 100, render: formatValue },
    { title: t('shell.expectedCount'), dataIndex: 'expectedCount', width: 100, align: 'right' },
    { title: t('shell.actualCount'), dataIndex: 'actualCount', width: 100, align: 'right' },
    {
      title: t('shell.countDifference'),
      dataIndex: 'difference',
      width: 80,
      align: 'right',
      render: (difference: number) => (
        <span className={difference === 0 ? undefined : 'backroom-tally-mismatch'}>{difference > 0 ? `+${difference}` : difference}</span>
      ),
    },
    { title: t('shell.identityDepartment'), dataIndex: 'deptName', width: 130, render: formatValue },
    { title: t('shell.tallyTime'), dataIndex: 'createTime', width: 170, render: (time: number) => formatDateTime(time) },
  ];
}
