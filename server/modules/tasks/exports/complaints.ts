// Complaint exports (issue 11): order complaints and risk complaints, as the complaint lists show them (complaints
// module's table, order number by the orders module's reference), newest first; phones masked under phoneHide.
import { and, desc, eq, ne } from 'drizzle-orm';
import { complaintPage, riskComplaintPage } from '../../../../src/core/contract/api/complaints.ts';
import { ComplaintKind, ComplaintStatus } from '../../../../src/core/contract/index.ts';
import { maskPhone } from '../../../../src/core/rules/index.ts';
import type { Orm } from '../../../db/db.ts';
import { when } from '../../../db/query.ts';
import { deptName, deptOf, inScope, type Scope } from '../../../db/scope.ts';
import { complaints } from '../../complaints/tables.ts';
import { orderRef } from '../../orders/repository.ts';
import { depts } from '../../org/tables.ts';
import { col, defineExport, exportRows, type ExportRows, type RowFrom } from './define.ts';

const ROW = {
  id: complaints.id,
  complaintNo: complaints.complaintNo,
  channel: complaints.channel,
  reason: complaints.reason,
  status: complaints.status,
  orderNo: orderRef.orderNo,
  amount: complaints.amountCents,
  customerPhone: complaints.customerPhone,
  content: complaints.content,
  deptName,
  createdAt: complaints.createdAt,
  handledAt: complaints.handledAt,
};
type Row = RowFrom<typeof ROW>;

interface ComplaintFilters {
  channel?: string;
  status?: number;
  reason?: number;
  pendingOnly?: boolean;
}

function rowsOf(kind: ComplaintKind) {
  return (orm: Orm, scope: Scope, filters: ComplaintFilters): ExportRows<Row> => {
    const query = orm
      .select(ROW)
      .from(complaints)
      .innerJoin(depts, deptOf(complaints))
      .leftJoin(orderRef.table, orderRef.on(complaints.orderId))
      .where(
        and(
          inScope(scope, complaints),
          eq(complaints.kind, kind),
          when(filters.channel, (channel) => eq(complaints.channel, channel as 'wechat')),
          when(filters.status, (status) => eq(complaints.status, status as ComplaintStatus)),
          when(filters.reason, (reason) => eq(complaints.reason, reason)),
          filters.pendingOnly ? ne(complaints.status, ComplaintStatus.COMPLETED) : undefined,
        ),
      )
      .orderBy(desc(complaints.id));
    return exportRows(ROW, query, (row) => ({ ...row, customerPhone: maskPhone(row.customerPhone, scope.phoneHide) }));
  };
}

const columns = [
  col.text<Row>('客诉编号', (row) => row.complaintNo, 24),
  col.time<Row>('投诉时间', (row) => row.createdAt),
  col.label<Row>('支付渠道', 'payChannel', (row) => row.channel),
  col.label<Row>('反馈原因', 'orderFeedbackReason', (row) => row.reason, 16),
  col.label<Row>('处理状态', 'complaintStatus', (row) => row.status),
  col.text<Row>('订单编号', (row) => row.orderNo, 24),
  col.money<Row>('涉及金额（元）', (row) => row.amount, 14),
  col.text<Row>('顾客手机号', (row) => row.customerPhone, 16),
  col.text<Row>('投诉内容', (row) => row.content, 40),
  col.text<Row>('所属部门', (row) => row.deptName, 20),
  col.time<Row>('处理时间', (row) => row.handledAt),
];
const concepts = ['payChannel', 'orderFeedbackReason', 'complaintStatus'];

export const complaintExports = [
  defineExport({ type: 'complaints', group: 'complaints', name: '客诉记录', nameEn: 'Complaint records', list: complaintPage, concepts, columns, rows: rowsOf(ComplaintKind.ORDER) }),
  defineExport({ type: 'riskComplaints', group: 'complaints', name: '风险投诉', nameEn: 'Risk complaints', list: riskComplaintPage, concepts, columns, rows: rowsOf(ComplaintKind.RISK) }),
];
