// Accounts and fees (spec §4 low-balance notice, §7 Accounts and fees): the operator account, service-charge orders,
// prepaid fee strategies and the platform's monthly fee bills for the last two months (business time, UTC+8), the
// later one unpaid, or overdue once past its due date.
import {
  amountOwingNotify, merchantInfo, operatorAccountDeduct, operatorAccountExport, operatorAccountMovements, operatorAccountRecharge,
  platformFeeBillDetail, platformFeeBillPage, prePaidFeeStrategyCreate, prePaidFeeStrategyImport, prePaidFeeStrategyPage,
  prePaidFeeStrategyTemplate, prePaidFeeStrategyUpdate, serviceChargeOrderCancel, serviceChargeOrderCreate, serviceChargeOrderDetails,
  serviceChargeOrderPage,
} from '../../../src/core/contract/api/accounts.ts';
import type { MovementKind, MovementInput } from '../../../src/core/contract/api/accounts.ts';
import { Code, FeeBillStatus, LifecycleState } from '../../../src/core/contract/index.ts';
import { pageRequest } from '../../db/query.ts';
import type { Scope } from '../../db/scope.ts';
import { badInput, businessError, notFound } from '../../errors.ts';
import { explainedTemplate } from '../../imports/explained.ts';
import { importFileOf } from '../../imports/read.ts';
import { cancelServiceCharge, createServiceCharge, createStrategy, feeBillDetail, serviceChargeDetail, updateStrategy } from './changes.ts';
import { moveMoney, movementsWorkbook, pageMovements } from './ledger.ts';
import { STRATEGY_IMPORT_COLUMNS, importStrategies } from './strategy-import.ts';
import { DAY_MS, OFFSET_MS, compactDate } from '../../db/calendar.ts';
import { DEVICES } from '../devices/seed-data.ts';
import { defineModule } from '../module.ts';
import { route } from '../route.ts';
import { merchantInfo as merchantInfoOf, noOwingNotice, pageFeeBills, pageFeeStrategies, pageServiceCharges } from './repository.ts';
import {
  ACCOUNT_MOVEMENTS, BILL_DUE_DAYS, BILLED, FEE_STRATEGIES, PLATFORM, PLATFORM_FEE_PER_DEVICE, SERVICE_CHARGES,
} from './seed-data.ts';
import { accountMovements, platformFeeBills, prepaidFeeStrategies, serviceChargeOrders } from './tables.ts';

/** The platform's bills of the two months before `now`'s: one per billed operator, for its devices not withdrawn. */
function feeBills(now: number): Array<typeof platformFeeBills.$inferInsert> {
  const today = new Date(now + OFFSET_MS);
  return [2, 1].flatMap((monthsAgo) => {
    const periodStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, 1));
    const period = periodStart.toISOString().slice(0, 7);
    const createdAt = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo + 1, 1, 2) - OFFSET_MS;
    const dueAt = createdAt + BILL_DUE_DAYS * DAY_MS;
    return BILLED.map(([orgId, paidBefore]) => {
      const deviceCount = DEVICES.filter((d) => d.orgId === orgId && d.lifecycle !== LifecycleState.WITHDRAWN).length;
      const paid = monthsAgo === 2 && paidBefore;
      return {
        billNo: `PT${period.replace('-', '')}${String(orgId).padStart(3, '0')}`,
        orgId: PLATFORM.orgId,
        deptId: PLATFORM.deptId,
        billedOrgId: orgId,
        period,
        deviceCount,
        amountCents: deviceCount * PLATFORM_FEE_PER_DEVICE,
        status: paid ? FeeBillStatus.PAID : now >= dueAt ? FeeBillStatus.OVERDUE : FeeBillStatus.UNPAID,
        createdAt,
        dueAt,
        paidAt: paid ? createdAt + 3 * DAY_MS : null,
      };
    });
  });
}

export default defineModule({
  name: 'accounts',
  // The bills count the devices module's fleet.
  after: ['org', 'devices'],
  scopedTables: [accountMovements, serviceChargeOrders, prepaidFeeStrategies, platformFeeBills],

  routes(app) {
    const { orm } = app.db;
    route(app, amountOwingNotify, async ({ scope, query }) => {
      if (query.startTime > query.endTime) throw badInput('querystring/startTime must not be after querystring/endTime');
      return noOwingNotice(orm, scope.orgId, query.startTime, query.endTime);
    });
    route(app, merchantInfo, async ({ scope }) => merchantInfoOf(orm, scope.orgId));
    route(app, serviceChargeOrderPage, async ({ scope, query }) => pageServiceCharges(orm, scope, { ...query, ...pageRequest(query) }));
    route(app, prePaidFeeStrategyPage, async ({ scope, query }) => pageFeeStrategies(orm, scope, { ...query, ...pageRequest(query) }));
    route(app, platformFeeBillPage, async ({ scope, query }) => pageFeeBills(orm, scope, { ...query, ...pageRequest(query) }));

    const now = () => app.config.clock.now();
    const move = async (scope: Scope, kind: MovementKind, body: MovementInput) => {
      const outcome = await moveMoney(orm, scope, kind, body, now());
      if (outcome.kind === 'frozen') throw businessError(Code.OPERATION_FAILED, '账户已冻结');
      if (outcome.kind === 'insufficient') throw businessError(Code.OPERATION_FAILED, '账户余额不足');
      if (outcome.kind === 'requestReused') throw businessError(Code.OPERATION_FAILED, '请求编号已被另一笔操作使用');
      return outcome.result;
    };
    route(app, operatorAccountRecharge, async ({ scope, body }) => move(scope, 'recharge', body));
    route(app, operatorAccountDeduct, async ({ scope, body }) => move(scope, 'deduct', body));
    route(app, operatorAccountMovements, async ({ scope, query }) => {
      if (query.startTime !== undefined && query.endTime !== undefined && query.startTime > query.endTime) {
        throw badInput('querystring/startTime must not be after querystring/endTime');
      }
      return pageMovements(orm, scope, { ...query, ...pageRequest(query) });
    });
    route(app, operatorAccountExport, async ({ scope, query }, reply) => {
      const body = await movementsWorkbook(orm, scope, query);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="account.xlsx"; filename*=UTF-8''${encodeURIComponent('账户流水.xlsx')}`)
        .header('cache-control', 'no-store')
        .send(body);
    });

    route(app, serviceChargeOrderCreate, async ({ scope, body }) => createServiceCharge(orm, scope, body, now()));
    route(app, serviceChargeOrderCancel, async ({ scope, params }) => cancelServiceCharge(orm, scope, params.id, now()));
    route(app, serviceChargeOrderDetails, async ({ scope, params }) => {
      const found = await serviceChargeDetail(orm, scope, params.id);
      if (!found) throw notFound(`service-charge order ${params.id}`);
      return found;
    });

    route(app, prePaidFeeStrategyCreate, async ({ scope, body }) => createStrategy(orm, scope, body, now()));
    route(app, prePaidFeeStrategyUpdate, async ({ scope, body }) => updateStrategy(orm, scope, body, now()));
    route(app, prePaidFeeStrategyImport, async (request) => importStrategies(orm, request.scope, await importFileOf(request), now()));
    route(app, prePaidFeeStrategyTemplate, async (_request, reply) => {
      const body = await explainedTemplate(STRATEGY_IMPORT_COLUMNS);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="strategies.xlsx"; filename*=UTF-8''${encodeURIComponent('收费策略导入模板.xlsx')}`)
        .header('cache-control', 'no-store')
        .send(body);
    });

    route(app, platformFeeBillDetail, async ({ scope, params }) => {
      const found = await feeBillDetail(orm, scope, params.id);
      if (!found) throw notFound(`platform fee bill ${params.id}`);
      return found;
    });
  },

  async seed(tx, { now }) {
    await tx.insert(accountMovements).values(
      ACCOUNT_MOVEMENTS.map(([orgId, kind, amountCents, balanceAfterCents, age]) => ({ orgId, kind, amountCents, balanceAfterCents, createdAt: now - age })),
    );
    await tx.insert(serviceChargeOrders).values(
      SERVICE_CHARGES.map(([orgId, deptId, item, deviceCount, amountCents, status, age, paidAge], index) => ({
        orderNo: `FW${compactDate(now - age)}${String(index + 1).padStart(4, '0')}`,
        orgId,
        deptId,
        item,
        deviceCount,
        amountCents,
        status,
        createdAt: now - age,
        paidAt: paidAge === null ? null : now - paidAge,
      })),
    );
    await tx.insert(prepaidFeeStrategies).values(
      FEE_STRATEGIES.map(([orgId, deptId, name, feeType, unitPriceCents, rateBasisPoints, status, age]) => ({
        orgId, deptId, name, feeType, unitPriceCents, rateBasisPoints, status, createdAt: now - age, updatedAt: now - age,
      })),
    );
    await tx.insert(platformFeeBills).values(feeBills(now));
  },
});
