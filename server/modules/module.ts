// An area of the server (DESIGN.md): its routes (from the contract's descriptors), its repository, its seed and its
// migrations (./migrations/NNN_name.sql), in server/modules/<area>/. Each folder's module.ts default-exports one.
import type { FastifyInstance } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Clock } from '../clock.ts';
import type { Orm } from '../db/db.ts';

export interface SeedContext {
  /** The time of the first start: seeded ages are relative to it. */
  now: number;
  clock: Clock;
  /** The id of a demo persona's user, by phone. */
  userId(phone: string): number;
}

export interface ServerModule {
  /** The folder's name. */
  name: string;
  /** Modules whose seed must run first (their rows are referred to). */
  after?: readonly string[];
  /** Registers the module's routes, each from its contract descriptor (./route.ts). */
  routes?(app: FastifyInstance): void | Promise<void>;
  /** Loads the module's part of the demo organisation, in the seed's one transaction. */
  seed?(tx: Orm, context: SeedContext): Promise<void>;
  /**
   * The module's tables whose rows belong to one organisation (an `org_id` column): the isolation sweep reads the
   * foreign ids and texts it probes every route with from these.
   */
  scopedTables?: readonly PgTable[];
}

export function defineModule(module: ServerModule): ServerModule {
  return module;
}
