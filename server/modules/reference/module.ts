// Reference data (spec §3, §7): dictionaries, the channel tree, department trees of the caller's scope, merchant
// form field settings, and the brand/operator relation.
import {
  brandTreeOperators, channelTree, conceptEntries, divisionTree, merchantFieldConfig, userDeptSubTree, userScopeDeptTree,
} from '../../../src/core/contract/api/reference.ts';
import { defineModule } from '../module.ts';
import { divisionTree as divisions } from './divisions.ts';
import { deptScope, deptSubTree } from '../org/repository.ts';
import { route } from '../route.ts';
import { brandTree, channelTreeOf, conceptsOf, merchantFieldConfigOf } from './repository.ts';
import { BRAND_OPERATORS, CHANNELS, CONCEPTS, MERCHANT_FIELD_CONFIGS } from './seed-data.ts';
import { brandOperators, channels, concepts, merchantFieldConfigs } from './tables.ts';
import { buildTree } from './tree.ts';

export default defineModule({
  name: 'reference',
  // Field settings belong to departments, relations to organisations.
  after: ['org'],

  routes(app) {
    const { orm } = app.db;
    route(app, conceptEntries, async ({ params }) => conceptsOf(orm, params.key));
    route(app, channelTree, async () => channelTreeOf(orm));
    route(app, divisionTree, async () => divisions());
    route(app, merchantFieldConfig, async ({ scope, query }) => merchantFieldConfigOf(orm, scope, query.deptId ?? scope.deptId));
    route(app, userDeptSubTree, async ({ scope }) => buildTree(await deptSubTree(orm, scope)));
    route(app, userScopeDeptTree, async ({ scope }) => buildTree(await deptScope(orm, scope)));
    route(app, brandTreeOperators, async ({ scope }) => brandTree(orm, scope));
  },

  async seed(tx) {
    await tx.insert(concepts).values(
      Object.entries(CONCEPTS).flatMap(([conceptKey, entries]) =>
        entries.map(([code, name], sort) => ({ conceptKey, code, name, lable: name, sort })),
      ),
    );
    await tx.insert(channels).values(CHANNELS.map(([id, parentId, name]) => ({ id, parentId, name, sort: id })));
    await tx.insert(brandOperators).values(BRAND_OPERATORS.map(([brandOrgId, operatorOrgId]) => ({ brandOrgId, operatorOrgId })));
    await tx.insert(merchantFieldConfigs).values(
      MERCHANT_FIELD_CONFIGS.map(([deptId, configField, isShow], sort) => ({ deptId, configField, isShow, sort })),
    );
  },
});
