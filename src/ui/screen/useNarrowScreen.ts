// Whether the screen is narrow: below the one breakpoint of spec §9 the sidebar closes and the pager shows 5 pages
// instead of 7; below PHONE_BREAKPOINT_PX (ours) lists become cards and the sidebar a drawer.
import { useCallback, useSyncExternalStore } from 'react';
import { PHONE_BREAKPOINT_PX, SIDEBAR_BREAKPOINT_PX } from '../../core/contract/index.ts';

/** Narrower than the breakpoint: 1023 px and below (fractional widths included). */
export const NARROW_SCREEN_QUERY = `(max-width: ${SIDEBAR_BREAKPOINT_PX - 0.02}px)`;
/** A phone: 767 px and below. */
export const PHONE_SCREEN_QUERY = `(max-width: ${PHONE_BREAKPOINT_PX - 0.02}px)`;

function mediaQuery(query: string): MediaQueryList | null {
  return typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(query) : null;
}

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => mediaQuery(query)?.matches ?? false, [query]);
  return useSyncExternalStore(subscribe, matches, matches);
}

export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY);
}

export function usePhoneScreen(): boolean {
  return useMediaQuery(PHONE_SCREEN_QUERY);
}
