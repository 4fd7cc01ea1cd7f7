// A list of devices of one type (vending machines or coolers): the same columns and filters over their page route.
import { Input, Select } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import type { Device, LifecycleState } from '../../core/contract/index.ts';
import { ConceptSelect } from '../../ui/options/index.ts';
import { FilterBar, PagedTable, ScreenFrame, useFilters, usePagedQuery } from '../../ui/table/index.ts';
import { deviceColumns } from './deviceColumns.tsx';

interface DeviceFilters {
  keyword: string;
  lifecycleState?: LifecycleState;
  online?: boolean;
}

export interface DeviceListProps {
  /** The contract Screen name. */
  screen: string;
  title: string;
  /** ApiPath.vendingMachinePage or ApiPath.coolerPage. */
  pagePath: string;
}

export function DeviceList({ screen, title, pagePath }: DeviceListProps) {
  const { t } = useTranslation();
  const filters = useFilters<DeviceFilters>({ keyword: '' });
  const paged = usePagedQuery<Device>(pagePath, { ...filters.applied });
  const { draft, set } = filters;
  return (
    <ScreenFrame screen={screen} title={title}>
      <PagedTable
        className="backroom-device-table"
        paged={paged}
        columns={deviceColumns(t)}
        scrollX={1500}
        filters={
          <FilterBar onSearch={filters.apply} onReset={filters.reset}>
            <Input
              className="backroom-filter-keyword"
              value={draft.keyword}
              placeholder={t('shell.deviceKeyword')}
              aria-label={t('shell.deviceKeyword')}
              showClear
              onChange={(value) => set('keyword', value)}
            />
            <ConceptSelect
              concept="vmLifecycleState"
              className="backroom-filter-lifecycle"
              value={draft.lifecycleState}
              placeholder={t('shell.lifecycleState')}
              aria-label={t('shell.lifecycleState')}
              showClear
              onChange={(value) => set('lifecycleState', value as LifecycleState | undefined)}
            />
            <Select
              className="backroom-filter-online"
              value={draft.online === undefined ? undefined : String(draft.online)}
              placeholder={t('shell.onlineStatus')}
              aria-label={t('shell.onlineStatus')}
              showClear
              optionList={[
                { value: 'true', label: t('shell.online') },
                { value: 'false', label: t('shell.offline') },
              ]}
              onChange={(value) => set('online', value === undefined ? undefined : value === 'true')}
            />
          </FilterBar>
        }
      />
    </ScreenFrame>
  );
}
