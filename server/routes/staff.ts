import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiPath, ok } from '../../src/core/contract/index.ts';
import type { Scope } from '../db/scope.ts';
import type { Session } from '../auth/sessions.ts';
import { tokenExpired } from '../errors.ts';
import { loadGroups } from '../repos/groups.ts';
import { loadMenus, loadUserData, loadViews } from '../repos/staff.ts';
import { ClientHeaders, MenuEntries, responses } from '../schemas.ts';

const security = [{ bearerAuth: [] }];
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const GroupSchema = Type.Object({
  groupId: Type.Integer(),
  orgId: Type.Integer(),
  orgName: Type.String(),
  deptId: Type.Integer(),
  deptFullName: Type.String({ description: 'slash-separated department path' }),
  orgCategory: Type.Integer({ description: '1 platform, 2 brand owner, 3 operator, 4 producer, 5 supplier' }),
  status: Type.Integer({ description: '1 enabled, 0 disabled' }),
  roleNames: Type.String({ description: 'comma-separated' }),
  roleCodes: Type.String({ description: 'comma-separated' }),
  lastLoginTimestamp: Nullable(Type.Integer({ description: 'epoch ms' })),
  config: Type.Array(Type.Object({ configField: Type.String(), isShow: Type.Integer({ description: '0 or 1' }) })),
});

const StaffGroupsSchema = Type.Object({ groups: Type.Array(GroupSchema), currentGroupId: Nullable(Type.Integer()) });

const UserDataSchema = Type.Object({
  name: Type.String(),
  phone: Type.String(),
  countryCode: Type.String(),
  orgId: Nullable(Type.Integer()),
  orgName: Nullable(Type.String()),
  deptId: Nullable(Type.Integer()),
  orgCategory: Nullable(Type.Integer()),
  roleCodes: Type.String({ description: 'comma-separated' }),
  roleIds: Type.String({ description: 'comma-separated' }),
  deptFullName: Type.String(),
  groups: Type.Array(GroupSchema),
  currentGroupId: Nullable(Type.Integer()),
  currentGroupLogoUrl: Nullable(Type.String()),
  colorInfo: Nullable(Type.Object({ mainColor: Type.String(), minorColor: Type.String() })),
  phoneHide: Type.Boolean(),
  balanceWatch: Type.Boolean({ description: 'the organisation is on the balance watch list' }),
  envLabel: Type.String({ description: 'environment label for the top bar; empty in production' }),
});

export const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const common = { tags: ['staff'], security, headers: ClientHeaders };

  app.get(
    ApiPath.groups,
    {
      config: { access: 'session' },
      schema: {
        ...common,
        summary: 'The identities (groups) of the current staff member',
        description: 'Every group, disabled ones and hidden categories (1, 4) included; currentGroupId is the token\'s group, null before one is chosen.',
        response: responses(StaffGroupsSchema),
      },
    },
    async (request) => {
      const session = request.session as Session;
      const groups = await loadGroups(db, session.userId);
      // The token's group while it is still enabled (a group disabled since no longer counts as current).
      const current = groups.find((group) => group.groupId === session.groupId && group.status === 1);
      return ok({ groups, currentGroupId: current?.groupId ?? null });
    },
  );

  app.get(
    ApiPath.staffInfo,
    {
      config: { access: 'session' },
      schema: {
        ...common,
        summary: 'Current staff info (user data, spec §3)',
        description: 'Readable before an identity is chosen: the identity fields are then null or empty.',
        response: responses(UserDataSchema),
      },
    },
    async (request) => {
      const session = request.session as Session;
      const data = await loadUserData(db, session.userId, session.groupId, config.envLabel);
      if (!data) throw tokenExpired();
      return ok(data);
    },
  );

  app.get(
    ApiPath.menus,
    {
      schema: {
        ...common,
        summary: 'Menus of the current identity, as a tree',
        description: 'category 1: main menus; 2: deputy menus. Filtered by the roles of the token\'s group; meta is JSON text. HTTP 403 before an identity is chosen.',
        querystring: Type.Object({ category: Type.Integer({ minimum: 1, maximum: 2, description: '1 main menus, 2 deputy menus' }) }),
        response: responses(MenuEntries),
      },
    },
    async (request) => ok(await loadMenus(db, (request.scope as Scope).groupId, request.query.category)),
  );

  app.get(
    ApiPath.views,
    {
      schema: {
        ...common,
        summary: 'Button-permission view codes of the current identity',
        description: "'*:*:*' grants everything (spec §6). HTTP 403 before an identity is chosen.",
        response: responses(Type.Array(Type.String())),
      },
    },
    async (request) => ok(await loadViews(db, (request.scope as Scope).groupId)),
  );
};
