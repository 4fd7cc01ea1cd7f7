import { findSession } from '../modules/auth/sessions.ts';
import { outboxSmsProvider } from '../modules/auth/sms-provider.ts';
import { tokenFromHeader } from '../modules/auth/tokens.ts';
import { tokenExpired } from '../errors.ts';
import type { FastifyRequest } from 'fastify';
import type { Access } from '../fastify-types.ts';
import { sharedPlugin } from './plugin.ts';

/** A route's access: as configured; API routes default to 'group' (closed unless opened), the rest are public. */
export function accessOf(request: FastifyRequest): Access {
  const configured = request.routeOptions.config?.access;
  if (configured) return configured;
  const url = request.routeOptions.url;
  return !request.is404 && url !== undefined && url.startsWith('/api') ? 'group' : 'public';
}

/**
 * Reads `Authorization: Bearer <token>` (or the bare token) into `request.session`. Routes with access
 * 'session' or 'group' (the default) refuse a missing, unknown, expired or revoked token with HTTP 401 and
 * status 8405 (spec §8), before their input is even looked at.
 */
export const authPlugin = sharedPlugin('backroom-auth', async (app) => {
  app.decorate('sms', app.config.smsProvider ?? outboxSmsProvider(app.db.orm, app.log));
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    const access = accessOf(request);
    if (access === 'public') return;
    const token = tokenFromHeader(request.headers.authorization);
    request.session = token === null ? null : await findSession(app.db.orm, app.config.clock, token);
    if (request.session === null && access !== 'optional') throw tokenExpired();
  });
});
