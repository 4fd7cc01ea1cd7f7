// The current staff member (spec §3 user data, §4 steps 3-5, §6): identities (groups), user data, menus, view codes.
import type { OrgCategory } from '../roles.ts';
import { defineCall } from './define.ts';
import { Nullable, T } from './schema.ts';
import type { Static } from './schema.ts';

/** An integer code typed as its union of values (the schema states the meaning, the type the values). */
const Coded = <V extends number>(description?: string) => T.Unsafe<V>(T.Integer(description === undefined ? {} : { description }));

export const GroupConfigRow = T.Object({ configField: T.String(), isShow: Coded<0 | 1>('0 or 1') });
/** A display switch: an identity's config entry, or a merchant form field setting. */
export type GroupConfig = Static<typeof GroupConfigRow>;

export const GroupRow = T.Object({
  groupId: T.Integer(),
  orgId: T.Integer(),
  orgName: T.String(),
  deptId: T.Integer(),
  deptFullName: T.String({ description: 'slash-separated department path' }),
  orgCategory: Coded<OrgCategory>('1 platform, 2 brand owner, 3 operator, 4 producer, 5 supplier'),
  status: Coded<0 | 1>('1 enabled, 0 disabled'),
  roleNames: T.String({ description: 'comma-separated' }),
  roleCodes: T.String({ description: 'comma-separated' }),
  lastLoginTimestamp: Nullable(T.Integer({ description: 'epoch ms' })),
  config: T.Array(GroupConfigRow),
});
/** One identity of a staff member: a role set in a department of an organisation. */
export type Group = Static<typeof GroupRow>;

export const StaffGroupsData = T.Object({ groups: T.Array(GroupRow), currentGroupId: Nullable(T.Integer()) });
export type StaffGroups = Static<typeof StaffGroupsData>;

export const ColorInfoData = T.Object({ mainColor: T.String(), minorColor: T.String() });
export type ColorInfo = Static<typeof ColorInfoData>;

export const UserDataSchema = T.Object({
  name: T.String(),
  phone: T.String(),
  countryCode: T.String(),
  orgId: Nullable(T.Integer()),
  orgName: Nullable(T.String()),
  deptId: Nullable(T.Integer()),
  orgCategory: Nullable(Coded<OrgCategory>()),
  roleCodes: T.String({ description: 'comma-separated' }),
  roleIds: T.String({ description: 'comma-separated' }),
  deptFullName: T.String(),
  groups: T.Array(GroupRow),
  currentGroupId: Nullable(T.Integer()),
  currentGroupLogoUrl: Nullable(T.String()),
  colorInfo: Nullable(ColorInfoData),
  phoneHide: T.Boolean(),
  balanceWatch: T.Boolean({ description: 'the organisation is on the balance watch list' }),
  envLabel: T.String({ description: 'environment label for the top bar; empty in production' }),
});
/** Spec §3 user data: the staff member, and the fields of the current identity (null or empty before one is chosen). */
export type UserData = Static<typeof UserDataSchema>;

const MenuEntryFields = T.Object({
  id: T.Integer(),
  parentId: T.Integer(),
  title: T.String(),
  route: T.String(),
  component: T.String({ description: "'Layout' for the shell, otherwise a screen name" }),
  type: T.Integer({ description: '1 directory, 2 page, 3 secondary menu (convenience stores)' }),
  icon: T.String(),
  sort: T.Integer(),
  meta: T.String({
    description: 'JSON: baseUrl, hideMenu, hideLayout, showMenuIds, showMenuOrigIds, breadcrumb [{title, titleEn, path}], noCache, titleEn',
  }),
});
/** A menu entry as the server sends it; `meta` is JSON text (spec §3). */
export type MenuEntry = Static<typeof MenuEntryFields> & { children?: MenuEntry[] };

/** The recursive menu entry, a shared schema referred to by $ref (an OpenAPI component). */
export const MenuEntrySchema = T.Object(
  { ...MenuEntryFields.properties, children: T.Optional(T.Array(T.Unsafe<MenuEntry>({ $ref: 'MenuEntry#' }))) },
  { $id: 'MenuEntry', description: 'A menu entry (spec §3); meta is JSON text' },
);
const MenuEntries = T.Unsafe<MenuEntry[]>({ type: 'array', items: { $ref: 'MenuEntry#' } });

export const currentStaffGroups = defineCall({
  method: 'GET',
  path: '/api/system/currentStaff/groups',
  access: 'session',
  tag: 'staff',
  summary: 'The identities (groups) of the current staff member',
  description: "Every group, disabled ones and hidden categories (1, 4) included; currentGroupId is the token's group, null before one is chosen.",
  response: StaffGroupsData,
});

export const currentStaffInfo = defineCall({
  method: 'GET',
  path: '/api/system/currentStaff/info',
  access: 'session',
  tag: 'staff',
  summary: 'Current staff info (user data, spec §3)',
  description: 'Readable before an identity is chosen: the identity fields are then null or empty.',
  response: UserDataSchema,
});

export const currentStaffMenus = defineCall({
  method: 'GET',
  path: '/api/system/currentStaff/menus',
  tag: 'staff',
  summary: 'Menus of the current identity, as a tree',
  description:
    "category 1: main menus; 2: deputy menus. Filtered by the roles of the token's group; meta is JSON text. HTTP 403 before an identity is chosen.",
  query: T.Object({ category: T.Integer({ minimum: 1, maximum: 2, description: '1 main menus, 2 deputy menus' }) }),
  response: MenuEntries,
});

export const currentStaffViews = defineCall({
  method: 'GET',
  path: '/api/system/currentStaff/views',
  tag: 'staff',
  summary: 'Button-permission view codes of the current identity',
  description: "'*:*:*' grants everything (spec §6). HTTP 403 before an identity is chosen.",
  response: T.Array(T.String()),
});
