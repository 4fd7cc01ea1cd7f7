// react-query's useQuery, with the request sent as the component renders. useQuery subscribes, and so fetches, in an
// effect: after the commit, the layout and the first paint of the screen that asked. On the first page opened after
// the dashboard that was ~240 ms of a ~500 ms page change (its screen's first render, measured from the sidebar
// click), the list's answer then waited for behind it (issue 30). React Query's own `usePrefetchQuery` does this, but
// without the query's retry (a prefetch retries nothing by default), whether or not it is enabled, and with a second
// request when the answer or the failure comes before the commit (a query never cached, staleTime 0, is stale as soon
// as it is in, and a failed one is retried, as its observer mounts).
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DefaultError, QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';

/** Queries fetched in a render whose observers have not mounted yet: that fetch is their mount's. */
const fetchedInRender = new WeakSet<object>();

export function useEagerQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, DefaultError, TData, TQueryKey> & { enabled?: boolean },
): UseQueryResult<TData> {
  const queryClient = useQueryClient();
  const { queryKey, staleTime } = options;
  const cached = () => queryClient.getQueryCache().find<TQueryFnData, DefaultError, TQueryFnData>({ queryKey, exact: true });
  // Only a query this cache has never seen: one already asked for (this render's twin, another screen, a refresh)
  // is left to the observer, which shares its request.
  if (options.enabled !== false && queryClient.getQueryState(queryKey) === undefined) {
    void queryClient.prefetchQuery({ queryKey, queryFn: options.queryFn, retry: options.retry ?? queryClient.getDefaultOptions().queries?.retry });
    const query = cached();
    if (query) fetchedInRender.add(query);
  }
  const fetched = cached();
  const result = useQuery({
    ...options,
    // Its failure too is the mount's: not asked again as the observers mount (one failed load, one toast).
    ...(fetched && fetchedInRender.has(fetched) ? { retryOnMount: false } : {}),
    // Fresh until the observers of the render that fetched it have mounted (however late that commit comes: a
    // suspended render, a slow page), so they take its answer instead of asking again; then as the caller says.
    staleTime: (query) => (fetchedInRender.has(query) ? Infinity : typeof staleTime === 'function' ? staleTime(query) : (staleTime ?? 0)),
  });
  // After useQuery's own effects (its subscription, its options): this commit's observers have mounted.
  useEffect(() => {
    const query = cached();
    if (query) fetchedInRender.delete(query);
  });
  return result;
}
