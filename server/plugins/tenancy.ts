import { Code } from '../../src/core/contract/index.ts';
import { ApiError, messageOf } from '../errors.ts';
import { loadScope } from '../modules/org/repository.ts';
import { accessOf } from './auth.ts';
import { sharedPlugin } from './plugin.ts';

/** Why a token without a usable group is refused (spec §4 step 3: choose an identity first). */
export const NO_GROUP_MESSAGE = `${messageOf(Code.NO_PERMISSION)}：请先选择身份`;

/**
 * Gives every 'group' route `request.scope`: the organisation and department subtree of the token's group.
 * A token not bound to a group (or bound to one disabled since) gets HTTP 403 with status 403.
 */
export const tenancyPlugin = sharedPlugin('backroom-tenancy', async (app) => {
  app.decorateRequest('scope', null);

  app.addHook('onRequest', async (request) => {
    const access = accessOf(request);
    if (access !== 'group' || request.session === null) return;
    const { userId, groupId } = request.session;
    request.scope = groupId === null ? null : await app.authCache.scopes.get(`${userId}:${groupId}`, () => loadScope(app.db.orm, userId, groupId));
    if (request.scope === null) throw new ApiError(403, Code.NO_PERMISSION, NO_GROUP_MESSAGE);
  });
});
