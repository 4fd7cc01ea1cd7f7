import type { Clock } from '../clock.ts';
import type { Db, Queryable } from './db.ts';
import { one } from './db.ts';
import { queryableOf } from './raw.ts';
import { loadModules } from '../modules/index.ts';
import { insertBusiness } from './seed/business.ts';
import { ACCOUNT_MOVEMENTS, ANNOUNCEMENTS, CONVENIENCE_SHOPS, NOTIFICATIONS } from './seed/activity.ts';
import { userIdOf as userId } from '../modules/org/seed-personas.ts';

const SEEDED = 'seeded_at';

async function insertActivity(tx: Queryable, now: number): Promise<void> {
  for (const [orgId, kind, amount, after, age] of ACCOUNT_MOVEMENTS) {
    await tx.query('INSERT INTO account_movements (org_id, kind, amount_cents, balance_after_cents, created_at) VALUES ($1, $2, $3, $4, $5)', [
      orgId, kind, amount, after, now - age,
    ]);
  }
  for (const [orgId, title, content, indexFlag, status, age] of ANNOUNCEMENTS) {
    await tx.query('INSERT INTO announcements (org_id, title, content, index_flag, status, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      orgId, title, content, indexFlag, status, now - age,
    ]);
  }
  for (const [phone, orgId, title, content, route, handled, age] of NOTIFICATIONS) {
    await tx.query('INSERT INTO notifications (user_id, org_id, title, content, route, handled, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      userId(phone), orgId, title, content, route, handled, now - age,
    ]);
  }
  for (const [id, orgId, deptId, name, age] of CONVENIENCE_SHOPS) {
    await tx.query('INSERT INTO convenience_shops (id, org_id, dept_id, name, update_time) VALUES ($1, $2, $3, $4, $5)', [id, orgId, deptId, name, now - age]);
  }
}

/**
 * Loads the demo organisation once: the first start of an empty database. A marker row makes later starts (and
 * a second process racing this one, which waits on the advisory lock) skip it. Returns true when it seeded.
 */
export async function seedDemo(db: Db, clock: Clock): Promise<boolean> {
  if (await one(db, 'SELECT 1 FROM app_meta WHERE key = $1', [SEEDED])) return false;
  const modules = await loadModules();
  return db.orm.transaction(async (orm) => {
    const tx = queryableOf(orm);
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('backroom.seed.' || current_schema()))`);
    if (await one(tx, 'SELECT 1 FROM app_meta WHERE key = $1', [SEEDED])) return false;
    const now = clock.now();
    // The modules' rows first (the organisation before the areas that refer to it), then what is not moved yet.
    for (const module of modules) await module.seed?.(orm, { now, clock, userId });
    await insertActivity(tx, now);
    await insertBusiness(tx, now, userId);
    await tx.query('INSERT INTO app_meta (key, value) VALUES ($1, $2)', [SEEDED, String(now)]);
    return true;
  });
}
