import { asc, eq, inArray } from 'drizzle-orm';
import type { Concept, TreeNode } from '../../../src/core/contract/api/reference.ts';
import type { GroupConfig } from '../../../src/core/contract/api/staff.ts';
import { OrgCategory } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import type { Scope } from '../../db/scope.ts';
import { deptChainInScope, organisationNames, organisationsOfCategory } from '../org/repository.ts';
import { brandOperators, channels, concepts, merchantFieldConfigs } from './tables.ts';
import { buildTree } from './tree.ts';

/** Codes stored as text that go on the wire as numbers (spec §3). */
const NUMERIC = /^-?\d{1,15}$/;

/** The entries of one concept in display order; an unknown key has none. */
export async function conceptsOf(orm: Orm, key: string): Promise<Concept[]> {
  const rows = await orm
    .select({ code: concepts.code, name: concepts.name, lable: concepts.lable })
    .from(concepts)
    .where(eq(concepts.conceptKey, key))
    .orderBy(asc(concepts.sort), asc(concepts.id));
  return rows.map((row) => {
    const code = NUMERIC.test(row.code) ? Number(row.code) : row.code;
    return { code, name: row.name, lable: row.lable, value: code };
  });
}

/** The sales channels: groups with their channels. */
export async function channelTreeOf(orm: Orm): Promise<TreeNode[]> {
  const rows = await orm
    .select({ id: channels.id, parentId: channels.parentId, name: channels.name })
    .from(channels)
    .orderBy(asc(channels.sort), asc(channels.id));
  return buildTree(rows);
}

/**
 * Merchant form field settings of a department in the caller's subtree: those of the nearest department up the
 * chain that has any. A department outside the scope, or unknown, gives [].
 */
export async function merchantFieldConfigOf(orm: Orm, scope: Scope, deptId: number): Promise<GroupConfig[]> {
  const chain = await deptChainInScope(orm, scope, deptId);
  if (!chain) return [];
  const rows = await orm
    .select({ deptId: merchantFieldConfigs.deptId, configField: merchantFieldConfigs.configField, isShow: merchantFieldConfigs.isShow })
    .from(merchantFieldConfigs)
    .where(inArray(merchantFieldConfigs.deptId, chain))
    .orderBy(asc(merchantFieldConfigs.sort), asc(merchantFieldConfigs.configField));
  const nearest = [...chain].reverse().find((id) => rows.some((row) => row.deptId === id));
  return rows.filter((row) => row.deptId === nearest).map(({ configField, isShow }) => ({ configField, isShow }));
}

interface Relation {
  brandOrgId: number;
  operatorOrgId: number;
}

/** The brands the caller sees and their relations (vmMerchantsRelation), by brand. */
async function relationsInView(orm: Orm, scope: Scope): Promise<{ brands: number[]; relations: Relation[] }> {
  const select = () =>
    orm
      .select({ brandOrgId: brandOperators.brandOrgId, operatorOrgId: brandOperators.operatorOrgId })
      .from(brandOperators)
      .orderBy(asc(brandOperators.brandOrgId), asc(brandOperators.operatorOrgId));
  switch (scope.orgCategory) {
    case OrgCategory.PLATFORM: {
      const brands = (await organisationsOfCategory(orm, OrgCategory.BRAND_OWNER)).map((brand) => brand.id);
      return { brands, relations: brands.length ? await select().where(inArray(brandOperators.brandOrgId, brands)) : [] };
    }
    case OrgCategory.BRAND_OWNER:
      return { brands: [scope.orgId], relations: await select().where(eq(brandOperators.brandOrgId, scope.orgId)) };
    case OrgCategory.OPERATOR: {
      const relations = await select().where(eq(brandOperators.operatorOrgId, scope.orgId));
      return { brands: [...new Set(relations.map((relation) => relation.brandOrgId))], relations };
    }
    default:
      return { brands: [], relations: [] };
  }
}

/**
 * Brands with their operators. The platform sees every brand; a brand owner its own brand with its operators; an
 * operator the brands it works with, each holding only itself. Other categories: none.
 */
export async function brandTree(orm: Orm, scope: Scope): Promise<TreeNode[]> {
  const { brands, relations } = await relationsInView(orm, scope);
  const names = await organisationNames(orm, [...brands, ...relations.map((relation) => relation.operatorOrgId)]);
  const node = (id: number, parentId: number, children: TreeNode[]): TreeNode => ({ id, parentId, name: names.get(id) ?? '', children });
  return brands
    .filter((brand) => names.has(brand))
    .map((brand) =>
      node(
        brand,
        0,
        relations.filter((relation) => relation.brandOrgId === brand).map((relation) => node(relation.operatorOrgId, brand, [])),
      ),
    );
}
