import type { Queryable } from '../../server/db/db.ts';
import { one } from '../../server/db/db.ts';
import { DEPTS } from '../../server/modules/org/seed-data.ts';
import { PERSONAS } from '../../server/modules/org/seed-personas.ts';

/** Rows the business tests insert straight through the Db, and the department-subtree rule written out for checks. */

/** Whether `deptId` is `rootId` or below it, from the seeded department list. */
export function inSubtree(deptId: number, rootId: number): boolean {
  for (let current: number | null = deptId; current !== null; current = DEPTS.find(([id]) => id === current)?.[2] ?? null) {
    if (current === rootId) return true;
  }
  return false;
}

export const userIdOf = (phone: string) => PERSONAS.findIndex((persona) => persona.phone === phone) + 1;

let serial = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${(serial += 1)}`;

export interface DeviceRow {
  orgId: number;
  deptId: number;
  type?: 1 | 2;
  lifecycle?: number;
  online?: boolean;
  temperatureAlarm?: boolean;
  inventoryWarnings?: number;
  name?: string;
}

export async function insertDevice(db: Queryable, d: DeviceRow, now: number): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO devices (org_id, dept_id, device_type, code, name, lifecycle_state, online, temperature_alarm, inventory_warnings, place, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '测试点位', $10) RETURNING id`,
    [d.orgId, d.deptId, d.type ?? 1, unique('T-DEV'), d.name ?? '测试售货机', d.lifecycle ?? 2, d.online ?? true, d.temperatureAlarm ?? false, d.inventoryWarnings ?? 0, now],
  );
  return row?.id ?? 0;
}

export interface OrderRow {
  deviceId: number;
  status: number;
  amount: number;
  refund?: number;
  createdAt: number;
  payChannel?: 'wechat' | 'alipay';
}

/** An order of the device's organisation and department. */
export async function insertOrder(db: Queryable, o: OrderRow): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO orders (order_no, org_id, dept_id, device_id, amount_cents, refund_cents, status, pay_channel, abnormal_reason, created_at)
     SELECT $1, org_id, dept_id, id, $3, $4, $5::smallint, $6, CASE WHEN $5::smallint = 8 THEN '测试异常' END, $7 FROM devices WHERE id = $2 RETURNING id`,
    [unique('T-ORD'), o.deviceId, o.amount, o.refund ?? 0, o.status, o.payChannel ?? 'wechat', o.createdAt],
  );
  return row?.id ?? 0;
}

export interface ComplaintRow {
  orgId: number;
  deptId: number;
  kind: 1 | 2;
  status: number;
  createdAt: number;
  channel?: 'wechat' | 'alipay';
  customerPhone?: string;
}

export async function insertComplaint(db: Queryable, c: ComplaintRow): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO complaints (complaint_no, org_id, dept_id, channel, kind, reason, status, customer_phone, content, created_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6, $8, '测试客诉', $7) RETURNING id`,
    [unique('T-TS'), c.orgId, c.deptId, c.channel ?? 'wechat', c.kind, c.status, c.createdAt, c.customerPhone ?? '138****0000'],
  );
  return row?.id ?? 0;
}

export async function insertPackage(db: Queryable, deviceId: number, status: number, createdAt: number): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO repl_packages (package_no, org_id, dept_id, device_id, status, sku_count, item_count, amount_cents, applicant, created_at)
     SELECT $1, org_id, dept_id, id, $3, 3, 12, 3600, '测试员', $4 FROM devices WHERE id = $2 RETURNING id`,
    [unique('T-BH'), deviceId, status, createdAt],
  );
  return row?.id ?? 0;
}

export async function insertApplication(
  db: Queryable, orgId: number, deptId: number, status: number, createdAt: number, contactPhone = '139****0000',
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO merchant_applications (org_id, dept_id, merchant_name, merchant_type, contact_name, contact_phone, audit_status, created_at)
     VALUES ($1, $2, $3, 2, '测试联系人', $6, $4, $5) RETURNING id`,
    [orgId, deptId, unique('测试商户'), status, createdAt, contactPhone],
  );
  return row?.id ?? 0;
}

export async function insertExportTask(db: Queryable, phone: string, orgId: number, status: number, createdAt: number, taskDesc = '测试导出'): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO export_tasks (user_id, org_id, task_desc, task_status, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [userIdOf(phone), orgId, taskDesc, status, createdAt],
  );
  return row?.id ?? 0;
}
