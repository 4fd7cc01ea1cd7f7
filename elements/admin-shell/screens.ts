// The screen registry of <admin-shell> (spec §2: 'Layout' is the shell, other component names load on demand):
// contract Screen names → screens in lazy chunks, so the shell's first load carries none of them.
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { Screen } from '../../src/core/contract/index.ts';
import { AREA_OF_SCREEN } from '../../src/features/areas/areas.ts';
import type { AreaId } from '../../src/features/areas/areas.ts';
import { preloadableLazy } from '../../src/app/index.ts';
import type { ScreenProps, ScreenRegistry, SubAppElements } from '../../src/app/index.ts';

const areaScreens = new Map<AreaId, ComponentType<ScreenProps>>();

/** One lazy screen per business area the server has no data for yet ("this area is not available yet"). */
function areaScreen(area: AreaId): ComponentType<ScreenProps> {
  let screen = areaScreens.get(area);
  if (!screen) {
    screen = lazy(() => import('../../src/features/areas/index.ts').then((module) => ({ default: module.areaScreen(area) })));
    areaScreens.set(area, screen);
  }
  return screen;
}

export const SCREENS: ScreenRegistry = {
  // Preloadable: fetched while the session loads, rendered without suspending (issue 15).
  [Screen.dashboard]: preloadableLazy(async () => (await import('../../src/features/dashboard/index.ts')).DashboardScreen),
  [Screen.inform]: lazy(() => import('../../src/features/inform/index.ts').then((module) => ({ default: module.InformScreen }))),
  [Screen.vendingMachines]: lazy(() => import('../../src/features/devices/VendingMachinesScreen.tsx')),
  [Screen.coolers]: lazy(() => import('../../src/features/devices/CoolersScreen.tsx')),
  [Screen.onlineReport]: lazy(() => import('../../src/features/devices/OnlineReportScreen.tsx')),
  [Screen.deviceSubApp]: lazy(() => import('../../src/features/devices/DeviceConsoleScreen.tsx')),
  [Screen.deviceMonitor]: lazy(() => import('../../src/features/devices/FleetMonitorScreen.tsx')),
  [Screen.orders]: lazy(() => import('../../src/features/orders/OrdersScreen.tsx')),
  [Screen.abnormalOrders]: lazy(() => import('../../src/features/orders/AbnormalOrdersScreen.tsx')),
  [Screen.complaints]: lazy(() => import('../../src/features/complaints/ComplaintsScreen.tsx')),
  [Screen.riskComplaints]: lazy(() => import('../../src/features/complaints/RiskComplaintsScreen.tsx')),
  [Screen.replenishmentPackages]: lazy(() => import('../../src/features/replenishment/PackagesScreen.tsx')),
  [Screen.replenishmentTally]: lazy(() => import('../../src/features/replenishment/TallyScreen.tsx')),
  [Screen.merchantApplications]: lazy(() => import('../../src/features/merchants/ApplicationsScreen.tsx')),
  [Screen.merchantHome]: lazy(() => import('../../src/features/accounts/MerchantHomeScreen.tsx')),
  [Screen.serviceChargeOrders]: lazy(() => import('../../src/features/accounts/ServiceChargeOrdersScreen.tsx')),
  [Screen.prePaidFeeStrategies]: lazy(() => import('../../src/features/accounts/FeeStrategiesScreen.tsx')),
  [Screen.platformFeeBills]: lazy(() => import('../../src/features/accounts/FeeBillsScreen.tsx')),
  [Screen.announcements]: lazy(() => import('../../src/features/announcements/ProclamationsScreen.tsx')),
  [Screen.asyncTasks]: lazy(() => import('../../src/features/tasks/TasksScreen.tsx')),
  [Screen.convenienceStores]: lazy(() => import('../../src/features/convenience/StoreListScreen.tsx')),
  [Screen.convenienceStoreDetail]: lazy(() => import('../../src/features/convenience/StoreDetailScreen.tsx')),
  [Screen.businessReport]: lazy(() => import('../../src/features/reports/BusinessReportScreen.tsx')),
  [Screen.auditLog]: lazy(() => import('../../src/features/system/AuditLogScreen.tsx')),
  [Screen.signinLog]: lazy(() => import('../../src/features/system/SigninLogScreen.tsx')),
  [Screen.onlineUsers]: lazy(() => import('../../src/features/system/OnlineUsersScreen.tsx')),
  [Screen.convenienceStoreHome]: lazy(() => import('../../src/features/convenience/StoreHomeScreen.tsx')),
  ...Object.fromEntries(
    Object.entries(AREA_OF_SCREEN).flatMap(([name, area]) => (area ? [[name, areaScreen(area)]] : [])),
  ),
};

/**
 * Sub-applications with an element of their own (spec §2): mounted once in their container, told the page by a
 * `path` attribute. The others (device sub-app, crowdsourcing) show their registry screens in the container.
 */
export const SUB_APP_ELEMENTS: SubAppElements = { convenience: 'store-home', device: 'device-panel' };
