// Holding load (issue 14): a saturated process says so instead of hanging, and work nobody waits for is not done.
// - Back-pressure (@fastify/under-pressure): while the event loop lags more than config.maxEventLoopDelayMs (PGlite's
//   queries run on it, so a long queue shows there), requests get HTTP 503 with Retry-After and the usual envelope at
//   once. /api/health is always answered (a load balancer asks it).
// - Abandoned requests: a request whose client has gone (closed its connection while the request waited its turn, or
//   while its session and scope were looked up) is dropped before its next step, so it never reaches the database.
import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { healthCheck } from '../../src/core/contract/api/meta.ts';
import { sharedPlugin } from './plugin.ts';

/** Seconds a refused client is told to wait. */
export const RETRY_AFTER_S = 5;
/** After the start, this long before the event loop's lag counts. */
const START_GRACE_MS = 3000;
/** The envelope of a refusal under load (ours; the spec has no such case). */
export const BUSY = { status: 503, msg: '服务繁忙，请稍后重试', data: null } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests dropped because their client had gone (for the bench and the tests). */
    abandonedRequests(): number;
  }
}

/**
 * The client closed its connection, or the answer can no longer be written. Not `request.raw.destroyed`: Node
 * destroys a request once its body has been read in full, with the client still waiting for the answer.
 */
export function gone(request: FastifyRequest, reply: FastifyReply): boolean {
  return request.raw.readableAborted || reply.raw.destroyed || request.raw.socket?.destroyed === true;
}

export const backPressurePlugin = sharedPlugin('backroom-back-pressure', async (app) => {
  const { maxEventLoopDelayMs } = app.config;
  // Opening, migrating and seeding PGlite holds the event loop for seconds: that start is not load.
  let readyAt = Infinity;
  app.addHook('onReady', async () => {
    readyAt = performance.now();
  });
  if (maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      sampleInterval: 200,
      retryAfter: RETRY_AFTER_S,
      pressureHandler: (request, reply) => {
        if (request.url === healthCheck.path || performance.now() - readyAt < START_GRACE_MS) return undefined;
        void reply.code(503).header('retry-after', String(RETRY_AFTER_S));
        // A value returned here is sent as the answer (under-pressure's documented contract; its types say void).
        return BUSY as unknown as void;
      },
    });
  }

  let abandoned = 0;
  app.decorate('abandonedRequests', () => abandoned);
  const dropIfGone = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!gone(request, reply)) return undefined;
    abandoned += 1;
    reply.hijack();
    reply.raw.destroy();
    return reply;
  };
  // Before the session is looked up, and again before the handler runs (after the session, scope and input).
  app.addHook('onRequest', dropIfGone);
  app.addHook('preHandler', dropIfGone);
});
