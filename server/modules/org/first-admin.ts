// The first administrator of a production database (issue 14): the product's menus, an administrator role holding
// every view code and menu, one organisation with its root department, and one activated account, in one
// transaction. Refused once any account exists, so it can never add a second door to a running installation.
import { count, sql } from 'drizzle-orm';
import { ALL_PERMISSION, HELP_VIEW, OrgCategory, Role } from '../../../src/core/contract/index.ts';
import { PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '../../../src/core/rules/index.ts';
import type { Db } from '../../db/db.ts';
import { hashPassword } from '../auth/passwords.ts';
import { MENUS } from './seed-menus.ts';
import { depts, groupRoles, menus, organisations, roleMenus, roleViews, roles, staffGroups, users } from './tables.ts';

export interface FirstAdmin {
  phone: string;
  name: string;
  password: string;
  organisation: string;
}

/** What is wrong with `admin`, or null. */
export function firstAdminProblem(admin: FirstAdmin): string | null {
  if (!new RegExp(PHONE_PATTERN).test(admin.phone)) return 'phone: an 11-digit mobile number is required';
  if (!admin.name.trim()) return 'name: required';
  if (!admin.organisation.trim()) return 'organisation: required';
  if (admin.password.length < PASSWORD_MIN_LENGTH) return `password: at least ${PASSWORD_MIN_LENGTH} characters`;
  return null;
}

export async function createFirstAdmin(db: Db, admin: FirstAdmin): Promise<void> {
  const problem = firstAdminProblem(admin);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(admin.password);
  await db.orm.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('backroom.first-admin.' || current_schema()))`);
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) throw new Error('accounts exist already: the first administrator is created on an empty database only');
    const [menuCount] = await tx.select({ n: count() }).from(menus);
    if ((menuCount?.n ?? 0) === 0) await tx.insert(menus).values(MENUS.map((menu) => ({ ...menu, meta: JSON.stringify(menu.meta) })));
    await tx.insert(organisations).values({ id: 1, name: admin.organisation.trim(), category: OrgCategory.OPERATOR });
    await tx.insert(depts).values({ id: 1, orgId: 1, parentId: null, name: admin.organisation.trim(), path: '/1/', fullName: admin.organisation.trim() });
    await tx.insert(roles).values({ id: 1, code: Role.ADMIN, name: '系统管理员' });
    await tx.insert(roleViews).values([ALL_PERMISSION, HELP_VIEW].map((viewCode) => ({ roleId: 1, viewCode })));
    await tx.insert(roleMenus).values(MENUS.map((menu) => ({ roleId: 1, menuId: menu.id })));
    await tx.insert(users).values({ id: 1, phone: admin.phone, name: admin.name.trim(), passwordHash, activated: true });
    await tx.insert(staffGroups).values({ id: 1, userId: 1, orgId: 1, deptId: 1, status: 1 });
    await tx.insert(groupRoles).values({ groupId: 1, roleId: 1 });
  });
}
