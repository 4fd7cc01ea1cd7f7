import type { FastifyReply, FastifyRequest } from 'fastify';
import { sharedPlugin } from './plugin.ts';

/** What a cross-origin caller may send (spec §7: Authorization, country and Client on every request). */
const ALLOWED_HEADERS = 'Authorization, Content-Type, country, Client';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
/** Headers a cross-origin caller may read: Retry-After of the 429 refusals. */
const EXPOSED_HEADERS = 'Retry-After';
const PREFLIGHT_MAX_AGE_S = '600';

/** `https://a.example.com/, http://b:8080` → exact origins (scheme, host, port), without trailing slashes or blanks. */
export function parseOrigins(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
}

/**
 * CORS for hosts embedding the elements on another origin (DESIGN.md: elements live in a partner's portal). Only the
 * origins of `config.corsOrigins` (env CORS_ORIGINS, comma-separated; default none) get the CORS headers; a
 * preflight from one of them is answered 204 before authentication. Tokens travel in the Authorization header,
 * never cookies, so credentials are not allowed. Other origins get no CORS headers, and the browser blocks them.
 */
export const corsPlugin = sharedPlugin('backroom-cors', async (app) => {
  const allowed = new Set(app.config.corsOrigins);
  if (allowed.size === 0) return;

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) return;
    reply
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', PREFLIGHT_MAX_AGE_S);
    return reply.code(204).send();
  });
});
