// Replenishment exports (issue 11): packages and tally records, as the replenishment lists show them
// (replenishment module's tables, device by the devices module's reference), newest first.
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { replPackagePage, replTallyPage } from '../../../../src/core/contract/api/replenishment.ts';
import type { ReplenishmentStatus } from '../../../../src/core/contract/index.ts';
import type { Orm } from '../../../db/db.ts';
import { containsPattern, when } from '../../../db/query.ts';
import { deptName, deptOf, inScope, type Scope } from '../../../db/scope.ts';
import { deviceRef } from '../../devices/repository.ts';
import { depts, users } from '../../org/tables.ts';
import { replPackages, replTallies } from '../../replenishment/tables.ts';
import { col, defineExport, exportRows, type ExportRows, type RowFrom } from './define.ts';

const PACKAGE = {
  id: replPackages.id,
  packageNo: replPackages.packageNo,
  status: replPackages.status,
  deviceCode: deviceRef.code,
  deviceName: deviceRef.name,
  skuCount: replPackages.skuCount,
  itemCount: replPackages.itemCount,
  amount: replPackages.amountCents,
  applicant: replPackages.applicant,
  remark: replPackages.remark,
  deptName,
  createdAt: replPackages.createdAt,
  auditedAt: replPackages.auditedAt,
  auditorName: users.name,
  auditRemark: replPackages.auditRemark,
};
type PackageRow = RowFrom<typeof PACKAGE>;

function packages(orm: Orm, scope: Scope, filters: { keyword?: string; status?: number }): ExportRows<PackageRow> {
  const pattern = containsPattern(filters.keyword);
  return exportRows(PACKAGE, orm
    .select(PACKAGE)
    .from(replPackages)
    .innerJoin(depts, deptOf(replPackages))
    .innerJoin(deviceRef.table, deviceRef.on(replPackages.deviceId))
    .leftJoin(users, eq(users.id, replPackages.auditedBy))
    .where(
      and(
        inScope(scope, replPackages),
        when(pattern, (p) => or(ilike(replPackages.packageNo, p), ilike(deviceRef.code, p), ilike(deviceRef.name, p), ilike(replPackages.applicant, p))),
        when(filters.status, (status) => eq(replPackages.status, status as ReplenishmentStatus)),
      ),
    )
    .orderBy(desc(replPackages.id)));
}

const TALLY = {
  id: replTallies.id,
  tallyNo: replTallies.tallyNo,
  packageNo: replPackages.packageNo,
  deviceCode: deviceRef.code,
  deviceName: deviceRef.name,
  operatorName: replTallies.operatorName,
  expectedCount: replTallies.expectedCount,
  actualCount: replTallies.actualCount,
  deptName,
  createdAt: replTallies.createdAt,
};
type TallyRow = RowFrom<typeof TALLY>;

function tallies(orm: Orm, scope: Scope, filters: { keyword?: string; packageId?: number }): ExportRows<TallyRow> {
  const pattern = containsPattern(filters.keyword);
  return exportRows(TALLY, orm
    .select(TALLY)
    .from(replTallies)
    .innerJoin(depts, deptOf(replTallies))
    .innerJoin(deviceRef.table, deviceRef.on(replTallies.deviceId))
    .leftJoin(replPackages, eq(replPackages.id, replTallies.packageId))
    .where(
      and(
        inScope(scope, replTallies),
        when(pattern, (p) => or(ilike(replTallies.tallyNo, p), ilike(deviceRef.code, p), ilike(deviceRef.name, p), ilike(replTallies.operatorName, p))),
        when(filters.packageId, (id) => eq(replTallies.packageId, id)),
      ),
    )
    .orderBy(desc(replTallies.id)));
}

export const replenishmentExports = [
  defineExport({
    type: 'replenishmentPackages', group: 'replenishment', name: '补货包明细', nameEn: 'Replenishment package details', list: replPackagePage, concepts: ['replenishmentStatus'],
    rows: packages,
    columns: [
      col.text<PackageRow>('补货包编号', (row) => row.packageNo, 24),
      col.time<PackageRow>('申请时间', (row) => row.createdAt),
      col.label<PackageRow>('审核状态', 'replenishmentStatus', (row) => row.status),
      col.text<PackageRow>('设备编号', (row) => row.deviceCode),
      col.text<PackageRow>('设备名称', (row) => row.deviceName, 24),
      col.text<PackageRow>('商品种数', (row) => row.skuCount, 10),
      col.text<PackageRow>('商品件数', (row) => row.itemCount, 10),
      col.money<PackageRow>('补货金额（元）', (row) => row.amount, 14),
      col.text<PackageRow>('申请人', (row) => row.applicant, 12),
      col.text<PackageRow>('备注', (row) => row.remark, 24),
      col.text<PackageRow>('所属部门', (row) => row.deptName, 20),
      col.time<PackageRow>('审核时间', (row) => row.auditedAt),
      col.text<PackageRow>('审核人', (row) => row.auditorName, 12),
      col.text<PackageRow>('审核意见', (row) => row.auditRemark, 24),
    ],
  }),
  defineExport({
    type: 'replenishmentTallies', group: 'replenishment', name: '理货单', nameEn: 'Tally sheets', list: replTallyPage,
    rows: tallies,
    columns: [
      col.text<TallyRow>('理货单编号', (row) => row.tallyNo, 24),
      col.time<TallyRow>('理货时间', (row) => row.createdAt),
      col.text<TallyRow>('补货包编号', (row) => row.packageNo, 24),
      col.text<TallyRow>('设备编号', (row) => row.deviceCode),
      col.text<TallyRow>('设备名称', (row) => row.deviceName, 24),
      col.text<TallyRow>('理货员', (row) => row.operatorName, 12),
      col.text<TallyRow>('应有件数', (row) => row.expectedCount, 10),
      col.text<TallyRow>('实有件数', (row) => row.actualCount, 10),
      col.text<TallyRow>('差异', (row) => (row.actualCount ?? 0) - (row.expectedCount ?? 0), 8),
      col.text<TallyRow>('所属部门', (row) => row.deptName, 20),
    ],
  }),
];
