// Screen.replenishmentTally: tally records (counts of goods after replenishment, or routine) of the identity's scope.
import { Input } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { ApiPath, Screen } from '../../core/contract/index.ts';
import type { TallyRecord } from '../../core/contract/index.ts';
import { FilterBar, PagedTable, ScreenFrame, useFilters, usePagedQuery } from '../../ui/table/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';
import { tallyColumns } from './tallyColumns.tsx';
import './replenishment.css';

export default function TallyScreen({ title }: AreaScreenProps) {
  const { t } = useTranslation();
  const filters = useFilters({ keyword: '' });
  const paged = usePagedQuery<TallyRecord>(ApiPath.replTallyPage, { ...filters.applied });
  return (
    <ScreenFrame screen={Screen.replenishmentTally} title={title}>
      <PagedTable
        className="backroom-tally-table"
        paged={paged}
        columns={tallyColumns(t)}
        scrollX={1200}
        filters={
          <FilterBar onSearch={filters.apply} onReset={filters.reset}>
            <Input
              className="backroom-filter-keyword"
              value={filters.draft.keyword}
              placeholder={t('shell.tallyKeyword')}
              showClear
              onChange={(value) => filters.set('keyword', value)}
            />
          </FilterBar>
        }
      />
    </ScreenFrame>
  );
}
