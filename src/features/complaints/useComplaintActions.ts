// Handling and completing complaints (issue 13; needs COMPLAINT_HANDLE): the calls of one complaint kind, and what
// reloads after a change (the lists, the risk complaints' pending count, the badges, the detail). Failures are shown
// by the http client (20601 when the complaint changed meanwhile).
import {
  complaintComplete, complaintDetail, complaintHandle, complaintPage, complaintUploadImage, riskComplaintCountPending,
  riskComplaintDetail, riskComplaintHandle, riskComplaintPage, riskComplaintUploadFile,
} from '../../core/contract/api/complaints.ts';
import { badgeCounts } from '../../core/contract/api/dashboard.ts';
import { useCallMutation } from '../../ui/data/index.ts';

/** The calls of order complaints (both channels) or of risk complaints. */
export const COMPLAINT_CALLS = {
  order: { detail: complaintDetail, handle: complaintHandle, upload: complaintUploadImage },
  risk: { detail: riskComplaintDetail, handle: riskComplaintHandle, upload: riskComplaintUploadFile },
} as const;
export type ComplaintCalls = 'order' | 'risk';

const invalidates = [complaintPage, riskComplaintPage, riskComplaintCountPending, badgeCounts, complaintDetail, riskComplaintDetail];

export function useComplaintActions() {
  return {
    handleOrder: useCallMutation(complaintHandle, { invalidates }),
    handleRisk: useCallMutation(riskComplaintHandle, { invalidates }),
    complete: useCallMutation(complaintComplete, { invalidates }),
  };
}
