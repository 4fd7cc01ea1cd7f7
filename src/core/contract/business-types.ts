import type { Announcement } from './types.ts';
import type { PageQuery } from './envelope.ts';
import type {
  FeeBillStatus,
  FeeType,
  ProclamationStatus,
  ServiceChargeStatus,
} from './business.ts';

/* Business records (spec §3 "further entities"; fields ours). Money is integer cents, times epoch ms. */

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

/** POST /api/system/proclamation/add; a new announcement is enabled unless status says otherwise. */
export interface ProclamationAdd extends ProclamationInput {
  status?: ProclamationStatus;
}

export interface ProclamationUpdate extends ProclamationInput {
  id: number;
}

export interface ProclamationStatusUpdate {
  id: number;
  status: ProclamationStatus;
}

export interface ExportTaskPageQuery extends PageQuery {
  /** Matches part of the file name. */
  taskDesc?: string;
}

/** A service-charge order of an operator (spec §7 Accounts and fees). */
export interface ServiceChargeOrder {
  id: number;
  orderNo: string;
  /** What is charged, e.g. 设备流量费. */
  item: string;
  deviceCount: number;
  /** Cents. */
  amount: number;
  /** concept serviceChargeStatus */
  status: ServiceChargeStatus;
  deptId: number;
  deptName: string;
  createTime: number;
  payTime: number | null;
}

export interface PrepaidFeeStrategy {
  id: number;
  name: string;
  /** concept feeType: 1 unitPrice per device and month, 2 rateBasisPoints of sales. */
  feeType: FeeType;
  /** Cents per device and month (feeType 1). */
  unitPrice: number;
  /** Share of sales in basis points, 50 = 0.5 % (feeType 2). */
  rateBasisPoints: number;
  /** 1 enabled, 0 disabled. */
  status: 0 | 1;
  deptId: number;
  deptName: string;
  createTime: number;
  updateTime: number;
}

/** A fee bill the platform issued to an operator; platform staff list them. */
export interface PlatformFeeBill {
  id: number;
  billNo: string;
  billedOrgId: number;
  billedOrgName: string;
  /** YYYY-MM. */
  period: string;
  deviceCount: number;
  /** Cents. */
  amount: number;
  /** concept feeBillStatus */
  status: FeeBillStatus;
  createTime: number;
  dueTime: number;
  payTime: number | null;
}
