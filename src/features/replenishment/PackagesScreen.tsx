// Screen.replenishmentPackages: replenishment packages of the identity's scope; holders of REPL_PACKAGE_APPROVE
// approve or reject those awaiting approval, in a dialog; 详情 opens a package with its goods (issue 13 §5).
import { useState } from 'react';
import { Button, Space } from '@douyinfe/semi-ui';
import { replPackagePage } from '../../core/contract/api/replenishment.ts';
import type { ReplenishmentPackage } from '../../core/contract/api/replenishment.ts';
import { REPL_PACKAGE_APPROVE, ReplenishmentStatus, Screen } from '../../core/contract/index.ts';
import { holdsViewCode } from '../../core/rules/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ListTable } from '../../ui/list/index.ts';
import type { ListSpec } from '../../ui/list/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { useSessionState } from '../../ui/session/index.ts';
import { ScreenFrame, StackedCell } from '../../ui/table/index.ts';
import type { ScreenProps } from '../../ui/screen/index.ts';
import { AuditDialog } from './AuditDialog.tsx';
import { PackageDetailDialog } from './PackageDetailDialog.tsx';
import { AuditDecision, useAuditPackage } from './useAuditPackage.ts';
import { replenishmentWords } from './words.ts';

const shared = { ns: 'translation' } as const;

export default function PackagesScreen({ title }: ScreenProps) {
  const { t } = useWords(replenishmentWords);
  const toast = useToast();
  const canAudit = holdsViewCode(useSessionState().viewCodes ?? [], REPL_PACKAGE_APPROVE);
  const [auditing, setAuditing] = useState<{ pkg: ReplenishmentPackage; decision: AuditDecision } | null>(null);
  const { audit, pending } = useAuditPackage();

  const confirm = (remark: string) => {
    if (!auditing) return;
    audit({ ...auditing, remark }, () => {
      toast.success(t(auditing.decision === AuditDecision.approve ? 'packageApproved' : 'packageRejected'));
      setAuditing(null);
    });
  };
  const [open, setOpen] = useState<number | null>(null);
  const actions = (pkg: ReplenishmentPackage) => (
    <Space spacing={4}>
      <Button className="backroom-package-open" theme="borderless" type="primary" onClick={() => setOpen(pkg.id)}>
        {t('details')}
      </Button>
      {canAudit && pkg.status === ReplenishmentStatus.AWAITING_APPROVAL && (
        <>
        <Button className="backroom-package-approve" theme="borderless" type="primary" onClick={() => setAuditing({ pkg, decision: AuditDecision.approve })}>
          {t('approve')}
        </Button>
        <Button className="backroom-package-reject" theme="borderless" type="danger" onClick={() => setAuditing({ pkg, decision: AuditDecision.reject })}>
          {t('reject')}
        </Button>
        </>
      )}
    </Space>
  );

  const spec: ListSpec<typeof replPackagePage> = {
    screen: Screen.replenishmentPackages,
    endpoint: replPackagePage,
    exportType: 'replenishmentPackages',
    className: 'backroom-package-table',
    scrollX: 1900,
    initialFilters: { keyword: '' },
    filters: [
      { name: 'keyword', kind: 'text', label: t('packageKeyword'), className: 'backroom-filter-keyword' },
      { name: 'status', kind: 'concept', concept: 'replenishmentStatus', label: t('shell.status', shared), className: 'backroom-filter-status' },
    ],
    columns: [
      { key: 'packageNo', title: t('packageNo'), width: 130, fixed: 'left' },
      { key: 'status', title: t('shell.status', shared), width: 90, value: { concept: 'replenishmentStatus' } },
      { key: 'device', title: t('shell.device', shared), width: 200, value: (pkg) => <StackedCell primary={pkg.deviceName} secondary={pkg.deviceCode} /> },
      { key: 'skuCount', title: t('skuCount'), width: 80, align: 'right' },
      { key: 'itemCount', title: t('itemCount'), width: 90, align: 'right' },
      { key: 'amount', title: t('goodsValueYuan'), width: 110, align: 'right', value: 'money' },
      { key: 'applicant', title: t('applicant'), width: 90 },
      { key: 'remark', title: t('remark'), width: 180 },
      { key: 'deptName', title: t('shell.identityDepartment', shared), width: 120 },
      { key: 'createTime', title: t('shell.applyTime', shared), width: 170, value: 'dateTime' },
      { key: 'auditorName', title: t('auditor'), width: 90 },
      { key: 'auditTime', title: t('shell.auditTime', shared), width: 170, value: 'dateTime' },
      { key: 'auditRemark', title: t('auditRemark'), width: 160 },
    ],
    rowActions: actions,
    actionsWidth: 190,
  };

  return (
    <ScreenFrame screen={Screen.replenishmentPackages} title={title}>
      <ListTable spec={spec} />
      {open !== null && <PackageDetailDialog id={open} onClose={() => setOpen(null)} />}
      {auditing && (
        <AuditDialog
          key={auditing.pkg.id}
          pkg={auditing.pkg}
          decision={auditing.decision}
          pending={pending}
          onConfirm={confirm}
          onCancel={() => setAuditing(null)}
        />
      )}
    </ScreenFrame>
  );
}
