// Screen.riskComplaints: risk complaints the payment channels raised, both channels in one list.
import { ApiPath, Screen } from '../../core/contract/index.ts';
import { ScreenFrame } from '../../ui/table/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';
import { ComplaintTable } from './ComplaintTable.tsx';

export default function RiskComplaintsScreen({ title }: AreaScreenProps) {
  return (
    <ScreenFrame screen={Screen.riskComplaints} title={title}>
      <ComplaintTable pagePath={ApiPath.riskComplaintPage} />
    </ScreenFrame>
  );
}
