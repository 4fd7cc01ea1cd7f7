// Silent devices go offline: a device marked online whose last report (or, before its first, its last online time) is
// older than `offlineAfterMs` under the server's clock is set offline, with its operations-log row 离线 and the event.
// Every process runs the sweep; one at a time does the work (a transaction-scoped advisory lock of the schema), the
// others skip that round. The next report brings the device back online (the batched ingestion).
import { clearInterval, setInterval } from 'node:timers';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Orm } from '../../db/db.ts';
import { appendLog, type LogSignal } from './ops-log.ts';

export interface PresenceOptions {
  /** A device silent this long is offline (ms); 0: never swept. */
  offlineAfterMs: number;
  /** How often the sweep runs, in real time (ms). */
  sweepMs: number;
}

type Silent = {
  id: number;
  orgId: number;
  deptId: number;
  code: string;
};

export class PresenceSweep {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<number> | null = null;
  /** Devices this process has set offline. */
  marked = 0;

  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
    private readonly signal: LogSignal,
    private readonly options: PresenceOptions,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.options.offlineAfterMs <= 0 || this.options.sweepMs <= 0) return;
    this.timer = setInterval(() => void this.sweep().catch(this.onError), this.options.sweepMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One round: how many devices it set offline (0 when another process holds the round). */
  sweep(): Promise<number> {
    if (this.options.offlineAfterMs <= 0) return Promise.resolve(0);
    this.running ??= this.round().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async round(): Promise<number> {
    const before = this.clock.now() - this.options.offlineAfterMs;
    const now = this.clock.now();
    const silent = await this.orm.transaction(async (tx) => {
      const [lock] = await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(hashtext('backroom.device-presence.' || current_schema())) AS ok`)
        .then((result) => rowsOf<{ ok: boolean }>(result));
      if (!lock?.ok) return [];
      const rows = await tx
        .execute<Silent>(sql`UPDATE devices SET online = false
          WHERE online AND coalesce(last_report_at, last_online_at, created_at) < ${before}::bigint
          RETURNING id AS "id", org_id AS "orgId", dept_id AS "deptId", code AS "code"`)
        .then((result) => rowsOf<Silent>(result));
      await appendLog(tx, rows.map((row) => ({ orgId: Number(row.orgId), deptId: Number(row.deptId), deviceId: Number(row.id), deviceCode: row.code, action: 'offline', state: 'done', at: now })));
      return rows;
    });
    if (silent.length > 0) {
      this.marked += silent.length;
      this.signal.nudge();
    }
    return silent.length;
  }
}

/** The rows of `execute` (pg answers a result with rows; PGlite the same through drizzle). */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
