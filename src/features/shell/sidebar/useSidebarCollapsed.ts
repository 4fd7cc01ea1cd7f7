// Sidebar open state (spec §2): remembered in storage (through the platform), and closed on screens narrower than
// SIDEBAR_BREAKPOINT_PX whatever was remembered; opening it there lasts until the screen changes.
import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_BREAKPOINT_PX } from '../../../core/contract/index.ts';
import { storageKey } from '../../../core/platform/index.ts';
import type { Platform } from '../../../core/platform/index.ts';

export const SIDEBAR_COLLAPSED_KEY = storageKey('sidebar-collapsed');
/** Narrower than the breakpoint: 1023 px and below (fractional widths included). */
export const NARROW_SCREEN_QUERY = `(max-width: ${SIDEBAR_BREAKPOINT_PX - 0.02}px)`;

function narrowQuery(): MediaQueryList | null {
  return typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(NARROW_SCREEN_QUERY) : null;
}

export function useSidebarCollapsed(platform: Platform): { collapsed: boolean; toggle(): void } {
  const [remembered, setRemembered] = useState(() => platform.local.getItem(SIDEBAR_COLLAPSED_KEY) === 'true');
  const [narrow, setNarrow] = useState(() => narrowQuery()?.matches ?? false);
  const [openWhileNarrow, setOpenWhileNarrow] = useState(false);

  useEffect(() => {
    const query = narrowQuery();
    if (!query) return undefined;
    const onChange = () => {
      setNarrow(query.matches);
      setOpenWhileNarrow(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const toggle = useCallback(() => {
    if (narrow) {
      setOpenWhileNarrow((open) => !open);
      return;
    }
    platform.local.setItem(SIDEBAR_COLLAPSED_KEY, String(!remembered));
    setRemembered(!remembered);
  }, [narrow, remembered, platform]);

  return { collapsed: narrow ? !openWhileNarrow : remembered, toggle };
}
