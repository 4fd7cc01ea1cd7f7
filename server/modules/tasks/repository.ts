import { and, desc, eq, ilike } from 'drizzle-orm';
import type { ExportTask, ExportType } from '../../../src/core/contract/api/tasks.ts';
import { ExportTaskStatus } from '../../../src/core/contract/index.ts';
import type { Paged } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import { containsPattern, pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import type { Scope } from '../../db/scope.ts';
import { exportTasks } from './tables.ts';

/** A task as stored: files_url holds the files' keys; the answer turns them into signed links (module.ts). */
export type StoredTask = Omit<ExportTask, 'taskDescEn'> & { exportType: string | null };

const ROW = {
  id: exportTasks.id,
  taskDesc: exportTasks.taskDesc,
  taskStatus: exportTasks.taskStatus,
  createTime: exportTasks.createdAt,
  fileCount: exportTasks.fileCount,
  fileUrl: exportTasks.fileUrl,
  filesUrl: exportTasks.filesUrl,
  rowsWritten: exportTasks.rowsWritten,
  error: exportTasks.error,
  exportType: exportTasks.exportType,
};

/** Export tasks are the caller's own, within the organisation of the current identity (like notifications). */
const ownedBy = (scope: Scope) => and(eq(exportTasks.userId, scope.userId), eq(exportTasks.orgId, scope.orgId));

export interface ExportTaskFilter extends PageRequest {
  /** Part of the file name. */
  taskDesc?: string;
}

export function pageExportTasks(orm: Orm, scope: Scope, filter: ExportTaskFilter): Promise<Paged<StoredTask>> {
  const pattern = containsPattern(filter.taskDesc);
  const where = and(ownedBy(scope), when(pattern, (p) => ilike(exportTasks.taskDesc, p)));
  const rows = orm.select(ROW).from(exportTasks).where(where).orderBy(desc(exportTasks.createdAt), desc(exportTasks.id));
  const total = orm.select(totalCount).from(exportTasks).where(where);
  return pageOf(rows.$dynamic(), total, filter);
}

export interface NewTask {
  exportType: ExportType;
  taskDesc: string;
  filters: Record<string, string | number | boolean>;
  now: number;
  fromSeed?: boolean;
}

/** Queues an export for the caller's identity (status 0): a worker of any process picks it up. */
export async function insertExportTask(orm: Orm, scope: Pick<Scope, 'userId' | 'orgId' | 'groupId'>, task: NewTask): Promise<StoredTask> {
  const [row] = await orm
    .insert(exportTasks)
    .values({
      userId: scope.userId, orgId: scope.orgId, groupId: scope.groupId, exportType: task.exportType, taskDesc: task.taskDesc,
      filters: task.filters, taskStatus: ExportTaskStatus.QUEUED, createdAt: task.now, updatedAt: task.now, fromSeed: task.fromSeed ?? false,
    })
    .returning(ROW);
  return row;
}

/** Deletes one of the caller's tasks, whatever its status (spec §4); its file keys, or null when it is not theirs or unknown. */
export async function removeExportTask(orm: Orm, scope: Scope, id: number): Promise<string[] | null> {
  const removed = await orm.delete(exportTasks).where(and(eq(exportTasks.id, id), ownedBy(scope))).returning({ files: exportTasks.filesUrl });
  return removed[0]?.files ?? null;
}

export type RetryOutcome =
  | { kind: 'missing' }
  | { kind: 'notFailed' }
  | { kind: 'noExport' }
  | { kind: 'queued'; task: StoredTask; oldFiles: string[] };

/** Puts a failed task back in the queue (status 0, files, progress and error cleared), as spec §4 describes the retry. */
export async function retryExportTask(orm: Orm, scope: Scope, id: number, now: number): Promise<RetryOutcome> {
  const where = and(eq(exportTasks.id, id), ownedBy(scope), eq(exportTasks.taskStatus, ExportTaskStatus.FAILED));
  return orm.transaction(async (tx) => {
    const [before] = await tx.select({ files: exportTasks.filesUrl, exportType: exportTasks.exportType }).from(exportTasks).where(where).for('update');
    // A task from before the queue names no export: nothing could run it.
    if (before && before.exportType === null) return { kind: 'noExport' };
    const [task] = before
      ? await tx
          .update(exportTasks)
          .set({
            taskStatus: ExportTaskStatus.QUEUED, fileCount: 0, fileUrl: null, filesUrl: [], rowsWritten: 0, error: null, attempts: 0,
            leaseOwner: null, leaseUntil: null, finishedAt: null, updatedAt: now,
          })
          .where(where)
          .returning(ROW)
      : [];
    if (task) return { kind: 'queued', task, oldFiles: before.files };
    const [exists] = await tx.select({ id: exportTasks.id }).from(exportTasks).where(and(eq(exportTasks.id, id), ownedBy(scope)));
    return exists ? { kind: 'notFailed' } : { kind: 'missing' };
  });
}
