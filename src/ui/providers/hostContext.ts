// What a component inside an element knows about its element: the host node, its tag and how to emit events.
import { createContext, useContext } from 'react';
import type { Emit } from './events.ts';

export interface ElementHost {
  host: HTMLElement;
  /** The tag it was registered under (a `define({ prefix })` tag included). */
  tag: string;
  version: string;
  /** The `position: relative` layer inside the shadow root that popups, toasts and notices render into. */
  popupContainer: HTMLElement;
  emit: Emit;
}

/** The colours the session's organisation brings (staff `colorInfo`, spec §3); null: none. */
export interface SessionThemeColors {
  mainColor: string;
  minorColor: string;
}

/**
 * The element base's hook for them (issue 9): `host[SESSION_THEME](colors)` themes the element with the staff's
 * colours wherever its own main-color / minor-color attribute is not set.
 */
export const SESSION_THEME = Symbol.for('backroom.element.session-theme');
export type SessionThemedHost = HTMLElement & { [SESSION_THEME]?: (colors: SessionThemeColors | null) => void };

/**
 * The element base's hook for its loading state: `host[ELEMENT_BUSY](true)` while the element's session is loading or
 * any of its queries or mutations is in flight (`:state(busy)` on the host), false once it has all it asked for.
 */
export const ELEMENT_BUSY = Symbol.for('backroom.element.busy');
export type BusyHost = HTMLElement & { [ELEMENT_BUSY]?: (busy: boolean) => void };

export const ElementHostContext = createContext<ElementHost | null>(null);

export function useElementHost(): ElementHost {
  const host = useContext(ElementHostContext);
  if (!host) throw new Error('useElementHost() is used outside <ElementProviders>');
  return host;
}

/** `emit(name, detail, { cancelable })` from the element's host; returns false when a listener cancelled it. */
export function useEmit(): Emit {
  return useElementHost().emit;
}
