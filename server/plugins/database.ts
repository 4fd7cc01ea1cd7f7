import { withAmbientOrm } from '../db/ambient.ts';
import { runMigrations } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { seedDemo } from '../db/seed.ts';
import { sharedPlugin } from './plugin.ts';

/** Opens PGlite or PostgreSQL (or takes `config.database`), applies migrations, seeds an empty database, closes it with the app. */
export const databasePlugin = sharedPlugin('backroom-database', async (app) => {
  const { config } = app;
  const db = config.database ?? (await openDatabase(config));
  // Modules' queries follow the request's transaction where there is one (a staff write and its audit record).
  app.decorate('db', withAmbientOrm(db));
  app.addHook('onClose', async () => {
    await db.close();
  });
  const applied = await runMigrations(db, undefined, config.clock.now());
  if (applied.length) app.log.info({ applied }, 'database migrations applied');
  if (config.seed && (await seedDemo(db, config.clock))) app.log.info('demo organisation seeded');
});
