// Trees of the reference calls (spec §3 tree node: id, parentId, name, children) as Semi TreeSelect / Tree data:
// the caller's department subtree (the department a new row belongs to), its scope tree, the channel tree, and
// brands with their operators. Fetched once per identity and kept: they change rarely.
import { useMemo } from 'react';
import type { TreeNodeData } from '@douyinfe/semi-ui/lib/es/tree';
import { brandTreeOperators, channelTree, userDeptSubTree, userScopeDeptTree } from '../../core/contract/api/reference.ts';
import type { TreeNode } from '../../core/contract/api/reference.ts';
import { useCallQuery } from '../data/index.ts';

/** The trees a form may choose from. */
export const TREE_CALLS = { deptSubTree: userDeptSubTree, scopeDeptTree: userScopeDeptTree, channels: channelTree, brandOperators: brandTreeOperators } as const;
export type TreeKind = keyof typeof TREE_CALLS;

/** Tree nodes as Semi's tree data: the node's name is the label, its id the value (and, with the path, the key). */
export function toTreeData(nodes: readonly TreeNode[], parentKey = ''): TreeNodeData[] {
  return nodes.map((node) => {
    const key = `${parentKey}${node.id}`;
    return {
      key,
      value: node.id,
      label: node.name,
      children: node.children && node.children.length > 0 ? toTreeData(node.children, `${key}/`) : undefined,
    };
  });
}

export function useTreeData(kind: TreeKind): { treeData: TreeNodeData[]; loading: boolean } {
  const query = useCallQuery(TREE_CALLS[kind], {}, { staleTime: Infinity });
  const treeData = useMemo(() => toTreeData(query.data ?? []), [query.data]);
  return { treeData, loading: query.isPending };
}
