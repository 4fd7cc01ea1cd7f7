// Which page <admin-shell> opens on, and what kind it is: read by the element and, before any of its code has loaded,
// by the page's first script (elements/ahead.ts). No React here: that script carries only what it needs.
import { Route } from '../../core/contract/index.ts';
import { browserPlatform } from '../../core/platform/index.ts';
import { getOrCreateSessionBus, isLoginPath, readStoredSession } from '../../core/session/index.ts';
import { pathInBase } from '../routes/basePath.ts';
import type { Routing } from '../types.ts';

/** The page the shell shows first: the host's `path`, else the URL under the base path (history) or '/' (memory). */
export function shellPagePath(routing: Routing, basePath: string, path: string | null): string {
  if (path) return path;
  if (routing === 'memory') return Route.root;
  const pathname = browserPlatform().location.pathname();
  return pathInBase(basePath, pathname) ?? pathname;
}

/** `page` without its query, hash and trailing slash. */
const pathOf = (page: string) => page.split(/[?#]/, 1)[0].replace(/(.)\/+$/, '$1');

/** A login path (spec §2), whatever follows it (query, hash, a trailing slash). */
export function isLoginPage(page: string): boolean {
  return isLoginPath(pathOf(page));
}

/** The home page (/dashboard), whatever follows it. */
export function isHomePage(page: string): boolean {
  return pathOf(page) === Route.dashboard;
}

/** A login path and no session on the page: the login screen alone can show. */
export function opensOnLogin(page: string): boolean {
  return isLoginPage(page) && !getOrCreateSessionBus().getState().token && !readStoredSession(browserPlatform()).token;
}
