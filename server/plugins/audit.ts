// The audit trail around every staff write (DESIGN.md: a plugin with one job). A route registered from a descriptor
// whose method is not GET and whose access needs a session runs its handler through `app.audit.run`: one transaction
// holds the change and its record, so a change is never without its record and a rolled-back change leaves none.
// A write refused before its handler ran (view code, input, rate limit) is recorded on its own, as refused.
import type { FastifyError, FastifyRequest } from 'fastify';
import type { CallSpec } from '../../src/core/contract/api/define.ts';
import { Code, STATUS_OK } from '../../src/core/contract/index.ts';
import { inAmbientTransaction, withAmbient } from '../db/ambient.ts';
import { ApiError } from '../errors.ts';
import { registerSigninLog } from '../modules/audit/signin.ts';
import { captureChanges, recordWrite, takeChanges, writerOf, type Outcome } from '../modules/audit/recorder.ts';
import { sharedPlugin } from './plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    audit: {
      /** Runs a write's handler and records it in the same transaction; `msgOf` reads the answer's msg. */
      run<T>(request: FastifyRequest, call: CallSpec, handler: () => Promise<T>, msgOf: (answer: T) => string): Promise<T>;
    };
  }
  interface FastifyRequest {
    /** When the request came in (performance.now()), for the record's duration. */
    auditAt: number;
    /** Set once the request's write is recorded (or being recorded by `app.audit.run`). */
    auditDone: boolean;
  }
}

/** Writes of staff: every route but GET, from a descriptor, whose caller must hold a session. */
export function isAuditedCall(call: CallSpec | undefined): call is CallSpec {
  if (!call || call.method === 'GET') return false;
  const access = call.access ?? 'group';
  return access === 'group' || access === 'session';
}

function outcomeOfError(error: unknown): Outcome | null {
  if (error instanceof ApiError) return { httpStatus: error.httpStatus, code: error.status, msg: error.message };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation || (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500)) {
    return { httpStatus: fastifyError.statusCode ?? 400, code: Code.BAD_INPUT, msg: fastifyError.message };
  }
  return null;
}

export const auditPlugin = sharedPlugin('backroom-audit', async (app) => {
  if (app.config.auditWrites === false) return;
  const { orm } = app.db;
  const { clock } = app.config;
  app.decorateRequest('auditAt', 0);
  app.decorateRequest('auditDone', false);

  app.decorate('audit', {
    async run<T>(request: FastifyRequest, call: CallSpec, handler: () => Promise<T>, msgOf: (answer: T) => string): Promise<T> {
      const startedAt = request.auditAt || performance.now();
      request.auditDone = true;
      const writer = await writerOf(orm, request);
      if (writer === null) return handler();
      const done = await inAmbientTransaction(orm, async (tx) => {
        await captureChanges(tx);
        let answer: T | undefined;
        let refusal: ApiError | null = null;
        try {
          // A savepoint: a refused write keeps none of what it did before it was refused.
          answer = await tx.transaction((savepoint) => withAmbient(savepoint, handler));
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          refusal = error;
        }
        const outcome: Outcome = refusal
          ? { httpStatus: refusal.httpStatus, code: refusal.status, msg: refusal.message }
          : { httpStatus: 200, code: STATUS_OK, msg: msgOf(answer as T) };
        const changes = await takeChanges(tx);
        await recordWrite(tx, { call, request, writer, outcome, changes, startedAt, now: clock.now() });
        return { answer, refusal };
      });
      if (done.refusal) throw done.refusal;
      return done.answer as T;
    },
  });

  app.addHook('onRequest', async (request) => {
    request.auditAt = performance.now();
  });

  // Refused before the handler ran (403 view code or identity, 400 input, 429): recorded on its own, as refused.
  app.addHook('onError', async (request, _reply, error) => {
    const call = request.routeOptions.config?.call;
    if (!isAuditedCall(call) || request.auditDone || request.session === null) return;
    const outcome = outcomeOfError(error);
    if (outcome === null) return;
    request.auditDone = true;
    const writer = await writerOf(orm, request);
    if (writer === null) return;
    await orm.transaction((tx) => recordWrite(tx, { call, request, writer, outcome, changes: [], startedAt: request.auditAt || performance.now(), now: clock.now() }));
  });

  registerSigninLog(app);
});
