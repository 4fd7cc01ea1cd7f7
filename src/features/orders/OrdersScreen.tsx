// Screen.orders: the sales orders of the identity's organisation and department subtree, from one month back to the
// end of today unless the filters say otherwise (spec §9 date helpers).
import type { FiltersOf } from '../../core/contract/api/define.ts';
import { orderPage } from '../../core/contract/api/orders.ts';
import { Screen } from '../../core/contract/index.ts';
import { endOfToday, oneMonthBack } from '../../core/format/index.ts';
import { defineListScreen } from '../../ui/list/index.ts';
import { orderColumns, orderFilters, shared } from './orderList.tsx';
import { orderWords } from './words.ts';

export default defineListScreen(orderWords, (t) => ({
  screen: Screen.orders,
  endpoint: orderPage,
  exportType: 'orders',
  className: 'backroom-order-table',
  scrollX: 1400,
  initialFilters: { keyword: '', startTime: oneMonthBack(), endTime: endOfToday() },
  filters: orderFilters<FiltersOf<typeof orderPage>>(t, [{ name: 'status', kind: 'concept', concept: 'orderStatus', label: t('shell.status', shared), className: 'backroom-filter-status' }]),
  columns: orderColumns(t, false),
}));
