// Trees of spec §3 (departments, channels, menus) from flat rows.

/** A row with its children, recursively. */
export type Tree<T> = T & { children: Array<Tree<T>> };

/** Flat rows with id and parentId into a forest; a row whose parent is absent becomes a root. Order is kept. */
export function buildTree<T extends { id: number; parentId: number }>(rows: readonly T[]): Array<Tree<T>> {
  const nodes = new Map<number, Tree<T>>();
  for (const row of rows) nodes.set(row.id, { ...row, children: [] });
  const roots: Array<Tree<T>> = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === node.id ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
