// One paged list from the server (spec §2: page-number pagination; §3: `page` and `limit`, rows and total), with its
// page and page size, called through its contract descriptor: the filters and the rows are the descriptor's types, so
// `usePaged(vendingMachinePage, …)` cannot be given an order filter nor yield orders. Pages are cached per identity,
// call and filters; a change of filters goes back to page 1.
import { useCallback, useEffect, useState } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { CallInput, FiltersOf, PagedCall, ParamsOf, RowOf } from '../../core/contract/api/define.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readPaged } from '../../core/contract/index.ts';
import { pageAfterDelete } from '../../core/exports/index.ts';
import { callApi, serializeQuery } from '../../core/http/index.ts';
import type { QueryParams } from '../../core/http/index.ts';
import { useHttp, useSessionState } from '../session/index.ts';
import { pageCountOf } from '../table/pager.ts';
import { useEagerQuery } from './useEagerQuery.ts';

export interface PagedQueryOptions<C extends PagedCall = PagedCall> {
  /** The call's path parameters, when it has any. */
  params?: ParamsOf<C>;
  /** The page sizes offered (spec §9: 10, 20, 50, 100; the export tasks 10, 20, 30, 50). */
  pageSizes?: readonly number[];
  /** False holds the request back (e.g. until a required filter is chosen). */
  enabled?: boolean;
}

export interface PagedQuery<Row> {
  rows: Row[];
  total: number;
  page: number;
  limit: number;
  pageSizes: readonly number[];
  /** A request for this list is under way (the first load or a refresh). */
  loading: boolean;
  /** The last load failed; the table shows 数据获取失败 with a retry. */
  error: Error | null;
  setPage(page: number): void;
  /** A new page size starts again at page 1. */
  setLimit(limit: number): void;
  /** Loads the shown page again; resolves either way, telling whether it failed. */
  refetch(): Promise<{ isError: boolean }>;
  /** Marks every page of this list stale and reloads the shown one (after a change on the server). */
  invalidate(): Promise<void>;
  /** After one shown row was deleted: spec §4's page-back rule, then a reload. */
  afterDelete(): Promise<void>;
}

/** Every page of one list of one identity starts with this key. */
export const pagedKey = (groupId: number | null, call: Pick<PagedCall, 'path'>) => ['paged', groupId, call.path] as const;

/** DEFAULT_PAGE_SIZE when offered, else the smallest size offered. */
function firstLimit(pageSizes: readonly number[]): number {
  return pageSizes.includes(DEFAULT_PAGE_SIZE) ? DEFAULT_PAGE_SIZE : Math.min(...pageSizes);
}

export function usePaged<C extends PagedCall>(call: C, filters: FiltersOf<C>, options: PagedQueryOptions<C> = {}): PagedQuery<RowOf<C>> {
  type Row = RowOf<C>;
  const { pageSizes = PAGE_SIZES, enabled = true, params: pathParams } = options;
  const params = filters as QueryParams;
  const http = useHttp();
  const queryClient = useQueryClient();
  const { currentGroupId, status } = useSessionState();
  const filterKey = serializeQuery(params);
  const [limit, setLimitState] = useState(() => firstLimit(pageSizes));
  // The page belongs to the filters it was chosen under; new filters start at page 1.
  const [position, setPosition] = useState({ filterKey, page: 1 });
  const page = position.filterKey === filterKey ? position.page : 1;

  const query = useEagerQuery({
    queryKey: [...pagedKey(currentGroupId, call), serializeQuery(pathParams as QueryParams | undefined), filterKey, page, limit],
    queryFn: async ({ signal }) => {
      const input = { params: pathParams, query: { ...params, page, limit } } as unknown as CallInput<C>;
      return readPaged<Row>(await callApi(http, call, input, { signal }));
    },
    enabled: enabled && status === 'ready',
    placeholderData: keepPreviousData,
    // One failed load shows one error toast (spec §8); the table offers the retry.
    retry: false,
  });

  const setPage = useCallback((next: number) => setPosition({ filterKey, page: Math.max(1, Math.floor(next)) }), [filterKey]);
  const setLimit = useCallback(
    (next: number) => {
      setLimitState(next);
      setPosition({ filterKey, page: 1 });
    },
    [filterKey],
  );

  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  // A page emptied from elsewhere (rows deleted meanwhile) moves to the last page there is.
  const lastPage = pageCountOf(total, limit);
  const stale = query.isSuccess && !query.isPlaceholderData && rows.length === 0 && page > lastPage;
  useEffect(() => {
    if (stale) setPage(lastPage);
  }, [stale, lastPage, setPage]);

  const invalidate = useCallback(
    () => queryClient.invalidateQueries({ queryKey: pagedKey(currentGroupId, call) }),
    [queryClient, currentGroupId, call],
  );

  return {
    rows,
    total,
    page,
    limit,
    pageSizes,
    loading: query.isFetching,
    error: query.isError ? query.error : null,
    setPage,
    setLimit,
    refetch: query.refetch,
    invalidate,
    afterDelete: async () => {
      setPage(pageAfterDelete({ page, rowsOnPage: rows.length, limit, total }));
      await invalidate();
    },
  };
}
