import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ExportTaskStatus } from '../../src/core/contract/index.ts';
import { asyncTaskSubmit } from '../../src/core/contract/api/tasks.ts';
import type { ExportTask } from '../../src/core/contract/api/tasks.ts';
import { buildApp } from '../../server/app.ts';
import { call, createHarness, TEST_DB, tokenFor, type Harness } from './harness.ts';

/**
 * Issue 11: two server processes on one database share the export queue and never run a task twice. On PostgreSQL
 * the second server opens its own connections to the same schema (FOR UPDATE SKIP LOCKED is what keeps them apart);
 * on PGlite it shares the one embedded database.
 */
let h: Harness;
let second: FastifyInstance;
beforeAll(async () => {
  h = await createHarness({ exportPollMs: 20, exportConcurrency: 3 });
  const database = TEST_DB === 'postgres' ? undefined : { ...h.app.db, close: async () => undefined };
  second = await buildApp({ ...h.config, database, seed: false });
}, 120_000);
afterAll(async () => {
  await second.close();
  await h.close();
});

describe('two processes, one queue', () => {
  it('50 tasks queued through both are each run exactly once, by one of them', async () => {
    const token = await tokenFor(h.app, '13800000007');
    const ids: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      const app = index % 2 === 0 ? h.app : second;
      const reply = await call<ExportTask>(app, 'POST', `${asyncTaskSubmit.path}?exportType=coolers`, { token, body: { taskDesc: `并发导出-${index}` } });
      expect(reply.status).toBe(200);
      ids.push(reply.data.id);
    }
    const finished = async () =>
      (
        await h.app.db.query<{ id: number; task_status: number; attempts: number; lease_owner: string; file_count: number }>(
          'SELECT id, task_status, attempts, lease_owner, file_count FROM export_tasks WHERE id = ANY($1::int[]) ORDER BY id',
          [ids],
        )
      ).rows;
    for (;;) {
      const rows = await finished();
      if (rows.every((row) => row.task_status >= ExportTaskStatus.SUCCEEDED)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rows = await finished();
    expect(rows).toHaveLength(50);
    for (const row of rows) expect([row.id, row.task_status, row.attempts, row.file_count]).toEqual([row.id, ExportTaskStatus.SUCCEEDED, 1, 1]);
    // Both processes took work from the queue.
    expect(new Set(rows.map((row) => row.lease_owner)).size).toBeGreaterThan(1);
  }, 300_000);
});
