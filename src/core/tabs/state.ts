import { MAX_TABS } from '../contract/constants.ts';
import { Route } from '../contract/screens.ts';

/** What the router knows about a page when it is opened (route meta, spec §2). */
export interface PageMeta {
  title?: string;
  /** Route meta noCache: the page is never kept alive. */
  noCache?: boolean;
}

/** One entry of a tab's history. Pages are keyed by full path, query included, so /a?x=1 and /a?x=2 differ. */
export interface TabPage {
  fullPath: string;
  title: string;
  noCache: boolean;
  /** Bumped by refresh; the UI uses it as the page's React key so the page remounts. */
  refreshKey: number;
}

export interface WorkspaceTab {
  id: string;
  /** Oldest first, at most MAX_TAB_HISTORY entries. */
  history: readonly TabPage[];
  /** The page shown: an index into history; entries after it are the forward history. */
  index: number;
}

export interface TabsState {
  tabs: readonly WorkspaceTab[];
  activeTabId: string;
  /** Source of the next tab id, so ids are never reused within one state's life. */
  nextTabNumber: number;
}

export type TabRefusal = 'tabLimit' | 'lastTab' | 'unknownTab' | 'noBack' | 'noForward';

export interface TabsTransition {
  state: TabsState;
  /** Keep-alive keys to drop: their page left every history, or its tab closed. */
  released: string[];
  /** Why nothing changed, when the action was refused. */
  refused: TabRefusal | null;
}

export function tabIdOf(tabNumber: number): string {
  return `tab-${tabNumber}`;
}

export function makePage(fullPath: string, meta: PageMeta = {}): TabPage {
  return { fullPath, title: meta.title ?? '', noCache: meta.noCache === true, refreshKey: 0 };
}

/** A fresh workspace: one tab on the home page. Each identity (group) starts from one (spec §2 "per group"). */
export function createTabs(homeMeta: PageMeta = {}): TabsState {
  const id = tabIdOf(1);
  return { tabs: [{ id, history: [makePage(Route.dashboard, homeMeta)], index: 0 }], activeTabId: id, nextTabNumber: 2 };
}

/** The key a kept-alive page is stored under. */
export function keepAliveKey(tabId: string, fullPath: string): string {
  return `${tabId}:${fullPath}`;
}

function pathnameOf(fullPath: string): string {
  return fullPath.split(/[?#]/, 1)[0];
}

/** noCache pages and the home page are never kept alive (spec §2). */
export function isCacheable(page: TabPage): boolean {
  return !page.noCache && pathnameOf(page.fullPath) !== Route.dashboard;
}

/** Every page kept alive: each cacheable page still in some tab's history, back or forward. */
export function keptPages(state: TabsState): string[] {
  const kept = new Set<string>();
  for (const tab of state.tabs) {
    for (const page of tab.history) {
      if (isCacheable(page)) kept.add(keepAliveKey(tab.id, page.fullPath));
    }
  }
  return [...kept];
}

export function activeTab(state: TabsState): WorkspaceTab {
  return state.tabs.find((tab) => tab.id === state.activeTabId) ?? state.tabs[0];
}

export function currentPage(state: TabsState): TabPage {
  const tab = activeTab(state);
  return tab.history[tab.index];
}

export function canGoBack(state: TabsState): boolean {
  return activeTab(state).index > 0;
}

export function canGoForward(state: TabsState): boolean {
  const tab = activeTab(state);
  return tab.index < tab.history.length - 1;
}

export function canAddTab(state: TabsState): boolean {
  return state.tabs.length < MAX_TABS;
}

export function canCloseTab(state: TabsState): boolean {
  return state.tabs.length > 1;
}
