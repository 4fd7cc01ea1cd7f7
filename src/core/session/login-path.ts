import { Route } from '../contract/index.ts';
import { isLoginPath } from '../contract/loginPage.ts';
import { StorageName, storageKey } from '../platform/index.ts';
import type { Platform } from '../platform/index.ts';

export { isLoginPath };

/** Remembers `path` when it is a login path, so unauthenticated users return to it (spec §2); false otherwise. */
export function rememberLoginPath(platform: Platform, path: string): boolean {
  if (!isLoginPath(path)) return false;
  platform.local.setItem(storageKey(StorageName.loginPath), path);
  return true;
}

/** The last visited login path, else /login. */
export function loginPath(platform: Platform): string {
  const remembered = platform.local.getItem(storageKey(StorageName.loginPath));
  return remembered && isLoginPath(remembered) ? remembered : Route.login;
}
