// Screen.abnormalOrders (spec §2 /orderManager/abnormalorderList): abnormal unattended-shop orders, status 8, which
// wait whatever their age; 详情 and 处理 (refund, charge, close) per row.
import { abnormalOrderPage } from '../../core/contract/api/orders.ts';
import { Screen } from '../../core/contract/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import { ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { orderColumns, orderFilters } from './orderList.tsx';
import { useOrderRows } from './useOrderRows.tsx';
import { orderWords } from './words.ts';

export default function AbnormalOrdersScreen({ title }: ScreenProps) {
  const { t } = useWords(orderWords);
  const { rowActions, overlays } = useOrderRows();
  return (
    <ScreenFrame screen={Screen.abnormalOrders} title={title}>
      <ListTable
        spec={{
          screen: Screen.abnormalOrders,
          endpoint: abnormalOrderPage,
          exportType: 'abnormalOrders',
          className: 'backroom-order-table',
          scrollX: 1500,
          initialFilters: { keyword: '' },
          filters: orderFilters(t),
          columns: orderColumns(t, true),
          rowActions,
          actionsWidth: 140,
        }}
      />
      {overlays}
    </ScreenFrame>
  );
}
