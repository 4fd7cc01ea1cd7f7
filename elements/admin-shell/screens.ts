// The screen registry of <admin-shell> (spec §2: 'Layout' is the shell, other component names load on demand):
// contract Screen names → screens in lazy chunks, so the shell's first load carries none of them.
import type { ComponentType } from 'react';
import { Screen } from '../../src/core/contract/index.ts';
import { AREA_OF_SCREEN } from '../../src/features/areas/areas.ts';
import type { AreaId } from '../../src/features/areas/areas.ts';
import { preloadableLazy } from '../../src/app/index.ts';
import type { ScreenProps, ScreenRegistry, SubAppElements } from '../../src/app/index.ts';

/** A screen module's default export, preloadable (src/app/routes/preloadable.ts). */
const screen = (load: () => Promise<{ default: ComponentType<ScreenProps> }>) => preloadableLazy(async () => (await load()).default);

const areaScreens = new Map<AreaId, ComponentType<ScreenProps>>();

/** One lazy screen per business area the server has no data for yet ("this area is not available yet"). */
function areaScreen(area: AreaId): ComponentType<ScreenProps> {
  let lazyScreen = areaScreens.get(area);
  if (!lazyScreen) {
    lazyScreen = preloadableLazy(async () => (await import('../../src/features/areas/index.ts')).areaScreen(area));
    areaScreens.set(area, lazyScreen);
  }
  return lazyScreen;
}

export const SCREENS: ScreenRegistry = {
  // Every screen is preloadable: once its code is in it renders without suspending. The dashboard's is fetched while
  // the session loads (issue 15); the others when the pointer or the focus reaches their sidebar entry, and in idle
  // moments while the user reads a page (src/app/layout/ShellLayout.tsx).
  [Screen.dashboard]: preloadableLazy(async () => (await import('../../src/features/dashboard/index.ts')).DashboardScreen),
  [Screen.inform]: preloadableLazy(async () => (await import('../../src/features/inform/index.ts')).InformScreen),
  [Screen.vendingMachines]: screen(() => import('../../src/features/devices/VendingMachinesScreen.tsx')),
  [Screen.coolers]: screen(() => import('../../src/features/devices/CoolersScreen.tsx')),
  [Screen.onlineReport]: screen(() => import('../../src/features/devices/OnlineReportScreen.tsx')),
  [Screen.deviceSubApp]: screen(() => import('../../src/features/devices/DeviceConsoleScreen.tsx')),
  [Screen.deviceMonitor]: screen(() => import('../../src/features/devices/FleetMonitorScreen.tsx')),
  [Screen.orders]: screen(() => import('../../src/features/orders/OrdersScreen.tsx')),
  [Screen.abnormalOrders]: screen(() => import('../../src/features/orders/AbnormalOrdersScreen.tsx')),
  [Screen.complaints]: screen(() => import('../../src/features/complaints/ComplaintsScreen.tsx')),
  [Screen.riskComplaints]: screen(() => import('../../src/features/complaints/RiskComplaintsScreen.tsx')),
  [Screen.replenishmentPackages]: screen(() => import('../../src/features/replenishment/PackagesScreen.tsx')),
  [Screen.replenishmentTally]: screen(() => import('../../src/features/replenishment/TallyScreen.tsx')),
  [Screen.merchantApplications]: screen(() => import('../../src/features/merchants/ApplicationsScreen.tsx')),
  [Screen.merchantHome]: screen(() => import('../../src/features/accounts/MerchantHomeScreen.tsx')),
  [Screen.serviceChargeOrders]: screen(() => import('../../src/features/accounts/ServiceChargeOrdersScreen.tsx')),
  [Screen.prePaidFeeStrategies]: screen(() => import('../../src/features/accounts/FeeStrategiesScreen.tsx')),
  [Screen.platformFeeBills]: screen(() => import('../../src/features/accounts/FeeBillsScreen.tsx')),
  [Screen.announcements]: screen(() => import('../../src/features/announcements/ProclamationsScreen.tsx')),
  [Screen.asyncTasks]: screen(() => import('../../src/features/tasks/TasksScreen.tsx')),
  [Screen.convenienceStores]: screen(() => import('../../src/features/convenience/StoreListScreen.tsx')),
  [Screen.convenienceStoreDetail]: screen(() => import('../../src/features/convenience/StoreDetailScreen.tsx')),
  [Screen.businessReport]: screen(() => import('../../src/features/reports/BusinessReportScreen.tsx')),
  [Screen.auditLog]: screen(() => import('../../src/features/system/AuditLogScreen.tsx')),
  [Screen.signinLog]: screen(() => import('../../src/features/system/SigninLogScreen.tsx')),
  [Screen.onlineUsers]: screen(() => import('../../src/features/system/OnlineUsersScreen.tsx')),
  [Screen.convenienceStoreHome]: screen(() => import('../../src/features/convenience/StoreHomeScreen.tsx')),
  ...Object.fromEntries(
    Object.entries(AREA_OF_SCREEN).flatMap(([name, area]) => (area ? [[name, areaScreen(area)]] : [])),
  ),
};

/**
 * Sub-applications with an element of their own (spec §2): mounted once in their container, told the page by a
 * `path` attribute. The others (device sub-app, crowdsourcing) show their registry screens in the container.
 */
export const SUB_APP_ELEMENTS: SubAppElements = { convenience: 'store-home', device: 'device-panel' };
