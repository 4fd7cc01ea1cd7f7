// Complaints from the two payment channels and payment-channel risk complaints (spec §7 Complaints).
import { complaintPage, riskComplaintCountPending, riskComplaintPage } from '../../../src/core/contract/api/complaints.ts';
import { ComplaintKind, ComplaintStatus } from '../../../src/core/contract/index.ts';
import { DAY_MS, compactDate } from '../../db/calendar.ts';
import { pageRequest } from '../../db/query.ts';
import { defineModule } from '../module.ts';
import { latestPaidOrder } from '../orders/repository.ts';
import { route } from '../route.ts';
import { countPendingComplaints, pageComplaints } from './repository.ts';
import { COMPLAINTS } from './seed-data.ts';
import { complaints } from './tables.ts';

export default defineModule({
  name: 'complaints',
  after: ['orders'],
  scopedTables: [complaints],

  routes(app) {
    const { orm } = app.db;
    route(app, complaintPage, async ({ scope, query }) => pageComplaints(orm, scope, ComplaintKind.ORDER, { ...query, ...pageRequest(query) }));
    route(app, riskComplaintPage, async ({ scope, query }) => pageComplaints(orm, scope, ComplaintKind.RISK, { ...query, ...pageRequest(query) }));
    route(app, riskComplaintCountPending, async ({ scope }) => countPendingComplaints(orm, scope, ComplaintKind.RISK, null));
  },

  async seed(tx, { now }) {
    const rows = [];
    for (const [index, [orgId, deptId, channel, kind, reason, status, age, phone, content, amount]] of COMPLAINTS.entries()) {
      const createdAt = now - age;
      const prefix = `${channel === 'wechat' ? 'WX' : 'ZFB'}${kind === ComplaintKind.RISK ? 'FX' : 'TS'}`;
      const order = await latestPaidOrder(tx, orgId, deptId, createdAt);
      rows.push({
        complaintNo: `${prefix}${compactDate(createdAt)}${String(index + 1).padStart(4, '0')}`,
        orgId,
        deptId,
        channel,
        kind,
        reason,
        status,
        createdAt,
        handledAt: status === ComplaintStatus.COMPLETED ? createdAt + DAY_MS : null,
        customerPhone: phone,
        content,
        orderId: order?.id ?? null,
        amountCents: order?.amount ?? amount,
      });
    }
    await tx.insert(complaints).values(rows);
  },
});
