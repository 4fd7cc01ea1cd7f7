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
  /** Replenishment packages, paged; approve or reject; tally records (spec §7 Replenishment). */
  replPackagePage: '/api/operation/repl/package/page',
  replPackageApprove: '/api/operation/repl/package/approve',
  replTallyPage: '/api/operation/repl/tally/page',
  /** Orders and abnormal unattended-shop orders (status 8), paged (ours). */
  orderPage: '/api/operation/order/page',
  abnormalOrderPage: '/api/operation/order/abnormal/page',
  /** Complaints of one payment channel (?channel=wechat|alipay), paged (spec §7 Complaints; path ours). */
  complaintPage: '/api/operation/complaint/page',
  /** Payment-channel risk complaints: paged, and the number pending (spec §7 Complaints; paths ours). */
  riskComplaintPage: '/api/operation/riskComplaint/page',
  riskComplaintCountPending: '/api/operation/riskComplaint/countPending',
  /** Merchant applications: number awaiting audit (the organisation-audit badge) and paged (spec §7; paths ours). */
  merchantApplicationAuditCount: '/api/operation/merchantApplication/auditCount',
  merchantApplicationPage: '/api/operation/merchantApplication/page',
  /** Home-page figures and the sales trend (issue 5; ours). */
  dashboardSummary: '/api/system/dashboard/summary',
  dashboardSalesTrend: '/api/system/dashboard/salesTrend',
  /** Badge counts of spec §6, refreshed every 30 s (ours). */
  badgeCounts: '/api/system/badge/counts',
  /** Public client settings: the newer-platform address (spec §1) and the environment label. */
  clientConfig: '/api/system/clientConfig',
  /** Liveness; touches no database (the floor of the server benchmark). */
  health: '/api/health',
  smsOutbox: '/api/dev/sms-outbox',
  openapi: '/api/openapi.json',
} as const;
