// react-query's useQuery, with the request sent as the component renders. useQuery subscribes, and so fetches, in an
// effect: after the commit, the layout and the first paint of the screen that asked. On the first page opened after
// the dashboard that was ~240 ms of a ~500 ms page change (its screen's first render, measured from the sidebar
// click), the list's answer then waited for behind it (issue 30). React Query's own `usePrefetchQuery` does this, but
// without the query's retry (a prefetch retries nothing by default) and whether or not it is enabled.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DefaultError, QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';

export function useEagerQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey> & { enabled?: boolean },
): UseQueryResult<TData> {
  const queryClient = useQueryClient();
  // Only a query this cache has never seen: one already asked for (this render's twin, another screen, a refresh)
  // is left to the observer, which shares its request.
  if (options.enabled !== false && queryClient.getQueryState(options.queryKey) === undefined) {
    void queryClient.prefetchQuery({
      queryKey: options.queryKey,
      queryFn: options.queryFn,
      retry: options.retry ?? queryClient.getDefaultOptions().queries?.retry,
    });
  }
  return useQuery(options);
}
