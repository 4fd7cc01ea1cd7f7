// Semi's markup where it breaks WCAG 2.1 (axe's critical and serious rules), repaired in place inside our shadow
// roots: roles, names and references are corrected, never hidden from assistive technology. Each repair is
// idempotent (it writes only what differs), so the observer that re-runs it on every change settles at once.

import { trapDialogFocus } from './dialogFocus.ts';

type Root = Document | ShadowRoot;

const set = (node: Element, name: string, value: string) => {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
};
const remove = (node: Element, name: string) => {
  if (node.hasAttribute(name)) node.removeAttribute(name);
};
const exists = (root: Root, id: string) => id !== '' && root.getElementById(id) !== null;
const idsExist = (root: Root, value: string | null) => (value ?? '').split(/\s+/).filter(Boolean).every((id) => exists(root, id));

/**
 * Nav (sidebar, secondary menu): a sub-menu's <li> sits in role="menu" as a list item and its <ul> holds menu items
 * as a list. They become groups of the menu, so every menuitem has its menu or group.
 */
function repairNav(root: Root): void {
  for (const node of root.querySelectorAll('.semi-navigation-list li.semi-navigation-item-sub, .semi-navigation-list ul.semi-navigation-sub')) set(node, 'role', 'group');
}

/** A tab pointing `aria-controls` at a panel that is not there (the workspace renders its pages itself). */
function repairTabs(root: Root): void {
  for (const tab of root.querySelectorAll('[role="tab"][aria-controls]')) dropDangling(root, tab, 'aria-controls');
}

/** Removes `attribute` from `element` when the ids it names are not in the root. */
function dropDangling(root: Root, element: Element, attribute: string): void {
  if (element.hasAttribute(attribute) && !idsExist(root, element.getAttribute(attribute))) remove(element, attribute);
}

/**
 * A searchable Select types into an input inside its combobox: the input points at an option that exists only while
 * the list is open, and has no name; it is named as its combobox is.
 */
function repairSearchInput(root: Root, box: Element): void {
  const input = box.querySelector('.semi-select-input input');
  if (!input) return;
  dropDangling(root, input, 'aria-activedescendant');
  const name = box.getAttribute('aria-label') ?? box.getAttribute('data-backroom-name');
  if (name && !input.hasAttribute('aria-labelledby')) set(input, 'aria-label', name);
}

/**
 * Select's combobox: an active descendant, a label reference and the list it controls that point at nothing while
 * closed, and an empty aria-label; a combobox left without a name is named by its form field's label, else by its
 * placeholder (a filter's label).
 */
function repairCombobox(root: Root): void {
  for (const box of root.querySelectorAll('[role="combobox"]')) {
    dropDangling(root, box, 'aria-activedescendant');
    dropDangling(root, box, 'aria-labelledby');
    // The list it controls exists only while open: kept aside while it is not there, given back when it is.
    const controls = box.getAttribute('aria-controls') ?? box.getAttribute('data-backroom-controls');
    if (controls !== null) {
      set(box, 'data-backroom-controls', controls);
      if (idsExist(root, controls)) set(box, 'aria-controls', controls);
      else remove(box, 'aria-controls');
    }
    if (!box.hasAttribute('aria-labelledby') && (box.getAttribute('aria-label') ?? '').trim() === '') {
      // A form field's label (Semi's <label for> cannot name a div), else the placeholder (a filter's label).
      const label = (box.id ? root.querySelector(`label[for="${box.id.replace(/["\\]/g, '\\$&')}"]`) : null) ?? box.closest('.semi-form-field')?.querySelector('.semi-form-field-label');
      const name = label?.textContent?.trim() || box.querySelector('.semi-select-selection-placeholder')?.textContent?.trim() || box.getAttribute('data-backroom-name');
      if (name) {
        set(box, 'aria-label', name);
        set(box, 'data-backroom-name', name);
      } else {
        remove(box, 'aria-label');
      }
    }
    repairSearchInput(root, box);
    // The open list box has no name of its own: it is named by the combobox that controls it.
    // (Semi's aria-controls points at the list's wrapper; the listbox is inside it.)
    const wrapper = controls !== null && controls !== '' ? root.getElementById(controls) : null;
    const list = wrapper?.matches('[role="listbox"]') ? wrapper : wrapper?.querySelector('[role="listbox"]');
    if (list && !list.hasAttribute('aria-labelledby')) {
      const name = (box.getAttribute('aria-label') ?? '').trim();
      if (name) set(list, 'aria-label', name);
      else if (box.id) set(list, 'aria-labelledby', box.id);
    }
  }
}

/** An icon Semi left with role="img" and an empty name is decoration inside a named control. */
function repairIcons(root: Root): void {
  for (const icon of root.querySelectorAll('.semi-icon[role="img"][aria-label=""]')) {
    remove(icon, 'role');
    remove(icon, 'aria-label');
    set(icon, 'aria-hidden', 'true');
  }
}

/**
 * Tooltip and Popover make their wrapper span focusable and put the popup state on it: the button inside is what
 * the keyboard reaches and what carries the state, so the span leaves the Tab order and hands its state on.
 */
function repairTriggers(root: Root): void {
  for (const span of root.querySelectorAll('span[tabindex], span[aria-expanded], span[aria-haspopup]')) {
    if (span.hasAttribute('role')) continue;
    const button = span.querySelector('button');
    if (!button) continue;
    remove(span, 'tabindex');
    for (const name of ['aria-expanded', 'aria-haspopup', 'aria-controls']) {
      const value = span.getAttribute(name);
      if (value === null) continue;
      set(button, name, value);
      span.removeAttribute(name);
    }
  }
}

/**
 * A table body that scrolls (a wide table) but holds nothing focusable cannot be scrolled from the keyboard: it
 * becomes a focusable region named by its columns.
 */
function repairScrollers(root: Root): void {
  for (const body of root.querySelectorAll<HTMLElement>('.semi-table-body')) {
    const scrolls = body.scrollWidth > body.clientWidth + 1 || body.scrollHeight > body.clientHeight + 1;
    const reachable = body.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])') !== null;
    if (!scrolls || reachable) {
      if (body.dataset.backroomScroller) {
        for (const name of ['tabindex', 'role', 'aria-label', 'data-backroom-scroller']) remove(body, name);
      }
      continue;
    }
    const table = body.closest('.semi-table-wrapper') ?? body;
    const columns = [...table.querySelectorAll('th')].map((cell) => cell.textContent?.trim() ?? '').filter(Boolean);
    set(body, 'data-backroom-scroller', 'true');
    set(body, 'tabindex', '0');
    set(body, 'role', 'region');
    set(body, 'aria-label', columns.slice(0, 4).join(', ') || 'table');
  }
}

let titles = 0;

/** A SideSheet's dialog has neither a name nor aria-modal: its title names it, and its mask makes it modal. */
function repairSheets(root: Root): void {
  for (const sheet of root.querySelectorAll('.semi-sidesheet-inner[role="dialog"]')) {
    const title = sheet.querySelector('.semi-sidesheet-title');
    if (title && !sheet.hasAttribute('aria-label')) {
      if (!title.id) title.id = `backroom-sheet-title-${(titles += 1)}`;
      set(sheet, 'aria-labelledby', title.id);
    }
    const masked = sheet.closest('.semi-sidesheet')?.querySelector('.semi-sidesheet-mask') ?? null;
    if (masked) set(sheet, 'aria-modal', 'true');
  }
}

/**
 * Semi names a Modal's footer buttons "cancel" / "confirm" and a close button by its icon ("close"), in English
 * whatever the locale: a footer button is named by its text (取消, 确定 or Cancel, OK), a close button in the language
 * of the element (the nearest lang).
 */
function repairDefaultNames(root: Root): void {
  for (const button of root.querySelectorAll('button[aria-label="cancel"], button[aria-label="confirm"]')) {
    if ((button.textContent ?? '').trim() !== '') remove(button, 'aria-label');
  }
  for (const button of root.querySelectorAll('.semi-modal-close, .semi-sidesheet-close')) {
    set(button, 'aria-label', button.closest('[lang]')?.getAttribute('lang') === 'en' ? 'Close' : '关闭');
  }
}

const REPAIRS = [repairNav, repairTabs, repairCombobox, repairIcons, repairTriggers, repairScrollers, repairSheets, repairDefaultNames];

/**
 * What is announced the moment it appears, so repaired as it is added rather than a frame later: a toast (role
 * alert) is named by its text instead of Semi's "warning type", and a form field's error message is an alert.
 */
function repairAnnouncements(node: Element): void {
  const within = (selector: string) => [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)];
  for (const toast of within('.semi-toast[role="alert"]')) {
    const text = toast.querySelector('.semi-toast-content-text')?.textContent?.trim();
    if (text) set(toast, 'aria-label', text);
    else remove(toast, 'aria-label');
  }
  for (const message of within('.semi-form-field-error-message')) set(message, 'role', 'alert');
}

export function repairAria(root: Root): void {
  for (const repair of REPAIRS) repair(root);
}

/**
 * Repairs the root now and after every change below it, and keeps keyboard focus in its modal dialogs and side
 * sheets (dialogFocus.ts); returns the stop function.
 */
export function watchAria(root: ShadowRoot): () => void {
  const dialogs = trapDialogFocus(root);
  let queued = false;
  // Once per frame at most, however many changes the frame brings (a table renders hundreds).
  const schedule = globalThis.requestAnimationFrame ?? ((run: () => void) => setTimeout(run, 16));
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) repairAnnouncements(node);
    }
    if (queued) return;
    queued = true;
    schedule(() => {
      queued = false;
      repairAria(root);
      dialogs.update();
      observer.takeRecords();
    });
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-activedescendant', 'aria-labelledby', 'aria-label', 'aria-expanded', 'aria-controls', 'tabindex', 'role', 'class', 'style'],
  });
  repairAria(root);
  dialogs.update();
  return () => {
    observer.disconnect();
    dialogs.stop();
  };
}
