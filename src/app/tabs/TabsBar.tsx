// The workspace tab bar (spec §2): Semi card tabs, closable except the last one, and the back, home, refresh and
// add buttons, each named by its tooltip text. The buttons sit beside the tab list, not in it (a tablist holds tabs).
import type { KeyboardEvent } from 'react';
import { Tabs } from '@douyinfe/semi-ui';
import { IconArrowLeft, IconHome, IconPlus, IconRefresh } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';
import { MAX_TABS } from '../../core/contract/index.ts';
import { canAddTab, canCloseTab, canGoBack } from '../../core/tabs/index.ts';
import type { WorkspaceTabs } from './useWorkspaceTabs.ts';
import { IconAction } from '../../ui/icon-action/index.ts';

export interface TabsBarProps {
  tabs: WorkspaceTabs;
  titleOf(fullPath: string): string;
}

export function TabsBar({ tabs, titleOf }: TabsBarProps) {
  const { t } = useTranslation();
  const { state } = tabs;
  const closable = canCloseTab(state);
  const addable = canAddTab(state);
  const buttons = (
    <div className="backroom-tab-actions">
      <IconAction label={t('shell.back')} icon={<IconArrowLeft />} disabled={!canGoBack(state)} onClick={tabs.back} />
      <IconAction label={t('shell.home')} icon={<IconHome />} onClick={tabs.home} />
      <IconAction label={t('shell.refresh')} icon={<IconRefresh />} onClick={tabs.refresh} />
      <IconAction
        label={addable ? t('shell.addTab') : t('shell.tabLimit', { n: MAX_TABS })}
        icon={<IconPlus />}
        disabled={!addable}
        onClick={tabs.add}
      />
    </div>
  );
  // Delete closes the focused tab (its × is mouse-only in Semi); Semi's tab keys are data-tabkey="semiTab<id>".
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Delete' || !closable) return;
    const key = (event.target as Element).closest('[role="tab"]')?.getAttribute('data-tabkey');
    if (!key?.startsWith('semiTab')) return;
    event.preventDefault();
    tabs.close(key.slice('semiTab'.length));
  };
  return (
    <nav className="backroom-tabs" aria-label={t('shell.workspaceTabs')} onKeyDown={onKeyDown}>
      <Tabs
        type="card"
        size="small"
        activeKey={state.activeTabId}
        tabList={state.tabs.map((tab) => ({ itemKey: tab.id, tab: titleOf(tab.history[tab.index].fullPath), closable }))}
        onChange={tabs.select}
        onTabClose={tabs.close}
      />
      {buttons}
    </nav>
  );
}
