// Menu type 3 (spec §2): the convenience-store pages form a secondary menu, shown across the top of the pages
// that live under it; the sidebar holds a single entry for the whole group.
import { Nav } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import type { SecondaryMenu as SecondaryMenuModel } from './navModel.ts';

export interface SecondaryMenuProps {
  menu: SecondaryMenuModel;
  pathname: string;
  onOpen(path: string): void;
}

export function SecondaryMenu({ menu, pathname, onOpen }: SecondaryMenuProps) {
  const { t } = useTranslation();
  const selected = menu.items.find((item) => item.fullPath === pathname);
  return (
    <nav className="backroom-secondary-menu" aria-label={t('shell.secondaryMenu')}>
      <Nav
        mode="horizontal"
        items={menu.items.map((item) => ({ itemKey: item.fullPath, text: item.title }))}
        selectedKeys={selected ? [selected.fullPath] : []}
        onSelect={({ itemKey }) => onOpen(String(itemKey))}
      />
    </nav>
  );
}
