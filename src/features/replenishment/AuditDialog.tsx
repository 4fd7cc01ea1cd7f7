// The audit of one package: 通过 or 驳回 with an optional remark (the auditor's note, shown as 审核意见).
import { useState } from 'react';
import { Modal, TextArea } from '@douyinfe/semi-ui';
import { useTranslation } from 'react-i18next';
import type { ReplenishmentPackage } from '../../core/contract/index.ts';
import { AuditDecision } from './useAuditPackage.ts';

export interface AuditDialogProps {
  pkg: ReplenishmentPackage;
  decision: AuditDecision;
  pending: boolean;
  onConfirm(remark: string): void;
  onCancel(): void;
}

export function AuditDialog({ pkg, decision, pending, onConfirm, onCancel }: AuditDialogProps) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState('');
  const approving = decision === AuditDecision.approve;
  return (
    <Modal
      className="backroom-package-audit-dialog"
      visible
      title={t(approving ? 'shell.approvePackage' : 'shell.rejectPackage', { packageNo: pkg.packageNo })}
      okText={t(approving ? 'shell.approve' : 'shell.reject')}
      okButtonProps={{ type: approving ? 'primary' : 'danger', className: 'backroom-package-audit-confirm' }}
      cancelText={t('shell.cancel')}
      confirmLoading={pending}
      onOk={() => onConfirm(remark)}
      onCancel={onCancel}
    >
      <TextArea
        className="backroom-package-audit-remark"
        value={remark}
        placeholder={t('shell.auditRemark')}
        aria-label={t('shell.auditRemark')}
        autosize
        onChange={setRemark}
      />
    </Modal>
  );
}
