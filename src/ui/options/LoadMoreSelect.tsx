// A select over a paged call that loads 50 rows at a time (spec §9: load-more select page size 50): the next page
// comes when the list is scrolled to its end, a typed search asks the server again (its keyword filter), and the
// options are the rows as the caller labels them.
import { useMemo, useState } from 'react';
import type { UIEvent } from 'react';
import { Select } from '@douyinfe/semi-ui';
import type { SelectProps } from '@douyinfe/semi-ui/lib/es/select';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CallInput, FiltersOf, PagedCall, RowOf } from '../../core/contract/api/define.ts';
import { LOAD_MORE_PAGE_SIZE } from '../../core/contract/index.ts';
import { callApi } from '../../core/http/index.ts';
import { useHttp, useSessionState } from '../session/index.ts';
import { nextLoadMorePage } from './loadMore.ts';


/** Scrolled within 20 px of the end. */
const atEnd = (target: HTMLElement) => target.scrollHeight - target.scrollTop - target.clientHeight < 20;

export interface LoadMoreSelectProps<C extends PagedCall> extends Omit<SelectProps, 'optionList' | 'onSearch' | 'remote' | 'filter' | 'loading'> {
  call: C;
  /** Query values always sent (e.g. only enabled rows). */
  filters?: Partial<FiltersOf<C>>;
  /** The filter a typed search fills (e.g. 'keyword'); no search without it. */
  searchFilter?: keyof FiltersOf<C> & string;
  option(row: RowOf<C>): { value: string | number; label: string };
  /** The row chosen (undefined when cleared). */
  onPick?(row: RowOf<C> | undefined): void;
}

export function LoadMoreSelect<C extends PagedCall>({ call, filters, searchFilter, option, onPick, ...props }: LoadMoreSelectProps<C>) {
  const http = useHttp();
  const { currentGroupId, status } = useSessionState();
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery({
    queryKey: ['loadMore', currentGroupId, call.path, filters, search],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const params = { ...filters, ...(searchFilter && search ? { [searchFilter]: search } : {}), page: pageParam, limit: LOAD_MORE_PAGE_SIZE };
      return callApi(http, call, { query: params } as unknown as CallInput<C>, { signal }) as Promise<{ rows: Array<RowOf<C>>; total: number }>;
    },
    getNextPageParam: (last, pages) => nextLoadMorePage(pages.length, pages.reduce((sum, page) => sum + page.rows.length, 0), last.total),
    enabled: status === 'ready',
  });
  const rows = useMemo(() => (query.data?.pages ?? []).flatMap((page) => page.rows), [query.data]);
  const optionList = useMemo(() => rows.map(option), [rows, option]);
  return (
    <Select
      {...props}
      filter={Boolean(searchFilter)}
      remote={Boolean(searchFilter)}
      onSearch={searchFilter ? (text: string) => setSearch(text.trim()) : undefined}
      loading={query.isFetching}
      optionList={optionList}
      onChange={(value, ...rest) => {
        props.onChange?.(value, ...rest);
        onPick?.(rows.find((row) => option(row).value === value));
      }}
      onListScroll={(event: UIEvent<HTMLDivElement>) => {
        if (atEnd(event.currentTarget) && query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
      }}
    />
  );
}
