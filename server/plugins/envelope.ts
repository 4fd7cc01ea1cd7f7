import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '../../src/core/contract/index.ts';
import { ApiError, badInput, messageOf, notFound } from '../errors.ts';
import { sharedPlugin } from './plugin.ts';

function send(reply: FastifyReply, httpStatus: number, status: number, msg: string, headers: Record<string, string> = {}) {
  return reply.code(httpStatus).headers(headers).send({ status, msg, data: null });
}

/** fastify's own client errors (bad JSON, body too large, wrong media type): 4xx with status 400 and the reason. */
function isClientError(error: FastifyError): boolean {
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}

/** Errors fastify raises before routing (a malformed URL such as '/api/x%'): same envelope, via the factory option. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const detail = badInput(error.message);
  void send(reply, 400, detail.status, detail.message);
}

function unsupportedType(request: FastifyRequest): string {
  return `Content-Type ${String(request.headers['content-type'] ?? '').slice(0, 80)} is not supported; send application/json`;
}

/**
 * The envelope `{status, msg, data}` for every failure: ApiError as thrown, validation errors as HTTP 400 naming
 * the field (`body/phone must match pattern ...`), anything unexpected as HTTP 500 with the generic text and no
 * detail (the log keeps it). Unknown paths get HTTP 404 in the same envelope.
 */
export const envelopePlugin = sharedPlugin('backroom-envelope', async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return send(reply, error.httpStatus, error.status, error.message, error.headers);
    if (error.validation) {
      const detail = badInput(error.message);
      return send(reply, 400, detail.status, detail.message);
    }
    if (isClientError(error)) {
      const detail = badInput(error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? unsupportedType(request) : error.message);
      return send(reply, error.statusCode ?? 400, detail.status, detail.message);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, Code.SERVER_ERROR, messageOf(Code.SERVER_ERROR));
  });

  app.setNotFoundHandler((request, reply) => {
    const error = notFound(`${request.method} ${request.url.split('?')[0]}`);
    return send(reply, error.httpStatus, error.status, error.message);
  });

  // An empty body sent as application/json (axios does so for bodiless POSTs) reads as no body, not as an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
});
