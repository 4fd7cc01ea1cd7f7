// An answer kept in a cache is serialized, tagged and compressed once, not on every request that reads it (issues 14
// and 15): the envelope as the route's response schema writes it, its ETag (./etag.ts answers 304 with it as with
// any), and its brotli and gzip forms, each made on the first request that accepts it (./compression.ts would
// otherwise compress the same text again for every request).
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../src/core/contract/index.ts';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES } from './compression.ts';
import { weakEtag } from './etag.ts';

type Encoding = 'br' | 'gzip';

/**
 * The encoding to send to a client asking with `header` (Accept-Encoding), as ./compression.ts negotiates: br before
 * gzip, the highest q-value first, `*` and `x-gzip` read as gzip; none when it accepts neither (or asks for identity).
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...parameters] = part.split(';').map((piece) => piece.trim());
    const name = token === '*' || token === 'x-gzip' ? 'gzip' : token;
    if (name !== 'br' && name !== 'gzip') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!(weight > 0)) continue;
    if (weight > bestQ || (weight === bestQ && name === 'br')) {
      best = name;
      bestQ = weight;
    }
  }
  return best;
}

/** Cached data with its serialized envelope, ETag and compressed forms, made on first use (by that route's schema). */
export class PreparedAnswer<T> {
  body?: string;
  etag?: string;
  private bytes?: number;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly data: T) {}

  /** The envelope as the route writes it, kept. */
  text(reply: FastifyReply): string {
    if (this.body === undefined) {
      this.body = String(reply.serialize(ok(this.data)));
      this.etag = weakEtag(this.body);
      this.bytes = Buffer.byteLength(this.body);
    }
    return this.body;
  }

  /** The envelope compressed with `encoding`, kept; null when it is too small to be worth it (sent as it is). */
  compressed(reply: FastifyReply, encoding: Encoding): Buffer | null {
    const body = this.text(reply);
    if ((this.bytes ?? 0) < COMPRESS_THRESHOLD_BYTES) return null;
    let kept = this.encoded.get(encoding);
    if (kept === undefined) {
      kept = encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
      this.encoded.set(encoding, kept);
    }
    return kept;
  }
}

/**
 * What a route answers for `answer` (200): its kept text, or its kept compressed form with Content-Encoding when the
 * client accepts one, with its ETag. Returned by the route's handler (not sent here): fastify sends a string or a
 * Buffer as it is, and the onSend hooks (ETag, compression) leave an answer that is already encoded as it is.
 */
export function preparedPayload(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer<unknown>): string | Buffer {
  const body = answer.text(reply);
  reply.type('application/json; charset=utf-8').header('etag', answer.etag);
  const encoding = request.headers['x-no-compression'] === undefined ? acceptedEncoding(request.headers['accept-encoding']) : null;
  const compressed = encoding === null ? null : answer.compressed(reply, encoding);
  if (encoding === null || compressed === null) return body;
  const vary = reply.getHeader('vary');
  reply.header('content-encoding', encoding).header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  return compressed;
}
