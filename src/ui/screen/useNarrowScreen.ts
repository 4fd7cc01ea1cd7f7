// Whether the screen is narrow: below the one breakpoint of spec §9 the sidebar closes and the pager shows 5 pages
// instead of 7.
import { useSyncExternalStore } from 'react';
import { SIDEBAR_BREAKPOINT_PX } from '../../core/contract/index.ts';

/** Narrower than the breakpoint: 1023 px and below (fractional widths included). */
export const NARROW_SCREEN_QUERY = `(max-width: ${SIDEBAR_BREAKPOINT_PX - 0.02}px)`;

function narrowQuery(): MediaQueryList | null {
  return typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(NARROW_SCREEN_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = narrowQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isNarrow = (): boolean => narrowQuery()?.matches ?? false;

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, isNarrow);
}
