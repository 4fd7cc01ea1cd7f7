// The sidebar model (core buildMenus) as Semi Nav items, with the lookups the shell needs: which item a path
// selects, which sub-menus hold it, and the type 3 secondary menu a path lives in (spec §2).
import type { SidebarItem } from '../../core/menus/index.ts';

export interface NavEntry {
  itemKey: string;
  text: string;
  /** Top-level entries show an icon (the collapsed bar shows nothing else). */
  topLevel: boolean;
  /** The menu's icon name (a Semi icon component name); '' when it has none. */
  icon: string;
  /** Where a click goes: the item's path, or for a secondary-menu holder its first secondary page. */
  path: string;
  items?: NavEntry[];
}

export interface SecondaryMenu {
  holder: SidebarItem;
  items: SidebarItem[];
}

export interface NavModel {
  entries: NavEntry[];
  /** The item a path selects: its own entry, or the holder of the secondary menu it lives in. */
  selectedKey(pathname: string): string | null;
  /** The keys of the sub-menus holding an item, outermost first. */
  parentsOf(itemKey: string): string[];
  secondaryMenuOf(pathname: string): SecondaryMenu | null;
}

const isSecondaryHolder = (item: SidebarItem) => item.children.length > 0 && item.children.every((child) => child.secondary);

function keyOf(item: SidebarItem): string {
  return `${item.source}-${item.id}`;
}

function isBelow(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
}

export function navModel(sidebar: readonly SidebarItem[]): NavModel {
  const parents = new Map<string, string[]>();
  /** Leaf key → the paths that select it exactly. */
  const leaves: { key: string; paths: string[] }[] = [];
  const secondary: SecondaryMenu[] = [];

  const toEntry = (item: SidebarItem, ancestors: string[], topLevel: boolean): NavEntry => {
    const key = keyOf(item);
    parents.set(key, ancestors);
    const base = { itemKey: key, text: item.title, topLevel, icon: item.icon };
    if (isSecondaryHolder(item)) {
      secondary.push({ holder: item, items: item.children });
      leaves.push({ key, paths: [item.fullPath, ...item.children.map((child) => child.fullPath)] });
      return { ...base, path: item.children[0].fullPath };
    }
    if (item.children.length === 0) {
      leaves.push({ key, paths: [item.fullPath] });
      return { ...base, path: item.fullPath };
    }
    const items = item.children.map((child) => toEntry(child, [...ancestors, key], false));
    return { ...base, path: item.fullPath, items };
  };
  const entries = sidebar.map((item) => toEntry(item, [], true));

  return {
    entries,
    selectedKey(pathname) {
      const exact = leaves.find((leaf) => leaf.paths.includes(pathname));
      if (exact) return exact.key;
      const holder = secondary.find((menu) => isBelow(pathname, menu.holder.fullPath));
      return holder ? keyOf(holder.holder) : null;
    },
    parentsOf: (itemKey) => parents.get(itemKey) ?? [],
    secondaryMenuOf: (pathname) => secondary.find((menu) => isBelow(pathname, menu.holder.fullPath)) ?? null,
  };
}

/** The pages the sidebar's entries open, in its order (a sub-menu's before the next entry's). */
export function sidebarPages(entries: readonly NavEntry[]): string[] {
  return entries.flatMap((entry) => (entry.items ? sidebarPages(entry.items) : [entry.path]));
}
