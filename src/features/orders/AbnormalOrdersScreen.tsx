// Screen.abnormalOrders (spec §2 /orderManager/abnormalorderList): abnormal unattended-shop orders, status 8, which
// wait whatever their age.
import { abnormalOrderPage } from '../../core/contract/api/orders.ts';
import { Screen } from '../../core/contract/index.ts';
import { defineListScreen } from '../../ui/list/index.ts';
import { orderColumns, orderFilters } from './orderList.tsx';
import { orderWords } from './words.ts';

export default defineListScreen(orderWords, (t) => ({
  screen: Screen.abnormalOrders,
  endpoint: abnormalOrderPage,
  exportType: 'abnormalOrders',
  className: 'backroom-order-table',
  scrollX: 1400,
  initialFilters: { keyword: '' },
  filters: orderFilters(t),
  columns: orderColumns(t, true),
}));
