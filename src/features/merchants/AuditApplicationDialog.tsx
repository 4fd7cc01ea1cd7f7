// The finance audit of one application (spec §5: form dialogs validate before they send): approve, or reject with a
// reason (required). Approving asks once more, since it onboards the merchant. The server's refusals (9402, 9703,
// 9704 with its two shortened texts) are shown by the http client.
import { useRef, useState } from 'react';
import { Form, Modal, Radio } from '@douyinfe/semi-ui';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import { AUDIT_REASON_MAX } from '../../core/contract/api/merchants.ts';
import type { FinanceAudit, MerchantApplication } from '../../core/contract/api/merchants.ts';
import { MerchantAuditStatus } from '../../core/contract/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { merchantWords } from './words.ts';

interface Values {
  auditStatus: FinanceAudit['auditStatus'];
  reason?: string;
}

export interface AuditApplicationDialogProps {
  application: MerchantApplication;
  pending: boolean;
  onSubmit(body: FinanceAudit): void;
  onCancel(): void;
}

const shared = { ns: 'translation' } as const;

export function AuditApplicationDialog({ application, pending, onSubmit, onCancel }: AuditApplicationDialogProps) {
  const { t } = useWords(merchantWords);
  const formApi = useRef<FormApi<Values> | null>(null);
  const [decision, setDecision] = useState<Values['auditStatus']>(MerchantAuditStatus.APPROVED);
  const [confirming, setConfirming] = useState<FinanceAudit | null>(null);
  const rejecting = decision === MerchantAuditStatus.REJECTED;

  const submit = () => {
    // Invalid fields show their messages and nothing is sent.
    formApi.current?.validate().then(
      (values) => {
        const body: FinanceAudit =
          values.auditStatus === MerchantAuditStatus.REJECTED
            ? { id: application.id, auditStatus: values.auditStatus, reason: (values.reason ?? '').trim() }
            : { id: application.id, auditStatus: values.auditStatus };
        if (body.auditStatus === MerchantAuditStatus.APPROVED) setConfirming(body);
        else onSubmit(body);
      },
      () => undefined,
    );
  };

  return (
    <>
      <Modal
        className="backroom-application-audit-dialog"
        visible
        title={t('auditApplication', { name: application.merchantName })}
        okText={t('messages.confirm', shared)}
        cancelText={t('shell.cancel', shared)}
        okButtonProps={{ className: 'backroom-application-audit-save', type: rejecting ? 'danger' : 'primary' }}
        confirmLoading={pending}
        onOk={submit}
        onCancel={onCancel}
      >
        <Form<Values> labelPosition="top" initValues={{ auditStatus: MerchantAuditStatus.APPROVED }} getFormApi={(api) => (formApi.current = api)}>
          <Form.RadioGroup field="auditStatus" label={t('decision')} onChange={(event) => setDecision(event.target.value as Values['auditStatus'])}>
            <Radio value={MerchantAuditStatus.APPROVED} className="backroom-application-approve">{t('approve')}</Radio>
            <Radio value={MerchantAuditStatus.REJECTED} className="backroom-application-reject">{t('reject')}</Radio>
          </Form.RadioGroup>
          {rejecting && (
            <Form.TextArea
              field="reason"
              className="backroom-application-reason"
              label={t('reason')}
              autosize
              maxCount={AUDIT_REASON_MAX}
              rules={[
                { required: true, whitespace: true, message: t('reasonRequired') },
                { max: AUDIT_REASON_MAX, message: t('tooLong', { max: AUDIT_REASON_MAX }) },
              ]}
            />
          )}
        </Form>
      </Modal>
      {confirming && (
        <Modal
          className="backroom-application-approve-confirm"
          visible
          title={t('approve')}
          okText={t('approve')}
          cancelText={t('shell.cancel', shared)}
          okButtonProps={{ className: 'backroom-application-approve-ok' }}
          confirmLoading={pending}
          onOk={() => {
            onSubmit(confirming);
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
        >
          {t('approveConfirm')}
        </Modal>
      )}
    </>
  );
}
