import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Announcement, Proclamation, ProclamationAdd, ProclamationUpdate } from '../../../src/core/contract/api/announcements.ts';
import { OrgCategory, ProclamationStatus as Status } from '../../../src/core/contract/index.ts';
import type { Paged, ProclamationStatus } from '../../../src/core/contract/index.ts';
import type { Orm } from '../../db/db.ts';
import { containsPattern, pageOf, totalCount, when, type PageRequest } from '../../db/query.ts';
import type { Scope } from '../../db/scope.ts';
import { announcements } from './tables.ts';

/*
 * Announcements belong to an organisation (all of its departments read them); the platform's belong to every
 * organisation (org_id null). A caller manages those of its organisation, and platform staff also the platform's.
 */
const ROW = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  indexFlag: announcements.indexFlag,
  status: announcements.status,
  allOrganisations: sql<boolean>`(${announcements.orgId} IS NULL)`,
  createTime: announcements.createdAt,
  updateTime: sql<number>`COALESCE(${announcements.updatedAt}, ${announcements.createdAt})`.mapWith(Number),
};

const isPlatform = (scope: Scope) => scope.orgCategory === OrgCategory.PLATFORM;

/** The announcements the caller manages: its organisation's, and for platform staff the platform's too. */
function managedBy(scope: Scope): SQL {
  return or(eq(announcements.orgId, scope.orgId), isPlatform(scope) ? isNull(announcements.orgId) : undefined) as SQL;
}

export interface ProclamationFilter extends PageRequest {
  title?: string;
  status?: ProclamationStatus;
}

export function pageProclamations(orm: Orm, scope: Scope, filter: ProclamationFilter): Promise<Paged<Proclamation>> {
  const pattern = containsPattern(filter.title);
  const where = and(
    managedBy(scope),
    when(pattern, (p) => ilike(announcements.title, p)),
    when(filter.status, (status) => eq(announcements.status, status)),
  );
  const rows = orm.select(ROW).from(announcements).where(where).orderBy(desc(announcements.createdAt), desc(announcements.id));
  const total = orm.select(totalCount).from(announcements).where(where);
  return pageOf(rows.$dynamic(), total, filter);
}

/** A new announcement of the caller's organisation, or of every organisation when platform staff write it. */
export async function addProclamation(orm: Orm, scope: Scope, input: ProclamationAdd, now: number): Promise<Proclamation> {
  const [added] = await orm
    .insert(announcements)
    .values({
      orgId: isPlatform(scope) ? null : scope.orgId,
      title: input.title.trim(),
      content: input.content,
      indexFlag: input.indexFlag,
      status: input.status ?? Status.ENABLED,
      createdAt: now,
      updatedAt: now,
      createdBy: scope.userId,
    })
    .returning(ROW);
  if (!added) throw new Error('insert returned no row');
  return added;
}

/** null when the announcement is not one the caller manages (or unknown). */
export async function updateProclamation(orm: Orm, scope: Scope, input: ProclamationUpdate, now: number): Promise<Proclamation | null> {
  const [updated] = await orm
    .update(announcements)
    .set({ title: input.title.trim(), content: input.content, indexFlag: input.indexFlag, updatedAt: now })
    .where(and(eq(announcements.id, input.id), managedBy(scope)))
    .returning(ROW);
  return updated ?? null;
}

export async function setProclamationStatus(orm: Orm, scope: Scope, id: number, status: ProclamationStatus, now: number): Promise<Proclamation | null> {
  const [updated] = await orm
    .update(announcements)
    .set({ status, updatedAt: now })
    .where(and(eq(announcements.id, id), managedBy(scope)))
    .returning(ROW);
  return updated ?? null;
}

export async function deleteProclamation(orm: Orm, scope: Scope, id: number): Promise<boolean> {
  const deleted = await orm
    .delete(announcements)
    .where(and(eq(announcements.id, id), managedBy(scope)))
    .returning({ id: announcements.id });
  return deleted.length > 0;
}

/** The newest enabled announcement addressed to the organisation or to all; null when there is none. */
export async function latestAnnouncement(orm: Orm, orgId: number): Promise<Announcement | null> {
  const [latest] = await orm
    .select({ id: announcements.id, indexFlag: announcements.indexFlag, title: announcements.title, content: announcements.content })
    .from(announcements)
    .where(and(eq(announcements.status, Status.ENABLED), or(eq(announcements.orgId, orgId), isNull(announcements.orgId))))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(1);
  return latest ?? null;
}
