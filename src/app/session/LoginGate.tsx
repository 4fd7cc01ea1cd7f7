// The login page without the shell's frame (issue 15: the login costs only the login). With no session on a login
// path, <admin-shell> shows the login screen over the session's services alone: no router, no query cache, no
// frame. The frame (./../AdminShell.tsx) takes over once the login succeeds, when another tab or element brings a
// session, or when the host opens another page.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { langOf } from '../../core/i18n/index.ts';
import type { Locale } from '../../core/i18n/index.ts';
import type { BootstrapOutcome } from '../../core/session/index.ts';
import { useEmit } from '../../ui/providers/index.ts';
import { SessionServicesProvider, useSessionServices, useSessionState } from '../../ui/session/SessionServices.tsx';
import type { SessionServices } from '../../ui/session/SessionServices.tsx';
import type { LoginSlotProps } from '../types.ts';

export interface LoginGateProps {
  apiBase: string;
  country: string;
  locale: Locale;
  /** The login path shown. */
  path: string;
  renderLogin(props: LoginSlotProps): ReactNode;
  renderBackground(): ReactNode;
  onLoggedIn(outcome: BootstrapOutcome): void;
  /** Another tab or element brought a session: the frame takes the page over. */
  onSessionElsewhere(): void;
}

/** As the shell's flow does on a login page: the page's status settles (loggedOut) and is announced. */
function LoginSession({ onSessionElsewhere }: Pick<LoginGateProps, 'onSessionElsewhere'>) {
  const { controller } = useSessionServices();
  const { token, status, currentGroupId } = useSessionState();
  const emit = useEmit();
  useEffect(() => {
    if (status === 'idle' && !token) void controller.bootstrap().catch(() => undefined);
  }, [controller, status, token]);
  // A token nobody here is loading (this page's own login goes straight on to 'loading').
  useEffect(() => {
    if (token && status === 'idle') onSessionElsewhere();
  }, [token, status, onSessionElsewhere]);
  useEffect(() => {
    emit('backroom-session-change', { status, currentGroupId });
  }, [status, currentGroupId, emit]);
  return null;
}

const onExpired = ({ controller }: SessionServices) => void controller.logout('expired');

export function LoginGate({ apiBase, country, locale, path, renderLogin, renderBackground, onLoggedIn, onSessionElsewhere }: LoginGateProps) {
  return (
    <SessionServicesProvider apiBase={apiBase} country={country} locale={langOf(locale)} onExpired={onExpired}>
      <LoginSession onSessionElsewhere={onSessionElsewhere} />
      {renderBackground()}
      <div className="backroom-admin-shell" lang={locale}>
        {renderLogin({ path: path.split(/[?#]/, 1)[0], onLoggedIn })}
      </div>
    </SessionServicesProvider>
  );
}
