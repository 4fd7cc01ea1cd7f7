// The audit of one package: 通过 or 驳回 with an optional remark (the auditor's note, shown as 审核意见).
import { useState } from 'react';
import { Modal, TextArea } from '@douyinfe/semi-ui';
import type { ReplenishmentPackage } from '../../core/contract/api/replenishment.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { AuditDecision } from './useAuditPackage.ts';
import { replenishmentWords } from './words.ts';

export interface AuditDialogProps {
  pkg: ReplenishmentPackage;
  decision: AuditDecision;
  pending: boolean;
  onConfirm(remark: string): void;
  onCancel(): void;
}

export function AuditDialog({ pkg, decision, pending, onConfirm, onCancel }: AuditDialogProps) {
  const { t } = useWords(replenishmentWords);
  const [remark, setRemark] = useState('');
  const approving = decision === AuditDecision.approve;
  return (
    <Modal
      className="backroom-package-audit-dialog"
      visible
      title={t(approving ? 'approvePackage' : 'rejectPackage', { packageNo: pkg.packageNo })}
      okText={t(approving ? 'approve' : 'reject')}
      okButtonProps={{ type: approving ? 'primary' : 'danger', className: 'backroom-package-audit-confirm' }}
      cancelText={t('shell.cancel', { ns: 'translation' })}
      confirmLoading={pending}
      onOk={() => onConfirm(remark)}
      onCancel={onCancel}
    >
      <TextArea
        className="backroom-package-audit-remark"
        value={remark}
        placeholder={t('auditRemark')}
        aria-label={t('auditRemark')}
        autosize
        onChange={setRemark}
      />
    </Modal>
  );
}
