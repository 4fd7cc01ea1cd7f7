import type { Group, MenuEntry, UserData } from '../../src/core/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import { loadGroups } from './groups.ts';
import { buildTree } from './tree.ts';

/** The menus of one category the group's roles grant, as a tree (spec §2: menus are filtered by the server). */
export async function loadMenus(db: Queryable, groupId: number, category: number): Promise<MenuEntry[]> {
  const { rows } = await db.query<MenuEntry>(
    `SELECT m.id, m.parent_id AS "parentId", m.title, m.route, m.component, m.type, m.icon, m.sort, m.meta
       FROM menus m
      WHERE m.category = $2
        AND m.id IN (SELECT rm.menu_id FROM role_menus rm JOIN group_roles gr ON gr.role_id = rm.role_id WHERE gr.group_id = $1)
      ORDER BY m.sort, m.id`,
    [groupId, category],
  );
  return buildTree(rows) as MenuEntry[];
}

/** Button-permission view codes of the group's roles (spec §6). */
export async function loadViews(db: Queryable, groupId: number): Promise<string[]> {
  const { rows } = await db.query<{ view_code: string }>(
    `SELECT DISTINCT rv.view_code FROM role_views rv JOIN group_roles gr ON gr.role_id = rv.role_id
      WHERE gr.group_id = $1 ORDER BY rv.view_code`,
    [groupId],
  );
  return rows.map((row) => row.view_code);
}

interface UserRow {
  name: string;
  phone: string;
  country_code: string;
  phone_hide: boolean;
}

interface OrgRow {
  logo_url: string | null;
  main_color: string | null;
  minor_color: string | null;
  balance_watch: boolean;
  role_ids: string | null;
}

/** Spec §3 user data for the token's user; the identity fields are those of `currentGroupId` (null when none). */
export async function loadUserData(db: Queryable, userId: number, currentGroupId: number | null, envLabel: string): Promise<UserData | null> {
  const user = await one<UserRow>(db, 'SELECT name, phone, country_code, phone_hide FROM users WHERE id = $1', [userId]);
  if (!user) return null;
  const groups = await loadGroups(db, userId);
  const current: Group | undefined = groups.find((group) => group.groupId === currentGroupId && group.status === 1);
  const org = current
    ? await one<OrgRow>(
        db,
        `SELECT o.logo_url, o.main_color, o.minor_color, o.balance_watch,
                (SELECT string_agg(gr.role_id::text, ',' ORDER BY gr.role_id) FROM group_roles gr WHERE gr.group_id = $2) AS role_ids
           FROM organisations o WHERE o.id = $1`,
        [current.orgId, current.groupId],
      )
    : null;
  return {
    name: user.name,
    phone: user.phone,
    countryCode: user.country_code,
    orgId: current?.orgId ?? null,
    orgName: current?.orgName ?? null,
    deptId: current?.deptId ?? null,
    orgCategory: current?.orgCategory ?? null,
    roleCodes: current?.roleCodes ?? '',
    roleIds: org?.role_ids ?? '',
    deptFullName: current?.deptFullName ?? '',
    groups,
    currentGroupId: current?.groupId ?? null,
    currentGroupLogoUrl: org?.logo_url ?? null,
    colorInfo: org?.main_color && org.minor_color ? { mainColor: org.main_color, minorColor: org.minor_color } : null,
    phoneHide: user.phone_hide,
    balanceWatch: org?.balance_watch ?? false,
    envLabel,
  };
}
