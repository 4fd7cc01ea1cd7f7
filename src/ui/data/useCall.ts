// One call of a contract descriptor: read (useCallQuery), change (useCallMutation) or plain (useCall).
import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { CallInput, CallSpec, DataOf } from '../../core/contract/api/define.ts';
import { callApi } from '../../core/http/index.ts';
import type { RequestOptions } from '../../core/http/index.ts';
import { useHttp, useSessionState } from '../session/index.ts';
import { useEagerQuery } from './useEagerQuery.ts';

/** Every answer of one call for one identity starts with this key (paged lists start with `pagedKey`). */
export const callKey = (groupId: number | null, call: Pick<CallSpec, 'path'>) => ['call', groupId, call.path] as const;

/** The call as a plain function (for event handlers that are not mutations of server state). */
export function useCall() {
  const http = useHttp();
  return useCallback(
    <C extends CallSpec>(call: C, input: CallInput<C>, options?: RequestOptions) => callApi(http, call, input, options),
    [http],
  );
}

export interface CallQueryOptions {
  /** False holds the request back. */
  enabled?: boolean;
  staleTime?: number;
  refetchInterval?: number | false;
  /** No toast on failure: the screen reports it. */
  silent?: boolean;
}

/** A read, cached per identity, call and input; loads once the session is ready. */
export function useCallQuery<C extends CallSpec>(call: C, input: CallInput<C>, options: CallQueryOptions = {}): UseQueryResult<DataOf<C>> {
  const http = useHttp();
  const { currentGroupId, status } = useSessionState();
  const { enabled = true, silent, ...rest } = options;
  return useEagerQuery({
    queryKey: [...callKey(currentGroupId, call), input],
    queryFn: ({ signal }) => callApi(http, call, input, { signal, silent }),
    enabled: enabled && status === 'ready',
    ...rest,
  });
}

export interface CallMutationOptions<C extends CallSpec> {
  /** Calls whose cached answers (lists included) are stale once this one succeeded. */
  invalidates?: readonly Pick<CallSpec, 'path'>[];
  onSuccess?(data: DataOf<C>, input: CallInput<C>): void;
  /** Codes the screen shows itself (spec §8): no generic toast for them. */
  handledCodes?: readonly number[];
}

/** A change on the server; on success the named calls' answers are reloaded. */
export function useCallMutation<C extends CallSpec>(call: C, options: CallMutationOptions<C> = {}): UseMutationResult<DataOf<C>, Error, CallInput<C>> {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { currentGroupId } = useSessionState();
  return useMutation({
    mutationFn: (input: CallInput<C>) => callApi(http, call, input, { handledCodes: options.handledCodes }),
    onSuccess: async (data, input) => {
      options.onSuccess?.(data, input);
      await Promise.all(
        (options.invalidates ?? []).flatMap((target) => [
          queryClient.invalidateQueries({ queryKey: ['paged', currentGroupId, target.path] }),
          queryClient.invalidateQueries({ queryKey: callKey(currentGroupId, target) }),
        ]),
      );
    },
  });
}
