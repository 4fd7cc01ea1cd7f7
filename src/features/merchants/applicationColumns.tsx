// The columns of the merchant applications (contact phones masked under phoneHide, spec §6).
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import type { TFunction } from 'i18next';
import type { MerchantApplication } from '../../core/contract/index.ts';
import { formatDateTime, formatValue } from '../../core/format/index.ts';
import { maskPhone } from '../../core/rules/index.ts';
import { ConceptLabel } from '../../ui/options/index.ts';

export function applicationColumns(t: TFunction, phoneHide: boolean): ColumnProps<MerchantApplication>[] {
  return [
    { title: t('shell.merchantName'), dataIndex: 'merchantName', width: 220, fixed: 'left' },
    {
      title: t('shell.columnMerchantType'),
      dataIndex: 'merchantType',
      width: 120,
      render: (type: MerchantApplication['merchantType']) => <ConceptLabel concept="merchantType" value={type} />,
    },
    { title: t('shell.contactName'), dataIndex: 'contactName', width: 100, render: formatValue },
    { title: t('shell.contactPhone'), dataIndex: 'contactPhone', width: 130, render: (phone: string) => formatValue(maskPhone(phone, phoneHide)) },
    {
      title: t('shell.auditStatus'),
      dataIndex: 'auditStatus',
      width: 100,
      render: (status: MerchantApplication['auditStatus']) => <ConceptLabel concept="merchantAuditStatus" value={status} />,
    },
    { title: t('shell.identityDepartment'), dataIndex: 'deptName', width: 130, render: formatValue },
    { title: t('shell.applyTime'), dataIndex: 'createTime', width: 170, render: (time: number) => formatDateTime(time) },
    { title: t('shell.auditTime'), dataIndex: 'auditTime', width: 170, render: (time: number | null) => formatDateTime(time) },
  ];
}
