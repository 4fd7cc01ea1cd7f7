// One convenience shop (spec §7 GET /api/convenience/shop/{id}); a shop outside the caller's scope answers 404 like
// an unknown one, which the screen says in place (no toast).
import { useQuery } from '@tanstack/react-query';
import { convenienceShop } from '../../core/contract/api/convenience.ts';
import { Code } from '../../core/contract/index.ts';
import { ApiError, callApi } from '../../core/http/index.ts';
import { callKey } from '../../ui/data/index.ts';
import { useHttp, useSessionState } from '../../ui/session/index.ts';

export function useShop(id: number | null) {
  const http = useHttp();
  const { currentGroupId, status } = useSessionState();
  const query = useQuery({
    queryKey: [...callKey(currentGroupId, convenienceShop), id],
    queryFn: ({ signal }) => callApi(http, convenienceShop, { params: { id: id as number } }, { signal, handledCodes: [Code.NOT_FOUND] }),
    enabled: id !== null && status === 'ready',
    retry: false,
  });
  const notFound = query.error instanceof ApiError && query.error.code === Code.NOT_FOUND;
  return { query, notFound };
}
