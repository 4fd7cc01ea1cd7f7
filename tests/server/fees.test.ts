import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../src/core/contract/index.ts';
import { FeeBillStatus, LifecycleState, ServiceChargeStatus } from '../../src/core/contract/index.ts';
import { DEVICES } from '../../server/modules/devices/seed-data.ts';
import { FEE_STRATEGIES, PLATFORM_FEE_PER_DEVICE, SERVICE_CHARGES } from '../../server/modules/accounts/seed-data.ts';
import { inSubtree } from './business-fixtures.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';
import { platformFeeBillPage, prePaidFeeStrategyPage, serviceChargeOrderPage } from '../../src/core/contract/api/accounts.ts';
import type { PlatformFeeBill, PrepaidFeeStrategy, ServiceChargeOrder } from '../../src/core/contract/api/accounts.ts';

/** Accounts and fees: service charges and strategies per scope; the platform's fee bills to operators. */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const get = async <T>(url: string, token: string) => {
  const reply = await call<T>(h.app, 'GET', url, { token });
  expect(reply.status, `${url}: ${reply.msg}`).toBe(200);
  return reply.data;
};

describe('service-charge orders and prepaid fee strategies', () => {
  it.each([
    ['13800000007', 2, 200],
    ['13900000001', 7, 701],
    ['13800000002', 6, 602],
  ] as const)('%s: the rows of its subtree, newest first', async (phone, orgId, root) => {
    const token = await tokenFor(h.app, phone);
    const charges = await get<Paged<ServiceChargeOrder>>(`${serviceChargeOrderPage.path}?limit=100`, token);
    expect(charges.rows.map((c) => c.item).sort()).toEqual(SERVICE_CHARGES.filter(([o, d]) => o === orgId && inSubtree(d, root)).map(([, , item]) => item).sort());
    expect(charges.rows.map((c) => c.createTime)).toEqual([...charges.rows.map((c) => c.createTime)].sort((a, b) => b - a));
    const strategies = await get<Paged<PrepaidFeeStrategy>>(`${prePaidFeeStrategyPage.path}?limit=100`, token);
    expect(strategies.rows.map((s) => s.name).sort()).toEqual(FEE_STRATEGIES.filter(([o, d]) => o === orgId && inSubtree(d, root)).map(([, , name]) => name).sort());
  });

  it('filters: status and keyword', async () => {
    const token = await tokenFor(h.app, '13800000007');
    const unpaid = await get<Paged<ServiceChargeOrder>>(`${serviceChargeOrderPage.path}?status=${ServiceChargeStatus.UNPAID}`, token);
    expect(unpaid.rows.every((c) => c.status === ServiceChargeStatus.UNPAID && c.payTime === null)).toBe(true);
    expect(unpaid.total).toBe(SERVICE_CHARGES.filter(([o, , , , , s]) => o === 2 && s === ServiceChargeStatus.UNPAID).length);
    const sim = await get<Paged<ServiceChargeOrder>>(`${serviceChargeOrderPage.path}?keyword=SIM`, token);
    expect(sim.rows.map((c) => c.item)).toEqual(['SIM卡年费']);
    const disabled = await get<Paged<PrepaidFeeStrategy>>(`${prePaidFeeStrategyPage.path}?status=0`, token);
    expect(disabled.rows.map((s) => s.status)).toEqual([0]);
  });
});

describe('platform fee bills', () => {
  it('the platform lists its bills of the last two months: one per operator, priced per device', async () => {
    const bills = await get<Paged<PlatformFeeBill>>(`${platformFeeBillPage.path}?limit=100`, await tokenFor(h.app, '13800000003'));
    expect(bills.total).toBe(6);
    const periods = [...new Set(bills.rows.map((b) => b.period))];
    expect(periods).toHaveLength(2);
    expect(periods[0] > periods[1]).toBe(true);
    for (const bill of bills.rows) {
      const devices = DEVICES.filter((d) => d.orgId === bill.billedOrgId && d.lifecycle !== LifecycleState.WITHDRAWN).length;
      expect([bill.deviceCount, bill.amount]).toEqual([devices, devices * PLATFORM_FEE_PER_DEVICE]);
      expect(bill.status === FeeBillStatus.PAID).toBe(bill.payTime !== null);
      if (bill.status !== FeeBillStatus.PAID) expect(bill.status).toBe(h.clock.now() >= bill.dueTime ? FeeBillStatus.OVERDUE : FeeBillStatus.UNPAID);
    }
    expect(new Set(bills.rows.map((b) => b.billedOrgName))).toEqual(new Set(['鲜食优选运营有限公司', '速达便利运营有限公司', '北方智能零售运营有限公司']));
    const latest = await get<Paged<PlatformFeeBill>>(`${platformFeeBillPage.path}?period=${periods[0]}`, await tokenFor(h.app, '13800000003'));
    expect(latest.rows.every((b) => b.period === periods[0] && b.status !== FeeBillStatus.PAID)).toBe(true);
  });

  it('operators issue no bills: they list none, not even their own; a brand owner holds no fee code (403)', async () => {
    for (const phone of ['13800000007', '13800000002', '13900000001']) {
      expect((await get<Paged<PlatformFeeBill>>(platformFeeBillPage.path, await tokenFor(h.app, phone))).total).toBe(0);
    }
    const brand = await call(h.app, 'GET', platformFeeBillPage.path, { token: await tokenFor(h.app, '13800000008') });
    expect(brand.http).toBe(403);
  });

  it.each([
    ['month 13', `${platformFeeBillPage.path}?period=2026-13`, 'querystring/period'],
    ['a date', `${platformFeeBillPage.path}?period=2026-01-05`, 'querystring/period'],
    ['bill status 4', `${platformFeeBillPage.path}?status=4`, 'querystring/status'],
    ['charge status 0', `${serviceChargeOrderPage.path}?status=0`, 'querystring/status'],
    ['strategy status 2', `${prePaidFeeStrategyPage.path}?status=2`, 'querystring/status'],
  ])('%s → 400 naming the parameter', async (_name, url, field) => {
    const reply = await call(h.app, 'GET', url, { token: await tokenFor(h.app, '13800000003') });
    expect([reply.http, reply.status]).toEqual([400, 400]);
    expect(reply.msg).toContain(field);
  });
});
