import type { RouteOptions } from 'fastify';
import type { CallSpec } from '../../src/core/contract/api/define.ts';
import { sharedPlugin } from './plugin.ts';

export interface RouteEntry {
  method: string;
  url: string;
  /** The descriptor it was registered from; undefined for a route registered by hand. */
  call?: CallSpec;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (HEAD twins of GET routes left out): the contract guard test reads it. */
    routeTable: RouteEntry[];
  }
}

/** Keeps the table of registered routes. Registered before any route. */
export const routeTablePlugin = sharedPlugin('backroom-route-table', async (app) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, call: route.config?.call });
    }
  });
});
