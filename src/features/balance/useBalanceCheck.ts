// The low-balance check of spec §4: asked only when needsBalanceWarning holds (operator, organisation on the watch
// list, finance:btn), over the last 7 days (spec §9).
import { useQuery } from '@tanstack/react-query';
import { amountOwingNotify, merchantInfo } from '../../core/contract/api/accounts.ts';
import { lastSevenDaysWindow } from '../../core/format/index.ts';
import { callApi } from '../../core/http/index.ts';
import { needsBalanceWarning } from '../../core/rules/index.ts';
import { callKey } from '../../ui/data/index.ts';
import { useHttp, useSessionServices, useSessionState } from '../../ui/session/index.ts';

/**
 * The calls' own keys (callKey), so a screen that changes the balance (the recharge screen's useCallMutation with
 * `invalidates: [amountOwingNotify, merchantInfo]`) asks the check again and the banner follows (issue 13).
 */
export const balanceKeys = {
  check: (groupId: number | null) => callKey(groupId, amountOwingNotify),
  merchantInfo: (groupId: number | null) => callKey(groupId, merchantInfo),
};

/** Whether spec §4's check applies to the current identity. */
export function useBalanceWarningApplies(): boolean {
  const { staff, viewCodes, status } = useSessionState();
  return status === 'ready' && staff !== null && needsBalanceWarning(staff, viewCodes ?? []);
}

/**
 * amountOwingNotify over lastSevenDaysWindow: true (truthy) means no notice is needed; undefined until it answers
 * or when the rule does not apply. Asked once per identity while mounted.
 */
export function useBalanceCheck(): { applies: boolean; noticeNeeded: boolean | undefined } {
  const http = useHttp();
  const { platform } = useSessionServices();
  const { currentGroupId } = useSessionState();
  const applies = useBalanceWarningApplies();
  const query = useQuery({
    queryKey: balanceKeys.check(currentGroupId),
    // The window ends when the check is asked, not when the hook first rendered.
    queryFn: ({ signal }) => callApi(http, amountOwingNotify, { query: lastSevenDaysWindow(platform.now()) }, { signal, silent: true }),
    enabled: applies,
    staleTime: Infinity,
  });
  return { applies, noticeNeeded: applies && query.isSuccess ? !query.data : undefined };
}

/** The operator's balance in cents, for the dialog; `settled` once the server answered or failed. */
export function useMerchantBalance(enabled: boolean): { balance: number | undefined; settled: boolean } {
  const http = useHttp();
  const { currentGroupId } = useSessionState();
  const query = useQuery({
    queryKey: balanceKeys.merchantInfo(currentGroupId),
    queryFn: ({ signal }) => callApi(http, merchantInfo, {}, { signal }),
    enabled,
    staleTime: 0,
    retry: false,
  });
  return { balance: query.data?.balance, settled: query.isSuccess || query.isError };
}
