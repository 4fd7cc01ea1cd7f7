import 'fastify';
import type { Access, CallSpec } from '../src/core/contract/api/define.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import type { Session } from './modules/auth/sessions.ts';
import type { Scope } from './db/scope.ts';
import type { SmsProvider } from './modules/auth/sms-provider.ts';
import type { RateLimitTable } from './config.ts';
import type { onRequestHookHandler, preHandlerHookHandler } from 'fastify';

/** Who may call a route: the contract's access levels (src/core/contract/api/define.ts). */
export type { Access };

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
    /** The contract descriptor the route was registered from (server/modules/route.ts). */
    call?: CallSpec;
  }
}
