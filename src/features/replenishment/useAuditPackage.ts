// Approving or rejecting a replenishment package (spec §7 POST repl/package/approve; needs REPL_PACKAGE_APPROVE).
import { useMutation } from '@tanstack/react-query';
import { ApiPath, ReplenishmentStatus } from '../../core/contract/index.ts';
import type { ReplenishmentApproval, ReplenishmentPackage } from '../../core/contract/index.ts';
import { useHttp } from '../../ui/session/index.ts';

export type AuditDecision = ReplenishmentApproval['status'];
export const AuditDecision = { approve: ReplenishmentStatus.APPROVED, reject: ReplenishmentStatus.REJECTED } as const;

export interface AuditRequest {
  pkg: ReplenishmentPackage;
  decision: AuditDecision;
  remark: string;
}

/** A failure was shown by the http client (e.g. the package was audited meanwhile); the list reloads either way. */
export function useAuditPackage(onSettled: () => void) {
  const http = useHttp();
  return useMutation({
    mutationFn: ({ pkg, decision, remark }: AuditRequest) => {
      const body: ReplenishmentApproval = { ids: [pkg.id], status: decision, remark: remark.trim() || undefined };
      return http.post<ReplenishmentPackage[]>(ApiPath.replPackageApprove, body);
    },
    onSettled,
  });
}
