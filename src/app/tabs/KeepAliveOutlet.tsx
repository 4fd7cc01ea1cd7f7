// Keep-alive (spec §2): every page the tab state machine keeps stays mounted, hidden, so its state survives;
// a page the machine releases (left every history, or its tab closed) drops out of the list and unmounts.
import type { ReactNode } from 'react';
import { activeTab, currentPage, keepAliveKey, keptPages } from '../../core/tabs/index.ts';
import type { TabPage, TabsState } from '../../core/tabs/index.ts';

interface MountedPage {
  key: string;
  tabId: string;
  page: TabPage;
  visible: boolean;
}

/** The pages to mount: the kept ones of every tab, plus the current page when it is not kept (noCache, home). */
export function mountedPages(state: TabsState): MountedPage[] {
  const kept = new Set(keptPages(state));
  const active = activeTab(state);
  const current = currentPage(state);
  const pages = new Map<string, MountedPage>();
  for (const tab of state.tabs) {
    tab.history.forEach((page, index) => {
      const key = keepAliveKey(tab.id, page.fullPath);
      const isCurrent = tab.id === active.id && index === tab.index;
      if (!kept.has(key) && !isCurrent) return;
      const known = pages.get(key);
      // The same path twice in one history is one kept page; the shown entry (or the latest) decides its refresh key.
      if (known && (known.visible || !isCurrent)) {
        if (!known.visible) pages.set(key, { ...known, page });
        return;
      }
      pages.set(key, { key, tabId: tab.id, page: isCurrent ? current : page, visible: isCurrent });
    });
  }
  return [...pages.values()];
}

export interface KeepAliveOutletProps {
  state: TabsState;
  renderPage(page: TabPage, visible: boolean): ReactNode;
}

export function KeepAliveOutlet({ state, renderPage }: KeepAliveOutletProps) {
  return (
    <>
      {mountedPages(state).map(({ key, tabId, page, visible }) => (
        <div
          key={`${key}#${page.refreshKey}`}
          className="backroom-page"
          data-page={page.fullPath}
          data-tab={tabId}
          hidden={!visible}
          style={visible ? undefined : { display: 'none' }}
        >
          {renderPage(page, visible)}
        </div>
      ))}
    </>
  );
}
