// One export bench run in its own process (bench/exports.ts starts it), so the peak RSS is the server's alone: a
// server (PGlite in a temporary DATA_DIR, or the PostgreSQL of DATABASE_URL in a schema of its own) with the demo seed plus a
// bench seed of BENCH_ROWS orders, one 订单明细 export of them through the API, timed from submit to 导出成功.
// Prints one JSON line: { rows, ms, peakRssMb, baselineRssMb, files }.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { asyncTaskPage, asyncTaskSubmit } from '../src/core/contract/api/tasks.ts';
import type { ExportTask } from '../src/core/contract/api/tasks.ts';
import { staffLogin } from '../src/core/contract/api/auth.ts';
import { DEMO_PASSWORD } from '../server/modules/org/seed-personas.ts';
import { startServer } from '../server/start.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const url = process.env.BENCH_DATABASE_URL;
let schema: string | null = null;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

if (url) {
  schema = `bench_${process.pid}`;
  await admin(`CREATE SCHEMA ${schema}`);
}
// PGlite as the server runs it by default: persisted under DATA_DIR (a temporary one), its pages in files, not in
// the process's memory as with an in-memory database (BENCH_PGLITE=memory measures that one).
const dataDir = url ? null : await mkdtemp(join(tmpdir(), 'backroom-bench-exports-'));
const server = await startServer({
  port: 0, host: '127.0.0.1', seed: true, logger: false,
  ...(url ? { databaseUrl: url, databaseSchema: schema as string } : process.env.BENCH_PGLITE === 'memory' ? { inMemory: true } : { dataDir: dataDir as string }),
});
try {
  // The bench seed: ROWS paid orders on one device of 鲜食优选 (the demo seed stays small).
  await server.app.db.query(
    `INSERT INTO orders (order_no, org_id, dept_id, device_id, amount_cents, refund_cents, status, pay_channel, goods_name, created_at)
     SELECT 'BENCH-' || g, d.org_id, d.dept_id, d.id, 100 + g % 5000, 0, 2, CASE WHEN g % 2 = 0 THEN 'wechat' ELSE 'alipay' END, '矿泉水 550ml', $1::bigint - g * 1000
       FROM generate_series(1, $2::int) AS g, (SELECT id, org_id, dept_id FROM devices WHERE org_id = 2 ORDER BY id LIMIT 1) AS d`,
    [Date.now(), ROWS],
  );
  // As autovacuum would after such a load: the planner knows the table's size (else it plans for an empty one).
  await server.app.db.query('ANALYZE orders');
  const post = { method: 'POST', headers: { 'content-type': 'application/json' } };
  const login = (await (await fetch(`${server.url}${staffLogin.path}`, { ...post, body: JSON.stringify({ phone: '13800000007', password: DEMO_PASSWORD }) })).json()) as {
    data: { token: string };
  };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` };
  const baseline = process.memoryUsage().rss;
  peak = baseline;
  const started = performance.now();
  const queued = (await (await fetch(`${server.url}${asyncTaskSubmit.path}?exportType=orders`, { method: 'POST', headers, body: '{}' })).json()) as {
    data: ExportTask;
  };
  let task: ExportTask = queued.data;
  while (task.taskStatus < 2) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const page = (await (await fetch(`${server.url}${asyncTaskPage.path}?limit=50`, { headers })).json()) as { data: { rows: ExportTask[] } };
    task = page.data.rows.find((row) => row.id === queued.data.id) as ExportTask;
  }
  const ms = performance.now() - started;
  if (task.taskStatus !== 2) throw new Error(`the export failed: ${task.error}`);
  console.log(JSON.stringify({ rows: task.rowsWritten, ms: Math.round(ms), peakRssMb: Math.round(peak / 1024 / 1024), baselineRssMb: Math.round(baseline / 1024 / 1024), files: task.fileCount }));
} finally {
  clearInterval(sampler);
  await server.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (schema) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
}
