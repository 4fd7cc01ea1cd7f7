/**
 * API paths, shared by the client and the reference server. Those named in spec §7 are exact; the rest
 * ("path not shown") are ours in the same style and documented in the OpenAPI.
 */
export const ApiPath = {
  login: '/api/system/auth/staff/login',
  sendLoginSms: '/api/system/auth/staff/sendLoginSms',
  refresh: '/api/system/auth/staff/refresh',
  switchGroup: '/api/system/auth/staff/switchGroup',
  logout: '/api/system/auth/staff/logout',
  groups: '/api/system/currentStaff/groups',
  menus: '/api/system/currentStaff/menus',
  views: '/api/system/currentStaff/views',
  staffInfo: '/api/system/currentStaff/info',
  concepts: (key: string) => `/api/system/concept/${encodeURIComponent(key)}/concepts`,
  channelTree: '/api/system/channel/tree',
  merchantFieldConfig: '/api/system/merchantFieldConfig/getConfigByDeptId',
  userDeptSubTree: '/api/system/dept/userDeptSubTree',
  userScopeDeptTree: '/api/system/dept/userScopeDeptTree',
  brandTreeOperators: '/api/operation/vmMerchantsRelation/brandTreeOperators',
  amountOwingNotify: '/api/system/operatorAccount/amountOwingNotify',
  merchantInfo: '/api/system/operatorAccount/merchantInfo',
  latestAnnouncement: '/api/system/proclamation/latest',
  notifications: '/api/system/notification/page',
  handleNotification: (id: number | string) => `/api/system/notification/handle/${id}`,
  /** Convenience shops, paged (spec §7 Store and convenience: shop/page). */
  convenienceShopPage: '/api/convenience/shop/page',
  /** One convenience shop of the caller's organisation (spec §7: GET /api/convenience/shop/{id}). */
  convenienceShop: (id: number | string) => `/api/convenience/shop/${id}`,
  /** Public client settings: the newer-platform address (spec §1) and the environment label. */
  clientConfig: '/api/system/clientConfig',
  /** Liveness; touches no database (the floor of the server benchmark). */
  health: '/api/health',
  smsOutbox: '/api/dev/sms-outbox',
  openapi: '/api/openapi.json',
} as const;
