// Screen.orders: the sales orders of the identity's organisation and department subtree, from one month back to the
// end of today unless the filters say otherwise (spec §9 date helpers); 详情 per row, 处理 for abnormal ones.
import type { FiltersOf } from '../../core/contract/api/define.ts';
import { orderPage } from '../../core/contract/api/orders.ts';
import { Screen } from '../../core/contract/index.ts';
import { endOfToday, oneMonthBack } from '../../core/format/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import { ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { orderColumns, orderFilters, shared } from './orderList.tsx';
import { useOrderRows } from './useOrderRows.tsx';
import { orderWords } from './words.ts';

export default function OrdersScreen({ title }: ScreenProps) {
  const { t } = useWords(orderWords);
  const { rowActions, overlays } = useOrderRows();
  return (
    <ScreenFrame screen={Screen.orders} title={title}>
      <ListTable
        spec={{
          screen: Screen.orders,
          endpoint: orderPage,
          exportType: 'orders',
          className: 'backroom-order-table',
          scrollX: 1500,
          initialFilters: { keyword: '', startTime: oneMonthBack(), endTime: endOfToday() },
          filters: orderFilters<FiltersOf<typeof orderPage>>(t, [{ name: 'status', kind: 'concept', concept: 'orderStatus', label: t('shell.status', shared), className: 'backroom-filter-status' }]),
          columns: orderColumns(t, false),
          rowActions,
          actionsWidth: 140,
        }}
      />
      {overlays}
    </ScreenFrame>
  );
}
