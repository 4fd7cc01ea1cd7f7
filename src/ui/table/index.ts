// The paged table of the business screens (spec §2 page-number pagination; §9 page sizes, pager width) and the small
// pieces every list screen shares: filter bar, load failure, screen frame, path query.
export { PagedTable } from './PagedTable.tsx';
export type { PagedTableProps } from './PagedTable.tsx';
export type { PagedQuery, PagedQueryOptions } from '../data/usePaged.ts';
export { Pager } from './Pager.tsx';
export type { PagerProps } from './Pager.tsx';
export { pageCountOf, pagerItems } from './pager.ts';
export type { PagerItem } from './pager.ts';
export { FilterBar } from './FilterBar.tsx';
export type { FilterBarProps } from './FilterBar.tsx';
export { useFilters } from './useFilters.ts';
export type { Filters } from './useFilters.ts';
export { LoadFailed } from './LoadFailed.tsx';
export type { LoadFailedProps } from './LoadFailed.tsx';
export { ScreenFrame } from './ScreenFrame.tsx';
export { StackedCell } from './StackedCell.tsx';
export type { StackedCellProps } from './StackedCell.tsx';
export type { ScreenFrameProps } from './ScreenFrame.tsx';
export { NARROW_SCREEN_QUERY, useNarrowScreen } from '../screen/index.ts';
export { queryId, queryParam } from './pathQuery.ts';
