// Export tasks (spec §4 export-task cache list, §7 Async tasks): the caller's own, deleted in any status, retried
// when failed.
import { asyncTaskPage, asyncTaskRemove, asyncTaskRetry } from '../../../src/core/contract/api/tasks.ts';
import { Code, ExportTaskStatus, Messages } from '../../../src/core/contract/index.ts';
import { pageRequest } from '../../db/query.ts';
import { businessError, notFound } from '../../errors.ts';
import { compactDate } from '../../db/calendar.ts';
import { defineModule } from '../module.ts';
import { Answer, route } from '../route.ts';
import { pageExportTasks, removeExportTask, retryExportTask } from './repository.ts';
import { EXPORT_FILE_BASE, EXPORT_TASKS } from './seed-data.ts';
import { exportTasks } from './tables.ts';

export default defineModule({
  name: 'tasks',
  after: ['org'],
  scopedTables: [exportTasks],

  routes(app) {
    const { orm } = app.db;
    const { clock } = app.config;
    route(app, asyncTaskPage, async ({ scope, query }) => pageExportTasks(orm, scope, { ...query, ...pageRequest(query) }));
    route(app, asyncTaskRemove, async ({ scope, params }) => {
      if (!(await removeExportTask(orm, scope, params.id))) throw notFound(`export task ${params.id}`);
      return new Answer(null, Messages.deleted.zh);
    });
    route(app, asyncTaskRetry, async ({ scope, params }) => {
      const outcome = await retryExportTask(orm, scope, params.id, clock.now());
      if (outcome.kind === 'missing') throw notFound(`export task ${params.id}`);
      if (outcome.kind === 'notFailed') throw businessError(Code.OPERATION_FAILED, '只有导出失败的任务可以重试');
      return new Answer(outcome.task, Messages.retryQueued.zh);
    });
  },

  async seed(tx, { now, userId }) {
    await tx.insert(exportTasks).values(
      EXPORT_TASKS.map(([phone, orgId, taskDesc, taskStatus, fileCount, age], index) => {
        const stem = `${EXPORT_FILE_BASE}/${orgId}/${compactDate(now - age)}-${index + 1}`;
        const files = taskStatus === ExportTaskStatus.SUCCEEDED ? Array.from({ length: fileCount }, (_, n) => `${stem}-${n + 1}.xlsx`) : [];
        return {
          userId: userId(phone), orgId, taskDesc, taskStatus, fileCount: files.length, fileUrl: files[0] ?? null, filesUrl: files,
          createdAt: now - age, updatedAt: now - age,
        };
      }),
    );
  },
});
