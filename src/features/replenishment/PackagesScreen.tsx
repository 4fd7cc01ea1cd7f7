// Screen.replenishmentPackages: replenishment packages of the identity's scope; holders of REPL_PACKAGE_APPROVE
// approve or reject those awaiting approval.
import { useState } from 'react';
import { Button, Input, Space } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import { ApiPath, REPL_PACKAGE_APPROVE, ReplenishmentStatus, Screen } from '../../core/contract/index.ts';
import type { ReplenishmentPackage } from '../../core/contract/index.ts';
import { holdsViewCode } from '../../core/rules/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { ConceptSelect } from '../../ui/options/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { FilterBar, PagedTable, ScreenFrame, useFilters, usePagedQuery } from '../../ui/table/index.ts';
import type { AreaScreenProps } from '../../ui/table/index.ts';
import { AuditDialog } from './AuditDialog.tsx';
import { packageColumns } from './packageColumns.tsx';
import { AuditDecision, useAuditPackage } from './useAuditPackage.ts';

interface PackageFilters {
  keyword: string;
  status?: ReplenishmentStatus;
}

export default function PackagesScreen({ title }: AreaScreenProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const canAudit = holdsViewCode(useSessionState().viewCodes ?? [], REPL_PACKAGE_APPROVE);
  const filters = useFilters<PackageFilters>({ keyword: '' });
  const paged = usePagedQuery<ReplenishmentPackage>(ApiPath.replPackagePage, { ...filters.applied });
  const [auditing, setAuditing] = useState<{ pkg: ReplenishmentPackage; decision: AuditDecision } | null>(null);
  const audit = useAuditPackage(() => void paged.invalidate());

  const confirm = (remark: string) => {
    if (!auditing) return;
    audit.mutate(
      { ...auditing, remark },
      {
        onSuccess: () => {
          toast.success(t(auditing.decision === AuditDecision.approve ? 'shell.packageApproved' : 'shell.packageRejected'));
          setAuditing(null);
        },
      },
    );
  };
  const actions = (pkg: ReplenishmentPackage) =>
    pkg.status === ReplenishmentStatus.AWAITING_APPROVAL ? (
      <Space spacing={4}>
        <Button className="backroom-package-approve" theme="borderless" type="primary" onClick={() => setAuditing({ pkg, decision: AuditDecision.approve })}>
          {t('shell.approve')}
        </Button>
        <Button className="backroom-package-reject" theme="borderless" type="danger" onClick={() => setAuditing({ pkg, decision: AuditDecision.reject })}>
          {t('shell.reject')}
        </Button>
      </Space>
    ) : null;

  const { draft, set } = filters;
  return (
    <ScreenFrame screen={Screen.replenishmentPackages} title={title}>
      <PagedTable
        className="backroom-package-table"
        paged={paged}
        columns={packageColumns(t, canAudit ? actions : undefined)}
        scrollX={1900}
        filters={
          <FilterBar onSearch={filters.apply} onReset={filters.reset}>
            <Input
              className="backroom-filter-keyword"
              value={draft.keyword}
              placeholder={t('shell.packageKeyword')}
              showClear
              onChange={(value) => set('keyword', value)}
            />
            <ConceptSelect
              concept="replenishmentStatus"
              className="backroom-filter-status"
              value={draft.status}
              placeholder={t('shell.status')}
              showClear
              onChange={(value) => set('status', value as ReplenishmentStatus | undefined)}
            />
          </FilterBar>
        }
      />
      {auditing && (
        <AuditDialog
          key={auditing.pkg.id}
          pkg={auditing.pkg}
          decision={auditing.decision}
          pending={audit.isPending}
          onConfirm={confirm}
          onCancel={() => setAuditing(null)}
        />
      )}
    </ScreenFrame>
  );
}
