// Order exports (issue 11): orders and abnormal unattended-shop orders (status 8), as the order lists show them
// (orders module's table, device by the devices module's reference), newest first.
import { and, desc, eq, gte, ilike, lte, or } from 'drizzle-orm';
import { abnormalOrderPage, orderPage } from '../../../../src/core/contract/api/orders.ts';
import { ABNORMAL_ORDER_STATUS } from '../../../../src/core/contract/index.ts';
import type { Orm } from '../../../db/db.ts';
import { containsPattern, when } from '../../../db/query.ts';
import { deptName, deptOf, inScope, type Scope } from '../../../db/scope.ts';
import { deviceRef } from '../../devices/repository.ts';
import { orders } from '../../orders/tables.ts';
import { depts } from '../../org/tables.ts';
import { col, defineExport, exportRows, type ExportRows, type RowFrom } from './define.ts';

const ROW = {
  id: orders.id,
  orderNo: orders.orderNo,
  amount: orders.amountCents,
  refund: orders.refundCents,
  status: orders.status,
  payChannel: orders.payChannel,
  deviceCode: deviceRef.code,
  deviceName: deviceRef.name,
  goodsName: orders.goodsName,
  deptName,
  abnormalReason: orders.abnormalReason,
  createdAt: orders.createdAt,
};
type Row = RowFrom<typeof ROW>;

interface OrderFilters {
  keyword?: string;
  status?: number;
  payChannel?: string;
  startTime?: number;
  endTime?: number;
}

function rowsOf(abnormal: boolean) {
  return (orm: Orm, scope: Scope, filters: OrderFilters): ExportRows<Row> => {
    const pattern = containsPattern(filters.keyword);
    const status = abnormal ? ABNORMAL_ORDER_STATUS : filters.status;
    return exportRows(ROW, orm
      .select(ROW)
      .from(orders)
      .innerJoin(depts, deptOf(orders))
      .innerJoin(deviceRef.table, deviceRef.on(orders.deviceId))
      .where(
        and(
          inScope(scope, orders),
          when(pattern, (p) => or(ilike(orders.orderNo, p), ilike(deviceRef.code, p), ilike(deviceRef.name, p))),
          when(status, (value) => eq(orders.status, value as typeof ABNORMAL_ORDER_STATUS)),
          when(filters.payChannel, (channel) => eq(orders.payChannel, channel as 'wechat')),
          when(filters.startTime, (start) => gte(orders.createdAt, start)),
          when(filters.endTime, (end) => lte(orders.createdAt, end)),
        ),
      )
      .orderBy(desc(orders.id)));
  };
}

const columns = (abnormal: boolean) => [
  col.text<Row>('订单编号', (row) => row.orderNo, 24),
  col.time<Row>('下单时间', (row) => row.createdAt),
  col.money<Row>('订单金额（元）', (row) => row.amount, 14),
  col.money<Row>('退款金额（元）', (row) => row.refund, 14),
  col.label<Row>('订单状态', 'orderStatus', (row) => row.status),
  col.label<Row>('支付渠道', 'payChannel', (row) => row.payChannel),
  col.text<Row>('设备编号', (row) => row.deviceCode),
  col.text<Row>('设备名称', (row) => row.deviceName, 24),
  col.text<Row>('商品', (row) => row.goodsName, 20),
  col.text<Row>('所属部门', (row) => row.deptName, 20),
  ...(abnormal ? [col.text<Row>('异常原因', (row) => row.abnormalReason, 28)] : []),
];

export const orderExports = [
  defineExport({
    type: 'orders', group: 'orders', name: '订单明细', nameEn: 'Order details', list: orderPage,
    concepts: ['orderStatus', 'payChannel'], columns: columns(false), rows: rowsOf(false),
  }),
  defineExport({
    type: 'abnormalOrders', group: 'orders', name: '无人店异常订单', nameEn: 'Abnormal unattended-store orders', list: abnormalOrderPage,
    concepts: ['orderStatus', 'payChannel'], columns: columns(true), rows: rowsOf(true),
  }),
];
