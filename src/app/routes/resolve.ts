// What the shell shows for a path (spec §2): fixed routes, the routes built from the menus, sub-applications,
// and the not-found page for everything else.
import { Route, Screen } from '../../core/contract/index.ts';
import { isLoginPath } from '../../core/session/index.ts';
import { subAppOf } from '../../core/menus/index.ts';
import type { BuiltMenus, RouteDef, SubAppId } from '../../core/menus/index.ts';

export type PageView =
  | { kind: 'screen'; component: string; route: RouteDef | null }
  /** A menu names a component the registry does not know: "screen not available", never a blank page. */
  | { kind: 'unknownScreen'; component: string; route: RouteDef }
  | { kind: 'subApp'; subApp: SubAppId; route: RouteDef | null }
  | { kind: 'notFound' };

/** Paths shown outside the workspace: login screens, the error screens and the help centre. */
export type StandalonePath = 'login' | 'unauthorized' | 'forbidden' | 'help' | null;

export function pathnameOf(fullPath: string): string {
  const pathname = fullPath.split(/[?#]/, 1)[0];
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname || '/';
}

export function standalonePath(pathname: string): StandalonePath {
  if (isLoginPath(pathname)) return 'login';
  if (pathname === Route.unauthorized) return 'unauthorized';
  if (pathname === Route.forbidden) return 'forbidden';
  if (pathname === Route.help) return 'help';
  return null;
}

/** Screens the shell serves whatever the menus say: the home page and the notification page (spec §2). */
const FIXED_SCREENS: Readonly<Record<string, string>> = {
  [Route.dashboard]: Screen.dashboard,
  [Route.inform]: Screen.inform,
};

export interface RouteTable {
  built: BuiltMenus;
  byPath: ReadonlyMap<string, RouteDef>;
}

export function routeTable(built: BuiltMenus): RouteTable {
  return { built, byPath: new Map(built.routes.map((route) => [route.fullPath, route])) };
}

export function resolvePage(fullPath: string, table: RouteTable): PageView {
  const pathname = pathnameOf(fullPath);
  const route = table.byPath.get(pathname) ?? null;
  const fixed = FIXED_SCREENS[pathname];
  if (fixed && (route === null || route.unknownComponent || route.isLayout)) return { kind: 'screen', component: fixed, route };
  const subApp = subAppOf(pathname);
  // A sub-application routes below its prefix on its own; the user must hold at least one of its menus.
  if (subApp !== null && (route !== null || table.built.subApps[subApp].length > 0)) return { kind: 'subApp', subApp, route };
  if (route === null || route.isLayout) return { kind: 'notFound' };
  if (route.unknownComponent) return { kind: 'unknownScreen', component: route.component, route };
  return { kind: 'screen', component: route.component, route };
}

/** Inside a sub-application's container: the screen of its own route (the container is the sub-app's frame). */
export function resolveSubAppScreen(fullPath: string, table: RouteTable): PageView {
  const route = table.byPath.get(pathnameOf(fullPath));
  if (!route || route.isLayout) return { kind: 'notFound' };
  if (route.unknownComponent) return { kind: 'unknownScreen', component: route.component, route };
  return { kind: 'screen', component: route.component, route };
}

/** The route of a path, if the menus have one (titles, meta). */
export function routeOf(fullPath: string, table: RouteTable): RouteDef | null {
  return table.byPath.get(pathnameOf(fullPath)) ?? null;
}
