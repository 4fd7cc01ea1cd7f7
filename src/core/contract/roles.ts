/** Organisation categories and role codes of spec §1 and §6. */

export const OrgCategory = {
  PLATFORM: 1,
  BRAND_OWNER: 2,
  OPERATOR: 3,
  PRODUCER: 4,
  SUPPLIER: 5,
} as const;
export type OrgCategory = (typeof OrgCategory)[keyof typeof OrgCategory];

/** Tag name and colour per category (spec §1). Colours are Semi Tag colour names. */
export const ORG_CATEGORY_TAGS: Readonly<Record<OrgCategory, { zh: string; en: string; color: string }>> = {
  1: { zh: '平台方', en: 'Platform', color: 'violet' },
  2: { zh: '品牌商', en: 'Brand owner', color: 'blue' },
  3: { zh: '运营商', en: 'Operator', color: 'orange' },
  4: { zh: '生产商', en: 'Producer', color: 'green' },
  5: { zh: '供应商', en: 'Supplier', color: 'cyan' },
};

/** Identities of these categories are hidden from the switch list (spec §2, §5). */
export const HIDDEN_IDENTITY_CATEGORIES: readonly OrgCategory[] = [OrgCategory.PLATFORM, OrgCategory.PRODUCER];
/** Staff of these categories are told to use the newer platform (spec §1). */
export const NEWER_PLATFORM_CATEGORIES: readonly OrgCategory[] = [OrgCategory.PLATFORM, OrgCategory.PRODUCER];

export const Role = {
  NOONESHOP_OWNER: 'nooneshopOwner',
  UNMANNED_SHOP_ERROR_ORDER: 'unmannedShopErrorOrder',
  ADMIN: 'admin',
  ADMIN_OPERATION: 'adminOperation',
  SYSTEM_OPERATE: 'systemOperate',
  FINANCIAL_STAFF: 'financialStaff',
  KEFU_ZHINENGGUI: 'kefuzhinenggui',
  CONVENIENCE_STORE_MANAGER: 'convenienceStoreManager',
  CONVENIENCE_ADMIN: 'convenienceAdmin',
  CROWD_WORKER: 'crowdsourceWorker',
  CROWD_MANAGER: 'crowdsourceManager',
} as const;

/** Roles notified of abnormal unattended-shop orders (spec §6). */
export const ABNORMAL_ORDER_ROLES: readonly string[] = [
  Role.NOONESHOP_OWNER,
  Role.UNMANNED_SHOP_ERROR_ORDER,
  Role.ADMIN,
  Role.ADMIN_OPERATION,
  Role.SYSTEM_OPERATE,
];
/** Roles that see the organisation-audit badge (spec §6). */
export const AUDIT_BADGE_ROLES: readonly string[] = [Role.FINANCIAL_STAFF, Role.KEFU_ZHINENGGUI];
export const CONVENIENCE_ROLES: readonly string[] = [Role.CONVENIENCE_STORE_MANAGER, Role.CONVENIENCE_ADMIN];
/** Holding one of these hides the export-task cache list (spec §6: "the crowd-role list"; its members are ours). */
export const CROWD_ROLES: readonly string[] = [Role.CROWD_WORKER, Role.CROWD_MANAGER];
/** Categories that see the export-task cache list (spec §6). */
export const EXPORT_CACHE_CATEGORIES: readonly OrgCategory[] = [
  OrgCategory.PLATFORM,
  OrgCategory.BRAND_OWNER,
  OrgCategory.OPERATOR,
];

export const ALL_PERMISSION = '*:*:*';
export const HELP_VIEW = 'help:view';
export const FINANCE_BUTTON = 'finance:btn';
/** Changing announcements (add, edit, delete, status toggle) needs this view code (ours; spec §7 announcements). */
export const PROCLAMATION_EDIT = 'proclamation:edit';
/** Approving or rejecting replenishment packages needs this view code (ours; spec §7 repl/package/approve). */
export const REPL_PACKAGE_APPROVE = 'repl:package:approve';
/** Handling and completing complaints and attaching their images and files (issue 13). */
export const COMPLAINT_VIEW = 'complaint:view';
export const COMPLAINT_HANDLE = 'complaint:handle';
/** Reading merchant applications; auditing them (financeAudit) needs MERCHANT_AUDIT (issue 13). */
export const MERCHANT_VIEW = 'merchant:view';
export const MERCHANT_AUDIT = 'merchant:audit';
/** Reading orders; handling abnormal unattended-shop orders needs ABNORMAL_ORDER_HANDLE (ours, issue 13). */
export const ORDER_LIST = 'order:list';
export const ORDER_ABNORMAL = 'order:abnormal';
export const ABNORMAL_ORDER_HANDLE = 'order:abnormal:handle';
/** The audit trail (操作日志), the sign-in log (登录日志), the live sessions (在线用户) and ending one (强制下线). */
export const AUDIT_VIEW = 'system:audit:view';
export const SIGNIN_VIEW = 'system:signin:view';
export const ONLINE_VIEW = 'system:online:view';
export const ONLINE_LOGOUT = 'system:online:logout';
export const AUDIT_VIEW_CODES: readonly string[] = [AUDIT_VIEW, SIGNIN_VIEW, ONLINE_VIEW, ONLINE_LOGOUT];
/** The component name that denotes the shell (spec §2). */
export const LAYOUT_COMPONENT = 'Layout';
