import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { Code } from '../../src/core/contract/index.ts';
import { holdsViewCode } from '../../src/core/rules/permissions.ts';
import { ApiError, messageOf } from '../errors.ts';
import { loadViews } from '../modules/org/repository.ts';
import { sharedPlugin } from './plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A route hook refusing with 403 unless the identity holds `code`, or one of the codes (or '*:*:*'). */
    requireView(code: string | readonly string[]): onRequestHookHandler;
  }
}

/**
 * `app.requireView(code)` gives a route hook refusing with HTTP 403 (status 403) unless the identity's roles hold the
 * view code or '*:*:*' (spec §6, the same rule the client's buttons follow). Runs after tenancy, before the input
 * is read, so a refused caller learns nothing about the input or the rows.
 */
export const permissionsPlugin = sharedPlugin('backroom-permissions', async (app) => {
  app.decorate('requireView', (code: string | readonly string[]) => {
    const codes = [code].flat();
    return async (request: FastifyRequest) => {
      // Tenancy gave every 'group' route its scope; without one (a route of another access level) nothing is held.
      const { scope } = request;
      const held = scope === null ? [] : await app.authCache.views.get(scope.groupId, () => loadViews(app.db.orm, scope.groupId));
      if (!codes.some((wanted) => holdsViewCode(held, wanted))) {
        throw new ApiError(403, Code.NO_PERMISSION, `${messageOf(Code.NO_PERMISSION)}：需要 ${codes.join(' 或 ')}`);
      }
    };
  });
});
