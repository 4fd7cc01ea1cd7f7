// Reference data (spec §3, §7 Auth and system): dictionaries (concepts), the channel tree, department trees of the
// caller's scope, merchant form field settings, and the brand/operator relation.
import { defineCall } from './define.ts';
import { Id, T } from './schema.ts';
import type { Static } from './schema.ts';
import { GroupConfigRow } from './staff.ts';

export const ConceptRow = T.Object({
  code: T.Union([T.Number(), T.String()], { description: 'numeric codes are numbers' }),
  name: T.String(),
  lable: T.String({ description: 'sic (spec §3)' }),
  value: T.Union([T.Number(), T.String()]),
});
/** A dictionary entry (spec §3); `lable` is the spec's spelling. */
export type Concept = Static<typeof ConceptRow>;

const TreeNodeFields = T.Object({
  id: T.Integer(),
  parentId: T.Integer({ description: '0 at the root' }),
  name: T.String(),
});
/** A node of a tree (spec §3). */
export type TreeNode = Static<typeof TreeNodeFields> & { children?: TreeNode[] };

/** The recursive tree node, a shared schema referred to by $ref (an OpenAPI component). */
export const TreeNodeSchema = T.Object(
  { ...TreeNodeFields.properties, children: T.Optional(T.Array(T.Unsafe<TreeNode>({ $ref: 'TreeNode#' }))) },
  { $id: 'TreeNode', description: 'A node of a tree (spec §3)' },
);
const TreeNodes = T.Unsafe<TreeNode[]>({ type: 'array', items: { $ref: 'TreeNode#' } });

export const conceptEntries = defineCall({
  method: 'GET',
  path: '/api/system/concept/:key/concepts',
  tag: 'system',
  summary: 'Dictionary entries of one concept',
  description:
    'Entries {code, name, lable, value} in display order; numeric codes (and values) are numbers. Dictionaries are ' +
    'platform-wide. An unknown key gives []. Keys include orderFeedbackReason, exportTaskStatus, orgCategory, ' +
    'vmLifecycleState, temperatureMode, complaintStatus, replenishmentStatus, payChannel.',
  params: T.Object({ key: T.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$', description: 'concept key' }) }),
  response: T.Array(ConceptRow),
});

export const channelTree = defineCall({
  method: 'GET',
  path: '/api/system/channel/tree',
  tag: 'system',
  summary: 'Sales channel tree',
  description: 'Platform-wide reference data: channel groups with their channels.',
  response: TreeNodes,
});

export const merchantFieldConfig = defineCall({
  method: 'GET',
  path: '/api/system/merchantFieldConfig/getConfigByDeptId',
  tag: 'system',
  summary: 'Merchant form field settings of a department',
  description:
    'The {configField, isShow} list of the department (default: the caller\'s), inherited from the nearest ' +
    'department above it that has settings. Departments outside the caller\'s subtree give [].',
  query: T.Object({ deptId: T.Optional(Id('department id; default the caller\'s department')) }),
  response: T.Array(GroupConfigRow),
});

export const userDeptSubTree = defineCall({
  method: 'GET',
  path: '/api/system/dept/userDeptSubTree',
  tag: 'system',
  summary: 'The caller\'s department and its subtree',
  description: 'One root: the department of the current identity.',
  response: TreeNodes,
});

export const userScopeDeptTree = defineCall({
  method: 'GET',
  path: '/api/system/dept/userScopeDeptTree',
  tag: 'system',
  summary: 'The caller\'s data scope as a department tree',
  description: 'From the organisation\'s root down the chain to the caller\'s department (ancestors only, no siblings), then its whole subtree.',
  response: TreeNodes,
});

export const brandTreeOperators = defineCall({
  method: 'GET',
  path: '/api/operation/vmMerchantsRelation/brandTreeOperators',
  tag: 'operation',
  summary: 'Brands and their operators',
  description:
    'Brand nodes (id = brand organisation id) with operator children (id = operator organisation id). Platform: ' +
    'every brand; brand owner: its brand; operator: the brands it works with, each holding only the caller; ' +
    'others: []. An operator of several brands appears under each.',
  response: TreeNodes,
});

/** A province, city or district (GB/T 2260), with what it holds. */
export interface Division {
  code: string;
  name: string;
  children?: Division[];
}
const DivisionSchema = T.Object(
  {
    code: T.String({ pattern: '^[0-9]{6}$' }),
    name: T.String(),
    children: T.Optional(T.Array(T.Unsafe<Division>({ $ref: 'Division#' }))),
  },
  { $id: 'Division', description: 'A GB/T 2260 division: province, city or district' },
);
export { DivisionSchema };

export const divisionTree = defineCall({
  method: 'GET',
  path: '/api/system/division/tree',
  tag: 'system',
  summary: 'Provinces, cities and districts (GB/T 2260)',
  description:
    'Platform-wide reference data shipped with the product: every province with its cities and their districts, by ' +
    'code and Chinese name. Municipalities hold one city (code NN0100) named as the municipality.',
  response: T.Unsafe<Division[]>({ type: 'array', items: { $ref: 'Division#' } }),
});
