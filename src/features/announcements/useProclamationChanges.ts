// Changing announcements (spec §7 /api/system/proclamation: add, updateById, deleteById, updateStatus; each needs
// PROCLAMATION_EDIT). Failures were shown by the http client; the caller toasts successes and reloads the list.
import { useMutation } from '@tanstack/react-query';
import { ApiPath } from '../../core/contract/index.ts';
import type { Proclamation, ProclamationAdd, ProclamationStatusUpdate, ProclamationUpdate } from '../../core/contract/index.ts';
import { useHttp } from '../../ui/session/index.ts';

export function useProclamationChanges() {
  const http = useHttp();
  return {
    add: useMutation({ mutationFn: (input: ProclamationAdd) => http.post<Proclamation>(ApiPath.proclamationAdd, input) }),
    update: useMutation({ mutationFn: (input: ProclamationUpdate) => http.put<Proclamation>(ApiPath.proclamationUpdate, input) }),
    remove: useMutation({ mutationFn: (id: number) => http.del<null>(ApiPath.proclamationDelete(id)) }),
    setStatus: useMutation({
      mutationFn: (input: ProclamationStatusUpdate) => http.put<Proclamation>(ApiPath.proclamationUpdateStatus, input),
    }),
  };
}
