// The recharge / deduct dialog of 账户充值 (issue 13 §3): the amount in yuan (held and sent in cents), checked
// before anything is sent (more than 0, at most 2 decimals, not above the single-movement limit, a deduction not
// above the balance), then a confirmation naming the amount and the balance after. One request id per dialog, so a
// repeated click or a retry after a lost answer replays the first movement instead of moving twice.
import { useRef, useState } from 'react';
import { Button, Form, Modal, Typography } from '@douyinfe/semi-ui';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import { MOVEMENT_MAX_CENTS, MovementBody } from '../../core/contract/api/accounts.ts';
import type { MovementKind, MovementResult } from '../../core/contract/api/accounts.ts';
import { formatMoney } from '../../core/format/index.ts';
import { fieldRules } from '../../core/rules/formRules.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { moneyTyped, newRequestId, yuanToCents } from './fees.ts';
import { accountWords } from './words.ts';

interface Values {
  amount?: number | string;
  remark?: string;
}

export interface MovementDialogProps {
  kind: MovementKind;
  /** The balance now, cents. */
  balance: number;
  pending: boolean;
  onSubmit(input: { requestId: string; amount: number; remark?: string }): Promise<MovementResult>;
  onClose(): void;
}

const shared = { ns: 'translation' } as const;

export function MovementDialog({ kind, balance, pending, onSubmit, onClose }: MovementDialogProps) {
  const { t } = useWords(accountWords);
  const formApi = useRef<FormApi<Values> | null>(null);
  const [requestId] = useState(newRequestId);
  const [confirming, setConfirming] = useState<{ amount: number; remark?: string } | null>(null);
  const recharge = kind === 'recharge';

  /** async-validator: true passes, an Error carries the message shown under the field. */
  const amountRules = [
    {
      validator: (_rule: unknown, value: unknown): boolean | Error => {
        if (value === undefined || value === null || value === '') return new Error(t('amountRequired'));
        const cents = yuanToCents(value as number | string);
        if (cents === null) return new Error(t('amountCents'));
        if (cents < 1) return new Error(t('amountPositive'));
        if (cents > MOVEMENT_MAX_CENTS) return new Error(t('amountTooLarge', { max: formatMoney(MOVEMENT_MAX_CENTS) }));
        if (!recharge && cents > balance) return new Error(t('amountOverBalance', { balance: formatMoney(balance) }));
        return true;
      },
    },
  ];

  const next = () => {
    formApi.current?.validate().then(
      (values) => {
        const remark = values.remark?.trim();
        setConfirming({ amount: yuanToCents(values.amount) ?? 0, remark: remark || undefined });
      },
      () => undefined,
    );
  };
  const send = () => {
    if (!confirming) return;
    onSubmit({ requestId, ...confirming }).then(onClose, () => undefined);
  };

  const after = confirming ? (recharge ? balance + confirming.amount : balance - confirming.amount) : balance;
  return (
    <Modal
      className={`backroom-movement-dialog backroom-movement-${kind}`}
      visible
      title={t(recharge ? 'rechargeTitle' : 'deductTitle')}
      onCancel={onClose}
      footer={
        confirming ? (
          <>
            <Button className="backroom-movement-back" onClick={() => setConfirming(null)} disabled={pending}>
              {t('back')}
            </Button>
            <Button className="backroom-movement-confirm" theme="solid" type={recharge ? 'primary' : 'danger'} loading={pending} onClick={send}>
              {t('messages.confirm', shared)}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('shell.cancel', shared)}</Button>
            <Button className="backroom-movement-next" theme="solid" type="primary" onClick={next}>
              {t(recharge ? 'recharge' : 'deduct')}
            </Button>
          </>
        )
      }
    >
      <div style={{ display: confirming ? 'none' : undefined }}>
        <Form<Values> labelPosition="top" getFormApi={(api) => (formApi.current = api)}>
          <Form.Input field="amount" className="backroom-movement-amount" label={t('amountYuan')} prefix="¥" inputMode="decimal" convert={moneyTyped} rules={amountRules} />
          <Form.TextArea
            field="remark"
            className="backroom-movement-remark"
            label={t('remark')}
            autosize
            rules={fieldRules(MovementBody, 'remark', { required: t('amountRequired'), tooLong: (max) => t('remarkTooLong', { max }) })}
          />
        </Form>
      </div>
      {confirming && (
        <Typography.Paragraph className="backroom-movement-confirm-text">
          {t(recharge ? 'confirmRecharge' : 'confirmDeduct', { amount: formatMoney(confirming.amount), after: formatMoney(after) })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
