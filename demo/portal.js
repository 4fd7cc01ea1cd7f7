/* global location, addEventListener */
// The portal's router: the hash picks a section; a link may also open a page inside the embedded shell, whose
// own navigations are announced by `backroom-navigate` (memory routing leaves this page's URL alone).
const shell = document.querySelector('admin-shell');
const shellPath = document.getElementById('portal-shell-path');
function route() {
  const path = location.hash.replace(/^#/, '') || '/';
  const link = document.querySelector(`.portal-nav a[data-route="${path}"]`);
  const section = path.startsWith('/backoffice') ? '/backoffice' : path;
  for (const element of document.querySelectorAll('.portal-section')) element.hidden = element.dataset.section !== section;
  for (const a of document.querySelectorAll('.portal-nav a')) a.toggleAttribute('aria-current', a === link);
  if (link?.dataset.shellPath) shell.setAttribute('path', link.dataset.shellPath);
}
addEventListener('hashchange', route);
route();
shell.addEventListener('backroom-navigate', (event) => {
  shellPath.textContent = `后台：${event.detail.path}`;
});
