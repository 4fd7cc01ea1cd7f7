// The one session start of an embedded element (issue 9): the page's shared session bus, bootstrapped when it holds
// a token and is not loaded yet (spec §4; step 4's re-issued token carries on in place, a partner's page is never
// reloaded), an expired token logged out, and `backroom-logout` announced when the session ends, however it ends.
// Every element but <admin-shell> (whose flow also routes: src/app/session) starts its session through this.
// The expiry latch and the logout are the page's (SessionBus.expiry, controller.logout's single flight): N elements
// and N concurrent 401s give one logout, and every element announces it once with the same reason.
import { useCallback, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { langOf } from '../../core/i18n/index.ts';
import type { Locale } from '../../core/i18n/index.ts';
import type { BootstrapOutcome, SessionController } from '../../core/session/index.ts';
import { useEmit } from '../providers/index.ts';
import { SessionProvider } from './SessionProvider.tsx';
import { useSessionServices, useSessionState, useSessionTheme } from './SessionServices.tsx';
import type { SessionServices } from './SessionServices.tsx';

export interface ElementSessionProps {
  apiBase: string;
  country: string;
  locale: Locale;
  children: ReactNode;
}

/** Runs spec §4's steps until the session is ready, asks for an identity, or has none. */
function bootstrap(controller: SessionController): Promise<BootstrapOutcome> {
  return controller.bootstrap().then((outcome) => (outcome.kind === 'reissueToken' ? bootstrap(controller) : outcome));
}

function SessionStart() {
  const { controller } = useSessionServices();
  const { token, status } = useSessionState();
  const emit = useEmit();
  const queryClient = useQueryClient();
  useSessionTheme();

  // A session that failed to load (a network failure, a server error) is asked for again when an element connects,
  // not in a loop: without that, one failed call would leave every element of the page without a session until a reload.
  const connected = useRef(false);
  useEffect(() => {
    const connecting = !connected.current;
    connected.current = true;
    if (!token || !(status === 'idle' || (connecting && status === 'error'))) return;
    void bootstrap(controller).catch(() => undefined); // the http client has already said what failed
  }, [controller, token, status]);

  // A session that ends is announced once per element and leaves none of its data cached.
  const hadToken = useRef(token !== null);
  useEffect(() => {
    const had = hadToken.current;
    hadToken.current = token !== null;
    if (!had || token !== null) return;
    emit('backroom-logout', { reason: controller.bus.endReason() ?? 'other-tab' });
    queryClient.clear();
  }, [token, controller, emit, queryClient]);
  return null;
}

const onExpired = ({ controller }: SessionServices) => void controller.logout('expired');

export function ElementSession({ apiBase, country, locale, children }: ElementSessionProps) {
  return (
    <SessionProvider apiBase={apiBase} country={country} locale={langOf(locale)} onExpired={onExpired}>
      <SessionStart />
      {children}
    </SessionProvider>
  );
}

/** Logs the user out from an element's own button: announced as `backroom-logout` { reason: 'user' }. */
export function useElementLogout(): () => Promise<void> {
  const { controller } = useSessionServices();
  return useCallback(async () => {
    await controller.logout('user');
  }, [controller]);
}
