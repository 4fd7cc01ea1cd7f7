import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchIdentityFailedText } from '../../core/contract/index.ts';
import type { Group } from '../../core/contract/api/staff.ts';
import { ApiError, NetworkError } from '../../core/http/index.ts';
import { langOf } from '../../core/i18n/index.ts';
import type { Locale } from '../../core/i18n/index.ts';
import type { BootstrapOutcome } from '../../core/session/index.ts';
import { useEmit, useToast } from '../../ui/providers/index.ts';
import { useSessionServices } from '../../ui/session/index.ts';

/** Called once the chosen identity is loaded; `outcome` carries a convenience role's redirect (spec §4). */
export type OnSwitched = (groupId: number, outcome: BootstrapOutcome) => void;

/** The status shown in 操作错误,请点击重试（status）: the body or HTTP status, or what kind of network failure. */
function failureStatus(error: unknown): number | string {
  if (error instanceof ApiError) return error.code;
  if (error instanceof NetworkError) return error.kind;
  return error instanceof Error ? error.name : 'error';
}

/**
 * Switches identity through the session controller (spec §4): a disabled one is refused with 此身份已禁用！,
 * a failure shows 操作错误,请点击重试（status）, a success is announced as `backroom-identity-change`.
 */
export function useSwitchIdentity(onSwitched: OnSwitched): { switching: boolean; switchTo(group: Group): Promise<boolean> } {
  const { controller } = useSessionServices();
  const emit = useEmit();
  const toast = useToast();
  const { t, i18n } = useTranslation();
  const [switching, setSwitching] = useState(false);

  const switchTo = useCallback(
    async (group: Group) => {
      if (group.status === 0) {
        toast.warning(t('messages.identityDisabled'));
        return false;
      }
      const previousGroupId = controller.bus.getState().currentGroupId;
      setSwitching(true);
      try {
        const outcome = await controller.switchIdentity(group.groupId);
        setSwitching(false);
        emit('backroom-identity-change', { groupId: group.groupId, previousGroupId });
        onSwitched(group.groupId, outcome);
        return true;
      } catch (error) {
        setSwitching(false);
        toast.error(switchIdentityFailedText(failureStatus(error), langOf(i18n.language as Locale)));
        return false;
      }
    },
    [controller, emit, toast, t, i18n, onSwitched],
  );
  return { switching, switchTo };
}
