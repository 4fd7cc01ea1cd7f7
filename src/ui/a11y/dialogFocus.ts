// Focus for modal dialogs and side sheets inside a shadow root. Semi's own trap compares document.activeElement,
// which is the host element for anything inside a shadow root, so it never holds there; this one reads the root's
// activeElement: focus moves into a dialog when it opens, Tab and Shift+Tab cycle inside it, Esc closes a side sheet
// (Semi closes a modal itself) and focus returns to what opened it when it closes; a popconfirm takes focus too.

const TABBABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', '[tabindex]', '[contenteditable="true"]',
].join(',');

const MODAL = '[role="dialog"][aria-modal="true"]';

const shown = (node: Element) => node.isConnected && node.getClientRects().length > 0 && !node.closest('[aria-hidden="true"], [inert]');

/** The elements of `container` that Tab reaches, in document order. */
export function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter((node) => node.tabIndex >= 0 && shown(node));
}

interface Opened {
  dialog: HTMLElement;
  opener: HTMLElement | null;
}

export interface DialogFocus {
  /** Looks for dialogs that opened or closed (called after every change in the root). */
  update(): void;
  stop(): void;
}

export function trapDialogFocus(root: ShadowRoot): DialogFocus {
  const opened: Opened[] = [];
  const active = () => (root.activeElement as HTMLElement | null) ?? null;
  const top = () => opened.at(-1)?.dialog ?? null;

  // The last element focused outside any dialog: Semi's Modal focuses itself before this sees it open.
  let lastOutside: HTMLElement | null = null;
  const onFocusIn = (event: Event) => {
    const target = event.composedPath()[0];
    if (target instanceof HTMLElement && !target.closest(MODAL)) lastOutside = target;
  };

  const enter = (dialog: HTMLElement) => {
    const focused = active();
    opened.push({ dialog, opener: focused && !dialog.contains(focused) ? focused : lastOutside });
    if (focused && dialog.contains(focused)) return;
    const first = tabbables(dialog)[0];
    if (first) first.focus();
    else {
      if (!dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1');
      dialog.focus();
    }
  };

  // A popconfirm opened from its button: Semi leaves focus on the button, so Tab would pass the question by. Focus
  // goes to its 取消 (the answer that changes nothing); Esc closes it and Semi gives focus back to the button.
  const confirms = new WeakSet<Element>();
  const askConfirm = () => {
    for (const confirm of root.querySelectorAll<HTMLElement>('.semi-popconfirm')) {
      if (!shown(confirm)) confirms.delete(confirm);
      else if (!confirms.has(confirm)) {
        confirms.add(confirm);
        const focused = active();
        if (!focused || !confirm.contains(focused)) confirm.querySelector<HTMLElement>('[data-type="cancel"]')?.focus();
      }
    }
  };

  const update = () => {
    askConfirm();
    for (let index = opened.length - 1; index >= 0; index -= 1) {
      const { dialog, opener } = opened[index];
      if (shown(dialog) && !dialog.closest('.semi-modal-wrap-hidden, .semi-sidesheet-hidden')) continue;
      opened.splice(index, 1);
      const focused = active();
      const lost = !focused || !focused.isConnected || dialog.contains(focused) || !shown(focused);
      if (lost && opener?.isConnected) opener.focus();
    }
    for (const dialog of root.querySelectorAll<HTMLElement>(MODAL)) {
      if (shown(dialog) && !opened.some((entry) => entry.dialog === dialog)) enter(dialog);
    }
  };

  const onKeyDown = (event: Event) => {
    const key = event as KeyboardEvent;
    const dialog = top();
    if (!dialog || !dialog.isConnected) return;
    if (key.key === 'Escape' && dialog.matches('.semi-sidesheet-inner, .semi-sidesheet-inner *')) {
      const close = dialog.querySelector<HTMLElement>('.semi-sidesheet-close, [aria-label="close"]');
      if (close) {
        key.preventDefault();
        close.click();
      }
      return;
    }
    if (key.key !== 'Tab') return;
    const stops = tabbables(dialog);
    const focused = active();
    if (stops.length === 0) {
      key.preventDefault();
      dialog.focus();
      return;
    }
    const inside = focused !== null && dialog.contains(focused);
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (key.shiftKey && (!inside || focused === first)) {
      key.preventDefault();
      last.focus();
    } else if (!key.shiftKey && (!inside || focused === last)) {
      key.preventDefault();
      first.focus();
    }
  };

  root.addEventListener('keydown', onKeyDown, true);
  root.addEventListener('focusin', onFocusIn, true);
  return {
    update,
    stop: () => {
      root.removeEventListener('keydown', onKeyDown, true);
      root.removeEventListener('focusin', onFocusIn, true);
    },
  };
}
