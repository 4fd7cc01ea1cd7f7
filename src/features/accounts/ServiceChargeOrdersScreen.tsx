// Screen.serviceChargeOrders: service-charge orders of the identity's scope (spec §7 Accounts and fees).
import { serviceChargeOrderPage } from '../../core/contract/api/accounts.ts';
import { Screen } from '../../core/contract/index.ts';
import { defineListScreen } from '../../ui/list/index.ts';
import { accountWords } from './words.ts';

const shared = { ns: 'translation' } as const;

export default defineListScreen(accountWords, (t) => ({
  screen: Screen.serviceChargeOrders,
  endpoint: serviceChargeOrderPage,
  exportType: 'serviceCharges',
  className: 'backroom-charge-table',
  initialFilters: { keyword: '' },
  filters: [
    { name: 'keyword', kind: 'text', label: t('chargeKeyword'), className: 'backroom-filter-keyword' },
    { name: 'status', kind: 'concept', concept: 'serviceChargeStatus', label: t('shell.status', shared), className: 'backroom-filter-status' },
  ],
  columns: [
    { key: 'orderNo', title: t('shell.orderNo', shared), width: 170 },
    { key: 'item', title: t('chargeItem'), width: 160 },
    { key: 'deviceCount', title: t('deviceCount'), width: 90 },
    { key: 'amount', title: t('shell.amountYuan', shared), width: 120, value: 'money' },
    { key: 'status', title: t('shell.status', shared), width: 100, value: { concept: 'serviceChargeStatus' } },
    { key: 'deptName', title: t('shell.identityDepartment', shared), width: 130 },
    { key: 'createTime', title: t('shell.createTime', shared), width: 170, value: 'dateTime' },
    { key: 'payTime', title: t('payTime'), width: 170, value: 'dateTime' },
  ],
}));
