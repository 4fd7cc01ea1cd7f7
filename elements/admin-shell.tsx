// <admin-shell>: the whole back office shell (spec §2, §4) as one element. Standalone it owns the page URL
// (routing="history", the default here, under base-path); embedded with routing="memory" it never touches it.
// Composition and the screen registry live in ./admin-shell/.
import { defineElement, lazyComponent } from './base/index.ts';
import type { AdminShellOwnProps } from './admin-shell/AdminShellElement.tsx';

export const adminShell = defineElement<AdminShellOwnProps>({
  tag: 'admin-shell',
  component: lazyComponent(async () => (await import('./admin-shell/AdminShellElement.tsx')).AdminShellElement),
  attributes: {
    routing: { type: 'string', default: 'history' },
    /** The page to show: the host's own navigation (a partner router driving an embedded shell). */
    path: { type: 'string', default: null },
  },
  properties: {
    /** Extra links of the user dropdown: [{ text, href }], href an app path or an absolute URL. */
    links: { default: [] },
  },
  events: [
    'backroom-ready',
    'backroom-session-change',
    'backroom-identity-change',
    'backroom-logout',
    'backroom-navigate',
    'backroom-error',
  ],
});
