import { findSession } from '../modules/auth/sessions.ts';
import { outboxSmsProvider, webhookSmsProvider } from '../modules/auth/sms-provider.ts';
import type { SmsProvider } from '../modules/auth/sms-provider.ts';
import { isProduction, type ServerConfig } from '../config.ts';
import type { Orm } from '../db/db.ts';
import type { FastifyBaseLogger } from 'fastify';
import { sha256, tokenFromHeader } from '../modules/auth/tokens.ts';
import { tokenExpired } from '../errors.ts';
import type { FastifyRequest } from 'fastify';
import type { Access } from '../fastify-types.ts';
import { sharedPlugin } from './plugin.ts';
import { ConfigError } from '../startup.ts';

/** A route's access: as configured; API routes default to 'group' (closed unless opened), the rest are public. */
export function accessOf(request: FastifyRequest): Access {
  const configured = request.routeOptions.config?.access;
  if (configured) return configured;
  const url = request.routeOptions.url;
  return !request.is404 && url !== undefined && url.startsWith('/api') ? 'group' : 'public';
}

/**
 * The configured SMS provider. Production never falls back to the development outbox: it needs SMS_PROVIDER set
 * (to 'webhook' with SMS_WEBHOOK_URL, or to 'outbox' on purpose), else the server does not start.
 */
export function smsProviderOf(config: ServerConfig, orm: Orm, log: FastifyBaseLogger): SmsProvider {
  if (config.smsProvider) return config.smsProvider;
  const name = config.smsProviderName ?? (isProduction(config) ? undefined : 'outbox');
  if (name === undefined) {
    throw new ConfigError(
      'SMS_PROVIDER is not set: in production login codes need a real gateway (SMS_PROVIDER=webhook with SMS_WEBHOOK_URL), ' +
        'or SMS_PROVIDER=outbox to keep them in the database on purpose',
    );
  }
  if (name === 'webhook') {
    if (!config.smsWebhookUrl) throw new ConfigError('SMS_PROVIDER=webhook needs SMS_WEBHOOK_URL');
    return webhookSmsProvider(config.smsWebhookUrl);
  }
  return outboxSmsProvider(orm, log);
}

/**
 * Reads `Authorization: Bearer <token>` (or the bare token) into `request.session`. Routes with access
 * 'session' or 'group' (the default) refuse a missing, unknown, expired or revoked token with HTTP 401 and
 * status 8405 (spec §8), before their input is even looked at.
 */
export const authPlugin = sharedPlugin('backroom-auth', async (app) => {
  app.decorate('sms', smsProviderOf(app.config, app.db.orm, app.log));
  app.decorateRequest('session', null);
  const { clock } = app.config;
  /** The token's session from the process's cache (server/plugins/auth-cache.ts); expiry is checked on every use. */
  const cachedSession = async (token: string) => {
    const tokenHash = sha256(token);
    const session = await app.authCache.sessions.get(tokenHash, () => findSession(app.db.orm, clock, token), (found) => found !== null);
    return session !== null && session.expiresAt > clock.now() ? session : null;
  };

  app.addHook('onRequest', async (request) => {
    const access = accessOf(request);
    if (access === 'public') return;
    const token = tokenFromHeader(request.headers.authorization);
    request.session = token === null ? null : await cachedSession(token);
    if (request.session === null && access !== 'optional') throw tokenExpired();
  });
});
