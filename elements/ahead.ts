// Entry of dist/ahead.js: the first script of the back office's own page (server/plugins/preload.ts names it before
// dist/define.js). A page opening on a stored session asks for the session's first calls, and on the home page its
// figures' calls, while the shell's chunks are still arriving and compiling; the session takes those answers when it
// asks (src/core/http/early.ts). <admin-shell>'s own ask (AdminShellElement) comes only once every chunk of
// define.js has run and the element has rendered: on a cold production /dashboard, ~1.2 s after the page's start
// with the figures' answer ~0.4 s after that. It reads the element's attributes with the defaults it declares; a
// partner's page without this script still gets the element's own ask. On a returning visit to the home page it also
// paints the figures staff saw last in the page's skeleton (src/ui/session/lastHome.ts), marked as such, until the
// dashboard's own screen shows.
import { DEFAULT_COUNTRY } from '../src/core/contract/constants.ts';
import { StorageName, browserPlatform, storageKey } from '../src/core/platform/index.ts';
import { askSessionAhead } from '../src/core/session/ahead.ts';
import { readLastHome } from '../src/core/session/lastHome.ts';
import { paintLastHome, removeLastHome } from '../src/ui/session/lastHome.ts';
import { isHomePage, isLoginPage, shellPagePath } from '../src/app/session/shellPage.ts';

/** How long the last figures may stay once the shell is ready, should nothing in it take them down. */
const LAST_HOME_AFTER_READY_MS = 10_000;

const shell = document.querySelector('admin-shell');
if (shell) {
  const routing = shell.getAttribute('routing') === 'memory' ? 'memory' : 'history';
  const page = shellPagePath(routing, shell.getAttribute('base-path') ?? '/', shell.getAttribute('path'));
  // A login path with a stored session opens the frame too, but it is the login start script's page (no ask there).
  if (!isLoginPage(page)) {
    const platform = browserPlatform();
    const home = isHomePage(page);
    askSessionAhead({ apiBase: shell.getAttribute('api-base') ?? '', country: shell.getAttribute('country') ?? DEFAULT_COUNTRY, platform, home });
    const last = home ? readLastHome(platform) : null;
    const sidebarCollapsed = platform.local.getItem(storageKey(StorageName.sidebarCollapsed)) === 'true';
    if (last && paintLastHome(document, last, { sidebarCollapsed })) {
      shell.addEventListener('backroom-ready', () => setTimeout(() => removeLastHome(document), LAST_HOME_AFTER_READY_MS), { once: true });
    }
  }
}
