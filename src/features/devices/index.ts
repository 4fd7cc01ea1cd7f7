// Devices (issue 4): the vending-machine and cooler lists. The screens are default exports of their own modules,
// loaded lazily by the shell's screen registry.
export { DeviceList } from './DeviceList.tsx';
export type { DeviceListProps } from './DeviceList.tsx';
