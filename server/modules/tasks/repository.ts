import { and, desc, eq, ilike } from 'drizzle-orm';
import type { ExportTask } from '../../../src/core/contract/api/tasks.ts';
import { ExportTaskStatus } from '../../../src/core/contract/index.ts';
import type { Paged } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import { containsPattern, pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import type { Scope } from '../../db/scope.ts';
import { exportTasks } from './tables.ts';

const ROW = {
  id: exportTasks.id,
  taskDesc: exportTasks.taskDesc,
  taskStatus: exportTasks.taskStatus,
  createTime: exportTasks.createdAt,
  fileCount: exportTasks.fileCount,
  fileUrl: exportTasks.fileUrl,
  filesUrl: exportTasks.filesUrl,
};

/** Export tasks are the caller's own, within the organisation of the current identity (like notifications). */
const ownedBy = (scope: Scope) => and(eq(exportTasks.userId, scope.userId), eq(exportTasks.orgId, scope.orgId));

export interface ExportTaskFilter extends PageRequest {
  /** Part of the file name. */
  taskDesc?: string;
}

export function pageExportTasks(orm: Orm, scope: Scope, filter: ExportTaskFilter): Promise<Paged<ExportTask>> {
  const pattern = containsPattern(filter.taskDesc);
  const where = and(ownedBy(scope), when(pattern, (p) => ilike(exportTasks.taskDesc, p)));
  const rows = orm.select(ROW).from(exportTasks).where(where).orderBy(desc(exportTasks.createdAt), desc(exportTasks.id));
  const total = orm.select(totalCount).from(exportTasks).where(where);
  return pageOf(rows.$dynamic(), total, filter);
}

/** Deletes one of the caller's tasks, whatever its status (spec §4); false when it is not theirs or unknown. */
export async function removeExportTask(orm: Orm, scope: Scope, id: number): Promise<boolean> {
  const removed = await orm.delete(exportTasks).where(and(eq(exportTasks.id, id), ownedBy(scope))).returning({ id: exportTasks.id });
  return removed.length > 0;
}

export type RetryOutcome = { kind: 'missing' } | { kind: 'notFailed' } | { kind: 'queued'; task: ExportTask };

/** Puts a failed task back in the queue (status 0, files cleared), as spec §4 describes the retry. */
export async function retryExportTask(orm: Orm, scope: Scope, id: number, now: number): Promise<RetryOutcome> {
  const [task] = await orm
    .update(exportTasks)
    .set({ taskStatus: ExportTaskStatus.QUEUED, fileCount: 0, fileUrl: null, filesUrl: [], updatedAt: now })
    .where(and(eq(exportTasks.id, id), ownedBy(scope), eq(exportTasks.taskStatus, ExportTaskStatus.FAILED)))
    .returning(ROW);
  if (task) return { kind: 'queued', task };
  const [exists] = await orm.select({ id: exportTasks.id }).from(exportTasks).where(and(eq(exportTasks.id, id), ownedBy(scope)));
  return exists ? { kind: 'notFailed' } : { kind: 'missing' };
}
