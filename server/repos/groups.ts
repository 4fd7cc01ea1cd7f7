import type { Group, GroupConfig, OrgCategory } from '../../src/core/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';

interface GroupRow {
  groupId: number;
  orgId: number;
  orgName: string;
  deptId: number;
  deptFullName: string;
  orgCategory: number;
  status: number;
  roleNames: string | null;
  roleCodes: string | null;
  lastLoginTimestamp: number | null;
}

const GROUP_SELECT = `
  SELECT g.id AS "groupId", g.org_id AS "orgId", o.name AS "orgName", g.dept_id AS "deptId",
         d.full_name AS "deptFullName", o.category AS "orgCategory", g.status AS "status",
         string_agg(r.name, ',' ORDER BY r.id) AS "roleNames", string_agg(r.code, ',' ORDER BY r.id) AS "roleCodes",
         g.last_login_at AS "lastLoginTimestamp"
    FROM staff_groups g
    JOIN organisations o ON o.id = g.org_id
    JOIN depts d ON d.id = g.dept_id
    LEFT JOIN group_roles gr ON gr.group_id = g.id
    LEFT JOIN roles r ON r.id = gr.role_id`;

/** Every identity of a user, disabled and hidden categories included (the client decides what to show). */
export async function loadGroups(db: Queryable, userId: number): Promise<Group[]> {
  const { rows } = await db.query<GroupRow>(`${GROUP_SELECT} WHERE g.user_id = $1 GROUP BY g.id, o.id, d.id ORDER BY g.id`, [userId]);
  const configs = await db.query<{ group_id: number; config_field: string; is_show: number }>(
    `SELECT c.group_id, c.config_field, c.is_show FROM group_configs c JOIN staff_groups g ON g.id = c.group_id
      WHERE g.user_id = $1 ORDER BY c.group_id, c.sort, c.config_field`,
    [userId],
  );
  const byGroup = new Map<number, GroupConfig[]>();
  for (const row of configs.rows) {
    const list = byGroup.get(row.group_id) ?? [];
    list.push({ configField: row.config_field, isShow: row.is_show === 1 ? 1 : 0 });
    byGroup.set(row.group_id, list);
  }
  return rows.map((row) => ({
    groupId: row.groupId,
    orgId: row.orgId,
    orgName: row.orgName,
    deptId: row.deptId,
    deptFullName: row.deptFullName,
    orgCategory: row.orgCategory as OrgCategory,
    status: row.status === 1 ? 1 : 0,
    roleNames: row.roleNames ?? '',
    roleCodes: row.roleCodes ?? '',
    lastLoginTimestamp: row.lastLoginTimestamp,
    config: byGroup.get(row.groupId) ?? [],
  }));
}

/** The group when it is the user's and enabled (status 1); any category, hidden ones included. */
export async function usableGroupId(db: Queryable, userId: number, groupId: number): Promise<number | null> {
  const row = await one<{ id: number }>(db, 'SELECT id FROM staff_groups WHERE id = $1 AND user_id = $2 AND status = 1', [groupId, userId]);
  return row?.id ?? null;
}

/**
 * The identity a new login is bound to: the remembered current group when still usable, else the only enabled
 * group; null when the user must choose (spec §4 steps 3 and 4).
 */
export async function groupForLogin(db: Queryable, userId: number, rememberedGroupId: number | null): Promise<number | null> {
  if (rememberedGroupId !== null) {
    const remembered = await usableGroupId(db, userId, rememberedGroupId);
    if (remembered !== null) return remembered;
  }
  const { rows } = await db.query<{ id: number }>('SELECT id FROM staff_groups WHERE user_id = $1 AND status = 1 ORDER BY id LIMIT 2', [userId]);
  return rows.length === 1 ? rows[0].id : null;
}

/** Binding a token to a group makes it the user's current group and stamps its last login time. */
export async function rememberGroup(db: Queryable, userId: number, groupId: number, now: number): Promise<void> {
  await db.query('UPDATE users SET current_group_id = $2 WHERE id = $1', [userId, groupId]);
  await db.query('UPDATE staff_groups SET last_login_at = $2 WHERE id = $1', [groupId, now]);
}
