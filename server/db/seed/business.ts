import { ExportTaskStatus } from '../../../src/core/contract/index.ts';
import { compactDate as dateCode } from '../calendar.ts';
import type { Queryable } from '../db.ts';
import { insertFees } from './fees.ts';
import { EXPORT_FILE_BASE, EXPORT_TASKS } from './operations.ts';

/** Inserts the business records of the demo not yet seeded by their modules (exports, fees). */

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
  await insertExportTasks(tx, now, userId);
  await insertFees(tx, now);
}
