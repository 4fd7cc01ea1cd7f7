// Sidebar open state (spec §2): remembered in storage (through the platform), and closed on screens narrower than
// SIDEBAR_BREAKPOINT_PX whatever was remembered; opening it there lasts until the screen changes.
import { useCallback, useEffect, useState } from 'react';
import { StorageName, storageKey } from '../../core/platform/index.ts';
import type { Platform } from '../../core/platform/index.ts';
import { useNarrowScreen } from '../../ui/screen/index.ts';

export const SIDEBAR_COLLAPSED_KEY = storageKey(StorageName.sidebarCollapsed);

export function useSidebarCollapsed(platform: Platform): { collapsed: boolean; toggle(): void } {
  const [remembered, setRemembered] = useState(() => platform.local.getItem(SIDEBAR_COLLAPSED_KEY) === 'true');
  const narrow = useNarrowScreen();
  const [openWhileNarrow, setOpenWhileNarrow] = useState(false);
  // Opening it on a narrow screen lasts until the screen changes.
  useEffect(() => setOpenWhileNarrow(false), [narrow]);

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
