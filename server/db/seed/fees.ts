import { FeeBillStatus, FeeType, LifecycleState, ServiceChargeStatus } from '../../../src/core/contract/index.ts';
import { DAY_MS as DAY, OFFSET_MS as OFFSET, compactDate as dateCode } from '../calendar.ts';
import type { Queryable } from '../db.ts';
import { DEVICES } from '../../modules/devices/seed-data.ts';

/**
 * Service-charge orders and prepaid fee strategies of the operators, and the platform's monthly fee bills to them
 * for the last two months (business time, UTC+8), the later one unpaid, or overdue once past its due date.
 */
const PLATFORM = { orgId: 1, deptId: 102 };
/** The price per device and month the platform bills. */
export const PLATFORM_FEE_PER_DEVICE = 1_500;
const BILL_DUE_DAYS = 15;

const { UNPAID, PAID, CANCELLED } = ServiceChargeStatus;

/** [organisation, department, item, devices, amount, status, age, age when paid] */
export const SERVICE_CHARGES: Array<[number, number, string, number, number, number, number, number | null]> = [
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
export const FEE_STRATEGIES: Array<[number, number, string, number, number, number, 0 | 1, number]> = [
  [2, 200, '鲜食优选标准流量费', FeeType.PER_DEVICE_MONTH, 1_500, 0, 1, 60 * DAY],
  [2, 210, '便利店交易分成', FeeType.SALES_SHARE, 0, 50, 1, 45 * DAY],
  [2, 204, '张江站点组试点优惠', FeeType.PER_DEVICE_MONTH, 1_000, 0, 0, 90 * DAY],
  [6, 600, '速达便利标准流量费', FeeType.PER_DEVICE_MONTH, 1_500, 0, 1, 50 * DAY],
  [7, 700, '北方智能冬季流量费', FeeType.PER_DEVICE_MONTH, 1_800, 0, 1, 40 * DAY],
  [7, 701, '东北大区交易分成', FeeType.SALES_SHARE, 0, 60, 1, 20 * DAY],
];

/** Operators billed by the platform, and whether they paid the bill before last. */
const BILLED: Array<[number, boolean]> = [[2, true], [6, false], [7, true]];

async function insertBills(tx: Queryable, now: number): Promise<void> {
  const today = new Date(now + OFFSET);
  for (const monthsAgo of [2, 1]) {
    const periodStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, 1));
    const period = periodStart.toISOString().slice(0, 7);
    const createdAt = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo + 1, 1, 2) - OFFSET;
    const dueAt = createdAt + BILL_DUE_DAYS * DAY;
    for (const [orgId, paidBefore] of BILLED) {
      const devices = DEVICES.filter((d) => d.orgId === orgId && d.lifecycle !== LifecycleState.WITHDRAWN).length;
      const paid = monthsAgo === 2 && paidBefore;
      const status = paid ? FeeBillStatus.PAID : now >= dueAt ? FeeBillStatus.OVERDUE : FeeBillStatus.UNPAID;
      await tx.query(
        `INSERT INTO platform_fee_bills (bill_no, org_id, dept_id, billed_org_id, period, device_count, amount_cents, status, created_at, due_at, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          `PT${period.replace('-', '')}${String(orgId).padStart(3, '0')}`, PLATFORM.orgId, PLATFORM.deptId, orgId, period, devices,
          devices * PLATFORM_FEE_PER_DEVICE, status, createdAt, dueAt, paid ? createdAt + 3 * DAY : null,
        ],
      );
    }
  }
}

export async function insertFees(tx: Queryable, now: number): Promise<void> {
  for (const [index, [orgId, deptId, item, devices, amount, status, age, paidAge]] of SERVICE_CHARGES.entries()) {
    await tx.query(
      `INSERT INTO service_charge_orders (order_no, org_id, dept_id, item, device_count, amount_cents, status, created_at, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [`FW${dateCode(now - age)}${String(index + 1).padStart(4, '0')}`, orgId, deptId, item, devices, amount, status, now - age, paidAge === null ? null : now - paidAge],
    );
  }
  for (const [orgId, deptId, name, feeType, unitPrice, rate, status, age] of FEE_STRATEGIES) {
    await tx.query(
      `INSERT INTO prepaid_fee_strategies (org_id, dept_id, name, fee_type, unit_price_cents, rate_basis_points, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [orgId, deptId, name, feeType, unitPrice, rate, status, now - age],
    );
  }
  await insertBills(tx, now);
}
