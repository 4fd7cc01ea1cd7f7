// A session's services and its query cache: what a feature that reads data needs from above (DESIGN.md "The session
// bus"). Each element has its own cache; it goes when the element leaves the page.
import { useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { SessionState } from '../../core/session/index.ts';
import { ELEMENT_BUSY, ElementHostContext } from '../providers/index.ts';
import type { BusyHost } from '../providers/index.ts';
import { SessionServicesProvider, useSessionServices } from './SessionServices.tsx';
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

/** A session with a token that is not loaded yet: bootstrap is running or about to. */
const loadingSession = ({ token, status }: SessionState) => token !== null && (status === 'idle' || status === 'loading' || status === 'switching');

/**
 * Tells the element (`:state(busy)`) while its session loads or any of its queries or mutations is in flight: a
 * host (or a test) waits for exactly what the element asked for, not for a guessed time.
 */
function BusySignal() {
  const host = (useContext(ElementHostContext)?.host ?? null) as BusyHost | null;
  const queryClient = useQueryClient();
  const { bus } = useSessionServices().controller;
  useEffect(() => {
    const report = host?.[ELEMENT_BUSY];
    if (!report) return undefined;
    const update = () => report.call(host, loadingSession(bus.getState()) || queryClient.isFetching() > 0 || queryClient.isMutating() > 0);
    update();
    const stops = [queryClient.getQueryCache().subscribe(update), queryClient.getMutationCache().subscribe(update), bus.subscribe(update)];
    return () => {
      for (const stop of stops) stop();
      report.call(host, false);
    };
  }, [host, queryClient, bus]);
  return null;
}

export function SessionProvider({ children, ...services }: SessionProviderProps) {
  return (
    <QueryScope>
      <SessionServicesProvider {...services}>
        <BusySignal />
        {children}
      </SessionServicesProvider>
    </QueryScope>
  );
}
