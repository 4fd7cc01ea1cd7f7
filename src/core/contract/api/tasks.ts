// Export tasks (spec §4 export-task cache list, §7 Async tasks): the caller's own, within the current organisation.
import { Code } from '../codes.ts';
import { ExportTaskStatus } from '../business.ts';
import type { ExportTaskStatus as StatusCode } from '../business.ts';
import { defineCall } from './define.ts';
import { Body, Id, IntEnum, Keyword, Nullable, Paged, PagedQuery, T, TextEnum, Time } from './schema.ts';
import type { Static } from './schema.ts';

export const ExportTaskRow = T.Object({
  id: T.Integer(),
  taskDesc: T.String({ description: 'the file name' }),
  taskDescEn: Nullable(T.String({ description: 'the default file name in English (`<list> export`) when taskDesc is the default one (`<列表>导出`), shown in an English session; null for a name someone typed' })),
  taskStatus: IntEnum<StatusCode>(Object.values(ExportTaskStatus), '0 and 1 in progress, 2 succeeded, 3 failed (spec §4)'),
  createTime: Time('queued'),
  fileCount: T.Integer({ minimum: 0 }),
  fileUrl: Nullable(T.String({ description: 'the first (or only) file of a succeeded task' })),
  filesUrl: T.Array(T.String(), { description: 'every file of a succeeded task, downloaded 1 s apart' }),
  rowsWritten: T.Integer({ minimum: 0, description: 'progress: rows written so far (all rows once succeeded)' }),
  error: Nullable(T.String({ description: 'why a failed task (3) failed; null otherwise' })),
});
/** An export task of the cache list. */
export type ExportTask = Static<typeof ExportTaskRow>;

const params = T.Object({ id: Id('export task id') });

/**
 * What can be exported (ours; spec §7 names only `exportType`): one per list that has data. The server keeps each
 * one's columns in server/modules/tasks/exports/<group>.ts.
 */
export const EXPORT_TYPES = [
  'vendingMachines', 'coolers', 'orders', 'abnormalOrders', 'complaints', 'riskComplaints', 'replenishmentPackages',
  'replenishmentTallies', 'serviceCharges', 'feeBills', 'merchantApplications', 'auditLog', 'signinLog',
] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
/** The area of each export type: the optional `group` of the submit path. */
export const EXPORT_GROUPS = ['devices', 'orders', 'complaints', 'replenishment', 'accounts', 'merchants', 'system'] as const;
export type ExportGroup = (typeof EXPORT_GROUPS)[number];
/** The optional `handler` of the submit path: how the rows are written (one: Excel workbooks). */
export const EXPORT_HANDLERS = ['xlsx'] as const;

const submitQuery = T.Object({ exportType: TextEnum<ExportType>(EXPORT_TYPES, 'what to export: the list whose rows are written') });
const submitBody = Body(
  {
    taskDesc: T.Optional(T.String({ minLength: 1, maxLength: 100, description: 'the file name; default: the list\'s name + 导出' })),
    filters: T.Optional(
      T.Record(T.String(), T.Union([T.String(), T.Number(), T.Boolean()]), {
        description: "the list's filters (its query without page and limit), checked against that list's query",
      }),
    ),
  },
  'what to export',
);
const SUBMIT =
  "Queues an export of the list `exportType` names, with that list's filters, for the caller's organisation and " +
  'department subtree as the list shows it; answers the queued task (status 0) with msg 已添加到下载缓存区. A worker ' +
  'writes the rows into .xlsx files of at most EXPORT_FILE_ROWS rows each (Chinese headers, money in yuan with 2 ' +
  'decimals, times in China Standard Time (Asia/Shanghai, UTC+8), —— for a missing value), progress in rowsWritten. ' +
  "Needs the view code of that list (else HTTP 403). An unknown exportType, or a filter that list does not take, is HTTP 400 naming it.";
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
    'Puts a failed task (3) back in the queue: status 0, files and error cleared (spec §4). A task in another status (or one ' +
    'from before the export queue, which names no export) gives status ' +
    `${Code.OPERATION_FAILED}. ${NOT_THEIRS}`,
  params,
  response: ExportTaskRow,
});

export const asyncTaskSubmit = defineCall({
  method: 'POST',
  path: '/api/system/asyncTask/submit',
  tag: 'tasks',
  summary: 'Queue an export',
  description: SUBMIT,
  query: submitQuery,
  body: submitBody,
  response: ExportTaskRow,
});

export const asyncTaskSubmitTo = defineCall({
  method: 'POST',
  path: '/api/system/asyncTask/submit/:group/:handler',
  tag: 'tasks',
  summary: 'Queue an export, naming its group and handler',
  description:
    `${SUBMIT} The path names the export's area (group: devices, orders, complaints, replenishment, accounts, merchants) ` +
    'and how it is written (handler: xlsx); a group that is not the area of exportType is HTTP 400 naming params/group.',
  params: T.Object({
    group: TextEnum<ExportGroup>(EXPORT_GROUPS, 'the area of the export'),
    handler: TextEnum<(typeof EXPORT_HANDLERS)[number]>(EXPORT_HANDLERS, 'how the rows are written'),
  }),
  query: submitQuery,
  body: submitBody,
  response: ExportTaskRow,
});

export const asyncTaskFile = defineCall({
  method: 'GET',
  path: '/api/system/asyncTask/file',
  access: 'public',
  tag: 'tasks',
  summary: 'A file of a succeeded export task, by its signed link',
  description:
    'The links of fileUrl and filesUrl: made for the task\'s owner only (the task list answers the caller\'s own tasks), ' +
    'signed and valid for an hour, so the browser downloads without the token. The signature covers the key and the ' +
    'download name. An expired or altered link (its name changed included): HTTP 403; a ' +
    'file whose task was deleted or retried since: 404.',
  query: T.Object({
    key: T.String({ maxLength: 512 }),
    name: T.Optional(T.String({ maxLength: 200, description: 'the name the file is saved under (signed: changing it voids the link)' })),
    expires: T.Integer({ minimum: 0 }),
    signature: T.String({ maxLength: 128 }),
  }),
  response: T.Null(),
  produces: 'file',
});
