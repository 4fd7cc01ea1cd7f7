import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Concept, TreeNode } from '../../src/core/contract/index.ts';
import { ApiPath, ok } from '../../src/core/contract/index.ts';
import { brandTreeOperators, deptScopeTree, deptSubTree, merchantFieldConfig } from '../repos/org.ts';
import type { Scope } from '../db/scope.ts';
import { buildTree } from '../repos/tree.ts';
import { ClientHeaders, Id, TreeNodes, responses } from '../schemas.ts';
import { routePattern } from './pattern.ts';

const security = [{ bearerAuth: [] }];
const common = { security, headers: ClientHeaders };
const NUMERIC = /^-?\d{1,15}$/;

const ConceptSchema = Type.Object({
  code: Type.Union([Type.Number(), Type.String()], { description: 'numeric codes are numbers' }),
  name: Type.String(),
  lable: Type.String({ description: 'sic (spec §3)' }),
  value: Type.Union([Type.Number(), Type.String()]),
});
const FieldConfigSchema = Type.Object({ configField: Type.String(), isShow: Type.Integer({ description: '0 or 1' }) });

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    routePattern(ApiPath.concepts, 'key'),
    {
      schema: {
        ...common,
        tags: ['system'],
        summary: 'Dictionary entries of one concept',
        description:
          'Entries {code, name, lable, value} in display order; numeric codes (and values) are numbers. Dictionaries are ' +
          'platform-wide. An unknown key gives []. Keys include orderFeedbackReason, exportTaskStatus, orgCategory, ' +
          'vmLifecycleState, temperatureMode, complaintStatus, replenishmentStatus, payChannel.',
        params: Type.Object({ key: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$', description: 'concept key' }) }),
        response: responses(Type.Array(ConceptSchema)),
      },
    },
    async (request) => {
      const { rows } = await db.query<{ code: string; name: string; lable: string }>(
        'SELECT code, name, lable FROM concepts WHERE concept_key = $1 ORDER BY sort, id',
        [request.params.key],
      );
      const concepts: Concept[] = rows.map((row) => {
        const code = NUMERIC.test(row.code) ? Number(row.code) : row.code;
        return { code, name: row.name, lable: row.lable, value: code };
      });
      return ok(concepts);
    },
  );

  app.get(
    ApiPath.channelTree,
    {
      schema: {
        ...common,
        tags: ['system'],
        summary: 'Sales channel tree',
        description: 'Platform-wide reference data: channel groups with their channels.',
        response: responses(TreeNodes),
      },
    },
    async () => {
      const { rows } = await db.query<TreeNode>('SELECT id, parent_id AS "parentId", name FROM channels ORDER BY sort, id');
      return ok(buildTree(rows));
    },
  );

  app.get(
    ApiPath.merchantFieldConfig,
    {
      schema: {
        ...common,
        tags: ['system'],
        summary: 'Merchant form field settings of a department',
        description:
          'The {configField, isShow} list of the department (default: the caller\'s), inherited from the nearest ' +
          'department above it that has settings. Departments outside the caller\'s subtree give [].',
        querystring: Type.Object({ deptId: Type.Optional(Id('department id; default the caller\'s department')) }),
        response: responses(Type.Array(FieldConfigSchema)),
      },
    },
    async (request) => {
      const scope = request.scope as Scope;
      return ok(await merchantFieldConfig(db, scope, request.query.deptId ?? scope.deptId));
    },
  );

  app.get(
    ApiPath.userDeptSubTree,
    {
      schema: {
        ...common,
        tags: ['system'],
        summary: 'The caller\'s department and its subtree',
        description: 'One root: the department of the current identity.',
        response: responses(TreeNodes),
      },
    },
    async (request) => ok(await deptSubTree(db, request.scope as Scope)),
  );

  app.get(
    ApiPath.userScopeDeptTree,
    {
      schema: {
        ...common,
        tags: ['system'],
        summary: 'The caller\'s data scope as a department tree',
        description: 'From the organisation\'s root down the chain to the caller\'s department (ancestors only, no siblings), then its whole subtree.',
        response: responses(TreeNodes),
      },
    },
    async (request) => ok(await deptScopeTree(db, request.scope as Scope)),
  );

  app.get(
    ApiPath.brandTreeOperators,
    {
      schema: {
        ...common,
        tags: ['operation'],
        summary: 'Brands and their operators',
        description:
          'Brand nodes (id = brand organisation id) with operator children (id = operator organisation id). Platform: ' +
          'every brand; brand owner: its brand; operator: the brands it works with, each holding only the caller; ' +
          'others: []. An operator of several brands appears under each.',
        response: responses(TreeNodes),
      },
    },
    async (request) => ok(await brandTreeOperators(db, request.scope as Scope)),
  );
};
