import { MenuType, Route, Screen, SUB_APP_PREFIXES } from '../../../src/core/contract/index.ts';

/**
 * The demo menus. Category 1 (main) and 2 (deputy) together exercise every meta flag of spec §3: hideMenu with
 * showMenuIds / showMenuOrigIds, hideLayout, noCache (boolean and 'true'), breadcrumb lists, type 3 secondary
 * menus and the device and convenience sub-application prefixes. Every component name is one the screen registry
 * knows: no seeded menu leads to a dead end (issue 16).
 */
export interface MenuSeed {
  id: number;
  parentId: number;
  category: 1 | 2;
  title: string;
  route: string;
  component: string;
  type: number;
  icon: string;
  sort: number;
  meta: Record<string, unknown>;
}


const { DIRECTORY, PAGE, SECONDARY } = MenuType;
const dir = (id: number, title: string, titleEn: string, route: string, icon: string, sort: number): MenuSeed => ({
  id, parentId: 0, category: 1, title, route, component: Screen.layout, type: DIRECTORY, icon, sort, meta: { titleEn },
});
const page = (id: number, parentId: number, title: string, titleEn: string, route: string, component: string, sort: number, meta: Record<string, unknown> = {}): MenuSeed => ({
  id, parentId, category: 1, title, route, component, type: PAGE, icon: '', sort, meta: { titleEn, ...meta },
});

export const MENUS: MenuSeed[] = [
  { ...page(1, 0, '首页', 'Home', Route.dashboard, Screen.dashboard, 1, { noCache: true }), icon: 'IconHome' },

  dir(10, '设备管理', 'Devices', '/deviceManager', 'IconServer', 10),
  page(11, 10, '售货机列表', 'Vending machines', 'vendingMachineList', Screen.vendingMachines, 1),
  page(12, 10, '冷柜列表', 'Coolers', 'coolerList', Screen.coolers, 2),
  page(13, 10, '在线报表', 'Online report', 'onlineReport', Screen.onlineReport, 3, { noCache: 'true' }),
  page(14, 10, '设备控制台', 'Device console', `${SUB_APP_PREFIXES.device}/console`, Screen.deviceSubApp, 4, { baseUrl: SUB_APP_PREFIXES.device }),
  page(15, 10, '售货机详情', 'Vending machine detail', 'vendingMachineDetail', Screen.vendingMachines, 5, {
    hideMenu: true,
    showMenuIds: [204, 214],
    breadcrumb: [{ title: '设备管理', titleEn: 'Devices' }, { title: '售货机列表', titleEn: 'Vending machines', path: '/deviceManager/vendingMachineList' }, { title: '售货机详情', titleEn: 'Vending machine detail' }],
  }),
  page(16, 10, '设备监控大屏', 'Monitoring screen', 'monitorScreen', Screen.deviceMonitor, 6, { hideLayout: 'true', noCache: true }),

  dir(20, '补货管理', 'Replenishment', '/replenishManager', 'IconArchive', 20),
  page(21, 20, '理货单', 'Tally sheets', 'tallyList', Screen.replenishmentTally, 1),
  page(22, 20, '补货包', 'Replenishment packages', 'packageList', Screen.replenishmentPackages, 2, {
    breadcrumb: [{ title: '补货管理', titleEn: 'Replenishment' }, { title: '补货包', titleEn: 'Replenishment packages', path: '/replenishManager/packageList' }],
  }),

  dir(30, '订单管理', 'Orders', '/orderManager', 'IconList', 30),
  page(31, 30, '订单列表', 'Orders', 'orderList', Screen.orders, 1),
  page(32, 30, '无人店异常订单', 'Abnormal orders', 'abnormalorderList', Screen.abnormalOrders, 2),

  dir(40, '客诉管理', 'Complaints', '/complaintManager', 'IconComment', 40),
  page(41, 40, '支付客诉', 'Payment complaints', 'complaintList', Screen.complaints, 1),
  page(42, 40, '风险投诉', 'Risk complaints', 'riskComplaintList', Screen.riskComplaints, 2),

  dir(50, '商户进件', 'Merchant applications', '/merchantManager', 'IconUserAdd', 50),
  page(51, 50, '进件审核', 'Application review', 'applicationList', Screen.merchantApplications, 1),

  dir(60, '账户与费用', 'Accounts and fees', '/accountManager', 'IconCreditCard', 60),
  page(61, 60, '商户账户', 'Merchant account', 'merchantHome', Screen.merchantHome, 1),
  page(62, 60, '服务费订单', 'Service charge orders', 'serviceChargeOrderList', Screen.serviceChargeOrders, 2),
  page(63, 60, '预付费策略', 'Prepaid fee strategies', 'prePaidFeeStrategyList', Screen.prePaidFeeStrategies, 3),
  page(64, 60, '平台费账单', 'Platform fee bills', 'platformFeeBillList', Screen.platformFeeBills, 4, { hideMenu: true, showMenuOrigIds: [1] }),

  dir(70, '公告管理', 'Announcements', '/proclamation', 'IconBell', 70),
  page(71, 70, '公告列表', 'Announcements', 'proclamationList', Screen.announcements, 1),

  dir(80, '异步任务', 'Async tasks', '/asyncTask', 'IconHistogram', 80),
  page(81, 80, '任务列表', 'Tasks', 'taskList', Screen.asyncTasks, 1),

  // 系统管理 (RuoYi's names and routes): the audit trail, the sign-in log and the live sessions (their view codes gate the calls).
  dir(90, '系统管理', 'System', '/system', 'IconSetting', 90),
  page(91, 90, '操作日志', 'Audit trail', 'operlog', Screen.auditLog, 1),
  page(92, 90, '登录日志', 'Sign-in log', 'logininfor', Screen.signinLog, 2),
  page(93, 90, '在线用户', 'Online users', 'online', Screen.onlineUsers, 3, { noCache: true }),

  { ...page(97, 0, '经营报表', 'Business report', '/reportCenter', Screen.businessReport, 97), icon: 'IconBarChartHStroked' },

  { ...dir(100, '便利店', 'Convenience stores', Route.convenience, 'IconShoppingBag', 100), meta: { titleEn: 'Convenience stores', baseUrl: SUB_APP_PREFIXES.convenience } },
  { ...page(101, 100, '门店首页', 'Store home', 'storeHome/storehome', Screen.convenienceStoreHome, 1), type: SECONDARY },
  { ...page(102, 100, '门店列表', 'Stores', 'convenienceStores', Screen.convenienceStores, 2), type: SECONDARY },
  {
    ...page(103, 100, '单店详情', 'Store detail', 'convenienceStores/singlestoreDetail', Screen.convenienceStoreDetail, 3, {
      hideMenu: true,
      noCache: true,
      breadcrumb: [{ title: '便利店', titleEn: 'Convenience stores', path: Route.convenienceStoreHome }, { title: '门店列表', titleEn: 'Stores', path: `${Route.convenience}/convenienceStores` }, { title: '单店详情', titleEn: 'Store detail' }],
    }),
    type: SECONDARY,
  },

  // Deputy menus (category 2): shown in the sidebar after the main ones, except those with hideMenu.
  { ...page(200, 0, '消息通知', 'Notifications', Route.inform, Screen.inform, 1, { noCache: true }), category: 2, icon: 'IconMail' },
  { ...page(202, 0, '导出记录', 'Export records', '/asyncTask/exportList', Screen.asyncTasks, 2, { hideMenu: true, showMenuOrigIds: [2] }), category: 2 },
  {
    ...page(203, 0, '账户充值', 'Top up', '/accountManager/recharge', Screen.merchantHome, 3, {
      breadcrumb: [{ title: '账户与费用', titleEn: 'Accounts and fees' }, { title: '商户账户', titleEn: 'Merchant account', path: Route.merchantHome }, { title: '账户充值', titleEn: 'Top up' }],
    }),
    category: 2,
    icon: 'IconCoinMoneyStroked',
  },
];

/** The granted menus with their ancestors and, for directories, their whole subtree. */
export function expandMenuGrant(grant: readonly number[], menus: readonly MenuSeed[] = MENUS): number[] {
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const result = new Set<number>();
  const addDown = (id: number) => {
    result.add(id);
    for (const child of menus) if (child.parentId === id) addDown(child.id);
  };
  for (const id of grant) {
    if (!byId.has(id)) throw new Error(`seed: unknown menu ${id}`);
    addDown(id);
    for (let parent = byId.get(id)?.parentId ?? 0; parent !== 0; parent = byId.get(parent)?.parentId ?? 0) result.add(parent);
  }
  return [...result].sort((a, b) => a - b);
}
