// Devices: the vending-machine and cooler lists, <device-panel> (list, detail, commands), the online report, the device
// console and the fleet monitor. The screens are default exports of their own modules, loaded lazily by the shell's
// screen registry.
export { deviceListSpec } from './deviceList.tsx';
export type { DevicePageCall } from './deviceList.tsx';
export { DevicePanel } from './panel/DevicePanel.tsx';
export type { DevicePanelProps, PanelView } from './panel/DevicePanel.tsx';
export { panelViewOf } from './panel/views.ts';
export { deviceWords } from './words.ts';
