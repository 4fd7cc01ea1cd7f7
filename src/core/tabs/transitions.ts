import { MAX_TAB_HISTORY, MAX_TABS } from '../contract/constants.ts';
import { Route } from '../contract/screens.ts';
import {
  activeTab,
  createTabs,
  keptPages,
  makePage,
  tabIdOf,
  type PageMeta,
  type TabRefusal,
  type TabsState,
  type TabsTransition,
  type WorkspaceTab,
} from './state.ts';

function refuse(state: TabsState, refused: TabRefusal): TabsTransition {
  return { state, released: [], refused };
}

/** Every transition reports the keep-alive keys that the new state no longer holds. */
function settle(before: TabsState, after: TabsState): TabsTransition {
  const stillKept = new Set(keptPages(after));
  return { state: after, released: keptPages(before).filter((key) => !stillKept.has(key)), refused: null };
}

function replaceActive(state: TabsState, tab: WorkspaceTab): TabsState {
  return { ...state, tabs: state.tabs.map((t) => (t.id === tab.id ? tab : t)) };
}

/**
 * Navigates the active tab (spec §2): the forward history is discarded, the page pushed, and the oldest pages
 * dropped beyond MAX_TAB_HISTORY. Opening the page already shown changes nothing.
 */
export function openPage(state: TabsState, fullPath: string, meta: PageMeta = {}): TabsTransition {
  const tab = activeTab(state);
  if (tab.history[tab.index].fullPath === fullPath) return { state, released: [], refused: null };
  const pushed = [...tab.history.slice(0, tab.index + 1), makePage(fullPath, meta)];
  const history = pushed.slice(Math.max(0, pushed.length - MAX_TAB_HISTORY));
  return settle(state, replaceActive(state, { ...tab, history, index: history.length - 1 }));
}

/** Back one page in the active tab; the page left stays kept alive as forward history. */
export function goBack(state: TabsState): TabsTransition {
  const tab = activeTab(state);
  if (tab.index === 0) return refuse(state, 'noBack');
  return settle(state, replaceActive(state, { ...tab, index: tab.index - 1 }));
}

/** Forward again after back, as the browser's forward button does in history mode. */
export function goForward(state: TabsState): TabsTransition {
  const tab = activeTab(state);
  if (tab.index >= tab.history.length - 1) return refuse(state, 'noForward');
  return settle(state, replaceActive(state, { ...tab, index: tab.index + 1 }));
}

/** The tab's home button: opens /dashboard in the active tab. */
export function goHome(state: TabsState, homeMeta: PageMeta = {}): TabsTransition {
  return openPage(state, Route.dashboard, homeMeta);
}

/** Remounts the current page by bumping its refresh key; its keep-alive slot stays. */
export function refreshPage(state: TabsState): TabsTransition {
  const tab = activeTab(state);
  const history = tab.history.map((page, i) => (i === tab.index ? { ...page, refreshKey: page.refreshKey + 1 } : page));
  return settle(state, replaceActive(state, { ...tab, history }));
}

/** Opens a new workspace tab on `fullPath` (the home page by default) and selects it; refused at MAX_TABS. */
export function addTab(state: TabsState, fullPath: string = Route.dashboard, meta: PageMeta = {}): TabsTransition {
  if (state.tabs.length >= MAX_TABS) return refuse(state, 'tabLimit');
  const id = tabIdOf(state.nextTabNumber);
  const tab: WorkspaceTab = { id, history: [makePage(fullPath, meta)], index: 0 };
  return settle(state, { tabs: [...state.tabs, tab], activeTabId: id, nextTabNumber: state.nextTabNumber + 1 });
}

/** Closes a tab and releases its pages; the last remaining tab cannot close. A closed active tab hands over to its right neighbour, else its left. */
export function closeTab(state: TabsState, tabId: string): TabsTransition {
  const at = state.tabs.findIndex((tab) => tab.id === tabId);
  if (at < 0) return refuse(state, 'unknownTab');
  if (state.tabs.length <= 1) return refuse(state, 'lastTab');
  const tabs = state.tabs.filter((tab) => tab.id !== tabId);
  const activeTabId = state.activeTabId === tabId ? tabs[Math.min(at, tabs.length - 1)].id : state.activeTabId;
  return settle(state, { ...state, tabs, activeTabId });
}

export function selectTab(state: TabsState, tabId: string): TabsTransition {
  if (!state.tabs.some((tab) => tab.id === tabId)) return refuse(state, 'unknownTab');
  if (state.activeTabId === tabId) return { state, released: [], refused: null };
  return { state: { ...state, activeTabId: tabId }, released: [], refused: null };
}

/** A new workspace for another identity or after logout: every kept page is released (pages are kept per group). */
export function resetTabs(state: TabsState, homeMeta: PageMeta = {}): TabsTransition {
  return settle(state, createTabs(homeMeta));
}
