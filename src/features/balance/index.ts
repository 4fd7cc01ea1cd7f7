// The low-balance notice of spec §4: the 账户余额通知 dialog and the top bar's banner, over one shared check.
export { LowBalanceNotice } from './LowBalanceNotice.tsx';
export type { LowBalanceNoticeProps } from './LowBalanceNotice.tsx';
export { LowBalanceBanner } from './LowBalanceBanner.tsx';
export type { LowBalanceBannerProps } from './LowBalanceBanner.tsx';
export { balanceKeys } from './useBalanceCheck.ts';
export { BALANCE_NOTICE_KEY, noticeStep } from './noticeFlag.ts';
export type { NoticeStep } from './noticeFlag.ts';
