import { withAmbientOrm } from '../db/ambient.ts';
import { runMigrations } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { seedDemo } from '../db/seed.ts';
import { sharedPlugin } from './plugin.ts';

/** Opens PGlite or PostgreSQL (or takes `config.database`), applies migrations, seeds an empty database, closes it with the app. */
export const databasePlugin = sharedPlugin('backroom-database', async (app) => {
  const { config } = app;
  // A first start on a slow machine can take minutes (PGlite's files, every migration, the demo seed): said as it goes.
  if (!config.database) app.log.info(config.databaseUrl ? 'connecting to PostgreSQL (DATABASE_URL)' : `opening the embedded database${config.inMemory ? ' (in memory)' : ` in ${config.dataDir}`}`);
  const db = config.database ?? (await openDatabase(config));
  // Modules' queries follow the request's transaction where there is one (a staff write and its audit record).
  app.decorate('db', withAmbientOrm(db));
  app.addHook('onClose', async () => {
    await db.close();
  });
  app.log.info('applying database migrations (a first start applies them all; this can take a minute)');
  const applied = await runMigrations(db, undefined, config.clock.now());
  app.log.info({ applied }, applied.length ? `${applied.length} database migrations applied` : 'the database is up to date');
  if (config.seed) {
    app.log.info('loading the demo organisation if the database has none yet');
    if (await seedDemo(db, config.clock)) app.log.info('demo organisation seeded');
  }
});
