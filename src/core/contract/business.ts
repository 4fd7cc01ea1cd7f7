import { ABNORMAL_ORDER_STATUS } from './constants.ts';

/**
 * Codes of the business records (spec §3, §4), matching the dictionaries of GET /api/system/concept/{key}/concepts
 * named beside each. Shared by the reference server and the screens.
 */

/** concept deviceType */
export const DeviceType = { VENDING_MACHINE: 1, COOLER: 2 } as const;
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType];

/** concept vmLifecycleState */
export const LifecycleState = { AWAITING_INIT: 0, AWAITING_LAUNCH: 1, OPERATING: 2, IN_REPAIR: 3, WITHDRAWN: 4 } as const;
export type LifecycleState = (typeof LifecycleState)[keyof typeof LifecycleState];

/** concept temperatureMode */
export const TemperatureMode = { AMBIENT: 0, CHILLED: 1, FROZEN: 2, HEATING: 3 } as const;
export type TemperatureMode = (typeof TemperatureMode)[keyof typeof TemperatureMode];

/** concept orderStatus; 8 is the abnormal unattended-shop order (spec §9); 5 closed is ours (an abnormal order closed, nothing charged). */
export const OrderStatus = { UNPAID: 1, PAID: 2, REFUNDED: 3, PARTLY_REFUNDED: 4, CLOSED: 5, ABNORMAL: ABNORMAL_ORDER_STATUS } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** concept payChannel: the two payment channels (spec §7 complaints). */
export const PAY_CHANNELS = ['wechat', 'alipay'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];

/** concept complaintKind: a customer's complaint about an order, or a payment-channel risk complaint. */
export const ComplaintKind = { ORDER: 1, RISK: 2 } as const;
export type ComplaintKind = (typeof ComplaintKind)[keyof typeof ComplaintKind];

/** concept complaintStatus; every status but COMPLETED counts as pending. */
export const ComplaintStatus = { PENDING: 1, MERCHANT_PENDING: 2, SERVICE_PENDING: 3, COMPLETED: 4 } as const;
export type ComplaintStatus = (typeof ComplaintStatus)[keyof typeof ComplaintStatus];

/** concept replenishmentStatus */
export const ReplenishmentStatus = { AWAITING_APPROVAL: 1, APPROVED: 2, REJECTED: 3 } as const;
export type ReplenishmentStatus = (typeof ReplenishmentStatus)[keyof typeof ReplenishmentStatus];

/** concept merchantAuditStatus */
export const MerchantAuditStatus = { AWAITING_AUDIT: 1, APPROVED: 2, REJECTED: 3 } as const;
export type MerchantAuditStatus = (typeof MerchantAuditStatus)[keyof typeof MerchantAuditStatus];

/** concept merchantType */
export const MerchantType = { INDIVIDUAL: 1, SOLE_TRADER: 2, COMPANY: 3 } as const;
export type MerchantType = (typeof MerchantType)[keyof typeof MerchantType];

/** concept exportTaskStatus (spec §4): 0 and 1 in progress, 2 succeeded, 3 failed. */
export const ExportTaskStatus = { QUEUED: 0, RUNNING: 1, SUCCEEDED: 2, FAILED: 3 } as const;
export type ExportTaskStatus = (typeof ExportTaskStatus)[keyof typeof ExportTaskStatus];

/** Announcement (proclamation) status toggle (spec §4). */
export const ProclamationStatus = { DISABLED: 0, ENABLED: 1 } as const;
export type ProclamationStatus = (typeof ProclamationStatus)[keyof typeof ProclamationStatus];

/** Day boundaries of the dashboard figures (today, this week, the sales trend) are those of China Standard Time (ours). */
export const BUSINESS_UTC_OFFSET_MINUTES = 480;
/** GET /api/system/dashboard/salesTrend?days: default and upper bound. */
export const SALES_TREND_DEFAULT_DAYS = 7;
export const SALES_TREND_MAX_DAYS = 31;

/** concept serviceChargeStatus */
export const ServiceChargeStatus = { UNPAID: 1, PAID: 2, CANCELLED: 3 } as const;
export type ServiceChargeStatus = (typeof ServiceChargeStatus)[keyof typeof ServiceChargeStatus];

/** concept feeType: how a prepaid fee strategy charges. */
export const FeeType = { PER_DEVICE_MONTH: 1, SALES_SHARE: 2 } as const;
export type FeeType = (typeof FeeType)[keyof typeof FeeType];

/** concept feeBillStatus */
export const FeeBillStatus = { UNPAID: 1, PAID: 2, OVERDUE: 3 } as const;
export type FeeBillStatus = (typeof FeeBillStatus)[keyof typeof FeeBillStatus];

/** How staff handle a complaint (issue 13): refund the customer, reject the complaint, or explain; always with a note. */
export const COMPLAINT_ACTIONS = ['refund', 'reject', 'explain'] as const;
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];
/** Images (order complaints) or files (risk complaints) one complaint may carry. */
export const COMPLAINT_FILES_MAX = 6;

/** How staff handle an abnormal unattended-shop order (issue 13): refund the customer, charge them, or close it. */
export const ABNORMAL_ORDER_ACTIONS = ['refund', 'charge', 'close'] as const;
export type AbnormalOrderAction = (typeof ABNORMAL_ORDER_ACTIONS)[number];
/**
 * Corrections one order may take (ours; spec §8 40923): a refund or a charge of an abnormal order is a correction;
 * an order that comes back abnormal after this many can only be closed.
 */
export const ORDER_CORRECTION_LIMIT = 3;

/** What a merchant application's audit log records (issue 13). */
export const MerchantLogAction = { SUBMITTED: 1, APPROVED: 2, REJECTED: 3 } as const;
export type MerchantLogAction = (typeof MerchantLogAction)[keyof typeof MerchantLogAction];
