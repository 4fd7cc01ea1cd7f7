// Approving or rejecting a replenishment package (spec §7 POST repl/package/approve; needs REPL_PACKAGE_APPROVE).
import { useQueryClient } from '@tanstack/react-query';
import { replPackageApprove, replPackagePage } from '../../core/contract/api/replenishment.ts';
import type { ReplenishmentApproval, ReplenishmentPackage } from '../../core/contract/api/replenishment.ts';
import { ReplenishmentStatus } from '../../core/contract/index.ts';
import { pagedKey, useCallMutation } from '../../ui/data/index.ts';
import { useSessionState } from '../../ui/session/index.ts';

export type AuditDecision = ReplenishmentApproval['status'];
export const AuditDecision = { approve: ReplenishmentStatus.APPROVED, reject: ReplenishmentStatus.REJECTED } as const;

export interface AuditRequest {
  pkg: ReplenishmentPackage;
  decision: AuditDecision;
  remark: string;
}

/** A failure was shown by the http client (e.g. the package was audited meanwhile); the list reloads either way. */
export function useAuditPackage() {
  const queryClient = useQueryClient();
  const { currentGroupId } = useSessionState();
  const mutation = useCallMutation(replPackageApprove);
  const audit = ({ pkg, decision, remark }: AuditRequest, onSuccess: () => void) =>
    mutation.mutate(
      { body: { ids: [pkg.id], status: decision, remark: remark.trim() || undefined } },
      { onSuccess, onSettled: () => void queryClient.invalidateQueries({ queryKey: pagedKey(currentGroupId, replPackagePage) }) },
    );
  return { audit, pending: mutation.isPending };
}
