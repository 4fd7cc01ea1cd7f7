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
