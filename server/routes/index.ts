import type { FastifyPluginAsync } from 'fastify';
import { loadModules } from '../modules/index.ts';
import { loginRoutes } from './auth-login.ts';
import { sessionRoutes } from './auth-session.ts';
import { complaintRoutes } from './complaints.ts';
import { dashboardRoutes } from './dashboard.ts';
import { merchantRoutes } from './merchants.ts';
import { metaRoutes } from './meta.ts';
import { orderRoutes } from './orders.ts';
import { replenishmentRoutes } from './replenishment.ts';
import { staffRoutes } from './staff.ts';
import { systemRoutes } from './system.ts';

/** Every API route; each file declares its schemas, which the OpenAPI document is generated from. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  for (const module of await loadModules()) {
    if (module.routes) await app.register(async (scope) => module.routes?.(scope));
  }
  await app.register(metaRoutes);
  await app.register(loginRoutes);
  await app.register(sessionRoutes);
  await app.register(staffRoutes);
  await app.register(systemRoutes);
  await app.register(orderRoutes);
  await app.register(complaintRoutes);
  await app.register(replenishmentRoutes);
  await app.register(merchantRoutes);
  await app.register(dashboardRoutes);
};
