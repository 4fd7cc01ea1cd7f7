import type { ExportTask, Paged } from '../../src/core/contract/index.ts';
import { ExportTaskStatus } from '../../src/core/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import type { Scope } from '../db/scope.ts';
import { containsPattern, pageOf, type PageRequest } from './scoped.ts';

/** Export tasks are the caller's own, within the organisation of the current identity (like notifications). */
const COLUMNS = `x.id, x.task_desc AS "taskDesc", x.task_status AS "taskStatus", x.created_at AS "createTime",
  x.file_count AS "fileCount", x.file_url AS "fileUrl", x.files_url AS "filesUrl"`;
/** $1 user, $2 organisation, $3 file-name pattern (null: any). */
const FROM = `FROM export_tasks x WHERE x.user_id = $1 AND x.org_id = $2 AND ($3::text IS NULL OR x.task_desc ILIKE $3)`;

export function pageExportTasks(db: Queryable, scope: Scope, filter: PageRequest & { taskDesc?: string }): Promise<Paged<ExportTask>> {
  return pageOf<ExportTask>(db, COLUMNS, FROM, 'x.created_at DESC, x.id DESC', [scope.userId, scope.orgId, containsPattern(filter.taskDesc)], filter);
}

/** Deletes one of the caller's tasks, whatever its status (spec §4); false when it is not theirs or unknown. */
export async function removeExportTask(db: Queryable, scope: Scope, id: number): Promise<boolean> {
  const removed = await one<{ id: number }>(db, 'DELETE FROM export_tasks WHERE id = $3 AND user_id = $1 AND org_id = $2 RETURNING id', [
    scope.userId,
    scope.orgId,
    id,
  ]);
  return removed !== null;
}

export type RetryOutcome = { kind: 'missing' } | { kind: 'notFailed' } | { kind: 'queued'; task: ExportTask };

/** Puts a failed task back in the queue (status 0, files cleared), as spec §4 describes the retry. */
export async function retryExportTask(db: Queryable, scope: Scope, id: number, now: number): Promise<RetryOutcome> {
  const task = await one<ExportTask>(
    db,
    `UPDATE export_tasks x SET task_status = $4, file_count = 0, file_url = NULL, files_url = '{}', updated_at = $5
      WHERE x.id = $3 AND x.user_id = $1 AND x.org_id = $2 AND x.task_status = $6 RETURNING ${COLUMNS}`,
    [scope.userId, scope.orgId, id, ExportTaskStatus.QUEUED, now, ExportTaskStatus.FAILED],
  );
  if (task) return { kind: 'queued', task };
  const exists = await one(db, 'SELECT 1 FROM export_tasks WHERE id = $3 AND user_id = $1 AND org_id = $2', [scope.userId, scope.orgId, id]);
  return exists ? { kind: 'notFailed' } : { kind: 'missing' };
}
