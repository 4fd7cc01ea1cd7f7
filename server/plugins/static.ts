import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isProduction } from '../config.ts';
import { compactPage, withBootLogin } from './bootLogin.ts';
import { FAVICON } from './favicon.ts';
import { AHEAD, entryUrl, LOGIN_START_PATH, LOGIN_START_SCRIPT, loginStartUrl, withPageStart } from './preload.ts';
import { sharedPlugin } from './plugin.ts';

const hidden = { hide: true } as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built elements under /dist/, the demo back office at / and the portal page at /portal.html. Any other GET
 * outside /api and /dist returns demo/index.html, so history-mode routes (/login, /dashboard, /en/login,
 * /brandx/login, /Layout/...) load the app. Pages are read at request time, so a rebuild needs no restart.
 */
export const staticPlugin = sharedPlugin('backroom-static', async (app) => {
  const root = app.config.staticRoot;
  const dist = join(root, 'dist');
  if (existsSync(dist)) {
    // Source maps (built only with BUILD_SOURCEMAPS=1) are never served in production: they carry our sources.
    const allowedPath = isProduction(app.config) ? (path: string) => !path.endsWith('.map') : undefined;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/dist/',
      decorateReply: false,
      index: false,
      allowedPath,
      // The build's .br and .gz copies, by Accept-Encoding (issue 15).
      preCompressed: true,
      // Chunks carry their content's hash in their name: cached for a year, never revalidated. Entry files
      // (define.js, elements.js, core.js) keep their names across builds: revalidated (ETag) on every load, except
      // under the versioned URLs the back office's page loads define.js and ahead.js from.
      cacheControl: false,
      setHeaders: (reply, path) => {
        const { url } = reply.request;
        const hashed = /[\\/]chunks[\\/]/.test(path) || url === entryUrl(dist) || url === entryUrl(dist, AHEAD);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  const page = (file: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const path = join(root, 'demo', file);
    if (!existsSync(path)) return reply.callNotFound();
    // The back office's page names its first chunks (modulepreload) and paints a login path's form (issue 15); other
    // pages go as they are.
    const html = await readFile(path, 'utf8');
    const body =
      file === 'index.html'
        ? compactPage(withBootLogin(withPageStart(html, dist, request.url), request.url))
        : html;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
  };
  const options = { config: { access: 'public' as const }, schema: hidden };

  // The portal page's own script (a page under our CSP runs no inline script).
  app.get('/portal.js', options, async (request, reply) => {
    const path = join(root, 'demo', 'portal.js');
    if (!existsSync(path)) return reply.callNotFound();
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(await readFile(path));
  });
  // A login page's start script (./preload.ts): immutable under its content's hash, revalidated under another URL.
  app.get(LOGIN_START_PATH, options, async (request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', request.url === loginStartUrl ? IMMUTABLE : 'no-cache')
      .send(LOGIN_START_SCRIPT),
  );
  // The origin's icon (browsers ask for it on every page): an image, never the fallback page below.
  app.get('/favicon.ico', options, async (_request, reply) =>
    reply.type('image/x-icon').header('cache-control', 'public, max-age=86400').send(FAVICON),
  );
  app.get('/', options, page('index.html'));
  app.get('/portal.html', options, page('portal.html'));
  const fallback = page('index.html');
  app.get('/*', options, async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/dist/')) return reply.callNotFound();
    return fallback(request, reply);
  });
});
