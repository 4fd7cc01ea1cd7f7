import { FeeType, ServiceChargeStatus } from '../../../src/core/contract/index.ts';
import type { FeeType as FeeTypeCode, ServiceChargeStatus as ChargeCode } from '../../../src/core/contract/index.ts';

/**
 * The demo accounts: balance movements of the operators (速达便利 (6) runs low; 鲜食优选 (2) has plenty), their
 * service-charge orders and prepaid fee strategies, and the operators the platform bills monthly. Ages are relative
 * to the first start, so the balance window means something whenever the demo is started. Offsets are fixed.
 */
const DAY = 24 * 3_600_000;

/** [organisation, kind, amount, balance after, age] */
export const ACCOUNT_MOVEMENTS: Array<[number, 'recharge' | 'deduct', number, number, number]> = [
  [2, 'recharge', 1_268_000, 1_268_000, 30 * DAY],
  [6, 'recharge', 100_000, 100_000, 20 * DAY],
  [6, 'deduct', 30_000, 70_000, 12 * DAY],
  [6, 'deduct', 25_000, 45_000, 9 * DAY],
  [6, 'deduct', 30_000, 15_000, 5 * DAY],
  [6, 'deduct', 13_766, 1_234, 2 * DAY],
  [7, 'recharge', 560_000, 560_000, 15 * DAY],
];

/** The platform organisation and the department that keeps its bills. */
export const PLATFORM = { orgId: 1, deptId: 102 };
/** The price per device and month the platform bills. */
export const PLATFORM_FEE_PER_DEVICE = 1_500;
export const BILL_DUE_DAYS = 15;

const { UNPAID, PAID, CANCELLED } = ServiceChargeStatus;

/** [organisation, department, item, devices, amount, status, age, age when paid] */
export const SERVICE_CHARGES: Array<[number, number, string, number, number, ChargeCode, number, number | null]> = [
  [2, 204, '设备流量费（季度）', 5, 22_500, PAID, 40 * DAY, 39 * DAY],
  [2, 214, '设备流量费（季度）', 3, 13_500, UNPAID, 3 * DAY, null],
  [2, 209, 'SIM卡年费', 3, 10_800, PAID, 20 * DAY, 19 * DAY],
  [2, 213, '平台技术服务费', 14, 42_000, UNPAID, 1 * DAY, null],
  [2, 206, '设备流量费（季度）', 2, 9_000, CANCELLED, 15 * DAY, null],
  [6, 603, '设备流量费（季度）', 4, 18_000, UNPAID, 2 * DAY, null],
  [6, 602, '平台技术服务费', 5, 15_000, PAID, 25 * DAY, 24 * DAY],
  [7, 703, '设备流量费（季度）', 5, 22_500, PAID, 10 * DAY, 9 * DAY],
  [7, 702, 'SIM卡年费', 1, 3_600, UNPAID, 4 * DAY, null],
];

/** [organisation, department, name, fee type, cents per device and month, basis points of sales, status, age] */
export const FEE_STRATEGIES: Array<[number, number, string, FeeTypeCode, number, number, 0 | 1, number]> = [
  [2, 200, '鲜食优选标准流量费', FeeType.PER_DEVICE_MONTH, 1_500, 0, 1, 60 * DAY],
  [2, 210, '便利店交易分成', FeeType.SALES_SHARE, 0, 50, 1, 45 * DAY],
  [2, 204, '张江站点组试点优惠', FeeType.PER_DEVICE_MONTH, 1_000, 0, 0, 90 * DAY],
  [6, 600, '速达便利标准流量费', FeeType.PER_DEVICE_MONTH, 1_500, 0, 1, 50 * DAY],
  [7, 700, '北方智能冬季流量费', FeeType.PER_DEVICE_MONTH, 1_800, 0, 1, 40 * DAY],
  [7, 701, '东北大区交易分成', FeeType.SALES_SHARE, 0, 60, 1, 20 * DAY],
];

/** Operators billed by the platform, and whether they paid the bill before last. */
export const BILLED: Array<[number, boolean]> = [[2, true], [6, false], [7, true]];
