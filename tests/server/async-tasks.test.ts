import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../src/core/contract/index.ts';
import { Code, EXPORT_TASK_PAGE_SIZES, ExportTaskStatus, Messages } from '../../src/core/contract/index.ts';
import { insertExportTask } from './business-fixtures.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';
import { asyncTaskPage, asyncTaskRemove, asyncTaskRetry } from '../../src/core/contract/api/tasks.ts';
import type { ExportTask } from '../../src/core/contract/api/tasks.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';

/** The export-task cache list (spec §4): the caller's own tasks; delete any, retry a failed one back into the queue. */
let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await tokenFor(h.app, '13800000007');
  for (let index = 0; index < 12; index += 1) await insertExportTask(h.app.db, '13800000006', 2, 2, h.clock.now() - index, `门店订单导出-${index}`);
});
afterAll(() => h.close());

const page = async (token: string, query = '') => {
  const reply = await call<Paged<ExportTask>>(h.app, 'GET', `${asyncTaskPage.path}?limit=50${query}`, { token });
  expect(reply.status, reply.msg).toBe(200);
  return reply.data;
};
const tasksOf = async (phone: string, orgId: number) =>
  (
    await h.app.db.query<{ id: number }>(
      'SELECT t.id FROM export_tasks t JOIN users u ON u.id = t.user_id WHERE u.phone = $1 AND t.org_id = $2 ORDER BY t.created_at DESC, t.id DESC',
      [phone, orgId],
    )
  ).rows.map((row) => row.id);

describe('GET asyncTask/page', () => {
  it('the caller\'s tasks of the current organisation, newest first, as data.rows / data.total', async () => {
    const own = await page(admin);
    expect(own.rows.map((t) => t.id)).toEqual(await tasksOf('13800000007', 2));
    // The seed's exports ran before the server answered (issue 11): succeeded with files, or failed with an error.
    expect(new Set(own.rows.map((t) => t.taskStatus))).toEqual(new Set([2, 3]));
    // Another identity of another user in the same organisation sees only its own.
    const other = await page(await tokenFor(h.app, '13800000001', 1001));
    expect(other.rows.map((t) => t.id)).toEqual(await tasksOf('13800000001', 2));
    expect(other.rows.some((t) => own.rows.some((mine) => mine.id === t.id))).toBe(false);
    // The same user in another organisation: that organisation's tasks.
    const suda = await page(await tokenFor(h.app, '13800000001', 1003));
    expect(suda.rows).toEqual([]);
  });

  it('a default file name comes with its English (taskDescEn), a name someone typed does not', async () => {
    const own = await page(admin);
    expect(own.rows.find((t) => t.taskDesc === '订单明细导出')?.taskDescEn).toBe('Order details export');
    expect(own.rows.find((t) => t.taskDesc === '售货机列表导出')?.taskDescEn).toBe('Vending machines export');
    for (const task of (await page(await tokenFor(h.app, '13800000006'))).rows) expect(task.taskDescEn).toBeNull();
  });

  it('succeeded tasks carry their files: fileUrl the first, filesUrl all of them', async () => {
    const succeeded = (await page(admin)).rows.filter((t) => t.taskStatus === ExportTaskStatus.SUCCEEDED);
    expect(succeeded.length).toBeGreaterThan(1);
    for (const task of succeeded) {
      expect(task.filesUrl).toHaveLength(task.fileCount);
      expect(task.fileUrl).toBe(task.filesUrl[0]);
    }
    for (const task of (await page(admin)).rows.filter((t) => t.taskStatus !== ExportTaskStatus.SUCCEEDED)) {
      expect([task.fileCount, task.fileUrl, task.filesUrl]).toEqual([0, null, []]);
    }
  });

  it.each(EXPORT_TASK_PAGE_SIZES)('pages of %i, filter by file name', async (limit) => {
    const token = await tokenFor(h.app, '13800000006');
    const all = await page(token, `&taskDesc=${encodeURIComponent('门店订单')}`);
    expect(all.total).toBe(12);
    const first = await call<Paged<ExportTask>>(h.app, 'GET', `${asyncTaskPage.path}?page=1&limit=${limit}&taskDesc=${encodeURIComponent('门店订单')}`, { token });
    expect(first.data.rows).toEqual(all.rows.slice(0, limit));
    expect(first.data.total).toBe(all.total);
    expect((await page(token, `&taskDesc=${encodeURIComponent('导出-11')}`)).rows.map((t) => t.taskDesc)).toEqual(['门店订单导出-11']);
  });
});

describe('PUT asyncTask/retry/{id} and remove/{id}', () => {
  it('retry puts a failed task back in the queue (status 0, no files) with 添加到任务缓存区', async () => {
    const failed = (await page(admin)).rows.find((t) => t.taskStatus === ExportTaskStatus.FAILED) as ExportTask;
    const reply = await call<ExportTask>(h.app, 'PUT', urlOf(asyncTaskRetry, { id: failed.id }), { token: admin });
    expect([reply.status, reply.msg]).toEqual([200, Messages.retryQueued.zh]);
    expect(reply.data).toEqual({ ...failed, taskStatus: ExportTaskStatus.QUEUED, fileCount: 0, fileUrl: null, filesUrl: [], error: null, rowsWritten: 0 });
    // The worker takes it from the queue at once: it is no longer failed.
    expect((await page(admin)).rows.find((t) => t.id === failed.id)?.taskStatus).not.toBe(ExportTaskStatus.FAILED);
  });

  it(`retry of a task that has not failed gives ${Code.OPERATION_FAILED}`, async () => {
    for (const status of [ExportTaskStatus.QUEUED, ExportTaskStatus.RUNNING, ExportTaskStatus.SUCCEEDED]) {
      const id = await insertExportTask(h.app.db, '13800000007', 2, status, h.clock.now());
      const reply = await call(h.app, 'PUT', urlOf(asyncTaskRetry, { id: id }), { token: admin });
      expect([reply.http, reply.status, reply.data]).toEqual([200, Code.OPERATION_FAILED, null]);
    }
  });

  it(`retry of a failed task from before the export queue (no export named) gives ${Code.OPERATION_FAILED}, never a stuck task`, async () => {
    const id = await insertExportTask(h.app.db, '13800000007', 2, ExportTaskStatus.FAILED, h.clock.now());
    const reply = await call(h.app, 'PUT', urlOf(asyncTaskRetry, { id }), { token: admin });
    expect([reply.http, reply.status, reply.msg]).toEqual([200, Code.OPERATION_FAILED, '该任务无法重试，请重新导出']);
    expect((await page(admin)).rows.find((t) => t.id === id)?.taskStatus).toBe(ExportTaskStatus.FAILED);
  });

  it('remove deletes the task whatever its status, with 删除成功', async () => {
    const [first] = (await page(admin)).rows;
    const reply = await call(h.app, 'PUT', urlOf(asyncTaskRemove, { id: first.id }), { token: admin });
    expect([reply.status, reply.msg, reply.data]).toEqual([200, Messages.deleted.zh, null]);
    expect((await page(admin)).rows.map((t) => t.id)).not.toContain(first.id);
    expect((await call(h.app, 'PUT', urlOf(asyncTaskRemove, { id: first.id }), { token: admin })).http).toBe(404);
  });

  it('someone else\'s task answers 404 to both, and stays as it was', async () => {
    const [foreign] = await tasksOf('13900000001', 7);
    const [colleague] = await tasksOf('13800000001', 2);
    for (const id of [foreign, colleague, 999_999]) {
      expect((await call(h.app, 'PUT', urlOf(asyncTaskRemove, { id: id }), { token: admin })).http).toBe(404);
      expect((await call(h.app, 'PUT', urlOf(asyncTaskRetry, { id: id }), { token: admin })).http).toBe(404);
    }
    expect(await tasksOf('13900000001', 7)).toContain(foreign);
    expect(await tasksOf('13800000001', 2)).toContain(colleague);
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648'])('id %s → 400 naming params/id', async (id) => {
    const reply = await call(h.app, 'PUT', `/api/system/asyncTask/retry/${id}`, { token: admin });
    expect([reply.http, reply.status]).toEqual([400, 400]);
    expect(reply.msg).toContain('params/id');
  });
});
