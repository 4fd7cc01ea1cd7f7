// The operations log of the devices (issue 10): every command transition and every operation (who, when, what, result,
// latency). It is the device's opsLogList and the source of GET /api/iot/ops/events: entries are read back by id, so a
// second server process on the same database sees them as well (it polls the table; this process is nudged at once).
import { clearTimeout, setTimeout } from 'node:timers';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { OpsLogRow } from '../../../src/core/contract/api/iot.ts';
import type { Paged } from '../../../src/core/contract/index.ts';
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

/** Wakes the event streams of this process when an entry is written. */
export class LogSignal {
  private waiters = new Set<() => void>();

  nudge(): void {
    const waiters = this.waiters;
    this.waiters = new Set();
    for (const wake of waiters) wake();
  }

  /** Resolves at the next nudge or after `ms`, whichever comes first. */
  wait(ms: number): Promise<void> {
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

  /** Wakes every waiter (server close). */
  close(): void {
    this.nudge();
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
