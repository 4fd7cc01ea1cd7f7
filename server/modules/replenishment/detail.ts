// Issue 13 §5: a package's detail (its goods and tallies), the unfinished-replenishment check of a device, a tally's
// detail, and the mutually exclusive goods among item codes.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  ExclusionConflict, PackageItem, ReplenishmentPackageDetail, TallyRecordDetail,
} from '../../../src/core/contract/api/replenishment.ts';
import { ReplenishmentStatus } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import { deptOf, inScope, type Scope } from '../../db/scope.ts';
import { deviceRef } from '../devices/repository.ts';
import { depts } from '../org/tables.ts';
import { pagePackages, pageTallies } from './repository.ts';
import { itemExclusionRules, replPackageItems, replPackages, replTallies } from './tables.ts';

const ALL = { page: 1, limit: 1000 };

async function itemsOf(orm: Orm, packageId: number): Promise<PackageItem[]> {
  return orm
    .select({ itemCode: replPackageItems.itemCode, itemName: replPackageItems.itemName, quantity: replPackageItems.quantity })
    .from(replPackageItems)
    .where(eq(replPackageItems.packageId, packageId))
    .orderBy(asc(replPackageItems.id));
}

/** Whether a package lies in the caller's scope. */
async function packageInScope(orm: Orm, scope: Scope, id: number): Promise<boolean> {
  const [row] = await orm
    .select({ id: replPackages.id })
    .from(replPackages)
    .innerJoin(depts, deptOf(replPackages))
    .where(and(inScope(scope, replPackages), eq(replPackages.id, id)));
  return row !== undefined;
}

export async function packageDetail(orm: Orm, scope: Scope, id: number): Promise<ReplenishmentPackageDetail | null> {
  if (!(await packageInScope(orm, scope, id))) return null;
  const [packageNo] = await orm.select({ no: replPackages.packageNo }).from(replPackages).where(eq(replPackages.id, id));
  const found = (await pagePackages(orm, scope, { ...ALL, keyword: packageNo.no })).rows.find((row) => row.id === id);
  if (!found) return null;
  const tallies = (await pageTallies(orm, scope, { ...ALL, packageId: id })).rows;
  return { ...found, items: await itemsOf(orm, id), tallies };
}

export async function tallyDetail(orm: Orm, scope: Scope, id: number): Promise<TallyRecordDetail | null> {
  const [row] = await orm
    .select({ tallyNo: replTallies.tallyNo, packageId: replTallies.packageId })
    .from(replTallies)
    .innerJoin(depts, deptOf(replTallies))
    .where(and(inScope(scope, replTallies), eq(replTallies.id, id)));
  if (!row) return null;
  const tally = (await pageTallies(orm, scope, { ...ALL, keyword: row.tallyNo })).rows.find((candidate) => candidate.id === id);
  if (!tally) return null;
  const pkg = row.packageId === null ? undefined : await packageDetail(orm, scope, row.packageId);
  if (!pkg) return { ...tally, package: null, items: [] };
  const { items, tallies: _tallies, ...packageRow } = pkg;
  return { ...tally, package: packageRow, items };
}

/** true while a package of the device, in the caller's scope, awaits approval. */
export async function hasUnfinished(orm: Orm, scope: Scope, deviceId: number): Promise<boolean> {
  const [row] = await orm
    .select({ id: replPackages.id })
    .from(replPackages)
    .innerJoin(depts, deptOf(replPackages))
    .innerJoin(deviceRef.table, deviceRef.on(replPackages.deviceId))
    .where(and(inScope(scope, replPackages), eq(replPackages.deviceId, deviceId), eq(replPackages.status, ReplenishmentStatus.AWAITING_APPROVAL)))
    .limit(1);
  return row !== undefined;
}

/** The exclusion groups of the caller's organisation holding two or more of `codes`. */
export async function exclusionConflicts(orm: Orm, scope: Scope, codes: readonly string[]): Promise<ExclusionConflict[]> {
  const asked = [...new Set(codes.map((code) => code.trim()))];
  const rules = await orm
    .select({ id: itemExclusionRules.id, name: itemExclusionRules.name, itemCodes: itemExclusionRules.itemCodes })
    .from(itemExclusionRules)
    .where(and(eq(itemExclusionRules.orgId, scope.orgId), sql`${itemExclusionRules.itemCodes} && ${sql.param(asked)}::text[]`))
    .orderBy(desc(itemExclusionRules.id));
  return rules
    .map((rule) => ({ ruleId: rule.id, ruleName: rule.name, itemCodes: asked.filter((code) => rule.itemCodes.includes(code)) }))
    .filter((conflict) => conflict.itemCodes.length >= 2)
    .sort((a, b) => a.ruleId - b.ruleId);
}
