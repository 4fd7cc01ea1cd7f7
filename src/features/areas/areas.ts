// The business areas of the screen registry (contract `Screen`) and the name each is announced by, for the screens
// the back office does not serve yet: they say so plainly instead of showing made-up data.
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

/** Business screens the server has no data for yet: they keep their menu title and say so plainly. */
export const AREA_OF_SCREEN: Readonly<Partial<Record<ScreenName, AreaId>>> = {
  [Screen.crowdsource]: 'crowdsource',
};
