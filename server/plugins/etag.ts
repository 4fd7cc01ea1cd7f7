// Conditional GETs for the API (issue 14: menus and view codes revalidated, not sent again): a GET answered with an
// envelope carries a weak ETag of its body, and a request naming that ETag gets 304 with no body. Answers are
// `private, no-cache`: a browser keeps them per user and asks again every time, so nothing stale is ever shown.
import { createHash } from 'node:crypto';
import { sharedPlugin } from './plugin.ts';

/** The weak ETag of an answer's body. */
export const weakEtag = (body: string): string => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

export const etagPlugin = sharedPlugin('backroom-etag', async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (!request.url.startsWith('/api/') || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    // An answer sent from a cache (./prepared.ts) has its ETag made once, and may be compressed already (a Buffer).
    const kept = reply.getHeader('etag');
    if (kept === undefined && typeof payload !== 'string') return payload;
    const etag = String(kept ?? weakEtag(payload as string));
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    const asked = request.headers['if-none-match'];
    if (asked && asked.split(',').some((tag) => tag.trim() === etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-encoding');
      return '';
    }
    return payload;
  });
});
