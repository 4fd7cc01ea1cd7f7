// History routing's base path (the `base-path` attribute): read the same way by the router and by the page the shell
// shows first, and put in front of the URLs the shell leaves the router for (the help centre's tab, the reload after a
// logout). A module of its own: the login screen's bundle reads it too.
import { Route } from '../../core/contract/index.ts';

/**
 * `pathname` inside history routing's base path ('/' or '' base: the pathname itself), or null when the page's URL is
 * outside the base: the shell then reads the whole pathname, as react-router would render nothing outside its basename.
 */
export function pathInBase(basePath: string, pathname: string): string | null {
  const base = basePath.replace(/\/+$/, '');
  if (!base) return pathname;
  return pathname === base || pathname.startsWith(`${base}/`) ? pathname.slice(base.length) || Route.root : null;
}

/** An app path under history routing's base path ('/help' under base '/app' is '/app/help'). */
export function underBase(basePath: string, path: string): string {
  return `${basePath.replace(/\/+$/, '')}${path}`;
}
