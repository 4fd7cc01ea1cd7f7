// What one staff write leaves in the audit trail: who (user, identity, organisation, department), the call and the
// ids it names, the outcome (HTTP status and the envelope's status), the fields it changed (captured by the row
// triggers of migration 117 in the same transaction), the source address, the user agent and the time it took. One
// INSERT in the write's transaction; its place in the chain is given right after it commits (chain.ts).
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CallSpec } from '../../../src/core/contract/api/define.ts';
import { STATUS_OK } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import { staffGroups } from '../org/tables.ts';
import { auditLog } from './tables.ts';

/** Texts kept are cut at this length (the triggers cut changed values at the same, and keep at most 100 rows). */
const MAX_TEXT = 500;

/** Who wrote: the identity the request runs as. */
export interface Writer {
  userId: number;
  groupId: number | null;
  orgId: number;
  deptId: number | null;
}

export interface Outcome {
  httpStatus: number;
  code: number;
  msg: string;
}

/** One changed row: table, operation, row id, and per field [old, new]. */
export interface ChangedRow {
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string | null;
  fields: Record<string, [unknown, unknown]>;
}

const ID_NAME = /^(id|ids|.*Id|.*Ids|msgId|code|deviceCode)$/;

/** The ids a call names: its path parameters, and id-like fields of its query and body (top level). */
export function idsNamed(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): Record<string, unknown> {
  const ids: Record<string, unknown> = {};
  for (const source of [request.params, request.query, request.body]) {
    if (typeof source !== 'object' || source === null || Array.isArray(source)) continue;
    for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
      if (!ID_NAME.test(name)) continue;
      if (typeof value === 'number' || typeof value === 'string') ids[name] = typeof value === 'string' ? value.slice(0, 64) : value;
      else if (Array.isArray(value)) ids[name] = value.slice(0, 50).filter((item) => typeof item === 'number' || typeof item === 'string');
    }
  }
  return ids;
}

/** Who the request runs as: its scope, else (a 'session' route) the session's identity, else the user's first. */
export async function writerOf(orm: Orm, request: FastifyRequest): Promise<Writer | null> {
  const { scope, session } = request;
  if (scope) return { userId: scope.userId, groupId: scope.groupId, orgId: scope.orgId, deptId: scope.deptId };
  if (!session) return null;
  const [group] = await orm
    .select({ id: staffGroups.id, orgId: staffGroups.orgId, deptId: staffGroups.deptId })
    .from(staffGroups)
    .where(session.groupId === null ? eq(staffGroups.userId, session.userId) : eq(staffGroups.id, session.groupId))
    .orderBy(asc(staffGroups.id))
    .limit(1);
  return group ? { userId: session.userId, groupId: group.id, orgId: group.orgId, deptId: group.deptId } : null;
}

/** The triggers capture this transaction's changes from now on (migration 117); the record's INSERT reads them. */
export async function captureChanges(tx: Orm): Promise<void> {
  await tx.execute(sql`SELECT set_config('backroom.audit', 'on', true)`);
}

/** The record of `call` as `writer` made it, with its outcome; written into `tx`'s chain. */
export async function recordWrite(
  tx: Orm,
  input: { call: CallSpec; request: FastifyRequest; writer: Writer; outcome: Outcome; startedAt: number; now: number },
): Promise<void> {
  const { call, request, writer, outcome, startedAt, now } = input;
  const ok = outcome.httpStatus === 200 && outcome.code === STATUS_OK;
  await tx.insert(auditLog).values({
    orgId: writer.orgId,
    userId: writer.userId,
    groupId: writer.groupId,
    deptId: writer.deptId,
    method: call.method,
    path: call.path,
    area: call.tag,
    summary: call.summary,
    ids: JSON.stringify(idsNamed(request)),
    outcome: ok ? 'ok' : 'refused',
    httpStatus: outcome.httpStatus,
    code: outcome.code,
    msg: outcome.msg.slice(0, MAX_TEXT),
    // What the triggers gathered in this transaction (none outside a captured one).
    changes: sql`'[' || coalesce(current_setting('backroom.changes', true), '') || ']'`,
    ip: request.ip ?? '',
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
    durationMs: Math.max(0, Math.round(performance.now() - startedAt)),
    createdAt: now,
  });
}
