import type { PageQuery } from './envelope.ts';
import type {
  ComplaintKind,
  ComplaintStatus,
  DeviceType,
  LifecycleState,
  MerchantAuditStatus,
  MerchantType,
  OrderStatus,
  PayChannel,
  ReplenishmentStatus,
} from './business.ts';

/* Business records (spec §3 "further entities"; fields ours). Money is integer cents, times epoch ms. */

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
  auditRemark: string | null;
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
