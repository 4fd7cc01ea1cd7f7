import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../src/core/contract/index.ts';
import { Code, ReplenishmentStatus } from '../../src/core/contract/index.ts';
import {
  itemExclusionConflict, replHasUnFinish, replPackageApprove, replPackageDetail, replPackagePage, replTallyDetail, replTallyPage,
} from '../../src/core/contract/api/replenishment.ts';
import type {
  ExclusionConflict, ReplenishmentPackage, ReplenishmentPackageDetail, TallyRecord, TallyRecordDetail,
} from '../../src/core/contract/api/replenishment.ts';
import { REPL_PACKAGES } from '../../server/modules/replenishment/seed-data.ts';
import { refuseMerchantChange } from '../../server/modules/replenishment/guard.ts';
import { loadScope } from '../../server/modules/org/repository.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

/** Issue 13 §5: package detail, hasUnFinish (and 40526), tally detail, exclusive goods. */
let h: Harness;
let admin: string; // 赵敏, 鲜食优选, *:*:*
let north: string; // 孙丽, 北方智能
beforeAll(async () => {
  h = await createHarness();
  admin = await tokenFor(h.app, '13800000007');
  north = await tokenFor(h.app, '13900000001');
});
afterAll(() => h.close());

const get = async <T>(url: string, token: string) => {
  const reply = await call<T>(h.app, 'GET', url, { token });
  expect(reply.status, `${url}: ${reply.msg}`).toBe(200);
  return reply.data;
};
const url = (path: string, id: number) => path.replace(':id', String(id));
const packageNamed = async (packageNo: string, token = admin) =>
  (await get<Paged<ReplenishmentPackage>>(`${replPackagePage.path}?keyword=${packageNo}`, token)).rows[0];

describe('package detail', () => {
  it('the package as the list shows it, with its goods adding up to its count, and its tallies', async () => {
    const row = await packageNamed('XS-BH-0031');
    const detail = await get<ReplenishmentPackageDetail>(url(replPackageDetail.path, row.id), admin);
    const { items, tallies, ...rest } = detail;
    expect(rest).toEqual(row);
    expect(items).toHaveLength(row.skuCount);
    expect(items.reduce((sum, item) => sum + item.quantity, 0)).toBe(row.itemCount);
    expect(tallies.map((tally) => tally.tallyNo)).toEqual(['XS-LH-0101']);
  });

  it('another organisation\'s package and an unknown id answer 404; a bad id 400 naming it', async () => {
    const row = await packageNamed('XS-BH-0031');
    expect((await call(h.app, 'GET', url(replPackageDetail.path, row.id), { token: north })).http).toBe(404);
    expect((await call(h.app, 'GET', url(replPackageDetail.path, 99_999_999), { token: admin })).http).toBe(404);
    const bad = await call(h.app, 'GET', url(replPackageDetail.path, 0), { token: admin });
    expect(bad.http).toBe(400);
    expect(bad.msg).toContain('id');
  });
});

describe('tally detail', () => {
  it('a tally after a package carries the package and its goods; a routine count has none', async () => {
    const tallies = await get<Paged<TallyRecord>>(`${replTallyPage.path}?limit=100`, admin);
    const after = tallies.rows.find((tally) => tally.tallyNo === 'XS-LH-0102') as TallyRecord;
    const detail = await get<TallyRecordDetail>(url(replTallyDetail.path, after.id), admin);
    expect(detail.package?.packageNo).toBe('XS-BH-0037');
    expect(detail.items.reduce((sum, item) => sum + item.quantity, 0)).toBe(detail.package?.itemCount);
    const routine = tallies.rows.find((tally) => tally.tallyNo === 'XS-LH-0103') as TallyRecord;
    expect(await get<TallyRecordDetail>(url(replTallyDetail.path, routine.id), admin)).toEqual({ ...routine, package: null, items: [] });
    expect((await call(h.app, 'GET', url(replTallyDetail.path, after.id), { token: north })).http).toBe(404);
  });
});

describe('hasUnFinish and 40526', () => {
  it('true while a package of the device awaits approval; false once audited; the merchant change is refused meanwhile', async () => {
    const seed = REPL_PACKAGES.find((p) => p.packageNo === 'XS-BH-0034') as (typeof REPL_PACKAGES)[number];
    expect(seed.status).toBe(ReplenishmentStatus.AWAITING_APPROVAL);
    const check = () => get<boolean>(`${replHasUnFinish.path}?deviceId=${seed.deviceId}`, admin);
    expect(await check()).toBe(true);
    // Another organisation is told nothing about the device.
    expect(await get<boolean>(`${replHasUnFinish.path}?deviceId=${seed.deviceId}`, north)).toBe(false);

    const scope = await loadScope(h.app.db.orm, 7, 7001);
    expect(scope).not.toBeNull();
    await expect(refuseMerchantChange(h.app.db.orm, scope!, seed.deviceId)).rejects.toMatchObject({ httpStatus: 200, status: Code.UNFINISHED_REPLENISHMENT, message: '存在未完成的补货单，无法更换商户' });

    const row = await packageNamed('XS-BH-0034');
    expect((await call(h.app, 'POST', replPackageApprove.path, { token: admin, body: { ids: [row.id], status: ReplenishmentStatus.APPROVED } })).status).toBe(200);
    expect(await check()).toBe(false);
    await expect(refuseMerchantChange(h.app.db.orm, scope!, seed.deviceId)).resolves.toBeUndefined();
  });

  it('deviceId is required and numeric (400 naming it)', async () => {
    for (const query of ['', '?deviceId=abc']) {
      const reply = await call(h.app, 'GET', `${replHasUnFinish.path}${query}`, { token: admin });
      expect(reply.http).toBe(400);
      expect(reply.msg).toContain('deviceId');
    }
  });
});

describe('POST item_exclusion/mp/conflict', () => {
  const conflict = (token: string, body: unknown) => call<ExclusionConflict[]>(h.app, 'POST', itemExclusionConflict.path, { token, body });

  it('answers each group holding two or more of the codes, with those codes; [] when nothing conflicts', async () => {
    const reply = await conflict(admin, { item_codes: ['G2005', 'G2003', 'G1001', 'G1005', 'G1004', 'G1005'] });
    expect(reply.data).toEqual([
      { ruleId: expect.any(Number), ruleName: '冷热饮不可同柜', itemCodes: ['G2005', 'G2003'] },
      { ruleId: expect.any(Number), ruleName: '能量饮料限售点位', itemCodes: ['G1005', 'G1004'] },
    ]);
    expect((await conflict(admin, { item_codes: ['G2005', 'G1001'] })).data).toEqual([]);
    // Each organisation's own groups: 北方智能 has no energy-drink group.
    expect((await conflict(north, { item_codes: ['G1005', 'G1004'] })).data).toEqual([]);
  });

  it.each([
    [{}, 'item_codes'],
    [{ item_codes: [] }, 'item_codes'],
    [{ item_codes: [''] }, 'item_codes'],
    [{ item_codes: 'G1001' }, 'item_codes'],
  ])('bad input %j → 400 naming %s', async (body, field) => {
    const reply = await conflict(admin, body);
    expect(reply.http).toBe(400);
    expect(reply.msg).toContain(field);
  });
});
