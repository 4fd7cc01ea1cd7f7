import type { GroupConfig, TreeNode } from '../../src/core/contract/index.ts';
import { OrgCategory } from '../../src/core/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import type { Scope } from '../db/scope.ts';
import { subtreePattern } from '../db/scope.ts';
import { buildTree } from './tree.ts';

const ancestorIds = (path: string) => path.split('/').filter(Boolean).map(Number);

/** The caller's department and everything under it. */
export async function deptSubTree(db: Queryable, scope: Scope): Promise<TreeNode[]> {
  const { rows } = await db.query<TreeNode>(
    `SELECT id, COALESCE(parent_id, 0) AS "parentId", name FROM depts
      WHERE org_id = $1 AND path LIKE $2 ORDER BY sort, id`,
    [scope.orgId, subtreePattern(scope)],
  );
  return buildTree(rows);
}

/** The caller's scope in context: the chain from the organisation's root down to the caller's department, plus its subtree. */
export async function deptScopeTree(db: Queryable, scope: Scope): Promise<TreeNode[]> {
  const { rows } = await db.query<TreeNode>(
    `SELECT id, COALESCE(parent_id, 0) AS "parentId", name FROM depts
      WHERE org_id = $1 AND (id = ANY($2::int[]) OR path LIKE $3) ORDER BY sort, id`,
    [scope.orgId, ancestorIds(scope.deptPath), subtreePattern(scope)],
  );
  return buildTree(rows);
}

/**
 * Merchant form field settings of a department in the caller's subtree (default: the caller's own): those of
 * the nearest department up the chain that has any. A department outside the scope, or unknown, gives [].
 */
export async function merchantFieldConfig(db: Queryable, scope: Scope, deptId: number): Promise<GroupConfig[]> {
  const dept = await one<{ path: string }>(db, 'SELECT path FROM depts WHERE id = $1 AND org_id = $2 AND path LIKE $3', [
    deptId,
    scope.orgId,
    subtreePattern(scope),
  ]);
  if (!dept) return [];
  const chain = ancestorIds(dept.path);
  const { rows } = await db.query<{ dept_id: number; config_field: string; is_show: number }>(
    'SELECT dept_id, config_field, is_show FROM merchant_field_configs WHERE dept_id = ANY($1::int[]) ORDER BY sort, config_field',
    [chain],
  );
  const nearest = [...chain].reverse().find((id) => rows.some((row) => row.dept_id === id));
  return rows
    .filter((row) => row.dept_id === nearest)
    .map((row) => ({ configField: row.config_field, isShow: row.is_show === 1 ? 1 : 0 }));
}

interface RelationRow {
  brand_id: number;
  brand_name: string;
  operator_id: number | null;
  operator_name: string | null;
}

/**
 * Brands with their operators (vmMerchantsRelation). The platform sees every brand; a brand owner its own brand
 * with its operators; an operator the brands it works with, each holding only itself. Other categories: none.
 */
export async function brandTreeOperators(db: Queryable, scope: Scope): Promise<TreeNode[]> {
  const base = `SELECT b.id AS brand_id, b.name AS brand_name, o.id AS operator_id, o.name AS operator_name
                  FROM organisations b
                  LEFT JOIN brand_operators r ON r.brand_org_id = b.id
                  LEFT JOIN organisations o ON o.id = r.operator_org_id`;
  let rows: RelationRow[];
  if (scope.orgCategory === OrgCategory.PLATFORM) {
    rows = (await db.query<RelationRow>(`${base} WHERE b.category = $1 ORDER BY b.id, o.id`, [OrgCategory.BRAND_OWNER])).rows;
  } else if (scope.orgCategory === OrgCategory.BRAND_OWNER) {
    rows = (await db.query<RelationRow>(`${base} WHERE b.id = $1 ORDER BY b.id, o.id`, [scope.orgId])).rows;
  } else if (scope.orgCategory === OrgCategory.OPERATOR) {
    rows = (await db.query<RelationRow>(`${base} WHERE r.operator_org_id = $1 ORDER BY b.id, o.id`, [scope.orgId])).rows;
  } else {
    rows = [];
  }
  const brands = new Map<number, TreeNode & { children: TreeNode[] }>();
  for (const row of rows) {
    const brand = brands.get(row.brand_id) ?? { id: row.brand_id, parentId: 0, name: row.brand_name, children: [] };
    brands.set(row.brand_id, brand);
    if (row.operator_id !== null && row.operator_name !== null) {
      brand.children.push({ id: row.operator_id, parentId: row.brand_id, name: row.operator_name, children: [] });
    }
  }
  return [...brands.values()];
}
