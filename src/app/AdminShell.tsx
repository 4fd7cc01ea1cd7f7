// <admin-shell>'s feature: the whole back office shell (spec §2, §4) over one router per element. History routing
// owns the page URL (standalone, base `/` or base-path); memory routing never touches a partner's URL.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { Route } from '../core/contract/index.ts';
import { langOf } from '../core/i18n/index.ts';
import { SessionProvider } from '../ui/session/index.ts';
import type { SessionServices } from '../ui/session/index.ts';
import { ShellConfigContext } from './context.ts';
import type { ShellConfig } from './context.ts';
import { createLogoutReasons, endSession } from './session/logoutReasons.ts';
import { ShellRoot } from './ShellRoot.tsx';
import type { AdminShellProps, Routing } from './types.ts';
import './shell.css';

/** One catch-all route: the shell matches paths itself against the routes built from the menus. */
const ROUTES: RouteObject[] = [{ path: '*', element: <ShellRoot /> }];

export function createShellRouter(routing: Routing, basePath: string, initialPath: string | null) {
  if (routing === 'memory') return createMemoryRouter(ROUTES, { initialEntries: [initialPath || Route.root] });
  return createBrowserRouter(ROUTES, { basename: basePath || Route.root });
}

function ShellRouter({ routing, basePath, initialPath }: { routing: Routing; basePath: string; initialPath: string | null }) {
  // `path` only seeds a new router; later values navigate the existing one (ShellRoot).
  const seed = useRef(initialPath);
  seed.current = initialPath;
  const router = useMemo(() => createShellRouter(routing, basePath, seed.current), [routing, basePath]);
  useEffect(() => () => router.dispose(), [router]);
  // Plain state updates, no transitions: the shell loads no route data, and a pending transition held back
  // unrelated updates (a popup positioning itself right after a navigation).
  return <RouterProvider router={router} useTransitions={false} />;
}

export function AdminShell(props: AdminShellProps) {
  const [reasons] = useState(createLogoutReasons);
  // spec §8: an expired token ends the session once, however many requests failed with it.
  const onExpired = useCallback((services: SessionServices) => void endSession(services.controller, reasons, 'expired'), [reasons]);
  const config = useMemo<ShellConfig>(() => ({ ...props, reasons }), [props, reasons]);
  return (
    <SessionProvider apiBase={props.apiBase} country={props.country} locale={langOf(props.locale)} onExpired={onExpired}>
      <ShellConfigContext.Provider value={config}>
        <div className="backroom-admin-shell">
          <ShellRouter routing={props.routing} basePath={props.basePath} initialPath={props.path} />
        </div>
      </ShellConfigContext.Provider>
    </SessionProvider>
  );
}
