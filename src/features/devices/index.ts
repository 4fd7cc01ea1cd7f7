// Devices: the vending-machine and cooler lists. The screens are default exports of their own modules, loaded lazily
// by the shell's screen registry.
export { defineDeviceList } from './deviceList.tsx';
export { deviceWords } from './words.ts';
