// Screen.platformFeeBills: the monthly fee bills the platform issued to the operators it serves (other
// organisations issue none, so their list is empty).
import { platformFeeBillPage } from '../../core/contract/api/accounts.ts';
import { Screen } from '../../core/contract/index.ts';
import { defineListScreen } from '../../ui/list/index.ts';
import { billPeriod } from './fees.ts';
import { accountWords } from './words.ts';

const shared = { ns: 'translation' } as const;

export default defineListScreen(accountWords, (t) => ({
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
}));
