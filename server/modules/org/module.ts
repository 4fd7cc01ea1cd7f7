// The organisation: organisations, departments, staff, identities, roles, view codes and menus (spec §1, §3, §6).
import { currentStaffGroups, currentStaffInfo, currentStaffMenus, currentStaffViews } from '../../../src/core/contract/api/staff.ts';
import { tokenExpired } from '../../errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { defineModule } from '../module.ts';
import { route } from '../route.ts';
import { PreparedAnswer } from '../../plugins/prepared.ts';
import { loadGroups, loadMenus, loadUserData, loadViews } from './repository.ts';
import { DEPTS, GROUPS, ORGANISATIONS, ROLES } from './seed-data.ts';
import { expandMenuGrant, MENUS } from './seed-menus.ts';
import { DEMO_PASSWORD, PERSONAS, userIdOf } from './seed-personas.ts';
import { depts, groupConfigs, groupRoles, menus, organisations, roleMenus, roles, roleViews, staffGroups, users } from './tables.ts';

/** Departments with their paths ('/200/201/') and full names ('鲜食优选/华东大区'), parents listed first. */
function deptRows() {
  const paths = new Map<number, { path: string; fullName: string }>();
  return DEPTS.map(([id, orgId, parentId, name]) => {
    const parent = parentId === null ? null : paths.get(parentId);
    if (parentId !== null && !parent) throw new Error(`seed: department ${id} listed before its parent`);
    const path = `${parent?.path ?? '/'}${id}/`;
    const fullName = parent ? `${parent.fullName}/${name}` : name;
    paths.set(id, { path, fullName });
    return { id, orgId, parentId, name, path, fullName, sort: id };
  });
}

/** A user's identities as read, and the answer for each current group (a token's), made on first use. */
interface KeptGroups {
  groups: Awaited<ReturnType<typeof loadGroups>>;
  answers: Map<number | null, PreparedAnswer<{ groups: Awaited<ReturnType<typeof loadGroups>>; currentGroupId: number | null }>>;
}

export default defineModule({
  name: 'org',
  scopedTables: [depts, staffGroups],

  routes(app) {
    const { orm } = app.db;
    const { authCache } = app;
    route(app, currentStaffGroups, async ({ session }) => {
      // From the process's cache (server/plugins/auth-cache.ts); this process's logins and switches drop the user's entry.
      const kept = (await authCache.groups.get(session.userId, async () => ({
        groups: await loadGroups(orm, session.userId),
        answers: new Map(),
      }))) as KeptGroups;
      // The token's group while it is still enabled (a group disabled since no longer counts as current).
      const currentGroupId = kept.groups.find((group) => group.groupId === session.groupId && group.status === 1)?.groupId ?? null;
      // One kept answer per current group (server/plugins/prepared.ts: serialized, tagged and compressed once).
      let answer = kept.answers.get(currentGroupId);
      if (answer === undefined) {
        answer = new PreparedAnswer({ groups: kept.groups, currentGroupId });
        kept.answers.set(currentGroupId, answer);
      }
      return answer;
    });
    route(app, currentStaffInfo, async ({ session }) => {
      const data = (await authCache.info.get(`${session.userId}:${session.groupId}`, () =>
        loadUserData(orm, session.userId, session.groupId, app.config.envLabel),
      )) as Awaited<ReturnType<typeof loadUserData>>;
      if (!data) throw tokenExpired();
      return data;
    });
    // From the process's cache (server/plugins/auth-cache.ts), dropped when roles, view codes or menus change.
    // Kept as its answer (server/plugins/prepared.ts).
    route(app, currentStaffMenus, async ({ scope, query }) =>
      authCache.menus.get(`${scope.groupId}:${query.category}`, async () => new PreparedAnswer(await loadMenus(orm, scope.groupId, query.category))),
    );
    route(app, currentStaffViews, async ({ scope }) => authCache.views.get(scope.groupId, () => loadViews(orm, scope.groupId)));
  },

  async seed(tx) {
    await tx.insert(organisations).values(
      ORGANISATIONS.map((o) => ({
        id: o.id,
        name: o.name,
        category: o.category,
        logoUrl: o.logoUrl,
        mainColor: o.colors?.[0] ?? null,
        minorColor: o.colors?.[1] ?? null,
        balanceCents: o.balanceCents,
        balanceWarnCents: o.warnCents,
        balanceWatch: o.watch,
      })),
    );
    await tx.insert(depts).values(deptRows());
    const passwordHashes = await Promise.all(PERSONAS.map(() => hashPassword(DEMO_PASSWORD)));
    await tx.insert(users).values(
      PERSONAS.map((p, index) => ({
        id: userIdOf(p.phone),
        phone: p.phone,
        name: p.name,
        passwordHash: passwordHashes[index],
        activated: p.activated,
        phoneHide: p.phoneHide,
      })),
    );
    await tx.insert(menus).values(MENUS.map((menu) => ({ ...menu, meta: JSON.stringify(menu.meta) })));
    await tx.insert(roles).values(ROLES.map(({ id, code, name }) => ({ id, code, name })));
    await tx.insert(roleViews).values(ROLES.flatMap((role) => role.views.map((viewCode) => ({ roleId: role.id, viewCode }))));
    await tx.insert(roleMenus).values(
      ROLES.flatMap((role) => {
        const granted = role.menus.length ? expandMenuGrant(role.menus) : MENUS.map((menu) => menu.id);
        return granted.map((menuId) => ({ roleId: role.id, menuId }));
      }),
    );
    await tx.insert(staffGroups).values(
      GROUPS.map((g) => ({ id: g.id, userId: userIdOf(g.phone), orgId: g.orgId, deptId: g.deptId, status: g.status })),
    );
    await tx.insert(groupRoles).values(GROUPS.flatMap((g) => g.roles.map((roleId) => ({ groupId: g.id, roleId }))));
    await tx.insert(groupConfigs).values(
      GROUPS.flatMap((g) => g.config.map(([configField, isShow], sort) => ({ groupId: g.id, configField, isShow, sort }))),
    );
  },
});
