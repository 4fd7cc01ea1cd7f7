import { storageKey } from '../../core/platform/index.ts';

/**
 * The "flag" of spec §4, in session storage: the current group id once the 账户余额通知 dialog was shown for it, so
 * it shows once per identity per browser session (a reload does not show it again). Removed when the check comes
 * back truthy, and on leaving: logout clears the `backroom:` session keys, and LowBalanceNotice removes it when the
 * session logs out or the notice unmounts with the layout.
 */
export const BALANCE_NOTICE_KEY = storageKey('balance-notice');

/** wait: no answer yet; clear: no notice needed; skip: already shown for this identity; show: set the flag, show. */
export type NoticeStep = 'wait' | 'clear' | 'skip' | 'show';

/** spec §4: a truthy check clears the flag; otherwise the flag is set once and the dialog shown. */
export function noticeStep(noticeNeeded: boolean | undefined, storedFlag: string | null, groupId: number | null): NoticeStep {
  if (noticeNeeded === undefined) return 'wait';
  if (!noticeNeeded) return 'clear';
  return storedFlag === flagValue(groupId) ? 'skip' : 'show';
}

export function flagValue(groupId: number | null): string {
  return String(groupId);
}
