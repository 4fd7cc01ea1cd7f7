import 'fastify';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import type { Session } from './modules/auth/sessions.ts';
import type { Scope } from './db/scope.ts';
import type { SmsProvider } from './modules/auth/sms-provider.ts';
import type { RateLimitTable } from './config.ts';
import type { onRequestHookHandler, preHandlerHookHandler } from 'fastify';

/**
 * Who may call a route: 'public' (no token), 'optional' (a valid token is read when sent), 'session' (a valid
 * token, bound to a group or not), 'group' (a token bound to an enabled group; the default).
 */
export type Access = 'public' | 'optional' | 'session' | 'group';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Db;
    sms: SmsProvider;
    /** A hook refusing with 429 / 8429 once `key(request)` passed the named limit. */
    rateLimitBy(name: keyof RateLimitTable, key?: (request: FastifyRequest) => string): onRequestHookHandler & preHandlerHookHandler;
  }
  interface FastifyRequest {
    session: Session | null;
    scope: Scope | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
