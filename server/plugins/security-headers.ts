// Secure headers on every answer (issue 14): nosniff and a referrer policy everywhere; on pages, a Content Security
// Policy the elements and the demo pages work under (scripts from this origin only; inline styles, which Semi sets on
// elements, allowed; images also as data: and blob: URLs and over https, for logos) and the framing policy. API answers
// (JSON, files) carry the policy OWASP recommends for APIs: nothing may load from them, nobody may frame them.
import { isProduction } from '../config.ts';
import { sharedPlugin } from './plugin.ts';

/** Who may frame our pages (CSP frame-ancestors): FRAME_ANCESTORS, default this origin only. */
export function contentSecurityPolicy(frameAncestors: readonly string[], connectSources: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'self'"}`,
  ].join('; ');
}

/** The policy of every answer under /api that is not a page. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const securityHeadersPlugin = sharedPlugin('backroom-security-headers', async (app) => {
  const { config } = app;
  const policy = contentSecurityPolicy(config.frameAncestors, config.corsOrigins);
  const production = isProduction(config);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-resource-policy', config.corsOrigins.length ? 'cross-origin' : 'same-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', policy);
      if (production) reply.header('strict-transport-security', 'max-age=15552000');
    } else if (request.url.startsWith('/api')) {
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
});
