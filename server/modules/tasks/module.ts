// Export tasks (spec §4 export-task cache list, §7 Async tasks; issue 11): submit an export of a list, the caller's
// own tasks with signed links to their files, delete (with the files), retry a failed one; an in-process worker
// (./worker.ts) runs the queue, shared by every process on one database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { Compile } from 'typebox/compile';
import type { TObject } from 'typebox';
import {
  asyncTaskFile, asyncTaskPage, asyncTaskRemove, asyncTaskRetry, asyncTaskSubmit, asyncTaskSubmitTo,
} from '../../../src/core/contract/api/tasks.ts';
import type { ExportTask, ExportType } from '../../../src/core/contract/api/tasks.ts';
import { Code, ExportTaskStatus, Messages } from '../../../src/core/contract/index.ts';
import { holdsViewCode } from '../../../src/core/rules/permissions.ts';
import { pageRequest } from '../../db/query.ts';
import type { Scope } from '../../db/scope.ts';
import { ApiError, badInput, businessError, messageOf, notFound } from '../../errors.ts';
import { isFileKey, localFileStore } from '../../files/store.ts';
import { FILE_LINK_TTL_MS } from '../../plugins/files.ts';
import { defineModule } from '../module.ts';
import { loadViews } from '../org/repository.ts';
import { staffGroups } from '../org/tables.ts';
import { Answer, route, type CallRequest } from '../route.ts';
import { defaultTaskDesc } from './exports/define.ts';
import { EXPORTS } from './exports/index.ts';
import { insertExportTask, pageExportTasks, removeExportTask, retryExportTask, type StoredTask } from './repository.ts';
import { EXPORT_TASKS, SEEDED_ERROR } from './seed-data.ts';
import { exportTasks } from './tables.ts';
import { ExportWorker } from './worker.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Export links are signed apart from upload links (one can never stand for the other), with their download name. */
const signed = (key: string, name: string) => `exports:${key}\n${encodeURIComponent(name)}`;

/** Each export's filter check: the list's own query schema, without page and limit. */
const FILTER_CHECKS = new Map(
  [...EXPORTS.values()].map((definition) => {
    const schema = definition.list.query as TObject;
    return [definition.type, { names: new Set(Object.keys(schema.properties).filter((name) => name !== 'page' && name !== 'limit')), check: Compile(schema) }];
  }),
);

export default defineModule({
  name: 'tasks',
  after: ['org', 'reference'],
  scopedTables: [exportTasks],

  async routes(app) {
    const { orm } = app.db;
    const { clock } = app.config;
    const { config } = app;
    // On PostgreSQL the files go to the database (every process serves them), written first in a staging folder.
    const { shared } = app.files;
    let dir = config.exportsDir ?? join(config.dataDir, 'exports');
    const temporary = shared || (!config.exportsDir && config.inMemory);
    if (temporary) dir = await mkdtemp(join(tmpdir(), shared ? 'backroom-export-staging-' : 'backroom-exports-'));
    const store = shared ? app.files.store : localFileStore(dir);
    const worker = new ExportWorker({
      db: app.db, clock, dir, ...(shared ? { store } : {}), concurrency: config.exportConcurrency, fileRows: config.exportFileRows, leaseMs: config.exportLeaseMs,
      pollMs: config.exportPollMs, log: app.log,
    });
    app.addHook('onReady', async () => {
      // The demo seed's exports run before the first answer, whatever the concurrency: their files are real.
      await worker.drainSeeded();
      worker.start();
    });
    // Before the database closes (this module's context closes first): running tasks go back to the queue.
    app.addHook('onClose', async () => {
      await worker.stop();
      if (temporary) await rm(dir, { recursive: true, force: true });
    });

    const removeFiles = async (keys: readonly string[]) => {
      for (const key of keys) if (isFileKey(key)) await store.delete(key).catch(() => false);
      const folders = new Set(keys.filter(isFileKey).map((key) => key.slice(0, key.lastIndexOf('/'))));
      for (const folder of folders) await store.deleteFolder(folder).catch(() => undefined);
    };

    /** The answer's links: signed for an hour, named taskDesc-n.xlsx (taskDesc.xlsx for one file). */
    const answer = (task: StoredTask): ExportTask => {
      const keys = task.filesUrl.filter(isFileKey);
      const links = keys.map((key, index) => {
        const name = keys.length > 1 ? `${task.taskDesc}-${index + 1}.xlsx` : `${task.taskDesc}.xlsx`;
        const { expires, signature } = app.files.signer.sign(signed(key, name), clock.now() + FILE_LINK_TTL_MS);
        return `${asyncTaskFile.path}?${new URLSearchParams({ key, name, expires: String(expires), signature })}`;
      });
      const { exportType, ...row } = task;
      const definition = exportType === null ? undefined : EXPORTS.get(exportType as ExportType);
      const taskDescEn = definition && task.taskDesc === defaultTaskDesc(definition) ? `${definition.nameEn} export` : null;
      return { ...row, taskDescEn, fileCount: links.length, fileUrl: links[0] ?? null, filesUrl: links };
    };

    async function submit(
      scope: Scope,
      exportType: ExportType,
      body: CallRequest<typeof asyncTaskSubmit>['body'],
      group?: string,
    ): Promise<Answer<ExportTask>> {
      const definition = EXPORTS.get(exportType);
      if (!definition) throw badInput(`querystring/exportType: no export ${exportType}`);
      if (group !== undefined && group !== definition.group) throw badInput(`params/group: ${exportType} is exported by group ${definition.group}, not ${group}`);
      const codes = [definition.list.view ?? []].flat();
      const held = await loadViews(orm, scope.groupId);
      if (codes.length > 0 && !codes.some((code) => holdsViewCode(held, code))) {
        throw new ApiError(403, Code.NO_PERMISSION, `${messageOf(Code.NO_PERMISSION)}：需要 ${codes.join(' 或 ')}`);
      }
      const filters = { ...(body.filters ?? {}) };
      const { names, check } = FILTER_CHECKS.get(exportType) as { names: Set<string>; check: ReturnType<typeof Compile> };
      for (const name of Object.keys(filters)) {
        if (!names.has(name)) throw badInput(`body/filters/${name}: the list of ${exportType} has no such filter`);
      }
      if (!check.Check(filters)) {
        const [first] = check.Errors(filters);
        throw badInput(`body/filters${first?.instancePath ?? ''}: ${first?.message ?? 'invalid'}`);
      }
      const task = await insertExportTask(orm, scope, { exportType, taskDesc: body.taskDesc ?? defaultTaskDesc(definition), filters, now: clock.now() });
      worker.kick();
      return new Answer(answer(task), Messages.exportQueued.zh);
    }

    route(app, asyncTaskPage, async ({ scope, query }) => {
      const page = await pageExportTasks(orm, scope, { ...query, ...pageRequest(query) });
      return { ...page, rows: page.rows.map(answer) };
    });
    route(app, asyncTaskSubmit, async ({ scope, query, body }) => submit(scope, query.exportType, body));
    route(app, asyncTaskSubmitTo, async ({ scope, query, body, params }) => submit(scope, query.exportType, body, params.group));
    route(app, asyncTaskRemove, async ({ scope, params }) => {
      const files = await removeExportTask(orm, scope, params.id);
      if (files === null) throw notFound(`export task ${params.id}`);
      // A run under way notices at its next page (its lease is gone) and drops what it wrote.
      await removeFiles(files);
      return new Answer(null, Messages.deleted.zh);
    });
    route(app, asyncTaskRetry, async ({ scope, params }) => {
      const outcome = await retryExportTask(orm, scope, params.id, clock.now());
      if (outcome.kind === 'missing') throw notFound(`export task ${params.id}`);
      if (outcome.kind === 'notFailed') throw businessError(Code.OPERATION_FAILED, '只有导出失败的任务可以重试');
      if (outcome.kind === 'noExport') throw businessError(Code.OPERATION_FAILED, '该任务无法重试，请重新导出');
      await removeFiles(outcome.oldFiles);
      worker.kick();
      return new Answer(answer(outcome.task), Messages.retryQueued.zh);
    });
    route(app, asyncTaskFile, async ({ query }, reply) => {
      const { key, expires, signature } = query;
      // The name is signed too: a link whose download name was changed is refused.
      if (!isFileKey(key) || !app.files.signer.verify(signed(key, query.name ?? ''), expires, signature, clock.now())) {
        throw new ApiError(403, 403, '链接已失效或无效');
      }
      const opened = await store.open(key);
      if (!opened) throw notFound('file');
      const name = query.name || (key.split('/').pop() ?? 'export.xlsx');
      return reply
        .header('content-type', XLSX)
        .header('content-length', String(opened.size))
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(opened.stream);
    });
  },

  async seed(tx, { now, userId }) {
    const groupOf = async (phone: string, orgId: number) => {
      const [group] = await tx
        .select({ id: staffGroups.id })
        .from(staffGroups)
        .where(and(eq(staffGroups.userId, userId(phone)), eq(staffGroups.orgId, orgId), eq(staffGroups.status, 1)))
        .orderBy(asc(staffGroups.id))
        .limit(1);
      return group.id;
    };
    for (const [phone, orgId, exportType, taskDesc, outcome, age] of EXPORT_TASKS) {
      const failed = outcome === 'failed';
      await tx.insert(exportTasks).values({
        userId: userId(phone), orgId, groupId: await groupOf(phone, orgId), exportType, taskDesc,
        filters: exportType === 'complaints' ? { channel: 'wechat' } : {},
        taskStatus: failed ? ExportTaskStatus.FAILED : ExportTaskStatus.QUEUED, error: failed ? SEEDED_ERROR : null,
        fromSeed: !failed, createdAt: now - age, updatedAt: now - age, finishedAt: failed ? now - age : null,
      });
    }
  },
});
