// Per element: its own http client (its `api-base`, `country`, locale and toasts) over the page's one session bus,
// so every element on a page sees the same session (DESIGN.md "The session bus"). Without the query cache
// (./SessionProvider.tsx adds it): a login page needs the services alone (issue 15).
import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createHttpClient } from '../../core/http/index.ts';
import type { HttpClient, Lang, Toast } from '../../core/http/index.ts';
import { browserPlatform } from '../../core/platform/index.ts';
import type { Platform } from '../../core/platform/index.ts';
import { createSessionApi, createSessionController, getOrCreateSessionBus, isLoginPath } from '../../core/session/index.ts';
import type { SessionApi, SessionController, SessionState } from '../../core/session/index.ts';
import { ElementHostContext, SESSION_THEME, useNotify, useToast } from '../providers/index.ts';
import type { SessionThemedHost } from '../providers/index.ts';
import { useTranslation } from 'react-i18next';

export interface SessionServices {
  http: HttpClient;
  api: SessionApi;
  controller: SessionController;
  platform: Platform;
}

const SessionContext = createContext<SessionServices | null>(null);

export interface SessionServicesProps {
  apiBase: string;
  country: string;
  locale: Lang;
  /** Token expired (spec §8): the element ends the session its own way (admin-shell: to the login path). */
  onExpired(services: SessionServices): void;
  /** Tests pass a memory platform; elements use the browser's. */
  platform?: Platform;
  children: ReactNode;
}

export function SessionServicesProvider({ apiBase, country, locale, onExpired, platform: given, children }: SessionServicesProps) {
  const toast = useToast();
  const notify = useNotify();
  const { t } = useTranslation();
  const latest = useRef({ country, locale, onExpired, toast, notify, t });
  latest.current = { country, locale, onExpired, toast, notify, t };

  const services = useMemo<SessionServices>(() => {
    const platform = given ?? browserPlatform();
    const bus = getOrCreateSessionBus();
    const show = ({ kind, title, message, durationMs }: Toast) => {
      const { toast: toasts, notify: notices, t: translate } = latest.current;
      // Titled messages are notifications (警告, 成功, 失败: spec §8); the rest are toasts.
      if (title) notices[kind]({ title: translate(title, { defaultValue: title }), content: message, duration: durationMs / 1000 });
      else toasts[kind]({ content: message, duration: durationMs / 1000 });
    };
    const http = createHttpClient({
      baseURL: apiBase || undefined,
      getToken: () => bus.getState().token,
      getCountry: () => latest.current.country,
      locale: () => latest.current.locale,
      notify: show,
      onExpired: () => latest.current.onExpired(services),
      expiry: bus.expiry, // the page's latch: one expiry for every element on it
      isOnLoginPage: () => isLoginPath(platform.location.pathname()),
      takeStoredToken: () => services.controller.takeStoredToken(),
    });
    const api = createSessionApi(http);
    const controller = createSessionController({ api, platform, bus, locale: () => latest.current.locale });
    const services: SessionServices = { http, api, controller, platform };
    return services;
  }, [apiBase, given]);

  useEffect(() => () => services.controller.dispose(), [services]);
  return <SessionContext.Provider value={services}>{children}</SessionContext.Provider>;
}

export function useSessionServices(): SessionServices {
  const services = useContext(SessionContext);
  if (!services) throw new Error('useSessionServices() is used outside <SessionProvider> / <SessionServicesProvider>');
  return services;
}

/** The page's session state; re-renders on every change of the shared bus. */
export function useSessionState(): SessionState {
  const { bus } = useSessionServices().controller;
  return useSyncExternalStore(bus.subscribe, bus.getState, bus.getState);
}

/**
 * The staff's organisation colours (`colorInfo`, spec §3) theme the element wherever its main-color / minor-color
 * attribute is not set (issue 9); gone again when the session ends or the element unmounts.
 */
export function useSessionTheme(): void {
  const host = useContext(ElementHostContext)?.host ?? null; // a feature rendered outside an element: nothing to theme
  const colorInfo = useSessionState().staff?.colorInfo ?? null;
  const mainColor = colorInfo?.mainColor ?? null;
  const minorColor = colorInfo?.minorColor ?? null;
  useEffect(() => {
    if (!host) return undefined;
    const themed = host as SessionThemedHost;
    themed[SESSION_THEME]?.(mainColor && minorColor ? { mainColor, minorColor } : null);
    return () => themed[SESSION_THEME]?.(null);
  }, [host, mainColor, minorColor]);
}

export function useHttp(): HttpClient {
  return useSessionServices().http;
}
