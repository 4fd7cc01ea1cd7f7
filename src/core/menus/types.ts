import type { MenuEntry } from '../contract/api/staff.ts';
import type { SubAppId } from './subApps.ts';

/** Where menu parsing reports what it had to ignore; tests pass their own, the default is the console. */
export interface MenuLogger {
  warn(message: string, detail?: unknown): void;
}

export interface BreadcrumbItem {
  title: string;
  /** English title for `locale="en"` (the menu's meta may carry one per item, as it does for the page). */
  titleEn?: string;
  path?: string;
}

/** Route meta after normalisation: string flags turned into booleans, lists checked (spec §2, §3). */
export interface RouteMeta {
  /** Hidden from the sidebar unless the show lists name the user's organisation or department. */
  hideMenu: boolean;
  /** The page renders without sidebar and top bar. */
  hideLayout: boolean;
  /** The page is never kept alive. */
  noCache: boolean;
  /** Shown only when non-empty. */
  breadcrumb: BreadcrumbItem[];
  baseUrl: string | null;
  /** Organisation and department ids that still see a hideMenu entry, as strings. */
  showMenuOrigIds: string[];
  showMenuIds: string[];
  titleEn: string | null;
}

export type MenuSource = 'main' | 'deputy';

export interface RouteDef {
  id: number;
  /** Parent paths joined; absolute child routes and external links kept as they are. */
  fullPath: string;
  /** English title when locale is 'en' and meta.titleEn is set. */
  title: string;
  component: string;
  /** Component 'Layout': the shell itself, not a screen (spec §2). */
  isLayout: boolean;
  /** The component name is neither 'Layout' nor a known screen: the shell shows "screen not available". */
  unknownComponent: boolean;
  type: number;
  icon: string;
  meta: RouteMeta;
  subApp: SubAppId | null;
  source: MenuSource;
}

export interface SidebarItem {
  id: number;
  title: string;
  fullPath: string;
  icon: string;
  /** Menu type 3: a secondary menu (convenience stores), kept as a group of its own. */
  secondary: boolean;
  source: MenuSource;
  children: SidebarItem[];
}

export interface BuildMenusInput {
  /** Category 1 menus. */
  main: readonly MenuEntry[];
  /** Category 2 menus ("deputy menus"). */
  deputy: readonly MenuEntry[];
  orgId: number | string | null;
  deptId: number | string | null;
  locale: string;
  /** Screen component names the client can load. */
  knownComponents: ReadonlySet<string> | readonly string[];
  logger?: MenuLogger;
}

export interface BuiltMenus {
  routes: RouteDef[];
  sidebar: SidebarItem[];
  /** Full paths of the routes under each sub-application prefix. */
  subApps: Record<SubAppId, string[]>;
}
