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
} as const;
