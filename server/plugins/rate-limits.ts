import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { RateLimitTable } from '../config.ts';
import { tooManyRequests } from '../errors.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';
import { sharedPlugin } from './plugin.ts';

const byIp = (request: FastifyRequest) => request.ip;

/**
 * `app.rateLimitBy(name, key)` gives a hook that counts requests per key (the caller's address by default, or
 * e.g. the phone of a login) in the fixed window of `config.rateLimits[name]`, and refuses the excess with
 * HTTP 429, status 8429 and Retry-After. Counters are kept in the database, so every process on one PostgreSQL
 * shares them (issue 14).
 */
export const rateLimitsPlugin = sharedPlugin('backroom-rate-limits', async (app) => {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db) });

  app.decorate('rateLimitBy', (name: keyof RateLimitTable, key: (request: FastifyRequest) => string = byIp) => {
    const { max, windowMs } = app.config.rateLimits[name];
    const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${name}:${key(request)}` });
    return async (request: FastifyRequest) => {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
    };
  });
});
