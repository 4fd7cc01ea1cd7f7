// Keyboard-only driving for the end-to-end journeys: what has focus (through the open shadow roots, as
// shadowRoot.activeElement tells it) and Tab until focus reaches what a test looks for. Only keys move the page;
// the page is read, never clicked.
import type { Page } from 'playwright-core';

export interface Focused {
  tag: string;
  /** The accessible name as a user would hear it: aria-label, else the text. */
  name: string;
  classes: string;
  role: string | null;
  /** The hosts the focus sits in, outermost first (`admin-shell`, `device-panel`...). */
  hosts: string[];
  /** Inside an open modal dialog (role="dialog" with aria-modal), its title or aria-label. */
  dialog: string | null;
  /** The text of the table row it sits in. */
  row: string;
  /** The language it is read in (the nearest lang attribute in its tree). */
  lang: string | null;
}

/** What has keyboard focus, through every open shadow root. */
export function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    let node: Element | null = document.activeElement;
    const hosts: string[] = [];
    while (node?.shadowRoot?.activeElement) {
      hosts.push(node.tagName.toLowerCase());
      node = node.shadowRoot.activeElement;
    }
    if (!node || node === document.body) return null;
    const dialog = node.closest('[role="dialog"][aria-modal="true"]');
    const labelled = dialog?.getAttribute('aria-labelledby');
    const root = node.getRootNode() as Document | ShadowRoot;
    const dialogName = dialog ? (dialog.getAttribute('aria-label') ?? (labelled ? root.getElementById(labelled)?.textContent : null) ?? dialog.querySelector('.semi-modal-title, .semi-sidesheet-title')?.textContent ?? '') : null;
    return {
      tag: node.tagName.toLowerCase(),
      name: (node.getAttribute('aria-label') || (node as HTMLElement).innerText || (node as HTMLInputElement).labels?.[0]?.innerText
        || node.closest('label')?.innerText || node.getAttribute('placeholder') || '').trim().replace(/\s+/g, ' '),
      classes: typeof node.className === 'string' ? node.className : '',
      role: node.getAttribute('role'),
      hosts,
      dialog: dialogName === null ? null : dialogName.trim(),
      row: node.closest('tr')?.textContent ?? '',
      lang: node.closest('[lang]')?.getAttribute('lang') ?? null,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `wanted` says yes to what has focus; throws after `max` presses, naming the
 * stops it passed.
 */
export async function tabTo(page: Page, wanted: (focus: Focused) => boolean, { max = 80, back = false } = {}): Promise<Focused> {
  const passed: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await focused(page);
    if (focus && wanted(focus)) return focus;
    passed.push(focus ? `${focus.tag}.${focus.classes.split(' ')[0] ?? ''} "${focus.name.slice(0, 30)}"` : '(nothing)');
  }
  throw new Error(`no Tab stop matched in ${max} presses; passed: ${passed.join(' → ')}`);
}

/** A matcher by accessible name (exact text or a pattern). */
export const named = (name: string | RegExp) => (focus: Focused) => (typeof name === 'string' ? focus.name === name : name.test(focus.name));

/**
 * Presses Tab from where focus is until it comes back to a stop it passed (or `max` presses) and answers the stops
 * that have no accessible name (aria-labelledby, aria-label, a label, the text, title, placeholder or an image's alt),
 * each as its tag, classes and role; and how many stops there were.
 */
export async function unnamedTabStops(page: Page, max = 400): Promise<{ stops: number; unnamed: string[] }> {
  await page.evaluate(() => {
    (globalThis as unknown as { backroomStops: WeakSet<Element> }).backroomStops = new WeakSet();
  });
  const unnamed: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      let node: Element | null = document.activeElement;
      while (node?.shadowRoot?.activeElement) node = node.shadowRoot.activeElement;
      if (!node || node === document.body) return null;
      const seen = (globalThis as unknown as { backroomStops: WeakSet<Element> }).backroomStops;
      if (seen.has(node)) return 'again';
      seen.add(node);
      const root = node.getRootNode() as Document | ShadowRoot;
      const text = (element: Element | null | undefined) => (element as HTMLElement | null | undefined)?.innerText?.trim() ?? '';
      const byIds = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean).map((id) => text(root.getElementById(id))).join(' ');
      const name = [
        byIds, node.getAttribute('aria-label'), ...[...((node as HTMLInputElement).labels ?? [])].map(text), text(node),
        node.getAttribute('title'), node.getAttribute('placeholder'), node.querySelector('img[alt]')?.getAttribute('alt'),
      ].find((candidate) => (candidate ?? '').trim() !== '');
      return name ? '' : `${node.tagName.toLowerCase()}.${typeof node.className === 'string' ? node.className.split(' ').slice(0, 2).join('.') : ''}[role=${node.getAttribute('role')}]`;
    });
    if (stop === 'again') return { stops: press, unnamed };
    if (stop) unnamed.push(stop);
  }
  return { stops: max, unnamed };
}
