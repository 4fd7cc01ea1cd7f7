// Replenishment packages (awaiting approval, approve) and tally records (spec §7 Replenishment).
import {
  itemExclusionConflict, replHasUnFinish, replPackageApprove, replPackageDetail, replPackagePage, replTallyDetail, replTallyPage,
} from '../../../src/core/contract/api/replenishment.ts';
import { Code } from '../../../src/core/contract/index.ts';
import { pageRequest } from '../../db/query.ts';
import { businessError, notFound } from '../../errors.ts';
import { defineModule } from '../module.ts';
import { route } from '../route.ts';
import { auditPackages, pagePackages, pageTallies } from './repository.ts';
import { exclusionConflicts, hasUnfinished, packageDetail, tallyDetail } from './detail.ts';
import { EXCLUSION_RULES, REPL_PACKAGES, REPL_TALLIES, packageItems } from './seed-data.ts';
import { itemExclusionRules, replPackageItems, replPackages, replTallies } from './tables.ts';

export default defineModule({
  name: 'replenishment',
  after: ['devices'],
  scopedTables: [replPackages, replTallies, replPackageItems, itemExclusionRules],

  routes(app) {
    const { db, config } = app;
    route(app, replPackagePage, async ({ scope, query }) => pagePackages(db.orm, scope, { ...query, ...pageRequest(query) }));
    route(app, replPackageApprove, async ({ scope, body }) => {
      const outcome = await auditPackages(db.orm, scope, body, config.clock.now());
      if (outcome.kind === 'missing') throw notFound(`replenishment package ${outcome.ids.join(', ')}`);
      if (outcome.kind === 'notAwaiting') throw businessError(Code.OPERATION_FAILED, `补货包 ${outcome.packageNos.join('、')} 已审核，不能重复审核`);
      return outcome.packages;
    });
    route(app, replTallyPage, async ({ scope, query }) => pageTallies(db.orm, scope, { ...query, ...pageRequest(query) }));
    route(app, replPackageDetail, async ({ scope, params }) => {
      const found = await packageDetail(db.orm, scope, params.id);
      if (!found) throw notFound(`replenishment package ${params.id}`);
      return found;
    });
    route(app, replHasUnFinish, async ({ scope, query }) => hasUnfinished(db.orm, scope, query.deviceId));
    route(app, replTallyDetail, async ({ scope, params }) => {
      const found = await tallyDetail(db.orm, scope, params.id);
      if (!found) throw notFound(`tally record ${params.id}`);
      return found;
    });
    route(app, itemExclusionConflict, async ({ scope, body }) => exclusionConflicts(db.orm, scope, body.item_codes));
  },

  async seed(tx, { now, userId }) {
    const packages = await tx
      .insert(replPackages)
      .values(
        REPL_PACKAGES.map((p) => ({
          packageNo: p.packageNo,
          orgId: p.orgId,
          deptId: p.deptId,
          deviceId: p.deviceId,
          status: p.status,
          skuCount: p.skuCount,
          itemCount: p.itemCount,
          amountCents: p.amount,
          applicant: p.applicant,
          remark: p.remark,
          createdAt: now - p.age,
          auditedAt: p.audit ? now - p.audit[0] : null,
          auditedBy: p.audit ? userId(p.audit[1]) : null,
        })),
      )
      .returning({ id: replPackages.id, packageNo: replPackages.packageNo });
    const ids = new Map(packages.map((p) => [p.packageNo, p.id]));
    await tx.insert(replPackageItems).values(
      REPL_PACKAGES.flatMap((p, index) =>
        packageItems(p, index).map((item) => ({ packageId: ids.get(p.packageNo) as number, orgId: p.orgId, deptId: p.deptId, ...item })),
      ),
    );
    await tx.insert(itemExclusionRules).values(EXCLUSION_RULES.map(([orgId, deptId, name, itemCodes]) => ({ orgId, deptId, name, itemCodes })));
    await tx.insert(replTallies).values(
      REPL_TALLIES.map(([tallyNo, packageNo, orgId, deptId, deviceId, operatorName, expectedCount, actualCount, age]) => ({
        tallyNo,
        packageId: packageNo === null ? null : (ids.get(packageNo) ?? null),
        orgId,
        deptId,
        deviceId,
        operatorName,
        expectedCount,
        actualCount,
        createdAt: now - age,
      })),
    );
  },
});
