// One convenience shop (spec §7 GET /api/convenience/shop/{id}); a shop outside the caller's scope answers 404 like
// an unknown one, which the screen says in place (no toast).
import { useQuery } from '@tanstack/react-query';
import { ApiPath, Code } from '../../core/contract/index.ts';
import type { ConvenienceShop } from '../../core/contract/index.ts';
import { ApiError } from '../../core/http/index.ts';
import { useHttp, useSessionState } from '../../ui/session/index.ts';

export function useShop(id: number | null) {
  const http = useHttp();
  const { currentGroupId, status } = useSessionState();
  const query = useQuery({
    queryKey: ['convenienceShop', currentGroupId, id],
    queryFn: ({ signal }) => http.get<ConvenienceShop>(ApiPath.convenienceShop(id as number), undefined, { signal, handledCodes: [Code.NOT_FOUND] }),
    enabled: id !== null && status === 'ready',
    retry: false,
  });
  const notFound = query.error instanceof ApiError && query.error.code === Code.NOT_FOUND;
  return { query, notFound };
}
