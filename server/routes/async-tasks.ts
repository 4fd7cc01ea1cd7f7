import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ExportTaskStatus as StatusCode } from '../../src/core/contract/index.ts';
import { ApiPath, Code, ExportTaskStatus, Messages, ok } from '../../src/core/contract/index.ts';
import { businessError, notFound } from '../errors.ts';
import { pageExportTasks, removeExportTask, retryExportTask } from '../repos/export-tasks.ts';
import type { Scope } from '../db/scope.ts';
import { Id, PageQuery, Paged, responses } from '../schemas.ts';
import { IntEnum, Keyword, Nullable, Time, withAuth } from './business-schemas.ts';
import { routePattern } from './pattern.ts';

const ExportTaskSchema = Type.Object({
  id: Type.Integer(),
  taskDesc: Type.String({ description: 'the file name' }),
  taskStatus: IntEnum<StatusCode>(Object.values(ExportTaskStatus), '0 and 1 in progress, 2 succeeded, 3 failed (spec §4)'),
  createTime: Time('queued'),
  fileCount: Type.Integer({ minimum: 0 }),
  fileUrl: Nullable(Type.String({ description: 'the first (or only) file of a succeeded task' })),
  filesUrl: Type.Array(Type.String(), { description: 'every file of a succeeded task, downloaded 1 s apart' }),
});

const params = Type.Object({ id: Id('export task id') });
const NOT_THEIRS = 'Tasks are the caller\'s own within the current organisation; any other id answers HTTP 404.';

/** The export-task cache list (spec §4, §7 Async tasks). */
export const asyncTaskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.get(
    ApiPath.asyncTaskPage,
    {
      schema: {
        ...withAuth('tasks'),
        summary: 'The caller\'s export tasks, paged, newest first',
        description: `Export tasks the caller queued with the current organisation's identity. Filter: taskDesc (part of the file name). ${NOT_THEIRS}`,
        querystring: Type.Object({ ...PageQuery.properties, taskDesc: Type.Optional(Keyword('file name')) }),
        response: responses(Paged(ExportTaskSchema)),
      },
    },
    async (request) => {
      const { page = 1, limit = 10, taskDesc } = request.query;
      return ok(await pageExportTasks(db, request.scope as Scope, { page, limit, taskDesc }));
    },
  );

  app.put(
    routePattern(ApiPath.asyncTaskRemove, 'id'),
    {
      schema: {
        ...withAuth('tasks'),
        summary: 'Delete an export task',
        description: `Any status (spec §4). ${NOT_THEIRS}`,
        params,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      if (!(await removeExportTask(db, request.scope as Scope, request.params.id))) throw notFound(`export task ${request.params.id}`);
      return ok(null, Messages.deleted.zh);
    },
  );

  app.put(
    routePattern(ApiPath.asyncTaskRetry, 'id'),
    {
      schema: {
        ...withAuth('tasks'),
        summary: 'Retry a failed export task',
        description:
          `Puts a failed task (3) back in the queue: status 0, files cleared (spec §4). A task in another status gives status ` +
          `${Code.OPERATION_FAILED}. ${NOT_THEIRS}`,
        params,
        response: responses(ExportTaskSchema),
      },
    },
    async (request) => {
      const outcome = await retryExportTask(db, request.scope as Scope, request.params.id, config.clock.now());
      if (outcome.kind === 'missing') throw notFound(`export task ${request.params.id}`);
      if (outcome.kind === 'notFailed') throw businessError(Code.OPERATION_FAILED, '只有导出失败的任务可以重试');
      return ok(outcome.task, Messages.retryQueued.zh);
    },
  );
};
