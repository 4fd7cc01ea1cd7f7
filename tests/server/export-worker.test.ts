import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../src/core/contract/index.ts';
import { Code, ExportTaskStatus, Messages } from '../../src/core/contract/index.ts';
import { asyncTaskPage, asyncTaskRemove, asyncTaskRetry, asyncTaskSubmit, EXPORT_TYPES } from '../../src/core/contract/api/tasks.ts';
import type { ExportTask } from '../../src/core/contract/api/tasks.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';
import { EXPORTS } from '../../server/modules/tasks/exports/index.ts';
import { defaultConfig } from '../../server/config.ts';
import { call, createHarness, tokenFor, type Harness } from './harness.ts';

/** Issue 11: exports queued, run by the worker into real workbooks, downloaded by signed links. */
let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness({ exportFileRows: 7, exportPollMs: 50 });
  admin = await tokenFor(h.app, '13800000007');
});
afterAll(() => h.close());

const tasks = async (token: string) => (await call<Paged<ExportTask>>(h.app, 'GET', `${asyncTaskPage.path}?limit=50`, { token })).data.rows;
const submit = (token: string, exportType: string, body: unknown = {}) =>
  call<ExportTask>(h.app, 'POST', `${asyncTaskSubmit.path}?exportType=${exportType}`, { token, body });

async function settled(token: string, id: number): Promise<ExportTask> {
  for (;;) {
    const task = (await tasks(token)).find((t) => t.id === id) as ExportTask;
    if (task.taskStatus >= ExportTaskStatus.SUCCEEDED) return task;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function download(url: string): Promise<{ status: number; rows: unknown[][]; formats: string[][]; disposition: string }> {
  const reply = await h.app.inject({ method: 'GET', url });
  if (reply.statusCode !== 200) return { status: reply.statusCode, rows: [], formats: [], disposition: '' };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  const formats: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.numFmt ?? ''));
    formats.push(cells);
  });
  return { status: 200, rows, formats, disposition: String(reply.headers['content-disposition']) };
}

describe('the export registry', () => {
  it('every export type of the contract has its definition', () => {
    expect([...EXPORTS.keys()].sort()).toEqual([...EXPORT_TYPES].sort());
  });
});

describe('seeded tasks are real', () => {
  it('succeeded ones carry files that download as workbooks of the seeded rows; failed ones keep an error', async () => {
    const own = await tasks(admin);
    const succeeded = own.filter((t) => t.taskStatus === ExportTaskStatus.SUCCEEDED);
    expect(succeeded.length).toBeGreaterThan(2);
    const machines = succeeded.find((t) => t.taskDesc === '售货机列表导出') as ExportTask;
    const { rows } = await h.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM devices d JOIN depts p ON p.id = d.dept_id WHERE d.org_id = 2 AND d.device_type = 1`,
    );
    expect(machines.rowsWritten).toBe(rows[0].n);
    // The seed's exports ran when the template was made, with the default rows per file (this file's 7 are for the
    // exports its tests start).
    expect(machines.fileCount).toBe(Math.max(1, Math.ceil(rows[0].n / defaultConfig().exportFileRows)));
    let read = 0;
    for (const url of machines.filesUrl) {
      const file = await download(url);
      expect(file.rows[0]).toContain('设备编号');
      read += file.rows.length - 1;
    }
    expect(read).toBe(machines.rowsWritten);
    const failed = own.find((t) => t.taskStatus === ExportTaskStatus.FAILED) as ExportTask;
    expect(failed.error).toBeTruthy();
    expect([failed.fileCount, failed.fileUrl, failed.filesUrl]).toEqual([0, null, []]);
  });
});

describe('POST asyncTask/submit', () => {
  it('queues an export with 已添加到下载缓存区; the worker writes every row the list shows, money in yuan, times in UTC+8', async () => {
    const reply = await submit(admin, 'orders', { filters: { payChannel: 'alipay' } });
    expect([reply.http, reply.status, reply.msg]).toEqual([200, 200, Messages.exportQueued.zh]);
    expect(reply.data).toMatchObject({ taskDesc: '订单明细导出', taskStatus: ExportTaskStatus.QUEUED, fileCount: 0, filesUrl: [] });
    const done = await settled(admin, reply.data.id);
    expect(done.taskStatus).toBe(ExportTaskStatus.SUCCEEDED);
    const expected = (
      await h.app.db.query<{ order_no: string; amount_cents: number; created_at: number }>(
        `SELECT o.order_no, o.amount_cents, o.created_at FROM orders o JOIN depts p ON p.id = o.dept_id
          WHERE o.org_id = 2 AND o.pay_channel = 'alipay' ORDER BY o.id DESC`,
      )
    ).rows;
    expect(done.rowsWritten).toBe(expected.length);
    const written: unknown[][] = [];
    const formats: string[][] = [];
    for (const url of done.filesUrl) {
      const file = await download(url);
      written.push(...file.rows.slice(1));
      formats.push(...file.formats.slice(1));
    }
    expect(written.map((row) => row[0])).toEqual(expected.map((row) => row.order_no));
    // Money: a number of yuan (summable), shown with two decimals by the cell's number format 0.00.
    expect(written.map((row) => row[2])).toEqual(expected.map((row) => row.amount_cents / 100));
    expect(new Set(formats.flatMap((row) => [row[2], row[3]]))).toEqual(new Set(['0.00']));
    expect(new Set(formats.map((row) => row[0]))).not.toContain('0.00');
    // Times: date cells (formatted as such) holding the organisation's wall clock, UTC+8.
    expect(written.map((row) => (row[1] as Date).getTime())).toEqual(expected.map((row) => row.created_at + 8 * 3_600_000));
    expect(new Set(formats.map((row) => row[1]))).toEqual(new Set(['yyyy-mm-dd hh:mm:ss']));
    // The header row is frozen.
    const first = new ExcelJS.Workbook();
    await first.xlsx.load((await h.app.inject({ method: 'GET', url: done.filesUrl[0] })).rawPayload as unknown as ArrayBuffer);
    expect(first.worksheets[0].views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // Several files, named taskDesc-n.xlsx.
    expect(done.fileCount).toBeGreaterThan(1);
    expect((await download(done.filesUrl[1])).disposition).toContain(encodeURIComponent('订单明细导出-2.xlsx'));
  });

  it('an unknown exportType is HTTP 400 naming it; an unknown or bad filter is HTTP 400 naming that filter', async () => {
    const bad = await submit(admin, 'nonsense');
    expect([bad.http, bad.status]).toEqual([400, 400]);
    expect(bad.msg).toContain('exportType');
    const unknown = await submit(admin, 'orders', { filters: { colour: 'red' } });
    expect([unknown.http, unknown.msg]).toEqual([400, expect.stringContaining('body/filters/colour')]);
    const wrong = await submit(admin, 'orders', { filters: { status: 99 } });
    expect([wrong.http, wrong.msg]).toEqual([400, expect.stringContaining('body/filters/status')]);
  });

  it('group and handler in the path: the export\'s own group works, another group is 400 naming params/group', async () => {
    const good = await call<ExportTask>(h.app, 'POST', '/api/system/asyncTask/submit/devices/xlsx?exportType=coolers', { token: admin, body: {} });
    expect([good.status, good.data.taskDesc]).toEqual([200, '智能冷柜列表导出']);
    const wrong = await call(h.app, 'POST', '/api/system/asyncTask/submit/orders/xlsx?exportType=coolers', { token: admin, body: {} });
    expect([wrong.http, wrong.msg]).toEqual([400, expect.stringContaining('params/group')]);
    expect((await settled(admin, good.data.id)).taskStatus).toBe(ExportTaskStatus.SUCCEEDED);
  });

  it('needs the list\'s view code', async () => {
    const storeManager = await tokenFor(h.app, '13800000005');
    const reply = await submit(storeManager, 'orders');
    expect([reply.http, reply.status]).toEqual([403, Code.NO_PERMISSION]);
  });

  it('another organisation\'s task or file is refused: 404 to remove/retry, and a link altered to its key is 403', async () => {
    const north = await tokenFor(h.app, '13900000001');
    const theirs = (await tasks(north)).find((t) => t.taskStatus === ExportTaskStatus.SUCCEEDED) as ExportTask;
    const mine = (await tasks(admin)).find((t) => t.taskStatus === ExportTaskStatus.SUCCEEDED) as ExportTask;
    for (const path of [urlOf(asyncTaskRemove, { id: theirs.id }), urlOf(asyncTaskRetry, { id: theirs.id })]) {
      expect((await call(h.app, 'PUT', path, { token: admin })).http).toBe(404);
    }
    const theirKey = new URL(theirs.filesUrl[0], 'http://x').searchParams.get('key') as string;
    const forged = new URL(mine.filesUrl[0], 'http://x');
    forged.searchParams.set('key', theirKey);
    expect((await download(`${forged.pathname}${forged.search}`)).status).toBe(403);
    expect((await download(theirs.filesUrl[0])).status).toBe(200);
    // The download name is signed: renamed (or dropped), the link is refused.
    const renamed = new URL(mine.filesUrl[0], 'http://x');
    renamed.searchParams.set('name', 'invoice.exe');
    expect((await download(`${renamed.pathname}${renamed.search}`)).status).toBe(403);
    renamed.searchParams.delete('name');
    expect((await download(`${renamed.pathname}${renamed.search}`)).status).toBe(403);
    // An expired link.
    h.clock.advance(2 * 3_600_000);
    expect((await download(mine.filesUrl[0])).status).toBe(403);
    h.clock.advance(-2 * 3_600_000);
  });

  it('retry runs a failed task again; remove deletes the task and its files', async () => {
    const failed = (await tasks(admin)).find((t) => t.taskStatus === ExportTaskStatus.FAILED) as ExportTask;
    const retried = await call<ExportTask>(h.app, 'PUT', urlOf(asyncTaskRetry, { id: failed.id }), { token: admin });
    expect([retried.status, retried.msg, retried.data.error]).toEqual([200, Messages.retryQueued.zh, null]);
    const done = await settled(admin, failed.id);
    expect([done.taskStatus, done.error]).toEqual([ExportTaskStatus.SUCCEEDED, null]);
    const link = done.filesUrl[0];
    expect((await download(link)).status).toBe(200);
    expect((await call(h.app, 'PUT', urlOf(asyncTaskRemove, { id: failed.id }), { token: admin })).msg).toBe(Messages.deleted.zh);
    expect((await download(link)).status).toBe(404);
  });
});

describe('the queue', () => {
  it('a task whose lease ran out (its process died) is claimed again and finishes', async () => {
    const reply = await submit(admin, 'vendingMachines');
    await settled(admin, reply.data.id);
    // As a crashed process leaves it: running, leased to nobody alive, the lease past.
    await h.app.db.query(`UPDATE export_tasks SET task_status = 1, lease_owner = 'dead:1', lease_until = $1, file_count = 0, files_url = '{}' WHERE id = $2`, [
      h.clock.now() - 1,
      reply.data.id,
    ]);
    const done = await settled(admin, reply.data.id);
    expect(done.taskStatus).toBe(ExportTaskStatus.SUCCEEDED);
    const { rows } = await h.app.db.query<{ attempts: number }>('SELECT attempts FROM export_tasks WHERE id = $1', [reply.data.id]);
    expect(rows[0].attempts).toBe(2);
  });

  it('a task interrupted too often fails with its error instead of looping, and can be retried', async () => {
    const reply = await submit(admin, 'coolers');
    await settled(admin, reply.data.id);
    await h.app.db.query(`UPDATE export_tasks SET task_status = 1, lease_owner = 'dead:1', lease_until = $1, attempts = 3 WHERE id = $2`, [
      h.clock.now() - 1,
      reply.data.id,
    ]);
    const done = await settled(admin, reply.data.id);
    expect(done.taskStatus).toBe(ExportTaskStatus.FAILED);
    expect(done.error).toContain('中断');
  });
});
