// Orders (issue 4): all orders and the abnormal unattended-shop orders. The screens are default exports of their own
// modules, loaded lazily by the shell's screen registry.
export { orderColumns, orderFilters } from './orderList.tsx';
export { orderWords } from './words.ts';
