import type { OrgCategory } from '../../src/core/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';

/**
 * What a request may see (DESIGN.md: every request is scoped to the caller's current group): the group's
 * organisation and the department subtree under the group's department.
 */
export interface Scope {
  userId: number;
  groupId: number;
  orgId: number;
  orgCategory: OrgCategory;
  deptId: number;
  /** '/1/12/125/': departments whose path starts with it are in scope. */
  deptPath: string;
}

export async function loadScope(db: Queryable, userId: number, groupId: number): Promise<Scope | null> {
  const row = await one<{ org_id: number; category: number; dept_id: number; path: string }>(
    db,
    `SELECT g.org_id, o.category, g.dept_id, d.path
       FROM staff_groups g JOIN organisations o ON o.id = g.org_id JOIN depts d ON d.id = g.dept_id
      WHERE g.id = $1 AND g.user_id = $2 AND g.status = 1`,
    [groupId, userId],
  );
  if (!row) return null;
  return { userId, groupId, orgId: row.org_id, orgCategory: row.category as OrgCategory, deptId: row.dept_id, deptPath: row.path };
}

/** LIKE pattern of a department subtree (paths hold only digits and slashes, so nothing needs escaping). */
export function subtreePattern(scope: Pick<Scope, 'deptPath'>): string {
  return `${scope.deptPath}%`;
}
