// <device-panel>: the device fleet and its commands (issue 10), on its own or as <admin-shell>'s device sub-application.
//   <device-panel>                       the fleet: vending machines and coolers with their filters; 详情 opens one
//   <device-panel device-id="12">        that device: info, commands with progress and result, lock, launch, bindings,
//                                        inventory warnings, goods layers, online report, operations log
//   <device-panel view="console">        find a device by code or name and command it
//   <device-panel view="online-report">  the online report; view="monitor": the full-screen fleet monitor
//   path="/Layout/device/console"        set by <admin-shell> for its device sub-application: the page picks the view
// Events: backroom-command-result { deviceId, command, ok, result } once per finished command (lock, launch and
// cancel-launch included); backroom-ready; backroom-logout when the session ends.
import { DevicePanel, deviceWords, panelViewOf } from '../src/features/devices/index.ts';
import { useWords } from '../src/ui/i18n/index.ts';
import type { PanelView } from '../src/features/devices/index.ts';
import { ElementSession } from '../src/ui/session/index.ts';
import { defineElement } from './base/index.ts';
import type { CommonElementProps } from './base/index.ts';

const VIEWS: readonly PanelView[] = ['list', 'console', 'online-report', 'monitor'];

export interface DevicePanelElementProps {
  deviceId: string | null;
  view: PanelView;
  path: string | null;
}

/** The heading of each view (the fleet list has none: its tabs say what it shows). */
const TITLES: Readonly<Record<PanelView, 'consoleTitle' | 'tabOnline' | 'monitorTitle' | null>> = {
  list: null,
  console: 'consoleTitle',
  'online-report': 'tabOnline',
  monitor: 'monitorTitle',
};

/** A positive whole number, else no device. */
function idOf(text: string | null): number | null {
  return text !== null && /^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null;
}

function Panel({ deviceId, view, path, locale, country }: DevicePanelElementProps & Pick<CommonElementProps, 'locale' | 'country'>) {
  const { t } = useWords(deviceWords);
  const shown = panelViewOf(path) ?? view;
  const pathId = path ? idOf(new URLSearchParams(path.split('?')[1] ?? '').get('id')) : null;
  return (
    <DevicePanel
      view={shown}
      deviceId={idOf(deviceId) ?? pathId}
      locale={locale}
      country={country}
      title={TITLES[shown] ? t(TITLES[shown]) : ''}
    />
  );
}

function DevicePanelElement({ apiBase, country, locale, deviceId, view, path }: CommonElementProps & DevicePanelElementProps) {
  return (
    <ElementSession apiBase={apiBase} country={country} locale={locale}>
      <Panel deviceId={deviceId} view={view} path={path} locale={locale} country={country} />
    </ElementSession>
  );
}

export const devicePanel = defineElement<DevicePanelElementProps>({
  tag: 'device-panel',
  component: DevicePanelElement,
  attributes: {
    'device-id': { type: 'string', default: null },
    view: { type: 'string', default: 'list', values: VIEWS },
    path: { type: 'string', default: null },
  },
  events: ['backroom-command-result', 'backroom-ready', 'backroom-logout'],
});
