import type { FastifyPluginAsync } from 'fastify';
import { loadModules } from '../modules/index.ts';
import { accountRoutes } from './account.ts';
import { asyncTaskRoutes } from './async-tasks.ts';
import { convenienceRoutes } from './convenience.ts';
import { feeRoutes } from './fees.ts';
import { messageRoutes } from './messages.ts';
import { proclamationRoutes } from './proclamations.ts';

/** Every API route; each file declares its schemas, which the OpenAPI document is generated from. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  for (const module of await loadModules()) {
    if (module.routes) await app.register(async (scope) => module.routes?.(scope));
  }
  await app.register(accountRoutes);
  await app.register(messageRoutes);
  await app.register(convenienceRoutes);
  await app.register(asyncTaskRoutes);
  await app.register(proclamationRoutes);
  await app.register(feeRoutes);
};
