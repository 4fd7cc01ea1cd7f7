// Merchant-application exports (issue 11), as the application list shows them (merchants module's table), newest
// first; contact phones masked under phoneHide.
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import { merchantApplicationPage } from '../../../../src/core/contract/api/merchants.ts';
import type { MerchantAuditStatus } from '../../../../src/core/contract/index.ts';
import { maskPhone } from '../../../../src/core/rules/index.ts';
import type { Orm } from '../../../db/db.ts';
import { containsPattern, when } from '../../../db/query.ts';
import { deptName, deptOf, inScope, type Scope } from '../../../db/scope.ts';
import { merchantApplications as applications } from '../../merchants/tables.ts';
import { depts } from '../../org/tables.ts';
import { col, defineExport, exportRows, type ExportRows, type RowFrom } from './define.ts';

const ROW = {
  id: applications.id,
  merchantName: applications.merchantName,
  merchantType: applications.merchantType,
  contactName: applications.contactName,
  contactPhone: applications.contactPhone,
  auditStatus: applications.auditStatus,
  deptName,
  createdAt: applications.createdAt,
  auditedAt: applications.auditedAt,
};
type Row = RowFrom<typeof ROW>;

function rows(orm: Orm, scope: Scope, filters: { keyword?: string; auditStatus?: number }): ExportRows<Row> {
  const pattern = containsPattern(filters.keyword);
  const query = orm
    .select(ROW)
    .from(applications)
    .innerJoin(depts, deptOf(applications))
    .where(
      and(
        inScope(scope, applications),
        when(pattern, (p) => or(ilike(applications.merchantName, p), ilike(applications.contactName, p))),
        when(filters.auditStatus, (status) => eq(applications.auditStatus, status as MerchantAuditStatus)),
      ),
    )
    .orderBy(desc(applications.id));
  return exportRows(ROW, query, (row) => ({ ...row, contactPhone: maskPhone(row.contactPhone, scope.phoneHide) }));
}

export const merchantExports = [
  defineExport({
    type: 'merchantApplications', group: 'merchants', name: '商户进件申请', nameEn: 'Merchant applications', list: merchantApplicationPage,
    concepts: ['merchantType', 'merchantAuditStatus'], rows,
    columns: [
      col.text<Row>('商户名称', (row) => row.merchantName, 28),
      col.label<Row>('商户类型', 'merchantType', (row) => row.merchantType),
      col.text<Row>('联系人', (row) => row.contactName, 12),
      col.text<Row>('联系电话', (row) => row.contactPhone, 16),
      col.label<Row>('审核状态', 'merchantAuditStatus', (row) => row.auditStatus),
      col.text<Row>('所属部门', (row) => row.deptName, 20),
      col.time<Row>('申请时间', (row) => row.createdAt),
      col.time<Row>('审核时间', (row) => row.auditedAt),
    ],
  }),
];
