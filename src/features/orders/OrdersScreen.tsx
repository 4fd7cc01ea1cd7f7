// Screen.orders: the sales orders of the identity's organisation and department subtree.
import { ApiPath, Screen } from '../../core/contract/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';
import { OrderList } from './OrderList.tsx';

export default function OrdersScreen({ title }: AreaScreenProps) {
  return <OrderList screen={Screen.orders} title={title} pagePath={ApiPath.orderPage} abnormal={false} />;
}
