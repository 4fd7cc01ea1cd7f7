// <admin-shell>'s feature: the whole back office shell (spec §2, §4) over one router per element. History routing
// owns the page URL (standalone, base `/` or base-path); memory routing never touches a partner's URL.
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { Route } from '../core/contract/index.ts';
import { langOf } from '../core/i18n/index.ts';
import type { Locale } from '../core/i18n/index.ts';
import { browserPlatform } from '../core/platform/index.ts';
import { getOrCreateSessionBus, sessionLocale } from '../core/session/index.ts';
import { LocaleScope } from '../ui/providers/index.ts';
import { SessionProvider } from '../ui/session/index.ts';
import type { SessionServices } from '../ui/session/index.ts';
import { ShellConfigContext } from './context.ts';
import type { ShellConfig } from './context.ts';
import { createLogoutReasons, endSession } from './session/logoutReasons.ts';
import { pathInBase } from './routes/basePath.ts';
import { ShellRoot } from './ShellRoot.tsx';
import type { AdminShellProps, Routing } from './types.ts';
import './shell.css';

/**
 * A declarative router, not a data router: the shell loads no route data and matches paths itself against the routes
 * built from the menus (./routes/resolve.ts), so react-router's data-router core (about half its code) is not bundled.
 * Plain state updates, no transitions: a pending transition held back unrelated updates (a popup positioning itself
 * right after a navigation).
 */
function ShellRouter({ routing, basePath, initialPath }: { routing: Routing; basePath: string; initialPath: string | null }) {
  // A page opened outside the base path: the whole URL, the way shellPagePath reads it (react-router would render
  // nothing), for this router's life (AdminShell keys it by routing and base path).
  const [basename] = useState(() => (pathInBase(basePath, browserPlatform().location.pathname()) === null ? Route.root : basePath || Route.root));
  // `path` only seeds a new router; later values navigate the existing one (ShellRoot).
  if (routing === 'memory') {
    return (
      <MemoryRouter initialEntries={[initialPath || Route.root]} useTransitions={false}>
        <ShellRoot />
      </MemoryRouter>
    );
  }
  return (
    <BrowserRouter basename={basename} useTransitions={false}>
      <ShellRoot />
    </BrowserRouter>
  );
}

/**
 * The shell's language: its `locale` attribute, or English for a session that began at /en/login (spec §1: English
 * menu titles; issue 16), until that session ends.
 */
function useShellLocale(attribute: Locale): Locale {
  const bus = getOrCreateSessionBus();
  const token = useSyncExternalStore(bus.subscribe, () => bus.getState().token, () => bus.getState().token);
  return attribute === 'en' || (token && sessionLocale(browserPlatform()) === 'en') ? 'en' : attribute;
}

export function AdminShell(props: AdminShellProps) {
  const [reasons] = useState(createLogoutReasons);
  const locale = useShellLocale(props.locale);
  // spec §8: an expired token ends the session once, however many requests failed with it.
  const onExpired = useCallback((services: SessionServices) => void endSession(services.controller, reasons, 'expired'), [reasons]);
  const config = useMemo<ShellConfig>(() => ({ ...props, locale, reasons }), [props, locale, reasons]);
  return (
    <LocaleScope locale={locale}>
      <SessionProvider apiBase={props.apiBase} country={props.country} locale={langOf(locale)} onExpired={onExpired}>
        <ShellConfigContext.Provider value={config}>
          <div className="backroom-admin-shell" lang={locale}>
            <ShellRouter key={`${props.routing} ${props.basePath}`} routing={props.routing} basePath={props.basePath} initialPath={props.path} />
          </div>
        </ShellConfigContext.Provider>
      </SessionProvider>
    </LocaleScope>
  );
}
