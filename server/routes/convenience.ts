import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ConvenienceShop } from '../../src/core/contract/index.ts';
import { ApiPath, ok } from '../../src/core/contract/index.ts';
import { one } from '../db/db.ts';
import { notFound } from '../errors.ts';
import type { Scope } from '../db/scope.ts';
import { subtreePattern } from '../db/scope.ts';
import { ClientHeaders, Id, PageQuery, Paged, responses } from '../schemas.ts';
import { routePattern } from './pattern.ts';

const common = { tags: ['convenience'], security: [{ bearerAuth: [] }], headers: ClientHeaders };
const ShopSchema = Type.Object({ id: Type.Integer(), name: Type.String(), updateTime: Type.Integer({ description: 'epoch ms' }) });

/** Shops of the caller's organisation whose department is in the caller's subtree. */
const IN_SCOPE = `FROM convenience_shops s JOIN depts d ON d.id = s.dept_id WHERE s.org_id = $1 AND d.path LIKE $2`;

export const convenienceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    ApiPath.convenienceShopPage,
    {
      schema: {
        ...common,
        summary: 'Convenience shops, most recently updated first',
        description: 'Shops of the caller\'s organisation and department subtree. The store manager\'s redirect asks for limit 99999 and opens the first.',
        querystring: PageQuery,
        response: responses(Paged(ShopSchema)),
      },
    },
    async (request) => {
      const scope = request.scope as Scope;
      const { page = 1, limit = 10 } = request.query;
      const total = await one<{ count: number }>(db, `SELECT count(*) AS count ${IN_SCOPE}`, [scope.orgId, subtreePattern(scope)]);
      const { rows } = await db.query<ConvenienceShop>(
        `SELECT s.id, s.name, s.update_time AS "updateTime" ${IN_SCOPE} ORDER BY s.update_time DESC, s.id LIMIT $3 OFFSET $4`,
        [scope.orgId, subtreePattern(scope), limit, (page - 1) * limit],
      );
      return ok({ rows, total: total?.count ?? 0 });
    },
  );

  app.get(
    routePattern(ApiPath.convenienceShop, 'id'),
    {
      schema: {
        ...common,
        summary: 'One convenience shop',
        description: 'Shops outside the caller\'s organisation or department subtree answer HTTP 404, like unknown ids.',
        params: Type.Object({ id: Id('shop id') }),
        response: responses(ShopSchema),
      },
    },
    async (request) => {
      const scope = request.scope as Scope;
      const shop = await one<ConvenienceShop>(db, `SELECT s.id, s.name, s.update_time AS "updateTime" ${IN_SCOPE} AND s.id = $3`, [
        scope.orgId,
        subtreePattern(scope),
        request.params.id,
      ]);
      if (!shop) throw notFound(`convenience shop ${request.params.id}`);
      return ok(shop);
    },
  );
};
