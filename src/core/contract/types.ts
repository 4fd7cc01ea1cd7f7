import type { OrgCategory } from './roles.ts';
import type { Envelope } from './envelope.ts';
import type { DEVICE_INVALID_MSGID } from './constants.ts';

/** Entities of spec §3 as they cross the wire. */

export interface LoginRequest {
  phone: string;
  /** Password login. */
  password?: string;
  /** SMS-code login. */
  smsCode?: string;
  countryCode?: string;
}

export interface LoginResponse {
  token: string;
  /** Expiry as epoch milliseconds. */
  expire: number;
}

export interface GroupConfig {
  configField: string;
  isShow: 0 | 1;
}

export interface Group {
  groupId: number;
  orgId: number;
  orgName: string;
  deptId: number;
  /** Slash-separated department path. */
  deptFullName: string;
  orgCategory: OrgCategory;
  /** 1 enabled, 0 disabled. */
  status: 0 | 1;
  /** Comma-separated role names. */
  roleNames: string;
  roleCodes: string;
  lastLoginTimestamp: number | null;
  config: GroupConfig[];
}

export interface ColorInfo {
  mainColor: string;
  minorColor: string;
}

export interface UserData {
  name: string;
  phone: string;
  countryCode: string;
  orgId: number | null;
  orgName: string | null;
  deptId: number | null;
  orgCategory: OrgCategory | null;
  /** Comma strings (spec §3). */
  roleCodes: string;
  roleIds: string;
  deptFullName: string;
  groups: Group[];
  currentGroupId: number | null;
  currentGroupLogoUrl: string | null;
  colorInfo: ColorInfo | null;
  phoneHide: boolean;
  /** Whether the organisation is on the balance watch list (spec §4 low-balance notice). */
  balanceWatch: boolean;
  /** Environment label shown in the top bar (spec §2), e.g. 测试环境-; empty in production. */
  envLabel: string;
}

export interface StaffGroups {
  groups: Group[];
  currentGroupId: number | null;
}

export interface MenuMeta {
  baseUrl?: string;
  hideMenu?: boolean | string;
  hideLayout?: boolean | string;
  showMenuIds?: Array<number | string>;
  showMenuOrigIds?: Array<number | string>;
  breadcrumb?: Array<{ title: string; path?: string }>;
  noCache?: boolean | string;
  /** English title for `locale="en"`. */
  titleEn?: string;
}

/** A menu entry as the server sends it; `meta` is JSON text (spec §3). */
export interface MenuEntry {
  id: number;
  parentId: number;
  title: string;
  route: string;
  component: string;
  /** 1 directory, 2 page, 3 secondary menu (convenience stores). */
  type: number;
  icon: string;
  sort: number;
  meta: string;
  children?: MenuEntry[];
}

export interface Concept {
  code: number | string;
  name: string;
  lable: string;
  value: number | string;
}

export interface TreeNode {
  id: number;
  parentId: number;
  name: string;
  children?: TreeNode[];
}

export interface OptionItem {
  code: string;
  name: string;
  attributes: string;
}

export interface FieldQuery {
  fields: string[];
  conditionValues: Array<{ field: string; values: Array<string | number> }>;
}

/** What a device answered to a command: keys the command's result is matched on (spec §4). */
export type DeviceCommandResult = Record<string, unknown>;

/**
 * GET /api/iot/ops/resp/{id} (spec §4 device command flow): `data` is null while the device has not answered,
 * the answer once it has, or 'invalid_msgid' when the command id is unknown.
 */
export type DeviceCommandResponse = Envelope<DeviceCommandResult | typeof DEVICE_INVALID_MSGID | null>;

/** GET /api/system/clientConfig: settings the client needs before login. */
export interface ClientConfig {
  /** Where platform (1) and producer (4) staff are sent (spec §1). */
  newerPlatformUrl: string;
  /** Environment label for the top bar (spec §2); empty in production. */
  envLabel: string;
}

/** GET /api/dev/sms-outbox?phone= (development only): the login codes "sent", newest first. */
export interface SmsOutboxEntry {
  phone: string;
  code: string;
  body: string;
  createTime: number;
}

/** Business records (devices, orders, complaints, replenishment, merchants, announcements, dashboard, fees). */
export type * from './business-types.ts';
