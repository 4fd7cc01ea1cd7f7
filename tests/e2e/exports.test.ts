// Exports end to end (issue 11): a staff member exports the vending-machine list from its 导出 button, watches the
// task in the top bar's 缓存列表 popover turn 导出成功 and downloads a real xlsx whose rows are the database's; and a
// server killed with SIGKILL in the middle of an export is restarted: the task is taken over and finishes.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncTaskPage, asyncTaskSubmit } from '../../src/core/contract/api/tasks.ts';
import type { ExportTask } from '../../src/core/contract/api/tasks.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import { openPglite, startPglite } from '../../server/db/pglite.ts';
import { pgliteTemplate, seededExports } from '../support/db-templates.ts';
import { PROJECT_ROOT } from '../../server/config.ts';
import { startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, apiToken, callApi, logIn, openFromSidebar } from './shell-helpers.ts';
import { orderPage } from '../../src/core/contract/api/orders.ts';
import { endOfToday, oneMonthBack } from '../../src/core/format/index.ts';
import { ORG_OFFSET_MS, orgDateTimeText } from '../../src/core/rules/clock.ts';

async function readWorkbook(path: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the device list\'s 导出, through the 缓存列表 popover, to the file', () => {
  let office: BackOffice;
  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(async () => {
    await office?.close();
  });

  it('queues (已添加到下载缓存区), turns 导出成功 in the popover and downloads the rows of the database', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await logIn(page, ADMIN);
    await openFromSidebar(page, '设备管理', '售货机列表');
    await page.locator('.backroom-export-button:visible').click();
    await page.getByText('已添加到下载缓存区').first().waitFor();
    await page.getByRole('button', { name: '缓存列表', exact: true }).click();
    const panel = page.locator('.backroom-export-cache-panel');
    const row = panel.locator('tr[data-row-key]').first();
    await expect.poll(() => row.locator('td').nth(0).textContent(), { timeout: 20_000 }).toBe('售货机列表导出');
    await expect.poll(() => row.locator('.backroom-task-status').textContent(), { timeout: 20_000 }).toBe('导出成功');
    const download = page.waitForEvent('download');
    await row.locator('.backroom-task-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('售货机列表导出.xlsx');
    const saved = join(mkdtempSync(join(tmpdir(), 'backroom-e2e-export-')), file.suggestedFilename());
    await file.saveAs(saved);
    const rows = await readWorkbook(saved);
    const expected = await office.server.app.db.query<{ code: string; name: string }>(
      'SELECT code, name FROM devices WHERE org_id = 2 AND device_type = 1 ORDER BY id',
    );
    expect(rows[0].slice(0, 2)).toEqual(['设备编号', '设备名称']);
    expect(rows.slice(1).map((cells) => cells.slice(0, 2))).toEqual(expected.rows.map((device) => [device.code, device.name]));
  });

  it('one clock: in a browser set to UTC, an order reads the same China time on screen, in its detail and in its export', async () => {
    const context = await office.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN', timezoneId: 'UTC' });
    try {
      const page = await context.newPage();
      const listed: URL[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === orderPage.path) listed.push(new URL(request.url()));
      });
      await page.goto(new URL('/login', office.url).href);
      await logIn(page, ADMIN);
      await openFromSidebar(page, '订单管理', '订单列表');
      const row = page.locator('.backroom-order-table tr[data-row-key]').first();
      await row.waitFor();
      // The default period's days are China's: one month back from 00:00 to today's 23:59:59.999 in UTC+8.
      const sent = listed[0].searchParams;
      expect(Number(sent.get('startTime'))).toBe(oneMonthBack(Date.now()));
      expect(Number(sent.get('endTime'))).toBe(endOfToday(Date.now()));
      expect((Number(sent.get('startTime')) + ORG_OFFSET_MS) % 86_400_000).toBe(0);

      const orderNo = (await row.locator('td').first().innerText()).trim();
      const [{ created }] = (await office.server.app.db.query<{ created: string }>('SELECT created_at::text AS created FROM orders WHERE order_no = $1', [orderNo])).rows;
      const china = orgDateTimeText(Number(created));
      const onScreen = (await row.innerText()).match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)?.[0];
      expect(onScreen).toBe(china);

      await row.locator('.backroom-order-detail-open').click();
      const sheet = page.locator('.semi-sidesheet .semi-descriptions');
      await sheet.waitFor();
      await expect.poll(() => sheet.innerText()).toContain(china);
      await page.keyboard.press('Escape');

      await page.locator('.backroom-export-button:visible').click();
      await page.getByText('已添加到下载缓存区').first().waitFor();
      await page.getByRole('button', { name: '缓存列表', exact: true }).click();
      const task = page.locator('.backroom-export-cache-panel tr[data-row-key]').first();
      await expect.poll(() => task.locator('td').nth(0).textContent(), { timeout: 20_000 }).toBe('订单明细导出');
      await expect.poll(() => task.locator('.backroom-task-status').textContent(), { timeout: 20_000 }).toBe('导出成功');
      const download = page.waitForEvent('download');
      await task.locator('.backroom-task-download').click();
      const saved = join(mkdtempSync(join(tmpdir(), 'backroom-e2e-clock-')), 'orders.xlsx');
      await (await download).saveAs(saved);
      const rows = await readWorkbook(saved);
      const at = rows[0].indexOf('下单时间');
      const exported = rows.find((cells) => cells[0] === orderNo)?.[at];
      // A date cell holds the wall-clock reading as UTC fields (Excel has no time zones).
      const text = exported instanceof Date ? exported.toISOString().slice(0, 19).replace('T', ' ') : exported;
      expect(text).toBe(china);
    } finally {
      await context.close();
    }
  });
});

describe('a server killed during an export', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'backroom-e2e-kill-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;

  function start(): Promise<ChildProcess> {
    // The server runs on the PGlite in dataDir that the test reads and writes, never on a DATABASE_URL (CI sets one).
    const { DATABASE_URL: _postgres, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EXPORT_LEASE_MS: '2000', EXPORT_CONCURRENCY: '1', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new Promise((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Backroom is running')) resolve(child);
      });
      child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it ran`)));
    });
  }
  const stopped = (child: ChildProcess) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await stopped(server);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarted, it takes the task over and finishes it: never stuck 导出中', async () => {
    // The folder starts seeded (the template's dump) and a first start opens it; then 60,000 more orders, so the
    // export takes long enough to be cut.
    const template = await pgliteTemplate('seeded');
    await (await startPglite(join(dataDir, 'pglite'), template.dump)).close();
    seededExports(template, join(dataDir, 'exports'));
    server = await start();
    server.kill('SIGTERM');
    await stopped(server);
    const db = await openPglite(join(dataDir, 'pglite'));
    await db.query(
      `INSERT INTO orders (order_no, org_id, dept_id, device_id, amount_cents, refund_cents, status, pay_channel, goods_name, created_at)
       SELECT 'KILL-' || g, d.org_id, d.dept_id, d.id, 100 + g, 0, 2, 'wechat', '矿泉水', $1::bigint - g
         FROM generate_series(1, 60000) AS g, (SELECT id, org_id, dept_id FROM devices WHERE org_id = 2 ORDER BY id LIMIT 1) AS d`,
      [Date.now()],
    );
    const [{ total }] = (await db.query<{ total: number }>("SELECT count(*)::int AS total FROM orders o JOIN depts p ON p.id = o.dept_id WHERE o.org_id = 2")).rows;
    await db.close();

    server = await start();
    const token = await apiToken(base, ADMIN);
    const task = await callApi<ExportTask>(base, token, `${asyncTaskSubmit.path}?exportType=orders`, { method: 'POST', body: {} });
    const current = async () => (await callApi<Paged<ExportTask>>(base, token, `${asyncTaskPage.path}?limit=50`)).rows.find((row) => row.id === task.id) as ExportTask;
    // Killed once rows are being written.
    await expect.poll(async () => (await current()).rowsWritten, { timeout: 60_000, interval: 100 }).toBeGreaterThan(0);
    server.kill('SIGKILL');
    await stopped(server);

    server = await start();
    await expect.poll(async () => (await current()).taskStatus, { timeout: 90_000, interval: 250 }).toBe(2);
    const done = await current();
    expect(done.rowsWritten).toBe(total);
    expect(done.error).toBeNull();
  }, 240_000);
});
