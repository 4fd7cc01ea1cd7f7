// Status reports in batches: reports are gathered per device (a newer report of a device replaces the one waiting when
// both say the same online state; one that flips it waits behind it for the next batch, so no 离线/在线 pair is merged
// away) and written every `batchMs` or `batchMax` devices, whichever first, by one UPDATE over the batch that touches
// only the devices whose online state or temperature changed or whose last report time must move. A report older than
// the device's last written one (another process wrote a newer report first) changes nothing. One batch is written at a
// time, so ingestion holds at most one database connection whatever the report rate. What waits is bounded by the fleet
// itself (at most `QUEUE_MAX` reports of each device), so a report of a device already waiting is always taken, and so
// is one of another device while fewer than `maxPending` devices wait: the intake is never held for them (a held intake
// only moves the backlog to the broker, which drops what its queue cannot hold, without a trace here). Only a report
// of yet another device beyond `maxPending` (a fleet larger than the setting) waits for room (`take` resolves once it
// is kept: the MQTT gateway stops reading meanwhile); a report that finds no room once ingestion stops is dropped,
// counted and logged. Online/offline transitions write their operations-log row in the batch's transaction and wake
// the event streams.
import { clearTimeout, setTimeout } from 'node:timers';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Orm } from '../../db/db.ts';
import { appendLog, type LogEntry, type LogSignal } from './ops-log.ts';
import { rowsOf } from './presence.ts';

export interface IngestOptions {
  /** A batch is written this long after its first report at the latest (ms). */
  batchMs: number;
  /** ... or as soon as this many devices wait. */
  batchMax: number;
  /** Devices waiting beyond which a report of another device waits for room (the intake is held until it is kept). */
  maxPending: number;
  /** The last report time is written when it would move by at least this (ms), else only changes are. */
  lastSeenStepMs: number;
}

export const DEFAULT_INGEST: IngestOptions = { batchMs: 200, batchMax: 1_000, maxPending: 200_000, lastSeenStepMs: 1_000 };

export interface StatusReport {
  deviceCode: string;
  online: boolean;
  temperature?: number;
  /** When it was received (server clock). */
  at: number;
}

export interface IngestStats {
  /** Reports accepted. */
  received: number;
  /** Reports replaced by a newer one of the same device before their batch was written. */
  coalesced: number;
  /** Reports dropped for want of room (never silently: each is counted here and logged). */
  dropped: number;
  /** Batches written (one UPDATE each). */
  batches: number;
  /** Device rows the batches changed. */
  rowsWritten: number;
  /** Batches whose write failed (their reports were put back unless a newer one came). */
  failedBatches: number;
  /** Online/offline transitions logged. */
  transitions: number;
}

export interface IngestLog {
  warn(object: unknown, message: string): void;
  error(object: unknown, message: string): void;
}

type Changed = {
  id: number;
  orgId: number;
  deptId: number;
  code: string;
  online: boolean;
  was: boolean;
  at: number;
};

/** A device's reports waiting at most: beyond, the newest replaces the last (counted as coalesced). */
const QUEUE_MAX = 8;

/**
 * The batch as one statement: the devices to change are locked in id order with their online state as it is now (a
 * second process writing the same device waits, then sees the state the first left, so a transition is logged once),
 * then updated from the batch. A report received before the device's last written one is stale (the processes of a
 * shared subscription may write one device's reports out of order): it is not applied, so the newest report decides.
 */
function batchStatement(json: string, step: number) {
  const needs = sql.raw(`((d.last_report_at IS NULL OR v.at >= d.last_report_at) AND (d.online IS DISTINCT FROM v.online
      OR (v.temperature IS NOT NULL AND d.temperature <> v.temperature) OR d.last_report_at IS NULL OR d.last_report_at <= v.at - `);
  return sql`WITH v AS (
      SELECT * FROM jsonb_to_recordset(${json}::jsonb) AS r(code text, online boolean, temperature smallint, at bigint)
    ), old AS (
      SELECT d.id, d.online AS was FROM devices d JOIN v ON v.code = d.code
      WHERE ${needs}${step}::bigint))
      ORDER BY d.id FOR UPDATE OF d
    )
    UPDATE devices d SET
      online = v.online,
      temperature = coalesce(v.temperature, d.temperature),
      last_online_at = CASE WHEN v.online THEN greatest(coalesce(d.last_online_at, v.at), v.at) ELSE d.last_online_at END,
      last_report_at = greatest(coalesce(d.last_report_at, v.at), v.at)
    FROM v, old
    WHERE d.id = old.id AND v.code = d.code AND ${needs}${step}::bigint))
    RETURNING d.id AS "id", d.org_id AS "orgId", d.dept_id AS "deptId", d.code AS "code", d.online AS "online", old.was AS "was", v.at AS "at"`;
}

const clampTemperature = (value: number) => Math.max(-50, Math.min(80, Math.round(value)));

export class StatusIngest {
  /** Per device, its reports waiting in order (consecutive ones with the same online state merged into the newest). */
  private pending = new Map<string, StatusReport[]>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> | null = null;
  private waiters: Array<() => void> = [];
  private stopped = false;
  private lastDropLog = 0;
  readonly stats: IngestStats = { received: 0, coalesced: 0, dropped: 0, batches: 0, rowsWritten: 0, failedBatches: 0, transitions: 0 };

  constructor(
    private readonly orm: Orm,
    private readonly clock: Clock,
    private readonly signal: LogSignal,
    private readonly log: IngestLog,
    readonly options: IngestOptions = DEFAULT_INGEST,
  ) {}

  /** Devices whose report waits for its batch. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Keeps a report: false when there is no room for it (another device beyond `maxPending`, or stopped), counted as dropped. */
  accept(report: Omit<StatusReport, 'at'> & { at?: number }): boolean {
    if (this.keep(report, report.at ?? this.clock.now())) return true;
    this.stats.dropped += 1;
    this.logDrop();
    return false;
  }

  /**
   * Keeps a report now (nothing returned) or, when another device has no room, once a batch has made room (the promise;
   * the intake waits on it). Stamped when received, not when kept. Dropped (counted) only if ingestion stops meanwhile.
   */
  take(report: Omit<StatusReport, 'at'>): Promise<void> | undefined {
    const at = this.clock.now();
    if (this.keep(report, at)) return undefined;
    return (async () => {
      while (!this.stopped) {
        await this.room();
        if (this.keep(report, at)) return;
      }
      this.stats.dropped += 1;
      this.logDrop();
    })();
  }

  private keep(report: Omit<StatusReport, 'at'>, at: number): boolean {
    const temperature = report.temperature === undefined ? undefined : clampTemperature(report.temperature);
    const queue = this.pending.get(report.deviceCode);
    if (!queue && (this.pending.size >= this.options.maxPending || this.stopped)) return false;
    this.stats.received += 1;
    const last = queue?.at(-1);
    const next: StatusReport = { deviceCode: report.deviceCode, online: report.online, temperature: temperature ?? (report.online && last?.online ? last.temperature : undefined), at };
    if (!queue) this.pending.set(report.deviceCode, [next]);
    else if (last && (last.online === next.online || queue.length >= QUEUE_MAX)) {
      this.stats.coalesced += 1;
      queue[queue.length - 1] = next;
    } else queue.push(next);
    if (this.pending.size >= this.options.batchMax) this.kick();
    else if (!this.timer && !this.writing) this.timer = setTimeout(() => this.kick(), this.options.batchMs);
    return true;
  }

  /** Resolves when another device's report would be kept (or ingestion stopped). */
  room(): Promise<void> {
    if (this.pending.size < this.options.maxPending || this.stopped) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Writes every report waiting now (and whatever comes meanwhile), then resolves. */
  async flush(): Promise<void> {
    while (this.writing || this.pending.size > 0) {
      if (this.writing) await this.writing;
      else this.kick();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.flush().catch(() => undefined);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const wake of this.waiters.splice(0)) wake();
  }

  private logDrop(): void {
    const now = Date.now();
    if (now - this.lastDropLog < 1_000) return;
    this.lastDropLog = now;
    this.log.warn({ dropped: this.stats.dropped, waiting: this.pending.size }, 'device status reports dropped: ingestion is behind');
  }

  /** Starts writing the devices waiting now unless a batch is being written (it starts the next when done). */
  private kick(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.writing || this.pending.size === 0) return;
    // The first waiting report of each device (in the order they first waited); a device's later ones wait their turn.
    const batch: StatusReport[] = [];
    for (const [code, queue] of this.pending) {
      if (batch.length >= this.options.batchMax) break;
      batch.push(queue.shift() as StatusReport);
      if (queue.length === 0) this.pending.delete(code);
    }
    this.writing = this.write(batch).finally(() => {
      this.writing = null;
      if (this.pending.size < this.options.maxPending) for (const wake of this.waiters.splice(0)) wake();
      if (this.pending.size >= this.options.batchMax || (this.stopped && this.pending.size > 0)) this.kick();
      else if (this.pending.size > 0 && !this.timer) this.timer = setTimeout(() => this.kick(), this.options.batchMs);
    });
  }

  private async write(batch: StatusReport[]): Promise<void> {
    const json = JSON.stringify(batch.map((r) => ({ code: r.deviceCode, online: r.online, temperature: r.temperature ?? null, at: r.at })));
    try {
      const changed = await this.orm.transaction(async (tx) => {
        const rows = rowsOf<Changed>(await tx.execute<Changed>(batchStatement(json, this.options.lastSeenStepMs))).map((row) => ({
          ...row, id: Number(row.id), orgId: Number(row.orgId), deptId: Number(row.deptId), at: Number(row.at),
        }));
        const transitions: LogEntry[] = rows
          .filter((row) => row.was !== row.online)
          .map((row) => ({ orgId: row.orgId, deptId: row.deptId, deviceId: row.id, deviceCode: row.code, action: row.online ? 'online' : 'offline', state: 'done', at: row.at }));
        await appendLog(tx, transitions);
        return { rows: rows.length, transitions: transitions.length };
      });
      this.stats.batches += 1;
      this.stats.rowsWritten += changed.rows;
      this.stats.transitions += changed.transitions;
      if (changed.transitions > 0) this.signal.nudge();
    } catch (error) {
      this.stats.failedBatches += 1;
      this.log.error({ err: error, reports: batch.length }, 'device status batch failed; its reports wait for the next');
      for (const report of batch) {
        const queue = this.pending.get(report.deviceCode);
        // A newer report of the same online state replaces it; one that flips it is written after it.
        if (queue) {
          if (queue[0].online !== report.online) queue.unshift(report);
        } else if (this.pending.size >= this.options.maxPending) {
          this.stats.dropped += 1;
          this.logDrop();
        } else this.pending.set(report.deviceCode, [report]);
      }
      if (this.stopped) throw error;
    }
  }
}
