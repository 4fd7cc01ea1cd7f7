// Accounts exports (issue 11): service-charge orders and the platform's fee bills, as the fee lists show them
// (accounts module's tables), newest first.
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { platformFeeBillPage, serviceChargeOrderPage } from '../../../../src/core/contract/api/accounts.ts';
import type { FeeBillStatus, ServiceChargeStatus } from '../../../../src/core/contract/index.ts';
import type { Orm } from '../../../db/db.ts';
import { containsPattern, when } from '../../../db/query.ts';
import { deptName, deptOf, inScope, type Scope } from '../../../db/scope.ts';
import { platformFeeBills, serviceChargeOrders } from '../../accounts/tables.ts';
import { depts, organisations } from '../../org/tables.ts';
import { col, defineExport, exportRows, type ExportRows, type RowFrom } from './define.ts';

const CHARGE = {
  id: serviceChargeOrders.id,
  orderNo: serviceChargeOrders.orderNo,
  item: serviceChargeOrders.item,
  deviceCount: serviceChargeOrders.deviceCount,
  amount: serviceChargeOrders.amountCents,
  status: serviceChargeOrders.status,
  deptName,
  createdAt: serviceChargeOrders.createdAt,
  paidAt: serviceChargeOrders.paidAt,
};
type ChargeRow = RowFrom<typeof CHARGE>;

function charges(orm: Orm, scope: Scope, filters: { keyword?: string; status?: number }): ExportRows<ChargeRow> {
  const pattern = containsPattern(filters.keyword);
  return exportRows(CHARGE, orm
    .select(CHARGE)
    .from(serviceChargeOrders)
    .innerJoin(depts, deptOf(serviceChargeOrders))
    .where(
      and(
        inScope(scope, serviceChargeOrders),
        when(pattern, (p) => or(ilike(serviceChargeOrders.orderNo, p), ilike(serviceChargeOrders.item, p))),
        when(filters.status, (status) => eq(serviceChargeOrders.status, status as ServiceChargeStatus)),
      ),
    )
    .orderBy(desc(serviceChargeOrders.id)));
}

const BILL = {
  id: platformFeeBills.id,
  billNo: platformFeeBills.billNo,
  billedOrgName: organisations.name,
  period: platformFeeBills.period,
  deviceCount: platformFeeBills.deviceCount,
  amount: platformFeeBills.amountCents,
  status: platformFeeBills.status,
  createdAt: platformFeeBills.createdAt,
  dueAt: platformFeeBills.dueAt,
  paidAt: platformFeeBills.paidAt,
};
type BillRow = RowFrom<typeof BILL>;

function bills(orm: Orm, scope: Scope, filters: { period?: string; status?: number }): ExportRows<BillRow> {
  return exportRows(BILL, orm
    .select(BILL)
    .from(platformFeeBills)
    .innerJoin(depts, deptOf(platformFeeBills))
    .innerJoin(organisations, eq(organisations.id, platformFeeBills.billedOrgId))
    .where(
      and(
        inScope(scope, platformFeeBills),
        when(filters.period, (period) => eq(platformFeeBills.period, period)),
        when(filters.status, (status) => eq(platformFeeBills.status, status as FeeBillStatus)),
      ),
    )
    .orderBy(desc(platformFeeBills.id)));
}

export const accountExports = [
  defineExport({
    type: 'serviceCharges', group: 'accounts', name: '服务费订单', nameEn: 'Service charge orders', list: serviceChargeOrderPage, concepts: ['serviceChargeStatus'],
    rows: charges,
    columns: [
      col.text<ChargeRow>('订单编号', (row) => row.orderNo, 24),
      col.time<ChargeRow>('创建时间', (row) => row.createdAt),
      col.text<ChargeRow>('服务项目', (row) => row.item, 24),
      col.text<ChargeRow>('设备数', (row) => row.deviceCount, 10),
      col.money<ChargeRow>('金额（元）', (row) => row.amount, 14),
      col.label<ChargeRow>('支付状态', 'serviceChargeStatus', (row) => row.status),
      col.text<ChargeRow>('所属部门', (row) => row.deptName, 20),
      col.time<ChargeRow>('支付时间', (row) => row.paidAt),
    ],
  }),
  defineExport({
    type: 'feeBills', group: 'accounts', name: '平台费账单', nameEn: 'Platform fee bills', list: platformFeeBillPage, concepts: ['feeBillStatus'],
    rows: bills,
    columns: [
      col.text<BillRow>('账单编号', (row) => row.billNo, 24),
      col.text<BillRow>('计费组织', (row) => row.billedOrgName, 24),
      col.text<BillRow>('账期', (row) => row.period, 10),
      col.text<BillRow>('设备数', (row) => row.deviceCount, 10),
      col.money<BillRow>('账单金额（元）', (row) => row.amount, 14),
      col.label<BillRow>('缴费状态', 'feeBillStatus', (row) => row.status),
      col.time<BillRow>('出账时间', (row) => row.createdAt),
      col.time<BillRow>('最晚缴费时间', (row) => row.dueAt),
      col.time<BillRow>('缴费时间', (row) => row.paidAt),
    ],
  }),
];
