// The workspace tabs of spec §2 over the core state machine: the location is the one trigger of page changes,
// so the tab buttons, the sidebar, browser back/forward and the host's `path` all meet in one place.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Route } from '../../core/contract/index.ts';
import {
  activeTab, addTab, closeTab, createTabs, currentPage, goBack, goForward, goHome, openPage, refreshPage, selectTab,
} from '../../core/tabs/index.ts';
import type { PageMeta, TabRefusal, TabsState, TabsTransition } from '../../core/tabs/index.ts';
import { currentFullPath } from '../navigation/useNavigation.ts';
import type { ShellNavigate } from '../navigation/useNavigation.ts';

export interface WorkspaceTabs {
  state: TabsState;
  back(): void;
  home(): void;
  refresh(): void;
  add(): void;
  close(tabId: string): void;
  select(tabId: string): void;
}

export interface WorkspaceTabsOptions {
  go: ShellNavigate;
  /** Pages are opened only while the workspace shows (session ready, a workspace path). */
  tracking: boolean;
  metaOf(fullPath: string): PageMeta;
  onRefused?(refused: TabRefusal): void;
}

/** Tabs belong to one identity (spec §2 "per group"): the shell mounts a fresh workspace for each group. */
export function useWorkspaceTabs({ go, tracking, metaOf, onRefused }: WorkspaceTabsOptions): WorkspaceTabs {
  const location = useLocation();
  const [state, setState] = useState<TabsState>(() => createTabs(metaOf(Route.dashboard)));
  const latest = useRef(state);
  latest.current = state;
  /** A tab action waiting for its navigation: applied when the location reaches its page. */
  const pending = useRef<TabsTransition | null>(null);
  const meta = useRef(metaOf);
  meta.current = metaOf;

  const fullPath = currentFullPath(location);
  useEffect(() => {
    if (!tracking) return;
    const waiting = pending.current;
    pending.current = null;
    const tabs = latest.current;
    if (waiting && currentPage(waiting.state).fullPath === fullPath) {
      setState(waiting.state);
      return;
    }
    if (currentPage(tabs).fullPath === fullPath) return;
    // Browser back/forward arrive as plain locations: read them against the active tab's own history.
    const tab = activeTab(tabs);
    const transition =
      tab.history[tab.index - 1]?.fullPath === fullPath
        ? goBack(tabs)
        : tab.history[tab.index + 1]?.fullPath === fullPath
          ? goForward(tabs)
          : openPage(tabs, fullPath, meta.current(fullPath));
    setState(transition.state);
  }, [tracking, fullPath, location.key]);

  /** Navigates to the transition's current page and applies it once there; a refused one changes nothing. */
  const apply = useCallback(
    (transition: TabsTransition) => {
      if (transition.refused) {
        onRefused?.(transition.refused);
        return;
      }
      const target = currentPage(transition.state).fullPath;
      if (target === currentPage(latest.current).fullPath && transition.state.activeTabId === latest.current.activeTabId) {
        setState(transition.state);
        return;
      }
      pending.current = transition;
      if (!go(target, { replace: true })) pending.current = null;
    },
    [go, onRefused],
  );

  return {
    state,
    back: useCallback(() => apply(goBack(latest.current)), [apply]),
    home: useCallback(() => apply(goHome(latest.current, meta.current(Route.dashboard))), [apply]),
    refresh: useCallback(() => apply(refreshPage(latest.current)), [apply]),
    add: useCallback(() => apply(addTab(latest.current, Route.dashboard, meta.current(Route.dashboard))), [apply]),
    close: useCallback((tabId: string) => apply(closeTab(latest.current, tabId)), [apply]),
    select: useCallback((tabId: string) => apply(selectTab(latest.current, tabId)), [apply]),
  };
}
