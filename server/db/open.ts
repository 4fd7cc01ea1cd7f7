import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { Db } from './db.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when a URL is configured, otherwise PGlite in `dataDir/pglite` (or in memory). */
export function openDatabase(config: ServerConfig): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databaseSchema, { poolMax: config.databasePoolMax });
  return openPglite(config.inMemory ? null : join(config.dataDir, 'pglite'));
}
