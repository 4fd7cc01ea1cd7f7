import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrgCategory } from '../../src/core/contract/index.ts';
import { depts, groupRoles, organisations, roles, staffGroups, users } from '../modules/org/tables.ts';
import type { Orm } from './db.ts';

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
  /** The group's role codes, comma-separated as spec §3 sends them (the §6 badge rules read them). */
  roleCodes: string;
  /** The user's phones are shown masked (spec §6): the server masks the phones it answers with. */
  phoneHide: boolean;
}

/** The group's role codes in role order, '' when it has none. */
const groupRoleCodes = sql<string>`coalesce((
  SELECT string_agg(${roles.code}, ',' ORDER BY ${roles.id}) FROM ${groupRoles} JOIN ${roles} ON ${roles.id} = ${groupRoles.roleId}
   WHERE ${groupRoles.groupId} = ${staffGroups.id}), '')`;

/** The scope of an enabled group of the user; null when the group is disabled, unknown or someone else's. */
export async function loadScope(orm: Orm, userId: number, groupId: number): Promise<Scope | null> {
  const [row] = await orm
    .select({
      orgId: staffGroups.orgId,
      orgCategory: organisations.category,
      deptId: staffGroups.deptId,
      deptPath: depts.path,
      roleCodes: groupRoleCodes,
      phoneHide: users.phoneHide,
    })
    .from(staffGroups)
    .innerJoin(organisations, eq(organisations.id, staffGroups.orgId))
    .innerJoin(depts, eq(depts.id, staffGroups.deptId))
    .innerJoin(users, eq(users.id, staffGroups.userId))
    .where(and(eq(staffGroups.id, groupId), eq(staffGroups.userId, userId), eq(staffGroups.status, 1)));
  if (!row) return null;
  return { userId, groupId, ...row, orgCategory: row.orgCategory as OrgCategory };
}

/** LIKE pattern of a department subtree (paths hold only digits and slashes, so nothing needs escaping). */
export function subtreePattern(scope: Pick<Scope, 'deptPath'>): string {
  return `${scope.deptPath}%`;
}

/** A business table: every row belongs to one organisation and one of its departments. */
export interface ScopedTable {
  orgId: AnyPgColumn;
  deptId: AnyPgColumn;
}

/** The join of a business table to its department, which `inScope` reads. */
export const deptOf = (table: ScopedTable): SQL => eq(depts.id, table.deptId);

/** Rows of the caller's organisation whose department lies in the caller's subtree (joined with `deptOf`). */
export function inScope(scope: Scope, table: ScopedTable): SQL {
  return and(eq(table.orgId, scope.orgId), like(depts.path, subtreePattern(scope))) as SQL;
}

/** The department's name, for rows that show it (the caller sees its own subtree only). */
export const deptName = depts.name;
