// Handling an exception sub-order (POST handleExceptionSubOrder; needs STORE_ORDER). On success every figure that
// counts exceptions reloads: the lists, the counts and the store home. A refusal (already handled: 20600) was shown
// by the http client; the lists reload either way, so the row shows what it is now.
import { useQueryClient } from '@tanstack/react-query';
import {
  convenienceSelfStore, handleExceptionSubOrder, subOrderCount, subOrderPage,
} from '../../core/contract/api/convenience.ts';
import type { ExceptionResult, SubOrder } from '../../core/contract/api/convenience.ts';
import { callKey, pagedKey, useCallMutation } from '../../ui/data/index.ts';
import { useSessionState } from '../../ui/session/index.ts';

export interface HandleRequest {
  subOrder: SubOrder;
  result: ExceptionResult;
  remark: string;
}

export function useHandleException() {
  const queryClient = useQueryClient();
  const { currentGroupId } = useSessionState();
  const mutation = useCallMutation(handleExceptionSubOrder);
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pagedKey(currentGroupId, subOrderPage) }),
      queryClient.invalidateQueries({ queryKey: callKey(currentGroupId, subOrderCount) }),
      queryClient.invalidateQueries({ queryKey: callKey(currentGroupId, convenienceSelfStore) }),
    ]);
  const handle = ({ subOrder, result, remark }: HandleRequest, onSuccess: (handled: SubOrder) => void) =>
    mutation.mutate(
      { body: { id: subOrder.id, result, remark: remark.trim() || undefined } },
      { onSuccess, onSettled: () => void reload() },
    );
  return { handle, pending: mutation.isPending };
}
