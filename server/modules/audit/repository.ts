// The audit area's reads: the trail, the sign-in log and the live sessions of one organisation.
import { and, desc, eq, gt, gte, ilike, isNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AuditDetailData, AuditRecord, OnlineSession, SigninRecord } from '../../../src/core/contract/api/audit.ts';
import { EMPTY_VALUE } from '../../../src/core/contract/index.ts';
import { maskPhone } from '../../../src/core/rules/mask.ts';
import type { Orm } from '../../db/db.ts';
import { containsPattern, pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import type { Scope } from '../../db/scope.ts';
import { depts, staffGroups, users } from '../org/tables.ts';
import { changedRows } from './changes.ts';
import { auditLog, liveSessions, signinLog } from './tables.ts';
import type { Paged } from '../../../src/core/contract/index.ts';

interface TimeFilters {
  startTime?: number;
  endTime?: number;
}

const inTime = (column: typeof auditLog.createdAt | typeof signinLog.createdAt, filters: TimeFilters) => [
  when(filters.startTime, (at) => gte(column, at)),
  when(filters.endTime, (at) => lte(column, at)),
];

const AUDIT_ROW = {
  id: auditLog.id,
  userId: auditLog.userId,
  userName: users.name,
  groupId: auditLog.groupId,
  deptId: auditLog.deptId,
  deptName: depts.name,
  method: auditLog.method,
  path: auditLog.path,
  area: auditLog.area,
  summary: auditLog.summary,
  ids: auditLog.ids,
  outcome: auditLog.outcome,
  httpStatus: auditLog.httpStatus,
  code: auditLog.code,
  msg: auditLog.msg,
  ip: auditLog.ip,
  userAgent: auditLog.userAgent,
  durationMs: auditLog.durationMs,
  createTime: auditLog.createdAt,
};

export interface AuditFilters extends TimeFilters {
  person?: string;
  userId?: number;
  area?: string;
  call?: string;
  outcome?: 'ok' | 'refused';
}

export function auditWhere(scope: Pick<Scope, 'orgId'>, filters: AuditFilters): SQL {
  const person = containsPattern(filters.person);
  // A whole path (picked from auditCalls) names that call alone; any other text is looked for inside paths.
  const whole = filters.call?.trim().startsWith('/api/') ? filters.call.trim() : undefined;
  const call = whole ? undefined : containsPattern(filters.call);
  return and(
    eq(auditLog.orgId, scope.orgId),
    when(filters.userId, (id) => eq(auditLog.userId, id)),
    when(person, (pattern) => ilike(users.name, pattern)),
    when(filters.area?.trim() || undefined, (area) => eq(auditLog.area, area)),
    when(whole, (path) => eq(auditLog.path, path)),
    when(call, (pattern) => ilike(auditLog.path, pattern)),
    when(filters.outcome, (outcome) => eq(auditLog.outcome, outcome)),
    ...inTime(auditLog.createdAt, filters),
  ) as SQL;
}

type AuditSelected = { [K in keyof typeof AUDIT_ROW]: unknown };
const toAuditRecord = (row: AuditSelected): AuditRecord =>
  ({ ...row, userName: (row.userName as string | null) ?? EMPTY_VALUE, deptName: (row.deptName as string | null) ?? EMPTY_VALUE, ids: JSON.parse(row.ids as string) as Record<string, unknown> }) as AuditRecord;

export function auditSelect(orm: Orm, where: SQL) {
  return orm.select(AUDIT_ROW).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId)).leftJoin(depts, eq(depts.id, auditLog.deptId)).where(where);
}

export async function pageAudit(orm: Orm, scope: Scope, filters: AuditFilters, page: PageRequest): Promise<Paged<AuditRecord>> {
  const where = auditWhere(scope, filters);
  const rows = auditSelect(orm, where).orderBy(desc(auditLog.id));
  const total = orm.select(totalCount).from(auditLog).leftJoin(users, eq(users.id, auditLog.userId)).where(where);
  const found = await pageOf(rows.$dynamic(), total, page);
  return { rows: found.rows.map(toAuditRecord), total: found.total };
}

export async function auditRecord(orm: Orm, scope: Scope, id: number): Promise<AuditDetailData | null> {
  const [row] = await orm
    .select({ ...AUDIT_ROW, changes: auditLog.changes, hash: auditLog.hash, prevHash: auditLog.prevHash })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(depts, eq(depts.id, auditLog.deptId))
    .where(and(eq(auditLog.orgId, scope.orgId), eq(auditLog.id, id)));
  if (!row) return null;
  const { changes, hash, prevHash, ...rest } = row;
  return { ...toAuditRecord(rest), changes: changedRows(changes), hash, prevHash };
}

export interface SigninFilters extends TimeFilters {
  person?: string;
  kind?: string;
  ok?: boolean;
}

const SIGNIN_ROW = {
  id: signinLog.id,
  userId: signinLog.userId,
  userName: users.name,
  groupId: signinLog.groupId,
  phone: signinLog.phone,
  kind: signinLog.kind,
  ok: signinLog.ok,
  code: signinLog.code,
  reason: signinLog.reason,
  ip: signinLog.ip,
  userAgent: signinLog.userAgent,
  createTime: signinLog.createdAt,
};

export function signinWhere(scope: Pick<Scope, 'orgId'>, filters: SigninFilters): SQL {
  const person = containsPattern(filters.person);
  return and(
    eq(signinLog.orgId, scope.orgId),
    when(person, (pattern) => or(ilike(users.name, pattern), like(users.phone, pattern))),
    when(filters.kind, (kind) => eq(signinLog.kind, kind)),
    when(filters.ok, (ok) => eq(signinLog.ok, ok)),
    ...inTime(signinLog.createdAt, filters),
  ) as SQL;
}

export function signinSelect(orm: Orm, where: SQL) {
  return orm.select(SIGNIN_ROW).from(signinLog).leftJoin(users, eq(users.id, signinLog.userId)).where(where);
}

export async function pageSignins(orm: Orm, scope: Scope, filters: SigninFilters, page: PageRequest): Promise<Paged<SigninRecord>> {
  const where = signinWhere(scope, filters);
  const rows = signinSelect(orm, where).orderBy(desc(signinLog.id));
  const total = orm.select(totalCount).from(signinLog).leftJoin(users, eq(users.id, signinLog.userId)).where(where);
  const found = await pageOf(rows.$dynamic(), total, page);
  return { rows: found.rows.map((row) => ({ ...row, userName: row.userName ?? EMPTY_VALUE }) as SigninRecord), total: found.total };
}

/** The public id of a session: the first 16 hex digits of its token's hash (the hash itself is never sent). */
export const sessionIdOf = (tokenHash: string) => tokenHash.slice(0, 16);

function liveWhere(scope: Pick<Scope, 'orgId'>, now: number, person?: string): SQL {
  const pattern = containsPattern(person);
  return and(
    eq(staffGroups.orgId, scope.orgId),
    isNull(liveSessions.revokedAt),
    gt(liveSessions.expiresAt, now),
    when(pattern, (p) => or(ilike(users.name, p), like(users.phone, p))),
  ) as SQL;
}

export async function pageOnline(orm: Orm, scope: Scope, now: number, currentHash: string, person: string | undefined, page: PageRequest): Promise<Paged<OnlineSession>> {
  const where = liveWhere(scope, now, person);
  const rows = orm
    .select({
      tokenHash: liveSessions.tokenHash,
      userId: liveSessions.userId,
      userName: users.name,
      phone: users.phone,
      groupId: staffGroups.id,
      deptName: depts.name,
      ip: liveSessions.ip,
      userAgent: liveSessions.userAgent,
      startTime: liveSessions.createdAt,
      lastSeenTime: liveSessions.lastSeenAt,
      expireTime: liveSessions.expiresAt,
    })
    .from(liveSessions)
    .innerJoin(staffGroups, eq(staffGroups.id, liveSessions.groupId))
    .innerJoin(users, eq(users.id, liveSessions.userId))
    .innerJoin(depts, eq(depts.id, staffGroups.deptId))
    .where(where)
    .orderBy(desc(sql`coalesce(${liveSessions.lastSeenAt}, ${liveSessions.createdAt})`), desc(liveSessions.createdAt));
  const total = orm
    .select(totalCount)
    .from(liveSessions)
    .innerJoin(staffGroups, eq(staffGroups.id, liveSessions.groupId))
    .innerJoin(users, eq(users.id, liveSessions.userId))
    .where(where);
  const found = await pageOf(rows.$dynamic(), total, page);
  return {
    rows: found.rows.map(({ tokenHash, ...row }) => ({
      ...row,
      id: sessionIdOf(tokenHash),
      phone: maskPhone(row.phone, scope.phoneHide),
      ip: row.ip ?? '',
      userAgent: row.userAgent ?? '',
      lastSeenTime: row.lastSeenTime ?? row.startTime,
      current: tokenHash === currentHash,
    })),
    total: found.total,
  };
}

/** The token hash of a live session of the organisation, by its public id. */
export async function liveSessionOf(orm: Orm, scope: Scope, now: number, id: string): Promise<{ tokenHash: string; userId: number; groupId: number } | null> {
  const [row] = await orm
    .select({ tokenHash: liveSessions.tokenHash, userId: liveSessions.userId, groupId: staffGroups.id })
    .from(liveSessions)
    .innerJoin(staffGroups, eq(staffGroups.id, liveSessions.groupId))
    .innerJoin(users, eq(users.id, liveSessions.userId))
    .where(and(liveWhere(scope, now), like(liveSessions.tokenHash, `${id}%`)));
  return row ?? null;
}
