import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account.ts';
import { loginRoutes } from './auth-login.ts';
import { sessionRoutes } from './auth-session.ts';
import { convenienceRoutes } from './convenience.ts';
import { messageRoutes } from './messages.ts';
import { metaRoutes } from './meta.ts';
import { staffRoutes } from './staff.ts';
import { systemRoutes } from './system.ts';

/** Every API route; each file declares its schemas, which the OpenAPI document is generated from. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(metaRoutes);
  await app.register(loginRoutes);
  await app.register(sessionRoutes);
  await app.register(staffRoutes);
  await app.register(systemRoutes);
  await app.register(accountRoutes);
  await app.register(messageRoutes);
  await app.register(convenienceRoutes);
};
