// <device-panel>'s content, also the device screens of <admin-shell>: the fleet (vending machines and coolers, list →
// one device), the console, the online report or the full-screen monitor, with one set of commands (progress,
// results, backroom-command-result) and one event stream for all of them.
import { useEffect, useState } from 'react';
import { Tabs } from '@douyinfe/semi-ui';
import { coolerPage, vendingMachinePage } from '../../../core/contract/api/devices.ts';
import { DEFAULT_COUNTRY, Screen } from '../../../core/contract/index.ts';
import type { Locale } from '../../../core/i18n/index.ts';
import { useWords } from '../../../ui/i18n/index.ts';
import { ScreenFrame } from '../../../ui/table/index.ts';
import { DeviceCommandsProvider } from '../commands/DeviceCommands.tsx';
import { deviceWords } from '../words.ts';
import { DeviceConsole } from './DeviceConsole.tsx';
import { DeviceDetailView } from './DeviceDetailView.tsx';
import { DeviceList } from './DeviceList.tsx';
import { FleetMonitor } from './FleetMonitor.tsx';
import { OnlineReport } from './OnlineReport.tsx';
import type { PanelView } from './views.ts';
import './panel.css';

export type { PanelView } from './views.ts';

/** The fleet: vending machines or coolers, each row opening its device. */
export function FleetList({ screen, kind = 'vending', onKind, onOpen }: { screen: string; kind?: 'vending' | 'cooler'; onKind?(kind: 'vending' | 'cooler'): void; onOpen(id: number): void }) {
  const { t } = useWords(deviceWords);
  const list = (endpoint: typeof vendingMachinePage | typeof coolerPage) => <DeviceList screen={screen} endpoint={endpoint} onOpen={(device) => onOpen(device.id)} />;
  if (!onKind) return list(kind === 'cooler' ? coolerPage : vendingMachinePage);
  return (
    <Tabs className="backroom-device-kinds" activeKey={kind} onChange={(key) => onKind(key as 'vending' | 'cooler')} lazyRender keepDOM={false}>
      <Tabs.TabPane itemKey="vending" tab={t('vendingMachines')}>{list(vendingMachinePage)}</Tabs.TabPane>
      <Tabs.TabPane itemKey="cooler" tab={t('coolers')}>{list(coolerPage)}</Tabs.TabPane>
    </Tabs>
  );
}

/** The fleet and one device of it: `deviceId` opens that device; 返回列表 goes back to the list. */
export function FleetPanel({ screen, deviceId, kind: fixedKind }: { screen: string; deviceId: number | null; kind?: 'vending' | 'cooler' }) {
  const [opened, setOpened] = useState<number | null>(deviceId);
  const [kind, setKind] = useState<'vending' | 'cooler'>(fixedKind ?? 'vending');
  useEffect(() => setOpened(deviceId), [deviceId]);
  if (opened !== null) return <DeviceDetailView key={opened} deviceId={opened} onBack={() => setOpened(null)} />;
  return <FleetList screen={screen} kind={kind} onKind={fixedKind ? undefined : setKind} onOpen={setOpened} />;
}

export interface DevicePanelProps {
  view: PanelView;
  /** A device to open at once (attribute device-id). */
  deviceId: number | null;
  /** The menu title, when shown as a screen. */
  title?: string;
  locale: Locale;
  country?: string;
  /** Only this kind in the list (the 售货机列表 / 冷柜列表 screens). */
  kind?: 'vending' | 'cooler';
  /** The monitor's way back, when shown full screen in the shell (a page of its own has none). */
  onBack?: () => void;
}

const SCREEN_OF: Readonly<Record<PanelView, string>> = {
  list: Screen.vendingMachines,
  console: Screen.deviceSubApp,
  'online-report': Screen.onlineReport,
  monitor: Screen.onlineReport,
};

export function DevicePanel({ view, deviceId, title = '', locale, country = DEFAULT_COUNTRY, kind, onBack }: DevicePanelProps) {
  const screen = kind === 'cooler' ? Screen.coolers : SCREEN_OF[view];
  let content;
  switch (view) {
    case 'console':
      content = <DeviceConsole screen={screen} initialId={deviceId} />;
      break;
    case 'online-report':
      content = <OnlineReport screen={screen} />;
      break;
    case 'monitor':
      content = <FleetMonitor title={title} onBack={onBack} />;
      break;
    default:
      content = <FleetPanel screen={screen} deviceId={deviceId} kind={kind} />;
  }
  return (
    <DeviceCommandsProvider locale={locale} country={country} live={view !== 'online-report'}>
      <div className="backroom-device-panel" data-view={view}>
        {view === 'monitor' ? content : <ScreenFrame screen={screen} title={title}>{content}</ScreenFrame>}
      </div>
    </DeviceCommandsProvider>
  );
}
