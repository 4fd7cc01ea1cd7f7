/** Business constants and limits of spec §9, each named once. */

export const HTTP_TIMEOUT_MS = 500_000;
/** The token time helper subtracts 30 minutes from the server's expiry (spec §9). */
export const TOKEN_TIME_OFFSET_MS = 1_800_000;

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const EXPORT_TASK_PAGE_SIZES = [10, 20, 30, 50] as const;
/** How many page numbers the pager shows: 5 on narrow screens, otherwise 7. */
export const PAGER_WIDTH_NARROW = 5;
export const PAGER_WIDTH = 7;
export const LOAD_MORE_PAGE_SIZE = 50;

/** Menu entry types (spec §3); type 3 is the secondary menu used for convenience stores (spec §2). */
export const MenuType = { DIRECTORY: 1, PAGE: 2, SECONDARY: 3 } as const;

export const MAX_TABS = 5;
export const MAX_TAB_HISTORY = 20;
export const SIDEBAR_BREAKPOINT_PX = 1024;
/** Ours: below it (phones) lists show their rows as cards, filters fold behind 筛选, the sidebar becomes a drawer. */
export const PHONE_BREAKPOINT_PX = 768;

export const POLL_INTERVAL_MS = 1_500;
export const POLL_MAX_MS_DEFAULT = 10_000;
export const POLL_MAX_MS_PICTURE = 60_000;
export const POLL_MAX_MS_PINGBACK = 20_000;
export const POLL_MAX_RETRIES = 5;
/** The device-response body meaning the command id is unknown; it counts as success with no state (spec §4). */
export const DEVICE_INVALID_MSGID = 'invalid_msgid';

export const BACKGROUND_REFRESH_MS = 30_000;
export const DEFAULT_DEBOUNCE_MS = 200;

export const ABNORMAL_ORDER_STATUS = 8;
/** Complaint and balance check window: the last 7 days. */
export const CHECK_WINDOW_DAYS = 7;

export const MONEY_CENTS_PER_UNIT = 100;
export const MONEY_DECIMALS = 2;
export const EMPTY_VALUE = '——';
export const TEMPERATURE_NOT_AVAILABLE = -50;
export const PHONE_MASK = '****';

/** The identity filter box appears only above this many identities. */
export const IDENTITY_FILTER_THRESHOLD = 5;
export const IMPORT_MAX_ROWS = 500;
export const CONVENIENCE_SHOP_LIMIT = 99_999;
export const DOWNLOAD_STAGGER_MS = 1_000;

/** Error toasts last 5 s; notifications (警告, 成功, 失败) 2 s; the undefined-path message 5 s (spec §5, §8). */
export const ERROR_TOAST_MS = 5_000;
export const NOTIFICATION_MS = 2_000;
export const PATH_UNDEFINED_TOAST_MS = 5_000;

export const DEFAULT_COUNTRY = 'CN';
export const CLIENT_HEADER_VALUE = 'web';

/** Theme defaults: an orange main colour with a light minor colour (spec §9; exact values ours). */
export const DEFAULT_MAIN_COLOR = '#FF7D00';
export const DEFAULT_MINOR_COLOR = '#FFF3E6';

/** SMS login codes (ours; spec: "not shown"). */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_RESEND_SECONDS = 60;
