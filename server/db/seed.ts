import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { loadModules } from '../modules/index.ts';
import { appMeta } from '../modules/org/tables.ts';
import { userIdOf as userId } from '../modules/org/seed-personas.ts';
import type { Db } from './db.ts';

const SEEDED = 'seeded_at';

/**
 * Loads the demo organisation once: the first start of an empty database. Every module seeds its own rows, in
 * dependency order, in one transaction. A marker row makes later starts (and a second process racing this one,
 * which waits on the advisory lock) skip it. Returns true when it seeded.
 */
export async function seedDemo(db: Db, clock: Clock): Promise<boolean> {
  const seeded = async (orm: Db['orm']) => (await orm.select().from(appMeta).where(eq(appMeta.key, SEEDED))).length > 0;
  if (await seeded(db.orm)) return false;
  const modules = await loadModules();
  return db.orm.transaction(async (orm) => {
    await orm.execute(sql`SELECT pg_advisory_xact_lock(hashtext('backroom.seed.' || current_schema()))`);
    if (await seeded(orm)) return false;
    const now = clock.now();
    for (const module of modules) await module.seed?.(orm, { now, clock, userId });
    await orm.insert(appMeta).values({ key: SEEDED, value: String(now) });
    return true;
  });
}
