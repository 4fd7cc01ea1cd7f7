// The business areas of the screen registry (contract `Screen`) and the name each is announced by. Every area
// here is one the back office does not serve yet: its screens say so plainly instead of showing made-up data.
import { Screen } from '../../core/contract/index.ts';
import type { ScreenName } from '../../core/contract/index.ts';

export const Area = {
  devices: 'shell.areaDevices',
  replenishment: 'shell.areaReplenishment',
  orders: 'shell.areaOrders',
  complaints: 'shell.areaComplaints',
  merchants: 'shell.areaMerchants',
  accounts: 'shell.areaAccounts',
  announcements: 'shell.areaAnnouncements',
  asyncTasks: 'shell.areaAsyncTasks',
  convenience: 'shell.areaConvenience',
  crowdsource: 'shell.areaCrowdsource',
} as const;
export type AreaId = keyof typeof Area;

/** Screens that are not business areas: the shell itself, its home page, and the message page (features/inform). */
type NotAnArea = typeof Screen.layout | typeof Screen.dashboard | typeof Screen.inform;

/** Each business screen name → its area. */
export const AREA_OF_SCREEN: Readonly<Record<Exclude<ScreenName, NotAnArea>, AreaId>> = {
  [Screen.vendingMachines]: 'devices',
  [Screen.coolers]: 'devices',
  [Screen.onlineReport]: 'devices',
  [Screen.deviceSubApp]: 'devices',
  [Screen.replenishmentTally]: 'replenishment',
  [Screen.replenishmentPackages]: 'replenishment',
  [Screen.orders]: 'orders',
  [Screen.abnormalOrders]: 'orders',
  [Screen.complaints]: 'complaints',
  [Screen.riskComplaints]: 'complaints',
  [Screen.merchantApplications]: 'merchants',
  [Screen.merchantHome]: 'accounts',
  [Screen.serviceChargeOrders]: 'accounts',
  [Screen.prePaidFeeStrategies]: 'accounts',
  [Screen.platformFeeBills]: 'accounts',
  [Screen.announcements]: 'announcements',
  [Screen.asyncTasks]: 'asyncTasks',
  [Screen.convenienceStores]: 'convenience',
  [Screen.convenienceStoreDetail]: 'convenience',
  [Screen.convenienceStoreHome]: 'convenience',
  [Screen.crowdsource]: 'crowdsource',
};
