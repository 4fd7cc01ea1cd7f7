// The operations log of the devices (issue 10): every command transition and every operation (who, when, what, result,
// latency). It is the device's opsLogList and the source of GET /api/iot/ops/events: entries are read back by id, so a
// second server process on the same database sees them as well (woken by NOTIFY, else it reads the table every second).
import { clearTimeout, setTimeout } from 'node:timers';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { OpsLogRow } from '../../../src/core/contract/api/iot.ts';
import type { Paged } from '../../../src/core/contract/index.ts';
import { afterCommit } from '../../db/ambient.ts';
import type { Orm } from '../../db/db.ts';
import { pageOf, type PageRequest } from '../../db/query.ts';
import { deptOf, inScope, type Scope } from '../../db/scope.ts';
import { depts } from '../org/tables.ts';
import { deviceOpsLog, devices } from './tables.ts';

export interface LogEntry {
  orgId: number;
  deptId: number;
  deviceId: number;
  deviceCode: string;
  msgId?: string | null;
  action: string;
  state: string;
  operatorId?: number | null;
  operatorName?: string | null;
  params?: unknown;
  result?: unknown;
  latencyMs?: number | null;
  at: number;
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value));

export const OPS_ROW = {
  id: deviceOpsLog.id,
  deviceId: deviceOpsLog.deviceId,
  deviceCode: deviceOpsLog.deviceCode,
  msgId: deviceOpsLog.msgId,
  action: deviceOpsLog.action,
  state: deviceOpsLog.state,
  operatorName: deviceOpsLog.operatorName,
  params: deviceOpsLog.params,
  result: deviceOpsLog.result,
  latencyMs: deviceOpsLog.latencyMs,
  createTime: deviceOpsLog.createdAt,
};

/** The NOTIFY channel on which every server process says that it wrote log entries (the payload is empty). */
export const EVENTS_CHANNEL = 'backroom_device_events';

/**
 * Wakes the event streams when an entry is written: this process' at once, the other processes' on the database
 * through NOTIFY (`connect`), which wakes them with `wake`. A burst of entries sends one NOTIFY in flight and at most
 * one more after it.
 */
export class LogSignal {
  private waiters = new Set<() => void>();
  private publish: (() => Promise<unknown>) | null = null;
  private publishing = false;
  private again = false;
  /** How many times the streams were woken: a stream that read after seeing it waits for the next one. */
  generation = 0;

  /** Tells the other processes too: `publish` sends the NOTIFY. */
  connect(publish: () => Promise<unknown>): void {
    this.publish = publish;
  }

  /** Entries were written by this process: wakes its streams and tells the others, once they are committed. */
  nudge(): void {
    afterCommit(() => {
      this.wake();
      this.announce();
    });
  }

  /** Wakes this process' streams only (another process wrote entries). */
  wake(): void {
    this.generation += 1;
    const waiters = this.waiters;
    this.waiters = new Set();
    for (const wake of waiters) wake();
  }

  private announce(): void {
    const publish = this.publish;
    if (!publish) return;
    if (this.publishing) {
      this.again = true;
      return;
    }
    this.publishing = true;
    void publish()
      .catch(() => undefined)
      .finally(() => {
        this.publishing = false;
        if (this.again) {
          this.again = false;
          this.announce();
        }
      });
  }

  /**
   * Resolves at the next wake or after `ms`, whichever comes first; at once when woken since `seen` (the generation
   * the caller took before its last read), so entries written while it read are not left for the next poll.
   */
  wait(ms: number, seen = this.generation): Promise<void> {
    if (seen !== this.generation) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      this.waiters.add(wake);
    });
  }

  /** Wakes every waiter and stops telling the others (server close). */
  close(): void {
    this.publish = null;
    this.wake();
  }
}

export async function appendLog(orm: Orm, entries: LogEntry | LogEntry[], signal?: LogSignal): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await orm.insert(deviceOpsLog).values(
    list.map((entry) => ({
      orgId: entry.orgId,
      deptId: entry.deptId,
      deviceId: entry.deviceId,
      deviceCode: entry.deviceCode,
      msgId: entry.msgId ?? null,
      action: entry.action,
      state: entry.state,
      operatorId: entry.operatorId ?? null,
      operatorName: entry.operatorName ?? null,
      params: json(entry.params),
      result: json(entry.result),
      latencyMs: entry.latencyMs ?? null,
      createdAt: entry.at,
    })),
  );
  signal?.nudge();
}

/** The log of one device of the caller's scope, newest first (the device is checked by the caller). */
export function pageLog(orm: Orm, deviceId: number, page: PageRequest): Promise<Paged<OpsLogRow>> {
  const where = eq(deviceOpsLog.deviceId, deviceId);
  const rows = orm.select(OPS_ROW).from(deviceOpsLog).where(where).orderBy(desc(deviceOpsLog.id));
  const total = orm.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(deviceOpsLog).where(where);
  return pageOf(rows.$dynamic(), total, page);
}

/** Entries after `afterId` of devices now in the caller's scope, oldest first. */
export function entriesAfter(orm: Orm, scope: Scope, afterId: number, limit: number): Promise<OpsLogRow[]> {
  return orm
    .select(OPS_ROW)
    .from(deviceOpsLog)
    .innerJoin(devices, eq(devices.id, deviceOpsLog.deviceId))
    .innerJoin(depts, deptOf(devices))
    .where(and(gt(deviceOpsLog.id, afterId), inScope(scope, devices)))
    .orderBy(asc(deviceOpsLog.id))
    .limit(limit);
}

/** The newest entry id of the whole log (a stream with no Last-Event-ID starts after it). */
export async function lastEntryId(orm: Orm): Promise<number> {
  const [row] = await orm.select({ id: sql<number | null>`max(${deviceOpsLog.id})`.mapWith(Number) }).from(deviceOpsLog);
  return row?.id ?? 0;
}
