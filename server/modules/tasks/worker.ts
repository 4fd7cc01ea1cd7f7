// The export worker (issue 11): claims queued tasks from the export_tasks table with FOR UPDATE SKIP LOCKED, so
// processes sharing one PostgreSQL never run one task twice; holds a lease it renews while writing; a task whose
// process died (lease ran out) is claimed again; a run streams its rows from a database cursor into .xlsx files.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { ExportType } from '../../../src/core/contract/api/tasks.ts';
import { ExportTaskStatus } from '../../../src/core/contract/index.ts';
import type { Clock } from '../../clock.ts';
import { afterCommit } from '../../db/ambient.ts';
import type { Db } from '../../db/db.ts';
import type { FileStore } from '../../files/store.ts';
import { loadScope } from '../org/repository.ts';
import { streamRows } from './cursor.ts';
import { EXPORTS } from './exports/index.ts';
import { loadLabels } from './exports/define.ts';
import { exportTasks } from './tables.ts';
import { SplitWorkbookWriter } from './workbook.ts';

/** A task started this many times (crashes included) without finishing fails instead of looping. */
export const MAX_ATTEMPTS = 3;
/**
 * Rows per FETCH from the export's cursor: what memory holds of the rows at a time. Measured on PostgreSQL (bench
 * exports, 100,000 rows, a loaded machine): the export's peak RSS over the server's own rose with the batch (500:
 * +15-56 MB, 1,000: +47-68 MB, 2,000: +82-110 MB) while the time differences were within the machine's noise.
 */
export const EXPORT_BATCH_ROWS = 500;
/** The progress (rows written) is written to the task at most this often; the lease has its own beat. */
const PROGRESS_MS = 250;

export interface ExportWorkerOptions {
  db: Db;
  clock: Clock;
  /** DATA_DIR/exports; with `store`, a staging folder the files are written in before they go to the store. */
  dir: string;
  /** Where finished files go (the database on PostgreSQL, so every process serves them); none: they stay in `dir`. */
  store?: FileStore;
  concurrency: number;
  fileRows: number;
  leaseMs: number;
  pollMs: number;
  log: { error(object: unknown, message: string): void };
}

interface Claimed {
  id: number;
  user_id: number;
  org_id: number;
  group_id: number | null;
  export_type: string;
  filters: Record<string, unknown>;
  attempts: number;
  task_desc: string;
}

class Stopped extends Error {}
class Lost extends Error {}

export class ExportWorker {
  /** This process's name on the leases it holds. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly running = new Map<number, { stop: AbortController; done: Promise<void> }>();
  private timer: NodeJS.Timeout | null = null;
  private filling: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly options: ExportWorkerOptions) {}

  /** Looks for work now and every pollMs. With concurrency 0 this process runs nothing. */
  start(): void {
    if (this.options.concurrency <= 0 || this.stopped) return;
    const poll = () => {
      this.kick();
      this.timer = setTimeout(poll, this.options.pollMs);
      this.timer.unref();
    };
    poll();
  }

  /** A task was queued or retried here: look at once (once its row is committed) rather than at the next poll. */
  kick(): void {
    afterCommit(() => this.look());
  }

  private look(): void {
    if (this.stopped || this.options.concurrency <= 0) return;
    if (this.filling) {
      this.again = true;
      return;
    }
    this.filling = this.fill()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'export worker: claiming failed'))
      .finally(() => {
        this.filling = null;
        if (this.again) {
          this.again = false;
          this.look();
        }
      });
  }

  /** Runs the demo seed's queued tasks to the end before the server answers (their files are real). */
  async drainSeeded(): Promise<void> {
    for (;;) {
      const task = await this.claim(true);
      if (!task) return;
      await this.run(task, new AbortController().signal);
    }
  }

  /** Stops claiming; tasks under way stop at their next batch and go back to the queue for another worker. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.filling;
    for (const { stop } of this.running.values()) stop.abort();
    await Promise.all([...this.running.values()].map(({ done }) => done));
  }

  private async fill(): Promise<void> {
    while (!this.stopped && this.running.size < this.options.concurrency) {
      const task = await this.claim(false);
      if (!task) return;
      const stop = new AbortController();
      const done = this.run(task, stop.signal).finally(() => {
        this.running.delete(task.id);
        this.kick();
      });
      this.running.set(task.id, { stop, done });
    }
  }

  /** One queued task (or one whose lease ran out), now leased to this process; null when there is none. */
  private async claim(seededOnly: boolean): Promise<Claimed | null> {
    const now = this.options.clock.now();
    const { rows } = await this.options.db.query<Claimed>(
      `UPDATE export_tasks t
          SET task_status = 1, lease_owner = $1, lease_until = $2, attempts = t.attempts + 1, rows_written = 0, error = NULL, updated_at = $3
        WHERE t.id = (
          SELECT id FROM export_tasks
           WHERE export_type IS NOT NULL AND (task_status = 0 OR (task_status = 1 AND lease_until < $3))
             AND ($4::boolean IS FALSE OR from_seed)
           ORDER BY created_at, id
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
        RETURNING t.id, t.user_id, t.org_id, t.group_id, t.export_type, t.filters, t.attempts, t.task_desc`,
      [this.owner, now + this.options.leaseMs, now, seededOnly],
    );
    return rows[0] ?? null;
  }

  private mine(id: number) {
    return and(eq(exportTasks.id, id), eq(exportTasks.leaseOwner, this.owner), eq(exportTasks.taskStatus, ExportTaskStatus.RUNNING));
  }

  /** Renews the lease (and writes the progress); a task deleted or taken over meanwhile is lost to this run. */
  private async renew(id: number, rowsWritten?: number): Promise<void> {
    const now = this.options.clock.now();
    const progress = rowsWritten === undefined ? {} : { rowsWritten };
    const renewed = await this.options.db.orm
      .update(exportTasks)
      .set({ ...progress, leaseUntil: now + this.options.leaseMs, updatedAt: now })
      .where(this.mine(id))
      .returning({ id: exportTasks.id });
    if (renewed.length === 0) throw new Lost(`export task ${id} is no longer leased here`);
  }

  private async run(task: Claimed, stop: AbortSignal): Promise<void> {
    const { orm } = this.options.db;
    const folder = `${task.org_id}/${task.id}-${task.attempts}`;
    // What earlier attempts (a crashed process) left behind.
    for (let attempt = 1; attempt < task.attempts; attempt += 1) {
      await rm(join(this.options.dir, `${task.org_id}/${task.id}-${attempt}`), { recursive: true, force: true });
      // Published before the process died, never recorded.
      await this.options.store?.deleteFolder(`${task.org_id}/${task.id}-${attempt}`);
    }
    const definition = EXPORTS.get(task.export_type as ExportType);
    let writer: SplitWorkbookWriter | null = null;
    let lease: NodeJS.Timeout | null = null;
    let leaseError: unknown = null;
    const published: string[] = [];
    try {
      if (task.attempts > MAX_ATTEMPTS) throw new Error(`导出中断了 ${MAX_ATTEMPTS} 次，请重试`);
      if (!definition) throw new Error(`未知的导出类型 ${task.export_type}`);
      const scope = task.group_id === null ? null : await loadScope(orm, task.user_id, task.group_id);
      if (!scope) throw new Error('导出时使用的身份已不可用');
      const labels = await loadLabels(orm, definition.concepts ?? []);
      writer = new SplitWorkbookWriter(this.options.dir, folder, definition.columns, this.options.fileRows, definition.name);
      // Between batches the lease is renewed with the progress; a slow batch or file is covered by this beat.
      lease = setInterval(() => void this.renew(task.id).catch((error: unknown) => (leaseError = error)), Math.max(250, this.options.leaseMs / 3));
      lease.unref();
      let written = 0;
      let reported = performance.now();
      const open = writer;
      const source = definition.rows(orm, scope, task.filters);
      await streamRows(this.options.db, source, EXPORT_BATCH_ROWS, async (rows) => {
        if (stop.aborted) throw new Stopped();
        if (leaseError) throw leaseError;
        for (const row of rows) await open.add(definition.columns.map((column) => column.value(row, labels)));
        await open.drained();
        written += rows.length;
        if (performance.now() - reported >= PROGRESS_MS) {
          await this.renew(task.id, written);
          reported = performance.now();
        }
      });
      const keys = await writer.finish();
      if (this.options.store) {
        for (const key of keys) {
          published.push(key);
          await this.options.store.put(key, createReadStream(join(this.options.dir, key)));
        }
        await rm(join(this.options.dir, folder), { recursive: true, force: true });
      }
      clearInterval(lease);
      lease = null;
      const now = this.options.clock.now();
      const finished = await orm
        .update(exportTasks)
        .set({
          // lease_owner stays: which process ran it.
          taskStatus: ExportTaskStatus.SUCCEEDED, fileCount: keys.length, fileUrl: keys[0], filesUrl: keys, rowsWritten: written,
          leaseUntil: null, finishedAt: now, updatedAt: now,
        })
        .where(this.mine(task.id))
        .returning({ id: exportTasks.id });
      if (finished.length === 0) throw new Lost(`export task ${task.id} was deleted while it ran`);
    } catch (error) {
      if (lease) clearInterval(lease);
      await (writer ?? new SplitWorkbookWriter(this.options.dir, folder, [], 1, '')).discard().catch(() => undefined);
      for (const key of published) await this.options.store?.delete(key).catch(() => false);
      if (error instanceof Lost) return;
      const now = this.options.clock.now();
      if (error instanceof Stopped) {
        // Back in the queue, as if never started: another worker (or this one after a restart) runs it.
        await orm
          .update(exportTasks)
          .set({ taskStatus: ExportTaskStatus.QUEUED, leaseOwner: null, leaseUntil: null, rowsWritten: 0, attempts: sql`${exportTasks.attempts} - 1`, updatedAt: now })
          .where(this.mine(task.id));
        return;
      }
      this.options.log.error({ err: error, taskId: task.id }, 'export task failed');
      await orm
        .update(exportTasks)
        .set({
          taskStatus: ExportTaskStatus.FAILED, error: error instanceof Error ? error.message : String(error), fileCount: 0, fileUrl: null,
          filesUrl: [], leaseUntil: null, finishedAt: now, updatedAt: now,
        })
        .where(this.mine(task.id))
        .catch((failure: unknown) => this.options.log.error({ err: failure, taskId: task.id }, 'export task: recording the failure failed'));
    }
  }
}
