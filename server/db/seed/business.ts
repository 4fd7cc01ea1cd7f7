import { ExportTaskStatus } from '../../../src/core/contract/index.ts';
import { compactDate as dateCode } from '../calendar.ts';
import type { Queryable } from '../db.ts';
import { insertFees } from './fees.ts';
import { EXPORT_FILE_BASE, EXPORT_TASKS, MERCHANT_APPLICATIONS, REPL_PACKAGES, REPL_TALLIES } from './operations.ts';

/** Inserts the business records of the demo (devices, orders, complaints, replenishment, applications, exports, fees). */

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

async function insertExportTasks(tx: Queryable, now: number, userId: (phone: string) => number): Promise<void> {
  for (const [index, [phone, orgId, taskDesc, status, fileCount, age]] of EXPORT_TASKS.entries()) {
    const stem = `${EXPORT_FILE_BASE}/${orgId}/${dateCode(now - age)}-${index + 1}`;
    const files = status === ExportTaskStatus.SUCCEEDED ? Array.from({ length: fileCount }, (_, n) => `${stem}-${n + 1}.xlsx`) : [];
    await tx.query(
      `INSERT INTO export_tasks (user_id, org_id, task_desc, task_status, file_count, file_url, files_url, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
      [userId(phone), orgId, taskDesc, status, files.length, files[0] ?? null, files, now - age],
    );
  }
}

export async function insertBusiness(tx: Queryable, now: number, userId: (phone: string) => number): Promise<void> {
  await insertReplenishment(tx, now, userId);
  await insertApplications(tx, now);
  await insertExportTasks(tx, now, userId);
  await insertFees(tx, now);
}
