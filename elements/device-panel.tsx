// <device-panel>: the device fleet and its commands (issue 10), on its own or as <admin-shell>'s device sub-application.
//   <device-panel>                       the fleet: vending machines and coolers with their filters; 详情 opens one
//   <device-panel device-id="12">        that device: info, commands with progress and result, lock, launch, bindings,
//                                        inventory warnings, goods layers, online report, operations log
//   <device-panel view="console">        find a device by code or name and command it
//   <device-panel view="online-report">  the online report; view="monitor": the full-screen fleet monitor
//   path="/Layout/device/console"        set by <admin-shell> for its device sub-application: the page picks the view
// Events: backroom-command-result { deviceId, command, ok, result } once per finished command (lock, launch and
// cancel-launch included); backroom-ready; backroom-logout when the session ends; backroom-login-required (cancelable)
// when the page has no session: it says 请先登录 and its 登录 button opens the login screen unless the host cancels.
import type { PanelView } from '../src/features/devices/index.ts';
import { defineElement, lazyComponent } from './base/index.ts';

const VIEWS: readonly PanelView[] = ['list', 'console', 'online-report', 'monitor'];

export interface DevicePanelElementProps {
  deviceId: string | null;
  view: PanelView;
  path: string | null;
}

export const devicePanel = defineElement<DevicePanelElementProps>({
  tag: 'device-panel',
  component: lazyComponent(async () => (await import('./device-panel/DevicePanelElement.tsx')).DevicePanelElement),
  attributes: {
    'device-id': { type: 'string', default: null },
    view: { type: 'string', default: 'list', values: VIEWS },
    path: { type: 'string', default: null },
  },
  events: ['backroom-command-result', 'backroom-ready', 'backroom-logout', 'backroom-login-required'],
});
