// <admin-shell>'s component. On a login path with no session it shows the login screen alone (LoginGate: no router,
// no query cache, no frame; issue 15: the login costs only the login); otherwise, and from the moment a login
// succeeds, the whole shell (./ShellFrame.tsx), loaded on demand.
import { Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { CommonElementProps } from '../base/index.ts';
import { lazyComponent } from '../base/index.ts';
import { LoginGate } from '../../src/app/session/LoginGate.tsx';
import { isHomePage, isLoginPage, opensOnLogin, shellPagePath } from '../../src/app/session/shellPage.ts';
import type { UserLink } from '../../src/app/index.ts';
import { browserPlatform } from '../../src/core/platform/index.ts';
import { askSessionAhead } from '../../src/core/session/index.ts';
import { takePageLogin } from '../../src/ui/session/pageLogin.ts';
import { useElementHost } from '../../src/ui/providers/index.ts';
import type { BootstrapOutcome } from '../../src/core/session/index.ts';
import { renderBackground } from './frameSlots.tsx';
import { loadShellFrame, loading, renderLogin } from './workspace.tsx';

const ShellFrame = lazyComponent(async () => (await loadShellFrame()).ShellFrame);

/** admin-shell's own attributes and properties on top of the common ones. */
export interface AdminShellOwnProps {
  path: string | null;
  links: readonly UserLink[] | null;
}

/** Why the frame shows: from the start (null outcome) or after a login on the page without it. */
interface FrameStart {
  outcome: BootstrapOutcome | null;
}

export function AdminShellElement(props: CommonElementProps & AdminShellOwnProps) {
  const { routing, basePath, path } = props;
  const page = shellPagePath(routing, basePath, path);
  const [frame, setFrame] = useState<FrameStart | null>(() => (opensOnLogin(page) ? null : { outcome: null }));
  // The host opened another page: the shell takes over (it sends a user without a session to the login path).
  if (!frame && !isLoginPage(page)) setFrame({ outcome: null });
  // The frame opens instead of the login (a stored session on a login path): the page's own login form goes.
  const { host } = useElementHost();
  useLayoutEffect(() => {
    if (frame) takePageLogin(host.ownerDocument);
  }, [frame, host]);
  // A frame opening on a stored session: the session's first calls go out while the frame's code loads, and on the
  // home page its figures' calls with them.
  const opening = frame !== null && frame.outcome === null;
  const home = isHomePage(page);
  useEffect(() => {
    if (opening) askSessionAhead({ apiBase: props.apiBase, country: props.country, platform: browserPlatform(), home });
  }, [opening, home, props.apiBase, props.country]);

  const onLoggedIn = useCallback((outcome: BootstrapOutcome) => {
    // The shell's chunks are on their way (renderLogin preloads the workspace): the login screen stays until it is here.
    void loadShellFrame().then(
      () => setFrame({ outcome }),
      () => setFrame({ outcome }),
    );
  }, []);
  const onSessionElsewhere = useCallback(() => setFrame((shown) => shown ?? { outcome: null }), []);

  if (frame) {
    return (
      <Suspense fallback={loading}>
        <ShellFrame {...props} loginOutcome={frame.outcome} />
      </Suspense>
    );
  }
  return (
    <LoginGate
      apiBase={props.apiBase}
      country={props.country}
      locale={props.locale}
      path={page}
      renderLogin={renderLogin}
      renderBackground={renderBackground}
      onLoggedIn={onLoggedIn}
      onSessionElsewhere={onSessionElsewhere}
    />
  );
}
