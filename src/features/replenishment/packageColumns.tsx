// The columns of the replenishment-package list; the audit buttons come from the screen (permission-dependent).
import type { ReactNode } from 'react';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import type { TFunction } from 'i18next';
import type { ReplenishmentPackage } from '../../core/contract/index.ts';
import { formatDateTime, formatMoney, formatValue } from '../../core/format/index.ts';
import { ConceptLabel } from '../../ui/options/index.ts';
import { StackedCell } from '../../ui/table/index.ts';

export function packageColumns(t: TFunction, actions?: (pkg: ReplenishmentPackage) => ReactNode): ColumnProps<ReplenishmentPackage>[] {
  const columns: ColumnProps<ReplenishmentPackage>[] = [
    { title: t('shell.packageNo'), dataIndex: 'packageNo', width: 130, fixed: 'left' },
    {
      title: t('shell.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: ReplenishmentPackage['status']) => <ConceptLabel concept="replenishmentStatus" value={status} />,
    },
    {
      title: t('shell.device'),
      key: 'device',
      width: 200,
      render: (_: unknown, pkg: ReplenishmentPackage) => <StackedCell primary={pkg.deviceName} secondary={pkg.deviceCode} />,
    },
    { title: t('shell.skuCount'), dataIndex: 'skuCount', width: 80, align: 'right' },
    { title: t('shell.itemCount'), dataIndex: 'itemCount', width: 90, align: 'right' },
    { title: t('shell.goodsValueYuan'), dataIndex: 'amount', width: 110, align: 'right', render: (cents: number) => formatMoney(cents) },
    { title: t('shell.applicant'), dataIndex: 'applicant', width: 90, render: formatValue },
    { title: t('shell.remark'), dataIndex: 'remark', width: 180, render: formatValue },
    { title: t('shell.identityDepartment'), dataIndex: 'deptName', width: 120, render: formatValue },
    { title: t('shell.applyTime'), dataIndex: 'createTime', width: 170, render: (time: number) => formatDateTime(time) },
    { title: t('shell.auditor'), dataIndex: 'auditorName', width: 90, render: formatValue },
    { title: t('shell.auditTime'), dataIndex: 'auditTime', width: 170, render: (time: number | null) => formatDateTime(time) },
    { title: t('shell.auditRemark'), dataIndex: 'auditRemark', width: 160, render: formatValue },
  ];
  if (actions) {
    columns.push({ title: t('shell.actions'), key: 'actions', width: 140, fixed: 'right', render: (_: unknown, pkg: ReplenishmentPackage) => actions(pkg) });
  }
  return columns;
}
