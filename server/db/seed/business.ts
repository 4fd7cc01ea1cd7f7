import { ExportTaskStatus } from '../../../src/core/contract/index.ts';
import { compactDate as dateCode } from '../calendar.ts';
import type { Queryable } from '../db.ts';
import { insertFees } from './fees.ts';
import { EXPORT_FILE_BASE, EXPORT_TASKS, MERCHANT_APPLICATIONS } from './operations.ts';

/** Inserts the business records of the demo (devices, orders, complaints, replenishment, applications, exports, fees). */

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
  await insertApplications(tx, now);
  await insertExportTasks(tx, now, userId);
  await insertFees(tx, now);
}
