// Screen.merchantApplications: merchant applications audited by the identity's scope, with how many await audit
// (the figure behind the organisation-audit badge, spec §6).
import { Input, Tag } from '@douyinfe/semi-ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiPath, Screen } from '../../core/contract/index.ts';
import type { MerchantApplication, MerchantAuditStatus } from '../../core/contract/index.ts';
import { ConceptSelect } from '../../ui/options/index.ts';
import { useHttp, useSessionState } from '../../ui/session/index.ts';
import { FilterBar, PagedTable, ScreenFrame, useFilters, usePagedQuery } from '../../ui/table/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';
import { applicationColumns } from './applicationColumns.tsx';

interface ApplicationFilters {
  keyword: string;
  auditStatus?: MerchantAuditStatus;
}

function useAwaitingAudit(): number | null {
  const http = useHttp();
  const { currentGroupId, status } = useSessionState();
  const query = useQuery({
    queryKey: ['merchantApplications', currentGroupId, 'auditCount'],
    queryFn: ({ signal }) => http.get<number>(ApiPath.merchantApplicationAuditCount, undefined, { signal, silent: true }),
    enabled: status === 'ready',
  });
  return typeof query.data === 'number' ? query.data : null;
}

export default function ApplicationsScreen({ title }: AreaScreenProps) {
  const { t } = useTranslation();
  const phoneHide = useSessionState().staff?.phoneHide ?? false;
  const awaiting = useAwaitingAudit();
  const filters = useFilters<ApplicationFilters>({ keyword: '' });
  const paged = usePagedQuery<MerchantApplication>(ApiPath.merchantApplicationPage, { ...filters.applied });
  const { draft, set } = filters;
  return (
    <ScreenFrame
      screen={Screen.merchantApplications}
      title={title}
      extra={
        awaiting !== null && (
          <Tag className="backroom-awaiting-audit" color={awaiting > 0 ? 'orange' : 'grey'}>
            {t('shell.awaitingAuditCount', { count: awaiting })}
          </Tag>
        )
      }
    >
      <PagedTable
        className="backroom-application-table"
        paged={paged}
        columns={applicationColumns(t, phoneHide)}
        scrollX={1200}
        filters={
          <FilterBar onSearch={filters.apply} onReset={filters.reset}>
            <Input
              className="backroom-filter-keyword"
              value={draft.keyword}
              placeholder={t('shell.merchantKeyword')}
              showClear
              onChange={(value) => set('keyword', value)}
            />
            <ConceptSelect
              concept="merchantAuditStatus"
              className="backroom-filter-status"
              value={draft.auditStatus}
              placeholder={t('shell.auditStatus')}
              showClear
              onChange={(value) => set('auditStatus', value as MerchantAuditStatus | undefined)}
            />
          </FilterBar>
        }
      />
    </ScreenFrame>
  );
}
