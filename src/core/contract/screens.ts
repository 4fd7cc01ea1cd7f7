/**
 * Component names the server's menus may carry and the shell's screen registry resolves (spec §2: 'Layout' is the
 * shell, other names load on demand). A name outside this list renders the "screen not available" page.
 */
export const Screen = {
  layout: 'Layout',
  dashboard: 'dashboard/index',
  vendingMachines: 'device/vendingMachineList',
  coolers: 'device/coolerList',
  onlineReport: 'device/onlineReport',
  deviceMonitor: 'device/monitorScreen',
  replenishmentTally: 'replenishment/tallyList',
  replenishmentPackages: 'replenishment/packageList',
  orders: 'order/orderList',
  abnormalOrders: 'order/abnormalOrderList',
  complaints: 'complaint/complaintList',
  riskComplaints: 'complaint/riskComplaintList',
  merchantApplications: 'merchant/applicationList',
  merchantHome: 'account/merchantHome',
  serviceChargeOrders: 'account/serviceChargeOrderList',
  prePaidFeeStrategies: 'account/prePaidFeeStrategyList',
  platformFeeBills: 'account/platformFeeBillList',
  announcements: 'announcement/proclamationList',
  asyncTasks: 'asyncTask/taskList',
  convenienceStores: 'convenience/storeList',
  convenienceStoreDetail: 'convenience/singlestoreDetail',
  convenienceStoreHome: 'convenience/storeHome',
  crowdsource: 'crowdsource/index',
  deviceSubApp: 'device/subApp',
  inform: 'common/inform',
  businessReport: 'report/businessReport',
  auditLog: 'system/operlog',
  signinLog: 'system/logininfor',
  onlineUsers: 'system/online',
} as const;
export type ScreenName = (typeof Screen)[keyof typeof Screen];

export const KNOWN_SCREENS: ReadonlySet<string> = new Set(Object.values(Screen));

/** Route prefixes treated as embedded sub-applications (spec §2). */
export const SUB_APP_PREFIXES = {
  device: '/Layout/device',
  crowdsource: '/Layout/crowdsource',
  convenience: '/Layout/convenience',
} as const;

/** Fixed routes of spec §2. */
export const Route = {
  login: '/login',
  manager: '/manager',
  enLogin: '/en/login',
  unauthorized: '/401',
  forbidden: '/403',
  inform: '/common/inform',
  root: '/',
  dashboard: '/dashboard',
  merchantHome: '/accountManager/merchantHome',
  abnormalOrders: '/orderManager/abnormalorderList',
  help: '/help',
  convenience: '/Layout/convenience',
  convenienceStoreDetail: '/Layout/convenience/convenienceStores/singlestoreDetail',
  convenienceStoreHome: '/Layout/convenience/storeHome/storehome',
} as const;
