import { ComplaintKind, ComplaintStatus, OrderStatus } from '../../../src/core/contract/index.ts';
import { DAY_MS as DAY, compactDate as dateCode } from '../../repos/calendar.ts';
import type { Queryable } from '../db.ts';
import { DEVICES } from '../../modules/devices/seed-data.ts';
import { COMPLAINTS, MERCHANT_APPLICATIONS, REPL_PACKAGES, REPL_TALLIES } from './operations.ts';
import { seedOrders } from './orders.ts';

/** Inserts the business records of the demo (orders, complaints, replenishment, applications). */

/** Thousands of orders in one statement: the columns travel as arrays and unnest into rows. */
async function insertOrders(tx: Queryable, now: number): Promise<void> {
  const byId = new Map(DEVICES.map((d) => [d.id, d]));
  const orders = seedOrders();
  const column = <T>(pick: (o: (typeof orders)[number], index: number) => T) => orders.map(pick);
  await tx.query(
    `INSERT INTO orders (order_no, org_id, dept_id, device_id, amount_cents, refund_cents, status, pay_channel, abnormal_reason, created_at)
     SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::bigint[], $6::bigint[], $7::smallint[], $8::text[], $9::text[], $10::bigint[])`,
    [
      column((o, i) => `${dateCode(now - o.age)}${String(o.deviceId).slice(-4)}${String(i + 1).padStart(6, '0')}`),
      column((o) => byId.get(o.deviceId)?.orgId),
      column((o) => byId.get(o.deviceId)?.deptId),
      column((o) => o.deviceId),
      column((o) => o.amount),
      column((o) => o.refund),
      column((o) => o.status),
      column((o) => o.payChannel),
      column((o) => o.abnormalReason),
      column((o) => now - o.age),
    ],
  );
}

async function insertComplaints(tx: Queryable, now: number): Promise<void> {
  for (const [index, [orgId, deptId, channel, kind, reason, status, age, phone, content, amount]] of COMPLAINTS.entries()) {
    const createdAt = now - age;
    const prefix = `${channel === 'wechat' ? 'WX' : 'ZFB'}${kind === ComplaintKind.RISK ? 'FX' : 'TS'}`;
    await tx.query(
      `WITH linked AS (
         SELECT id, amount_cents FROM orders
          WHERE org_id = $2 AND dept_id = $3 AND status IN ($12, $13) AND created_at < $8
          ORDER BY created_at DESC, id DESC LIMIT 1)
       INSERT INTO complaints (complaint_no, org_id, dept_id, channel, kind, reason, status, created_at, handled_at,
                               customer_phone, content, order_id, amount_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, (SELECT id FROM linked), COALESCE((SELECT amount_cents FROM linked), $14))`,
      [
        `${prefix}${dateCode(createdAt)}${String(index + 1).padStart(4, '0')}`, orgId, deptId, channel, kind, reason, status, createdAt,
        status === ComplaintStatus.COMPLETED ? createdAt + DAY : null, phone, content, OrderStatus.PAID, OrderStatus.PARTLY_REFUNDED, amount,
      ],
    );
  }
}

async function insertReplenishment(tx: Queryable, now: number, userId: (phone: string) => number): Promise<void> {
  const ids = new Map<string, number>();
  for (const p of REPL_PACKAGES) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO repl_packages (package_no, org_id, dept_id, device_id, status, sku_count, item_count, amount_cents, applicant, remark,
                                  created_at, audited_at, audited_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        p.packageNo, p.orgId, p.deptId, p.deviceId, p.status, p.skuCount, p.itemCount, p.amount, p.applicant, p.remark, now - p.age,
        p.audit ? now - p.audit[0] : null, p.audit ? userId(p.audit[1]) : null,
      ],
    );
    ids.set(p.packageNo, rows[0].id);
  }
  for (const [tallyNo, packageNo, orgId, deptId, deviceId, operator, expected, actual, age] of REPL_TALLIES) {
    await tx.query(
      `INSERT INTO repl_tallies (tally_no, package_id, org_id, dept_id, device_id, operator_name, expected_count, actual_count, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [tallyNo, packageNo === null ? null : ids.get(packageNo), orgId, deptId, deviceId, operator, expected, actual, now - age],
    );
  }
}

async function insertApplications(tx: Queryable, now: number): Promise<void> {
  for (const [orgId, deptId, name, type, contact, phone, status, age, auditAge] of MERCHANT_APPLICATIONS) {
    await tx.query(
      `INSERT INTO merchant_applications (org_id, dept_id, merchant_name, merchant_type, contact_name, contact_phone, audit_status, created_at, audited_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [orgId, deptId, name, type, contact, phone, status, now - age, auditAge === null ? null : now - auditAge],
    );
  }
}

export async function insertBusiness(tx: Queryable, now: number, userId: (phone: string) => number): Promise<void> {
  await insertOrders(tx, now);
  await insertComplaints(tx, now);
  await insertReplenishment(tx, now, userId);
  await insertApplications(tx, now);
}
