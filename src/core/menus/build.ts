import { MenuType } from '../contract/constants.ts';
import { LAYOUT_COMPONENT } from '../contract/roles.ts';
import type { MenuEntry } from '../contract/api/staff.ts';
import { consoleMenuLogger, idKey, normaliseRouteMeta, parseMenuMeta } from './meta.ts';
import { emptySubApps, subAppOf } from './subApps.ts';
import type { BuildMenusInput, BuiltMenus, MenuLogger, MenuSource, RouteDef, RouteMeta, SidebarItem } from './types.ts';

const EXTERNAL_LINK = /^[a-z][a-z0-9+.-]*:\/\//i;

interface BuildContext {
  known: ReadonlySet<string>;
  english: boolean;
  orgKey: string | null;
  deptKey: string | null;
  logger: MenuLogger;
  routes: RouteDef[];
  /** fullPath → index in routes, to merge the two menu categories. */
  byPath: Map<string, number>;
}

function cleanPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

/** A child route joins its parent's path; absolute routes and external links stand alone (spec §2). */
export function joinRoutePath(parentPath: string, route: string): string {
  const own = route.trim();
  if (EXTERNAL_LINK.test(own)) return own;
  if (own.startsWith('/')) return cleanPath(own);
  if (own === '') return parentPath === '' ? '/' : parentPath;
  return cleanPath(`${parentPath}/${own}`);
}

function numberOr(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Entries ordered by `sort`; entries without one go last, ties keep the server's order. */
function bySort(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries
    .map((entry, index) => ({ entry, index, sort: numberOr(entry?.sort, Number.POSITIVE_INFINITY) }))
    .sort((a, b) => (a.sort === b.sort ? a.index - b.index : a.sort < b.sort ? -1 : 1))
    .map(({ entry }) => entry);
}

/** hideMenu hides unless the show lists name the user's organisation or department; deputy menus have no such exception (spec §2). */
function showsInSidebar(meta: RouteMeta, source: MenuSource, ctx: BuildContext): boolean {
  if (!meta.hideMenu) return true;
  if (source === 'deputy') return false;
  return (
    (ctx.orgKey !== null && meta.showMenuOrigIds.includes(ctx.orgKey)) ||
    (ctx.deptKey !== null && meta.showMenuIds.includes(ctx.deptKey))
  );
}

/** Both categories share one route table: a screen replaces a shell container at the same path, otherwise the first wins. */
function addRoute(route: RouteDef, ctx: BuildContext): void {
  const existing = ctx.byPath.get(route.fullPath);
  if (existing === undefined) {
    ctx.byPath.set(route.fullPath, ctx.routes.length);
    ctx.routes.push(route);
    return;
  }
  const kept = ctx.routes[existing];
  if (kept.isLayout && !route.isLayout) {
    ctx.routes[existing] = route;
  } else if (!kept.isLayout && !route.isLayout) {
    ctx.logger.warn(`two menu entries share the path ${route.fullPath}; the first is kept`, { kept: kept.id, dropped: route.id });
  }
}

function visit(entries: readonly MenuEntry[], parentPath: string, source: MenuSource, parentShown: boolean, ctx: BuildContext): SidebarItem[] {
  const items: SidebarItem[] = [];
  for (const entry of bySort(entries)) {
    if (typeof entry !== 'object' || entry === null) {
      ctx.logger.warn('menu entry is not an object; skipped', entry);
      continue;
    }
    const children = Array.isArray(entry.children) ? entry.children : [];
    const parsed = normaliseRouteMeta(parseMenuMeta(entry.meta, ctx.logger));
    // The breadcrumb reads in the session's language, like the title.
    const meta = ctx.english ? { ...parsed, breadcrumb: parsed.breadcrumb.map((item) => ({ ...item, title: item.titleEn ?? item.title })) } : parsed;
    const component = stringOf(entry.component);
    // A directory without a component of its own only holds its children, like the shell.
    const isLayout = component === LAYOUT_COMPONENT || (component === '' && children.length > 0);
    const fullPath = joinRoutePath(parentPath, stringOf(entry.route));
    const title = ctx.english && meta.titleEn !== null ? meta.titleEn : stringOf(entry.title);
    const type = numberOr(entry.type, 0);
    const icon = stringOf(entry.icon);
    const id = numberOr(entry.id, 0);
    addRoute(
      { id, fullPath, title, component, isLayout, unknownComponent: !isLayout && !ctx.known.has(component), type, icon, meta, subApp: subAppOf(fullPath), source },
      ctx,
    );
    const shown = parentShown && showsInSidebar(meta, source, ctx);
    const childItems = visit(children, fullPath, source, shown, ctx);
    if (shown) {
      items.push({ id, title, fullPath, icon, secondary: type === MenuType.SECONDARY, source, children: childItems });
    }
  }
  return items;
}

/**
 * The server's two menu trees (category 1 "main", category 2 "deputy") turned into the route table, the
 * sidebar model and the sub-application split (spec §2, §4). Unknown components are flagged, never dropped.
 */
export function buildMenus(input: BuildMenusInput): BuiltMenus {
  const ctx: BuildContext = {
    known: input.knownComponents instanceof Set ? input.knownComponents : new Set(input.knownComponents),
    english: /^en(?:[-_]|$)/i.test(input.locale),
    orgKey: idKey(input.orgId),
    deptKey: idKey(input.deptId),
    logger: input.logger ?? consoleMenuLogger,
    routes: [],
    byPath: new Map(),
  };
  const main = Array.isArray(input.main) ? input.main : [];
  const deputy = Array.isArray(input.deputy) ? input.deputy : [];
  const sidebar = [...visit(main, '', 'main', true, ctx), ...visit(deputy, '', 'deputy', true, ctx)];
  const subApps = emptySubApps();
  for (const route of ctx.routes) {
    if (route.subApp !== null) subApps[route.subApp].push(route.fullPath);
  }
  return { routes: ctx.routes, sidebar, subApps };
}
