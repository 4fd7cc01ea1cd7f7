import { findSession, sessionLive } from '../modules/auth/sessions.ts';
import { SessionWatch } from '../modules/auth/session-watch.ts';
import { loginCodeDelivery, type LoginCodeDelivery } from '../modules/auth/sms-delivery.ts';
import { PasswordQueue } from '../modules/auth/password-queue.ts';
import { CACHE_CHANNEL } from './auth-cache.ts';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The event streams open in this process, by session: closed when their session ends (../modules/auth/session-watch.ts). */
    sessionWatch: SessionWatch;
    /** Login codes leave from this job, after sendLoginSms has answered (../modules/auth/sms-delivery.ts). */
    loginCodes: LoginCodeDelivery;
    /** Every password check waits its turn here (../modules/auth/password-queue.ts). */
    passwordQueue: PasswordQueue;
  }
}

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

  const watch = new SessionWatch(() => clock.now(), (tokenHash) => sessionLive(app.db.orm, clock, tokenHash));
  app.decorate('sessionWatch', watch);
  await app.db.listen(CACHE_CHANNEL, (payload) => watch.notified(payload));
  const codes = loginCodeDelivery(app.db.orm, app.sms, app.log);
  app.decorate('loginCodes', codes);
  app.decorate('passwordQueue', new PasswordQueue(app.config.passwordQueue));
  app.addHook('preClose', async () => {
    watch.close();
    await codes.stop();
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = accessOf(request);
    if (access === 'public') return;
    const token = tokenFromHeader(request.headers.authorization);
    request.session = token === null ? null : await cachedSession(token);
    if (request.session === null && access !== 'optional') throw tokenExpired();
    // An event stream lives as long as its session: closed within a second of its logout, expiry or revocation.
    if (request.session && request.routeOptions.config?.call?.produces === 'events') {
      const stop = watch.watch(request.session, () => reply.raw.destroy());
      reply.raw.on('close', stop);
    }
  });
});
