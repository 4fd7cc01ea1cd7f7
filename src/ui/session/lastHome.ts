// The home page's last figures painted by the page's first script (elements/ahead.ts, issue 30): on a returning
// visit to /dashboard the page's skeleton card becomes the frame's outline with the heading and figure cards staff
// saw last (core/session/lastHome.ts), marked as such, while the back office's code loads and compiles. It is text
// only (textContent: nothing stored is read as markup), hidden from assistive technology like the skeleton it
// replaces, and it stays over the loading shell until the shell shows a screen: the dashboard removes it in the commit
// that first shows the dashboard (never two headings, two sets of cards on the page), the shell in the commit that
// opens anything else (the login page, an error page, the identity dialog, another page).
import type { LastHome } from '../../core/session/lastHome.ts';
import { PAINT_MARK } from '../screen/paintMarks.ts';

/** The skeleton around it (demo/index.html); the attribute keeps it up once the shell is ready. */
const BOOT_SELECTOR = '.backroom-boot';
export const LAST_HOME_ATTRIBUTE = 'data-last-home';

function element(doc: Document, tag: string, className: string, text?: string): HTMLElement {
  const made = doc.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/**
 * Paints `home` in the page's skeleton, the sidebar's outline as the user left it (`sidebarCollapsed`: the icons' rail;
 * a narrow screen has none, as the shell); false when there is no skeleton to paint in (or it is the login form).
 */
export function paintLastHome(doc: Document, home: LastHome, { sidebarCollapsed = false } = {}): boolean {
  const boot = doc.querySelector(BOOT_SELECTOR);
  if (!boot || boot.querySelector('form')) return false;
  const head = element(doc, 'header', 'backroom-last-home-head');
  head.append(
    element(doc, 'h2', 'backroom-last-home-title', home.title),
    element(doc, 'span', 'backroom-last-home-scope', home.scope),
    element(doc, 'span', 'backroom-last-home-note', home.note),
  );
  const groups = element(doc, 'div', 'backroom-last-home-groups');
  for (const group of home.groups) {
    const section = element(doc, 'section', 'backroom-last-home-group');
    const cards = element(doc, 'div', 'backroom-last-home-figures');
    for (const figure of group.figures) {
      const card = element(doc, 'div', `backroom-last-home-figure backroom-last-home-${figure.tone}`);
      const value = element(doc, 'span', 'backroom-last-home-value', figure.value);
      value.setAttribute('elementtiming', PAINT_MARK.lastFigures);
      card.append(element(doc, 'span', 'backroom-last-home-label', figure.label), value);
      if (figure.detail) card.append(element(doc, 'span', 'backroom-last-home-detail', figure.detail));
      cards.append(card);
    }
    section.append(element(doc, 'h3', 'backroom-last-home-group-title', group.title), cards);
    groups.append(section);
  }
  const body = element(doc, 'div', 'backroom-last-home-body');
  body.append(head, groups);
  const main = element(doc, 'div', 'backroom-last-home-main');
  main.append(element(doc, 'div', 'backroom-last-home-top'), body);
  const side = element(doc, 'div', `backroom-last-home-side${sidebarCollapsed ? ' backroom-last-home-side-collapsed' : ''}`);
  boot.replaceChildren(side, main);
  boot.setAttribute(LAST_HOME_ATTRIBUTE, '');
  return true;
}

/** Takes the painted home page off the page, if it is there. */
export function removeLastHome(doc: Document): void {
  doc.querySelector(`${BOOT_SELECTOR}[${LAST_HOME_ATTRIBUTE}]`)?.remove();
}
