// The organisation's reads and writes other areas use (auth, reference, the tenancy and permission plugins):
// staff and their identities, the scope of an identity, view codes, menus, user data, departments, organisations.
import { and, asc, count, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Group, GroupConfig, MenuEntry, UserData } from '../../../src/core/contract/api/staff.ts';
import type { OrgCategory } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import { subtreePattern, type Scope } from '../../db/scope.ts';
import { buildTree } from '../reference/tree.ts';
import { depts, groupConfigs, groupRoles, menus, organisations, roleMenus, roles, roleViews, staffGroups, users } from './tables.ts';

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

/** What a login needs to know of the account behind a phone. */
export interface LoginUser {
  id: number;
  passwordHash: string;
  activated: boolean;
  /** The identity remembered for the next login (spec §4 step 4). */
  currentGroupId: number | null;
  countryCode: string;
}

export async function findUserByPhone(orm: Orm, phone: string): Promise<LoginUser | null> {
  const [user] = await orm
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      activated: users.activated,
      currentGroupId: users.currentGroupId,
      countryCode: users.countryCode,
    })
    .from(users)
    .where(eq(users.phone, phone));
  return user ?? null;
}

/** Replaces the user's password hash (a rehash at a higher cost on login). */
export async function storePasswordHash(orm: Orm, userId: number, passwordHash: string): Promise<void> {
  await orm.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Whether the user has any identity at all, enabled or not (a login without one is refused with 8404). */
export async function hasGroups(orm: Orm, userId: number): Promise<boolean> {
  const [row] = await orm.select({ count: count() }).from(staffGroups).where(eq(staffGroups.userId, userId));
  return (row?.count ?? 0) > 0;
}

/** Every identity of a user, disabled and hidden categories included (the client decides what to show). */
export async function loadGroups(orm: Orm, userId: number): Promise<Group[]> {
  const rows = await orm
    .select({
      groupId: staffGroups.id,
      orgId: staffGroups.orgId,
      orgName: organisations.name,
      deptId: staffGroups.deptId,
      deptFullName: depts.fullName,
      orgCategory: organisations.category,
      status: staffGroups.status,
      roleNames: sql<string | null>`string_agg(${roles.name}, ',' ORDER BY ${roles.id})`,
      roleCodes: sql<string | null>`string_agg(${roles.code}, ',' ORDER BY ${roles.id})`,
      lastLoginTimestamp: staffGroups.lastLoginAt,
    })
    .from(staffGroups)
    .innerJoin(organisations, eq(organisations.id, staffGroups.orgId))
    .innerJoin(depts, eq(depts.id, staffGroups.deptId))
    .leftJoin(groupRoles, eq(groupRoles.groupId, staffGroups.id))
    .leftJoin(roles, eq(roles.id, groupRoles.roleId))
    .where(eq(staffGroups.userId, userId))
    .groupBy(staffGroups.id, organisations.id, depts.id)
    .orderBy(asc(staffGroups.id));
  const configs = await orm
    .select({ groupId: groupConfigs.groupId, configField: groupConfigs.configField, isShow: groupConfigs.isShow })
    .from(groupConfigs)
    .innerJoin(staffGroups, eq(staffGroups.id, groupConfigs.groupId))
    .where(eq(staffGroups.userId, userId))
    .orderBy(asc(groupConfigs.groupId), asc(groupConfigs.sort), asc(groupConfigs.configField));
  const byGroup = new Map<number, GroupConfig[]>();
  for (const { groupId, configField, isShow } of configs) {
    const list = byGroup.get(groupId) ?? [];
    list.push({ configField, isShow });
    byGroup.set(groupId, list);
  }
  return rows.map((row) => ({
    ...row,
    roleNames: row.roleNames ?? '',
    roleCodes: row.roleCodes ?? '',
    config: byGroup.get(row.groupId) ?? [],
  }));
}

/** The group when it is the user's and enabled (status 1); any category, hidden ones included. */
export async function usableGroupId(orm: Orm, userId: number, groupId: number): Promise<number | null> {
  const [row] = await orm
    .select({ id: staffGroups.id })
    .from(staffGroups)
    .where(and(eq(staffGroups.id, groupId), eq(staffGroups.userId, userId), eq(staffGroups.status, 1)));
  return row?.id ?? null;
}

/**
 * The identity a new login is bound to: the remembered current group when still usable, else the only enabled
 * group; null when the user must choose (spec §4 steps 3 and 4).
 */
export async function groupForLogin(orm: Orm, userId: number, rememberedGroupId: number | null): Promise<number | null> {
  if (rememberedGroupId !== null) {
    const remembered = await usableGroupId(orm, userId, rememberedGroupId);
    if (remembered !== null) return remembered;
  }
  const enabled = await orm
    .select({ id: staffGroups.id })
    .from(staffGroups)
    .where(and(eq(staffGroups.userId, userId), eq(staffGroups.status, 1)))
    .orderBy(asc(staffGroups.id))
    .limit(2);
  return enabled.length === 1 ? enabled[0].id : null;
}

/** Binding a token to a group makes it the user's current group and stamps its last login time. */
export async function rememberGroup(orm: Orm, userId: number, groupId: number, now: number): Promise<void> {
  await orm.update(users).set({ currentGroupId: groupId }).where(eq(users.id, userId));
  await orm.update(staffGroups).set({ lastLoginAt: now }).where(eq(staffGroups.id, groupId));
}

/** Button-permission view codes of the group's roles (spec §6). */
export async function loadViews(orm: Orm, groupId: number): Promise<string[]> {
  const rows = await orm
    .selectDistinct({ viewCode: roleViews.viewCode })
    .from(roleViews)
    .innerJoin(groupRoles, eq(groupRoles.roleId, roleViews.roleId))
    .where(eq(groupRoles.groupId, groupId))
    .orderBy(asc(roleViews.viewCode));
  return rows.map((row) => row.viewCode);
}

/** The menus of one category the group's roles grant, as a tree (spec §2: menus are filtered by the server). */
export async function loadMenus(orm: Orm, groupId: number, category: number): Promise<MenuEntry[]> {
  const granted = orm
    .select({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .innerJoin(groupRoles, eq(groupRoles.roleId, roleMenus.roleId))
    .where(eq(groupRoles.groupId, groupId));
  const rows = await orm
    .select({
      id: menus.id,
      parentId: menus.parentId,
      title: menus.title,
      route: menus.route,
      component: menus.component,
      type: menus.type,
      icon: menus.icon,
      sort: menus.sort,
      meta: menus.meta,
    })
    .from(menus)
    .where(and(eq(menus.category, category), inArray(menus.id, granted)))
    .orderBy(asc(menus.sort), asc(menus.id));
  return buildTree(rows);
}

/** Spec §3 user data for the token's user; the identity fields are those of `currentGroupId` (null when none). */
export async function loadUserData(orm: Orm, userId: number, currentGroupId: number | null, envLabel: string): Promise<UserData | null> {
  const [user] = await orm
    .select({ name: users.name, phone: users.phone, countryCode: users.countryCode, phoneHide: users.phoneHide })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const groups = await loadGroups(orm, userId);
  const current = groups.find((group) => group.groupId === currentGroupId && group.status === 1);
  const [org] = current
    ? await orm
        .select({
          logoUrl: organisations.logoUrl,
          mainColor: organisations.mainColor,
          minorColor: organisations.minorColor,
          balanceWatch: organisations.balanceWatch,
        })
        .from(organisations)
        .where(eq(organisations.id, current.orgId))
    : [];
  const roleIds = current
    ? await orm.select({ roleId: groupRoles.roleId }).from(groupRoles).where(eq(groupRoles.groupId, current.groupId)).orderBy(asc(groupRoles.roleId))
    : [];
  return {
    ...user,
    orgId: current?.orgId ?? null,
    orgName: current?.orgName ?? null,
    deptId: current?.deptId ?? null,
    orgCategory: current?.orgCategory ?? null,
    roleCodes: current?.roleCodes ?? '',
    roleIds: roleIds.map((row) => row.roleId).join(','),
    deptFullName: current?.deptFullName ?? '',
    groups,
    currentGroupId: current?.groupId ?? null,
    currentGroupLogoUrl: org?.logoUrl ?? null,
    colorInfo: org?.mainColor && org.minorColor ? { mainColor: org.mainColor, minorColor: org.minorColor } : null,
    balanceWatch: org?.balanceWatch ?? false,
    envLabel,
  };
}

/** A department as a tree node: id, parent (0 at the organisation's root) and name. */
export interface DeptNode {
  id: number;
  parentId: number;
  name: string;
}

const DEPT_NODE = { id: depts.id, parentId: sql<number>`COALESCE(${depts.parentId}, 0)`.mapWith(Number), name: depts.name };

const ancestorIds = (path: string) => path.split('/').filter(Boolean).map(Number);

/** The caller's department and everything under it, in display order. */
export function deptSubTree(orm: Orm, scope: Scope): Promise<DeptNode[]> {
  return orm
    .select(DEPT_NODE)
    .from(depts)
    .where(and(eq(depts.orgId, scope.orgId), like(depts.path, subtreePattern(scope))))
    .orderBy(asc(depts.sort), asc(depts.id));
}

/** The caller's scope in context: the chain from the organisation's root down to the caller's department, plus its subtree. */
export function deptScope(orm: Orm, scope: Scope): Promise<DeptNode[]> {
  return orm
    .select(DEPT_NODE)
    .from(depts)
    .where(and(eq(depts.orgId, scope.orgId), or(inArray(depts.id, ancestorIds(scope.deptPath)), like(depts.path, subtreePattern(scope)))))
    .orderBy(asc(depts.sort), asc(depts.id));
}

/** The chain of department ids from the organisation's root down to `deptId`, when it lies in the caller's subtree; else null. */
export async function deptChainInScope(orm: Orm, scope: Scope, deptId: number): Promise<number[] | null> {
  const [dept] = await orm
    .select({ path: depts.path })
    .from(depts)
    .where(and(eq(depts.id, deptId), eq(depts.orgId, scope.orgId), like(depts.path, subtreePattern(scope))));
  return dept ? ancestorIds(dept.path) : null;
}

export interface OrganisationName {
  id: number;
  name: string;
}

/** The organisations of a category, by id. */
export function organisationsOfCategory(orm: Orm, category: OrgCategory): Promise<OrganisationName[]> {
  return orm
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(eq(organisations.category, category))
    .orderBy(asc(organisations.id));
}

/** The names of the given organisations, by id. */
export async function organisationNames(orm: Orm, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await orm
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(inArray(organisations.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A user's name, as handlings and audit logs record who acted (issue 13). */
export async function userNameOf(orm: Orm, userId: number): Promise<string> {
  const [row] = await orm.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}
