// Screen.abnormalOrders (spec §2 /orderManager/abnormalorderList): abnormal unattended-shop orders, status 8.
import { ApiPath, Screen } from '../../core/contract/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';
import { OrderList } from './OrderList.tsx';

export default function AbnormalOrdersScreen({ title }: AreaScreenProps) {
  return <OrderList screen={Screen.abnormalOrders} title={title} pagePath={ApiPath.abnormalOrderPage} abnormal />;
}
