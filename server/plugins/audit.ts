// The audit trail around every staff write (DESIGN.md: a plugin with one job). A route registered from a descriptor
// whose method is not GET and whose access needs a session runs its handler through `app.audit.run`: one transaction
// holds the change and its record, so a change is never without its record and a rolled-back change leaves none.
// A refused write (a business code, or refused before its handler ran: view code, input, rate limit) keeps nothing it
// did and is recorded on its own, as refused. What must wait for the commit is handed to afterCommit (db/ambient.ts).
import type { FastifyError, FastifyRequest } from 'fastify';
import type { CallSpec } from '../../src/core/contract/api/define.ts';
import { Code, STATUS_OK } from '../../src/core/contract/index.ts';
import { afterCommit, inAmbientTransaction } from '../db/ambient.ts';
import { ApiError } from '../errors.ts';
import { registerSigninLog } from '../modules/audit/signin.ts';
import { ChainLinker } from '../modules/audit/chain.ts';
import { recordStatement, writerOf, type Outcome, type Writer } from '../modules/audit/recorder.ts';
import { sharedPlugin } from './plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The calls the trail records (staff writes registered from descriptors), in the order they were registered. */
    auditedCalls: readonly CallSpec[];
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

/** How long the linker waits after a write for others to link with it (a second's writes cost one link). */
const LINK_DELAY_MS = 1000;

export const auditPlugin = sharedPlugin('backroom-audit', async (app) => {
  // The calls recorded, as their routes are registered (the 操作日志 filter's choices, GET /api/system/audit/calls).
  const calls: CallSpec[] = [];
  app.decorate('auditedCalls', calls);
  app.addHook('onRoute', (options) => {
    const call = (options.config as { call?: CallSpec } | undefined)?.call;
    if (isAuditedCall(call) && options.method !== 'HEAD') calls.push(call);
  });
  if (app.config.auditWrites === false) return;
  const { db } = app;
  const { orm } = db;
  const { clock } = app.config;
  app.decorateRequest('auditAt', 0);
  app.decorateRequest('auditDone', false);

  // Records are linked into their organisation's chain right after their writes commit, a burst at once.
  const linker = new ChainLinker(orm, LINK_DELAY_MS, (error) => app.log.error({ err: error }, 'audit chain: linking failed'));
  app.addHook('onClose', async () => linker.flush());
  const refused = async (request: FastifyRequest, call: CallSpec, writer: Writer, outcome: Outcome, startedAt: number) => {
    // Nothing captured: a transaction holding the record alone.
    await db.capturedTransaction(async () => undefined, () => recordStatement({ call, request, writer, outcome, startedAt, now: clock.now() }));
    linker.soon(writer.orgId);
  };

  app.decorate('audit', {
    async run<T>(request: FastifyRequest, call: CallSpec, handler: () => Promise<T>, msgOf: (answer: T) => string): Promise<T> {
      const startedAt = request.auditAt || performance.now();
      request.auditDone = true;
      const writer = await writerOf(orm, request);
      if (writer === null) return handler();
      try {
        // The change, then its record last (it reads what the triggers captured), in one transaction.
        const record = (answer: T) =>
          recordStatement({ call, request, writer, outcome: { httpStatus: 200, code: STATUS_OK, msg: msgOf(answer) }, startedAt, now: clock.now() });
        return await inAmbientTransaction<T>((fn) => db.capturedTransaction(fn, record), async () => {
          const answer = await handler();
          afterCommit(() => linker.soon(writer.orgId));
          return answer;
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // Refused: nothing it did is kept (its transaction rolled back); it is recorded on its own, as refused.
        await refused(request, call, writer, { httpStatus: error.httpStatus, code: error.status, msg: error.message }, startedAt);
        throw error;
      }
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
    await refused(request, call, writer, outcome, request.auditAt || performance.now());
  });

  registerSigninLog(app);
});
