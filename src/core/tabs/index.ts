// Workspace tabs with per-tab history and keep-alive bookkeeping, as an immutable state machine (spec §2, §9).
export {
  createTabs,
  keepAliveKey,
  isCacheable,
  keptPages,
  activeTab,
  currentPage,
  canGoBack,
  canGoForward,
  canAddTab,
  canCloseTab,
} from './state.ts';
export type { PageMeta, TabPage, WorkspaceTab, TabsState, TabRefusal, TabsTransition } from './state.ts';
export { openPage, goBack, goForward, goHome, refreshPage, addTab, closeTab, selectTab, resetTabs } from './transitions.ts';
