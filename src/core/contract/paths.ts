/**
 * API paths, shared by the client and the reference server. Those named in spec §7 are exact; the rest
 * ("path not shown") are ours in the same style and documented in the OpenAPI.
 */
export const ApiPath = {
  amountOwingNotify: '/api/system/operatorAccount/amountOwingNotify',
  merchantInfo: '/api/system/operatorAccount/merchantInfo',
  latestAnnouncement: '/api/system/proclamation/latest',
  notifications: '/api/system/notification/page',
  handleNotification: (id: number | string) => `/api/system/notification/handle/${id}`,
  /** Convenience shops, paged (spec §7 Store and convenience: shop/page). */
  convenienceShopPage: '/api/convenience/shop/page',
  /** One convenience shop of the caller's organisation (spec §7: GET /api/convenience/shop/{id}). */
  convenienceShop: (id: number | string) => `/api/convenience/shop/${id}`,
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
  /** The caller's export tasks (spec §4, §7 Async tasks: GET page, PUT remove/{id}, PUT retry/{id}). */
  asyncTaskPage: '/api/system/asyncTask/page',
  asyncTaskRemove: (id: number | string) => `/api/system/asyncTask/remove/${id}`,
  asyncTaskRetry: (id: number | string) => `/api/system/asyncTask/retry/${id}`,
  /** Announcements (spec §7 /api/system/proclamation: page, add, updateById, deleteById, updateStatus). */
  proclamationPage: '/api/system/proclamation/page',
  proclamationAdd: '/api/system/proclamation/add',
  proclamationUpdate: '/api/system/proclamation/updateById',
  proclamationDelete: (id: number | string) => `/api/system/proclamation/deleteById/${id}`,
  proclamationUpdateStatus: '/api/system/proclamation/updateStatus',
  /** Accounts and fees, paged (spec §7 Accounts and fees: serviceChargeOrder page, prePaidFeeStrategy page, platform fee bill). */
  serviceChargeOrderPage: '/api/system/serviceChargeOrder/page',
  prePaidFeeStrategyPage: '/api/system/prePaidFeeStrategy/page',
  platformFeeBillPage: '/api/system/platformFeeBill/page',
  /** Home-page figures and the sales trend (issue 5; ours). */
  dashboardSummary: '/api/system/dashboard/summary',
  dashboardSalesTrend: '/api/system/dashboard/salesTrend',
  /** Badge counts of spec §6, refreshed every 30 s (ours). */
  badgeCounts: '/api/system/badge/counts',
} as const;
