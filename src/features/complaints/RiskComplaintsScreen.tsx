// Screen.riskComplaints: risk complaints the payment channels raised, both channels in one list.
import { riskComplaintPage } from '../../core/contract/api/complaints.ts';
import { Screen } from '../../core/contract/index.ts';
import { defineListScreen } from '../../ui/list/index.ts';
import { COMPLAINT_TABLE, complaintColumns, complaintFilters, shared } from './complaintList.tsx';
import { complaintWords } from './words.ts';

export default defineListScreen(complaintWords, (t) => ({
  screen: Screen.riskComplaints,
  endpoint: riskComplaintPage,
  exportType: 'riskComplaints',
  ...COMPLAINT_TABLE,
  filters: complaintFilters(t, [{ name: 'channel', kind: 'concept', concept: 'payChannel', label: t('shell.payChannel', shared), className: 'backroom-filter-channel' }]),
  columns: complaintColumns(t, true),
}));
