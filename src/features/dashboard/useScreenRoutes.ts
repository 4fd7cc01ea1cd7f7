// Where a figure card leads: the route of a Screen component in the current identity's menus (spec §2: routes
// come from the server's menus), or nothing when the user has no such menu.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KNOWN_SCREENS } from '../../core/contract/index.ts';
import type { ScreenName } from '../../core/contract/index.ts';
import { buildMenus } from '../../core/menus/index.ts';
import type { MenuLogger, RouteDef } from '../../core/menus/index.ts';
import { useSessionState } from '../../ui/session/index.ts';

/** The shell reports menu problems already; this lookup stays quiet. */
const quiet: MenuLogger = { warn: () => undefined };

/** A page of that component, preferring one the sidebar shows (hidden detail pages share component names). */
function routeFor(routes: readonly RouteDef[], screen: ScreenName): string | null {
  const pages = routes.filter((route) => !route.isLayout && route.component === screen);
  return (pages.find((route) => !route.meta.hideMenu) ?? pages[0])?.fullPath ?? null;
}

/** `(screens) => path | null`: the first of `screens` the user's menus hold. */
export function useScreenRoutes(): (screens: readonly ScreenName[]) => string | null {
  const { menus, staff } = useSessionState();
  const { i18n } = useTranslation();
  const routes = useMemo(() => {
    if (!menus || !staff) return [];
    return buildMenus({ ...menus, orgId: staff.orgId, deptId: staff.deptId, locale: i18n.language, knownComponents: KNOWN_SCREENS, logger: quiet }).routes;
  }, [menus, staff, i18n.language]);
  return useCallback(
    (screens) => {
      for (const screen of screens) {
        const path = routeFor(routes, screen);
        if (path !== null) return path;
      }
      return null;
    },
    [routes],
  );
}
