// What one staff write leaves in the audit trail: who (user, identity, organisation, department), the call and the
// ids it names, the outcome (HTTP status and the envelope's status), the fields it changed (captured by the row
// triggers of migration 117 in the same transaction), the source address, the user agent and the time it took. One
// INSERT in the write's transaction; its place in the chain is given right after it commits (chain.ts).
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CallSpec } from '../../../src/core/contract/api/define.ts';
import { STATUS_OK } from '../../../src/core/contract/index.ts';
import type { Orm, Statement } from '../../db/db.ts';
import { staffGroups } from '../org/tables.ts';

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

/** The record's INSERT: one statement, its text fixed (no query builder on the write's path). */
const RECORD = `INSERT INTO audit_log (org_id, user_id, group_id, dept_id, method, path, area, summary, ids, outcome, http_status,
  code, msg, changes, ip, user_agent, duration_ms, created_at)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
  '[' || coalesce(current_setting('backroom.changes', true), '') || ']', $14, $15, $16, $17)`;

/**
 * The record of `call` as `writer` made it, with its outcome: the INSERT written last in the write's transaction
 * (Db.capturedTransaction), where it reads what the triggers gathered (none outside a captured transaction).
 */
export function recordStatement(input: {
  call: CallSpec;
  request: FastifyRequest;
  writer: Writer;
  outcome: Outcome;
  startedAt: number;
  now: number;
}): Statement {
  const { call, request, writer, outcome, startedAt, now } = input;
  const ok = outcome.httpStatus === 200 && outcome.code === STATUS_OK;
  return {
    text: RECORD,
    params: [
      writer.orgId, writer.userId, writer.groupId, writer.deptId, call.method, call.path, call.tag, call.summary,
      JSON.stringify(idsNamed(request)), ok ? 'ok' : 'refused', outcome.httpStatus, outcome.code, outcome.msg.slice(0, MAX_TEXT),
      request.ip ?? '', String(request.headers['user-agent'] ?? '').slice(0, 300), Math.max(0, Math.round(performance.now() - startedAt)), now,
    ],
  };
}
