// Merchant applications (spec §7: auditCount, page), audited by the caller's scope.
import { merchantApplicationAuditCount, merchantApplicationPage } from '../../../src/core/contract/api/merchants.ts';
import { pageRequest } from '../../db/query.ts';
import { defineModule } from '../module.ts';
import { route } from '../route.ts';
import { countAwaitingAudit, pageApplications } from './repository.ts';
import { MERCHANT_APPLICATIONS } from './seed-data.ts';
import { merchantApplications } from './tables.ts';

export default defineModule({
  name: 'merchants',
  after: ['org'],
  scopedTables: [merchantApplications],

  routes(app) {
    const { orm } = app.db;
    route(app, merchantApplicationAuditCount, async ({ scope }) => countAwaitingAudit(orm, scope));
    route(app, merchantApplicationPage, async ({ scope, query }) => pageApplications(orm, scope, { ...query, ...pageRequest(query) }));
  },

  async seed(tx, { now }) {
    await tx.insert(merchantApplications).values(
      MERCHANT_APPLICATIONS.map(([orgId, deptId, merchantName, merchantType, contactName, contactPhone, auditStatus, age, auditAge]) => ({
        orgId,
        deptId,
        merchantName,
        merchantType,
        contactName,
        contactPhone,
        auditStatus,
        createdAt: now - age,
        auditedAt: auditAge === null ? null : now - auditAge,
      })),
    );
  },
});
