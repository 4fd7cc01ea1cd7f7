// Screen.platformFeeBills: the monthly fee bills the platform issued to the operators it serves (other
// organisations issue none, so their list is empty).
// 详情 opens a bill with its price per device and the billed operator's balance now (issue 13 §3).
import { useState } from 'react';
import { Button, Descriptions, Modal, Spin } from '@douyinfe/semi-ui';
import { platformFeeBillDetail, platformFeeBillPage } from '../../core/contract/api/accounts.ts';
import { Screen } from '../../core/contract/index.ts';
import { formatDateTime, formatMoney } from '../../core/format/index.ts';
import { useCallQuery } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import type { ListSpec } from '../../ui/list/index.ts';
import { ConceptLabel } from '../../ui/options/index.ts';
import { ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { billPeriod } from './fees.ts';
import { accountWords } from './words.ts';

const shared = { ns: 'translation' } as const;

function BillDetails({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useWords(accountWords);
  const query = useCallQuery(platformFeeBillDetail, { params: { id } });
  const bill = query.data;
  return (
    <Modal className="backroom-bill-details" visible title={t('billDetails')} footer={null} onCancel={onClose}>
      <Spin spinning={query.isPending}>
        {bill && (
          <Descriptions
            data={[
              { key: t('billNo'), value: bill.billNo },
              { key: t('billedOrganisation'), value: bill.billedOrgName },
              { key: t('billPeriod'), value: bill.period },
              { key: t('deviceCount'), value: bill.deviceCount },
              { key: t('billUnitPrice'), value: formatMoney(bill.unitPrice) },
              { key: t('shell.amountYuan', shared), value: formatMoney(bill.amount) },
              { key: t('shell.status', shared), value: <ConceptLabel concept="feeBillStatus" value={bill.status} /> },
              { key: t('billIssueTime'), value: formatDateTime(bill.createTime) },
              { key: t('billDueTime'), value: formatDateTime(bill.dueTime) },
              { key: t('payTime'), value: formatDateTime(bill.payTime) },
              { key: t('billedBalance'), value: formatMoney(bill.billedOrgBalance) },
            ]}
          />
        )}
      </Spin>
    </Modal>
  );
}

export default function FeeBillsScreen({ title }: ScreenProps) {
  const { t } = useWords(accountWords);
  const [open, setOpen] = useState<number | null>(null);
  const spec = billsSpec(t, (id) => setOpen(id));
  return (
    <ScreenFrame screen={Screen.platformFeeBills} title={title}>
      <ListTable spec={spec} />
      {open !== null && <BillDetails id={open} onClose={() => setOpen(null)} />}
    </ScreenFrame>
  );
}

const billsSpec = (t: ReturnType<typeof useWords<'accounts'>>['t'], openBill: (id: number) => void): ListSpec<typeof platformFeeBillPage> => ({
  screen: Screen.platformFeeBills,
  endpoint: platformFeeBillPage,
  exportType: 'feeBills',
  className: 'backroom-bill-table',
  scrollX: 1300,
  filters: [
    { name: 'period', kind: 'month', label: t('billPeriod'), className: 'backroom-filter-period', toValue: billPeriod },
    { name: 'status', kind: 'concept', concept: 'feeBillStatus', label: t('shell.status', shared), className: 'backroom-filter-status' },
  ],
  columns: [
    { key: 'billNo', title: t('billNo'), width: 170 },
    { key: 'billedOrgName', title: t('billedOrganisation'), width: 200 },
    { key: 'period', title: t('billPeriod'), width: 90 },
    { key: 'deviceCount', title: t('deviceCount'), width: 90 },
    { key: 'amount', title: t('shell.amountYuan', shared), width: 120, value: 'money' },
    { key: 'status', title: t('shell.status', shared), width: 90, value: { concept: 'feeBillStatus' } },
    { key: 'createTime', title: t('billIssueTime'), width: 170, value: 'dateTime' },
    { key: 'dueTime', title: t('billDueTime'), width: 170, value: 'dateTime' },
    { key: 'payTime', title: t('payTime'), width: 170, value: 'dateTime' },
  ],
  actionsWidth: 90,
  rowActions: (bill) => (
    <Button className="backroom-bill-open" theme="borderless" type="primary" onClick={() => openBill(bill.id)}>
      {t('details')}
    </Button>
  ),
});
