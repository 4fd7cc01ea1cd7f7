/** Flat rows with id and parentId into a forest; a row whose parent is absent becomes a root. Order is kept. */
export function buildTree<T extends { id: number; parentId: number }>(rows: readonly T[]): Array<T & { children: Array<T & { children: unknown[] }> }> {
  type Node = T & { children: Node[] };
  const nodes = new Map<number, Node>();
  for (const row of rows) nodes.set(row.id, { ...row, children: [] });
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === node.id ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
