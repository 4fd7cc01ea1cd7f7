// Screen.riskComplaints: risk complaints the payment channels raised, both channels in one list; 详情 and 处理 (with
// evidence files) per row.
import { riskComplaintPage } from '../../core/contract/api/complaints.ts';
import { Screen } from '../../core/contract/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import { ScreenFrame } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { COMPLAINT_TABLE, complaintColumns, complaintFilters, shared } from './complaintList.tsx';
import { useComplaintRows } from './useComplaintRows.tsx';
import { complaintWords } from './words.ts';

export default function RiskComplaintsScreen({ title }: ScreenProps) {
  const { t } = useWords(complaintWords);
  const { rowActions, overlays, actionsWidth } = useComplaintRows('risk');
  return (
    <ScreenFrame screen={Screen.riskComplaints} title={title}>
      <ListTable
        spec={{
          screen: Screen.riskComplaints,
          endpoint: riskComplaintPage,
          exportType: 'riskComplaints',
          ...COMPLAINT_TABLE,
          filters: complaintFilters(t, [{ name: 'channel', kind: 'concept', concept: 'payChannel', label: t('shell.payChannel', shared), className: 'backroom-filter-channel' }]),
          columns: complaintColumns(t, true),
          rowActions,
          actionsWidth,
        }}
      />
      {overlays}
    </ScreenFrame>
  );
}
