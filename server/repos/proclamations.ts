import type { Paged, Proclamation, ProclamationAdd, ProclamationStatus, ProclamationUpdate } from '../../src/core/contract/index.ts';
import { OrgCategory, ProclamationStatus as Status } from '../../src/core/contract/index.ts';
import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import type { Scope } from '../db/scope.ts';
import { containsPattern, pageOf, type PageRequest } from './scoped.ts';

/**
 * Announcements belong to an organisation (all of its departments read them); the platform's belong to every
 * organisation (org_id null). A caller manages those of its organisation, and platform staff also the platform's.
 */
const COLUMNS = `x.id, x.title, x.content, x.index_flag AS "indexFlag", x.status, (x.org_id IS NULL) AS "allOrganisations",
  x.created_at AS "createTime", COALESCE(x.updated_at, x.created_at) AS "updateTime"`;
/** $1 organisation, $2 whether the caller is platform staff. */
const MANAGED = `(x.org_id = $1 OR (x.org_id IS NULL AND $2::boolean))`;

const managedParams = (scope: Scope): [number, boolean] => [scope.orgId, scope.orgCategory === OrgCategory.PLATFORM];

export interface ProclamationFilter extends PageRequest {
  title?: string;
  status?: ProclamationStatus;
}

export function pageProclamations(db: Queryable, scope: Scope, filter: ProclamationFilter): Promise<Paged<Proclamation>> {
  const from = `FROM announcements x WHERE ${MANAGED} AND ($3::text IS NULL OR x.title ILIKE $3) AND ($4::smallint IS NULL OR x.status = $4::smallint)`;
  const params = [...managedParams(scope), containsPattern(filter.title), filter.status ?? null];
  return pageOf<Proclamation>(db, COLUMNS, from, 'x.created_at DESC, x.id DESC', params, filter);
}

/** A new announcement of the caller's organisation, or of every organisation when platform staff write it. */
export async function addProclamation(db: Queryable, scope: Scope, input: ProclamationAdd, now: number): Promise<Proclamation> {
  const [orgId, platform] = managedParams(scope);
  const added = await one<Proclamation>(
    db,
    `INSERT INTO announcements AS x (org_id, title, content, index_flag, status, created_at, updated_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING ${COLUMNS}`,
    [platform ? null : orgId, input.title.trim(), input.content, input.indexFlag, input.status ?? Status.ENABLED, now, scope.userId],
  );
  if (!added) throw new Error('insert returned no row');
  return added;
}

/** null when the announcement is not one the caller manages (or unknown). */
export function updateProclamation(db: Queryable, scope: Scope, input: ProclamationUpdate, now: number): Promise<Proclamation | null> {
  return one<Proclamation>(
    db,
    `UPDATE announcements x SET title = $4, content = $5, index_flag = $6, updated_at = $7
      WHERE x.id = $3 AND ${MANAGED} RETURNING ${COLUMNS}`,
    [...managedParams(scope), input.id, input.title.trim(), input.content, input.indexFlag, now],
  );
}

export function setProclamationStatus(db: Queryable, scope: Scope, id: number, status: ProclamationStatus, now: number): Promise<Proclamation | null> {
  return one<Proclamation>(
    db,
    `UPDATE announcements x SET status = $4, updated_at = $5 WHERE x.id = $3 AND ${MANAGED} RETURNING ${COLUMNS}`,
    [...managedParams(scope), id, status, now],
  );
}

export async function deleteProclamation(db: Queryable, scope: Scope, id: number): Promise<boolean> {
  return (await one(db, `DELETE FROM announcements x WHERE x.id = $3 AND ${MANAGED} RETURNING x.id`, [...managedParams(scope), id])) !== null;
}
