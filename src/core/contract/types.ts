import type { OrgCategory } from './roles.ts';
import type { Envelope, PageQuery } from './envelope.ts';
import type { DEVICE_INVALID_MSGID } from './constants.ts';
import type {
  ComplaintKind,
  ComplaintStatus,
  DeviceType,
  LifecycleState,
  MerchantAuditStatus,
  MerchantType,
  OrderStatus,
  PayChannel,
  ProclamationStatus,
  ReplenishmentStatus,
  TemperatureMode,
} from './business.ts';

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

export interface ExportTask {
  id: number;
  taskDesc: string;
  taskStatus: 0 | 1 | 2 | 3;
  createTime: number;
  fileCount: number;
  fileUrl: string | null;
  filesUrl: string[];
}

/** What a device answered to a command: keys the command's result is matched on (spec §4). */
export type DeviceCommandResult = Record<string, unknown>;

/**
 * GET /api/iot/ops/resp/{id} (spec §4 device command flow): `data` is null while the device has not answered,
 * the answer once it has, or 'invalid_msgid' when the command id is unknown.
 */
export type DeviceCommandResponse = Envelope<DeviceCommandResult | typeof DEVICE_INVALID_MSGID | null>;

export interface Announcement {
  id: number;
  indexFlag: number;
  title: string;
  content: string;
}

export interface MerchantInfo {
  status: number;
  /** Cents. */
  balance: number;
}

export interface ConvenienceShop {
  id: number;
  name: string;
  updateTime: number;
}

export interface Notification {
  id: number;
  title: string;
  content: string;
  /** The screen that handles it. */
  route: string;
  handled: boolean;
  createTime: number;
}

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

/* Business records (spec §3 "further entities"; fields ours). Money is integer cents, times epoch ms. */

/** A vending machine or cooler, as GET /api/operation/vending_machine/page and /api/cooler/page list them. */
export interface Device {
  id: number;
  code: string;
  name: string;
  deviceType: DeviceType;
  /** concept vmLifecycleState */
  lifecycleState: LifecycleState;
  online: boolean;
  /** Degrees Celsius; TEMPERATURE_NOT_AVAILABLE (-50) when not available (spec §9). */
  temperature: number;
  /** concept temperatureMode */
  temperatureMode: TemperatureMode;
  temperatureAlarm: boolean;
  /** Goods lanes at or below their warning level. */
  inventoryWarnings: number;
  locked: boolean;
  place: string;
  deptId: number;
  deptName: string;
  lastOnlineTime: number | null;
}

export interface DevicePageQuery extends PageQuery {
  /** Matches code, name or place. */
  keyword?: string;
  lifecycleState?: LifecycleState;
  online?: boolean;
}

export interface Order {
  id: number;
  orderNo: string;
  /** Cents. */
  amount: number;
  /** Cents refunded. */
  refundAmount: number;
  /** concept orderStatus; 8 abnormal (spec §9). */
  status: OrderStatus;
  payChannel: PayChannel;
  deviceId: number;
  deviceCode: string;
  deviceName: string;
  deptId: number;
  deptName: string;
  /** Why an abnormal order waits for handling; null otherwise. */
  abnormalReason: string | null;
  createTime: number;
}

export interface OrderPageQuery extends PageQuery {
  /** Matches the order number, device code or device name. */
  keyword?: string;
  status?: OrderStatus;
  payChannel?: PayChannel;
  startTime?: number;
  endTime?: number;
}

export interface Complaint {
  id: number;
  complaintNo: string;
  channel: PayChannel;
  /** 1 order complaint, 2 payment-channel risk complaint. */
  kind: ComplaintKind;
  /** concept orderFeedbackReason 1–10 (spec §3). */
  reason: number;
  /** concept complaintStatus; 2 and 3 are shown as 挂起中 and 系统处理中 (spec §4). */
  status: ComplaintStatus;
  orderId: number | null;
  orderNo: string | null;
  /** Cents in dispute. */
  amount: number;
  /** Masked, e.g. 138****2671. */
  customerPhone: string;
  content: string;
  deptId: number;
  deptName: string;
  createTime: number;
  handledTime: number | null;
}

export interface ReplenishmentPackage {
  id: number;
  packageNo: string;
  /** concept replenishmentStatus */
  status: ReplenishmentStatus;
  deviceId: number;
  deviceCode: string;
  deviceName: string;
  skuCount: number;
  itemCount: number;
  /** Cents: value of the goods. */
  amount: number;
  applicant: string;
  remark: string;
  deptId: number;
  deptName: string;
  createTime: number;
  auditTime: number | null;
  auditorName: string | null;
}

/** POST /api/operation/repl/package/approve */
export interface ReplenishmentApproval {
  ids: number[];
  /** 2 approve, 3 reject. */
  status: typeof ReplenishmentStatus.APPROVED | typeof ReplenishmentStatus.REJECTED;
  remark?: string;
}

export interface TallyRecord {
  id: number;
  tallyNo: string;
  packageId: number | null;
  packageNo: string | null;
  deviceId: number;
  deviceCode: string;
  deviceName: string;
  operatorName: string;
  expectedCount: number;
  actualCount: number;
  /** actualCount − expectedCount. */
  difference: number;
  deptId: number;
  deptName: string;
  createTime: number;
}

export interface MerchantApplication {
  id: number;
  merchantName: string;
  /** concept merchantType */
  merchantType: MerchantType;
  contactName: string;
  /** Masked. */
  contactPhone: string;
  /** concept merchantAuditStatus */
  auditStatus: MerchantAuditStatus;
  deptId: number;
  deptName: string;
  createTime: number;
  auditTime: number | null;
}

/** An announcement as managed under /api/system/proclamation (spec §4: status toggle, indexFlag). */
export interface Proclamation extends Announcement {
  status: ProclamationStatus;
  /** True for the platform's announcements to every organisation. */
  allOrganisations: boolean;
  createTime: number;
  updateTime: number;
}

export interface ProclamationInput {
  title: string;
  /** HTML; clients render it sanitised. */
  content: string;
  /** 1: pop up on the home page. */
  indexFlag: 0 | 1;
}

export interface ProclamationUpdate extends ProclamationInput {
  id: number;
}

export interface ProclamationStatusUpdate {
  id: number;
  status: ProclamationStatus;
}

/** GET /api/system/dashboard/summary: figures of the identity's organisation and department subtree. */
export interface DashboardSummary {
  devices: DeviceFigures & {
    byType: Array<DeviceFigures & { deviceType: DeviceType }>;
    /** Every lifecycle state, withdrawn devices included. */
    byLifecycleState: Array<{ lifecycleState: LifecycleState; count: number }>;
  };
  orders: {
    todayCount: number;
    /** Cents, net of refunds. */
    todaySales: number;
    weekCount: number;
    weekSales: number;
  };
  /** Complaints not completed, both channels, order and risk complaints. */
  pendingComplaints: number;
  pendingReplenishments: number;
  abnormalOrders: number;
  /** Start of today and of this week (Monday), business time (UTC+8). */
  todayStart: number;
  weekStart: number;
}

/** Devices not withdrawn; alarm = temperature alarm or inventory warnings. */
export interface DeviceFigures {
  total: number;
  online: number;
  offline: number;
  temperatureAlarm: number;
  inventoryWarning: number;
  alarm: number;
}

/** GET /api/system/dashboard/salesTrend: one entry per business day, oldest first, today last. */
export interface SalesTrendPoint {
  /** YYYY-MM-DD (UTC+8). */
  date: string;
  orders: number;
  /** Cents, net of refunds. */
  sales: number;
}

/**
 * GET /api/system/badge/counts (spec §6). A figure the caller's roles or organisation category are not given is 0:
 * abnormalOrders needs an abnormal-order role, orgAudit an audit-badge role, complaints and replenishmentApprovals an
 * operator (3), complaintTotal the platform (1).
 */
export interface BadgeCounts {
  abnormalOrders: number;
  orgAudit: number;
  complaints: number;
  replenishmentApprovals: number;
  complaintTotal: number;
}

export interface ExportTaskPageQuery extends PageQuery {
  /** Matches part of the file name. */
  taskDesc?: string;
}
