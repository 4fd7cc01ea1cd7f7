// One list of complaints: a payment channel's order complaints, or the risk complaints (channel optional there),
// filtered by status and reason.
import { useTranslation } from 'react-i18next';
import type { Complaint, ComplaintStatus, PayChannel } from '../../core/contract/index.ts';
import { ConceptSelect } from '../../ui/options/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { FilterBar, PagedTable, useFilters, usePagedQuery } from '../../ui/table/index.ts';
import { complaintColumns } from './complaintColumns.tsx';

interface ComplaintFilters {
  status?: ComplaintStatus;
  reason?: number;
  channel?: PayChannel;
}

export interface ComplaintTableProps {
  /** ApiPath.complaintPage (with `channel`) or ApiPath.riskComplaintPage. */
  pagePath: string;
  /** The channel of an order-complaint list; risk complaints choose it as a filter instead. */
  channel?: PayChannel;
}

export function ComplaintTable({ pagePath, channel }: ComplaintTableProps) {
  const { t } = useTranslation();
  const phoneHide = useSessionState().staff?.phoneHide ?? false;
  const filters = useFilters<ComplaintFilters>({});
  const paged = usePagedQuery<Complaint>(pagePath, channel ? { ...filters.applied, channel } : { ...filters.applied });
  const { draft, set } = filters;
  return (
    <PagedTable
      className="backroom-complaint-table"
      paged={paged}
      columns={complaintColumns(t, { withChannel: channel === undefined, phoneHide })}
      scrollX={1600}
      filters={
        <FilterBar onSearch={filters.apply} onReset={filters.reset}>
          {channel === undefined && (
            <ConceptSelect
              concept="payChannel"
              className="backroom-filter-channel"
              value={draft.channel}
              placeholder={t('shell.payChannel')}
              showClear
              onChange={(value) => set('channel', value as PayChannel | undefined)}
            />
          )}
          <ConceptSelect
            concept="complaintStatus"
            className="backroom-filter-status"
            value={draft.status}
            placeholder={t('shell.status')}
            showClear
            onChange={(value) => set('status', value as ComplaintStatus | undefined)}
          />
          <ConceptSelect
            concept="orderFeedbackReason"
            className="backroom-filter-reason"
            value={draft.reason}
            placeholder={t('shell.complaintReason')}
            showClear
            onChange={(value) => set('reason', value as number | undefined)}
          />
        </FilterBar>
      }
    />
  );
}
