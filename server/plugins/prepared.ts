// An answer kept in a cache is serialized and tagged once, not on every request that reads it (issues 14 and 15):
// the envelope as the route's response schema writes it, and its ETag (./etag.ts answers 304 with it as with any).
import type { FastifyReply } from 'fastify';
import { ok } from '../../src/core/contract/index.ts';
import { weakEtag } from './etag.ts';

/** Cached data with its serialized envelope and ETag, made on its first sending (by that route's schema). */
export class PreparedAnswer<T> {
  body?: string;
  etag?: string;
  constructor(readonly data: T) {}
}

/** Sends `answer` (200) as its kept JSON text; returns the reply for the route's handler to return. */
export function sendPrepared(reply: FastifyReply, answer: PreparedAnswer<unknown>): FastifyReply {
  const body = (answer.body ??= String(reply.serialize(ok(answer.data))));
  const etag = (answer.etag ??= weakEtag(body));
  return reply.type('application/json; charset=utf-8').header('etag', etag).send(body);
}
