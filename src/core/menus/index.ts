// Server menus → route table, sidebar model and sub-application split (spec §2, §3).
export { buildMenus, joinRoutePath } from './build.ts';
export { parseMenuMeta, normaliseRouteMeta, metaFlag, idKey, consoleMenuLogger } from './meta.ts';
export { subAppOf } from './subApps.ts';
export type { SubAppId } from './subApps.ts';
export type {
  BreadcrumbItem,
  BuildMenusInput,
  BuiltMenus,
  MenuLogger,
  MenuSource,
  RouteDef,
  RouteMeta,
  SidebarItem,
} from './types.ts';
