// The sidebar (spec §2): Semi Nav over the menus, collapsible, with the selected entry following the page.
import { useEffect, useMemo, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Nav } from '@douyinfe/semi-ui';
import { IconSidebar } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../ui/icon-action/index.ts';
import { MenuIcon } from './icons.tsx';
import type { NavEntry, NavModel } from './navModel.ts';

export interface SidebarProps {
  model: NavModel;
  pathname: string;
  collapsed: boolean;
  onToggle(): void;
  onOpen(path: string): void;
  /** Pending items of the page at a path (background badges, spec §6). */
  badgeOf(path: string): number;
  renderBadge(count: number): ReactNode;
  /** The user is about to open the page at a path (the pointer or the focus on its entry). */
  onExpect?(path: string): void;
}

type NavItems = NonNullable<ComponentProps<typeof Nav>['items']>;

/** An entry's badge: its own page's count, or for a sub-menu the sum of what it holds. */
function countOf(entry: NavEntry, badgeOf: (path: string) => number): number {
  return entry.items ? entry.items.reduce((sum, item) => sum + countOf(item, badgeOf), 0) : badgeOf(entry.path);
}

function semiItems(entries: readonly NavEntry[], badgeOf: (path: string) => number, renderBadge: (count: number) => ReactNode): NavItems {
  return entries.map((entry) => {
    const count = countOf(entry, badgeOf);
    return {
      itemKey: entry.itemKey,
      // The title has a node of its own so the badge beside it never changes what the entry is called.
      text: (
        <span className="backroom-nav-text" data-path={entry.items ? undefined : entry.path}>
          <span className="backroom-nav-title">{entry.text}</span>
          {count > 0 && renderBadge(count)}
        </span>
      ),
      icon: entry.topLevel ? <MenuIcon name={entry.icon} /> : undefined,
      ...(entry.items ? { items: semiItems(entry.items, badgeOf, renderBadge) } : {}),
    };
  });
}

function pathsByKey(entries: readonly NavEntry[], into = new Map<string, string>()): Map<string, string> {
  for (const entry of entries) {
    into.set(entry.itemKey, entry.path);
    if (entry.items) pathsByKey(entry.items, into);
  }
  return into;
}

/** The page of the entry an event happened on (the entry's title carries it), or null. */
function pageAt(target: EventTarget | null): string | null {
  const item = target instanceof Element ? target.closest('.semi-navigation-item') : null;
  return item?.querySelector<HTMLElement>('[data-path]')?.dataset.path ?? null;
}

export function Sidebar({ model, pathname, collapsed, onToggle, onOpen, badgeOf, renderBadge, onExpect }: SidebarProps) {
  const { t } = useTranslation();
  const selected = model.selectedKey(pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => (selected ? model.parentsOf(selected) : []));
  // Opening a page opens the sub-menus that hold it; what the user opened stays open.
  useEffect(() => {
    if (!selected) return;
    setOpenKeys((keys) => [...new Set([...keys, ...model.parentsOf(selected)])]);
  }, [selected, model]);
  const items = useMemo(() => semiItems(model.entries, badgeOf, renderBadge), [model, badgeOf, renderBadge]);
  const paths = useMemo(() => pathsByKey(model.entries), [model]);
  const toggleLabel = collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar');

  // The page a user is about to open is fetched ahead (issue 30): an entry's when the pointer or the focus reaches it.
  // Not a group's pages when it opens: the device group's six screens compiling at once held back the one clicked.
  const expect = (target: EventTarget | null) => {
    const page = pageAt(target);
    if (page) onExpect?.(page);
  };

  return (
    <nav
      className="backroom-sidebar"
      aria-label={t('shell.mainMenu')}
      onPointerOver={(event) => expect(event.target)}
      onFocus={(event) => expect(event.target)}
    >
      <Nav
        items={items}
        selectedKeys={selected ? [selected] : []}
        openKeys={openKeys}
        onOpenChange={({ openKeys: next }) => setOpenKeys((next ?? []).map(String))}
        isCollapsed={collapsed}
        onSelect={({ itemKey }) => {
          const path = paths.get(String(itemKey));
          if (path) onOpen(path);
        }}
        footer={
          <div className="backroom-sidebar-footer">
            <IconAction label={toggleLabel} icon={<IconSidebar />} onClick={onToggle} />
          </div>
        }
      />
    </nav>
  );
}
