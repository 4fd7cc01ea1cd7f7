// A session's services and its query cache: what a feature that reads data needs from above (DESIGN.md "The session
// bus"). Each element has its own cache; it goes when the element leaves the page.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionServicesProvider } from './SessionServices.tsx';
import type { SessionServicesProps } from './SessionServices.tsx';

export type SessionProviderProps = SessionServicesProps;

/** Query defaults for a back office: a failed request is retried once, focus alone does not refetch. */
function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

function releaseQueryClient(queryClient: QueryClient): void {
  void queryClient.cancelQueries().finally(() => setTimeout(() => queryClient.clear(), 0));
}

/** The element's query cache. */
export function QueryScope({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Removed from the page: nothing of this element may outlive it (issue 9). The cache's garbage-collection timers
  // (5 minutes) would otherwise hold every query, its function and through it the element's whole tree. After the
  // commit (the children's observers leave after this cleanup), fetches in flight are cancelled, and once they have
  // settled (a settled fetch schedules its collection again) the cache is emptied.
  useEffect(() => () => queueMicrotask(() => releaseQueryClient(queryClient)), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export function SessionProvider({ children, ...services }: SessionProviderProps) {
  return (
    <QueryScope>
      <SessionServicesProvider {...services}>{children}</SessionServicesProvider>
    </QueryScope>
  );
}
