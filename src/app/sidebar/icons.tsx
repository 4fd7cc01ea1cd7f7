// Menu icons by the Semi icon name the server sends (menu `icon`), imported one by one so only these ship.
import type { ComponentType } from 'react';
import {
  IconArchive, IconBarChartHStroked, IconBell, IconCoinMoneyStroked, IconComment, IconCreditCard, IconGridView,
  IconHistogram, IconHome, IconList, IconMail, IconServer, IconSetting, IconShoppingBag, IconUserAdd, IconUserGroup,
} from '@douyinfe/semi-icons';

const MENU_ICONS: Readonly<Record<string, ComponentType>> = {
  IconArchive, IconBarChartHStroked, IconBell, IconCoinMoneyStroked, IconComment, IconCreditCard, IconGridView,
  IconHistogram, IconHome, IconList, IconMail, IconServer, IconSetting, IconShoppingBag, IconUserAdd, IconUserGroup,
};

/** The icon of a top-level menu entry; an unknown or missing name gets a neutral one, so the collapsed bar has no gaps. */
export function MenuIcon({ name }: { name: string }) {
  const Icon = MENU_ICONS[name] ?? IconGridView;
  return <Icon />;
}
