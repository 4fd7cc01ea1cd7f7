// TRANSITION (issue 8): lists not yet on their contract descriptor page through this; removed once every list
// calls `usePaged(descriptor, filters)`.
import { useMemo } from 'react';
import type { PagedCall } from '../../core/contract/api/define.ts';
import { Paged, PageQuery, T } from '../../core/contract/api/schema.ts';
import type { QueryParams } from '../../core/http/index.ts';
import { usePaged } from '../data/usePaged.ts';
import type { PagedQuery, PagedQueryOptions } from '../data/usePaged.ts';

export function usePagedQuery<Row>(path: string, params: QueryParams = {}, options: PagedQueryOptions = {}): PagedQuery<Row> {
  const call = useMemo<PagedCall>(
    () => ({ method: 'GET', path, tag: '', summary: '', description: '', query: PageQuery, response: Paged(T.Unknown()) }),
    [path],
  );
  return usePaged(call, params as never, options) as PagedQuery<Row>;
}
