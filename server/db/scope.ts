import { and, eq, like, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OrgCategory } from '../../src/core/contract/index.ts';
import { depts } from '../modules/org/tables.ts';

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
