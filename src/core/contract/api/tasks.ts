// Export tasks (spec §4 export-task cache list, §7 Async tasks): the caller's own, within the current organisation.
import { Code } from '../codes.ts';
import { ExportTaskStatus } from '../business.ts';
import type { ExportTaskStatus as StatusCode } from '../business.ts';
import { defineCall } from './define.ts';
import { Id, IntEnum, Keyword, Nullable, Paged, PagedQuery, T, Time } from './schema.ts';
import type { Static } from './schema.ts';

export const ExportTaskRow = T.Object({
  id: T.Integer(),
  taskDesc: T.String({ description: 'the file name' }),
  taskStatus: IntEnum<StatusCode>(Object.values(ExportTaskStatus), '0 and 1 in progress, 2 succeeded, 3 failed (spec §4)'),
  createTime: Time('queued'),
  fileCount: T.Integer({ minimum: 0 }),
  fileUrl: Nullable(T.String({ description: 'the first (or only) file of a succeeded task' })),
  filesUrl: T.Array(T.String(), { description: 'every file of a succeeded task, downloaded 1 s apart' }),
});
/** An export task of the cache list. */
export type ExportTask = Static<typeof ExportTaskRow>;

const params = T.Object({ id: Id('export task id') });
const NOT_THEIRS = "Tasks are the caller's own within the current organisation; any other id answers HTTP 404.";

export const asyncTaskPage = defineCall({
  method: 'GET',
  path: '/api/system/asyncTask/page',
  tag: 'tasks',
  summary: "The caller's export tasks, paged, newest first",
  description: `Export tasks the caller queued with the current organisation's identity. Filter: taskDesc (part of the file name). ${NOT_THEIRS}`,
  query: PagedQuery({ taskDesc: T.Optional(Keyword('file name')) }),
  response: Paged(ExportTaskRow),
});

export const asyncTaskRemove = defineCall({
  method: 'PUT',
  path: '/api/system/asyncTask/remove/:id',
  tag: 'tasks',
  summary: 'Delete an export task',
  description: `Any status (spec §4). ${NOT_THEIRS}`,
  params,
  response: T.Null(),
});

export const asyncTaskRetry = defineCall({
  method: 'PUT',
  path: '/api/system/asyncTask/retry/:id',
  tag: 'tasks',
  summary: 'Retry a failed export task',
  description:
    'Puts a failed task (3) back in the queue: status 0, files cleared (spec §4). A task in another status gives status ' +
    `${Code.OPERATION_FAILED}. ${NOT_THEIRS}`,
  params,
  response: ExportTaskRow,
});
