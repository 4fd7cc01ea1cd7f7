// The shell's main frame (sidebar, tabs, menus, top bar) as a chunk of its own: loaded once a session is ready,
// never on a login page (issue 15), and fetched ahead as soon as a login succeeds.
export const loadShellLayout = () => import('./layout/ShellLayout.tsx');

export function preloadShellFrame(): void {
  void loadShellLayout().catch(() => undefined);
}
