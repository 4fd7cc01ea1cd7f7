// The handling of one abnormal unattended-shop order (spec §5: form dialogs validate before they send): refund or
// charge an amount in yuan (sent in cents; a refund at most the order amount), or close it after a confirmation.
// The version the list showed goes with it, so an order changed meanwhile is refused (20600) rather than handled
// twice; past the correction limit only closing is offered (the server answers 40923 otherwise).
import { useRef, useState } from 'react';
import { Form, Modal, Radio, Typography } from '@douyinfe/semi-ui';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import { AbnormalOrderHandleBody } from '../../core/contract/api/orders.ts';
import type { AbnormalOrderHandle, Order } from '../../core/contract/api/orders.ts';
import { ABNORMAL_ORDER_ACTIONS, ORDER_CORRECTION_LIMIT } from '../../core/contract/index.ts';
import type { AbnormalOrderAction } from '../../core/contract/index.ts';
import { formatMoney } from '../../core/format/index.ts';
import { fieldRules } from '../../core/rules/formRules.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { ACTION_WORD } from './OrderSheet.tsx';
import { orderWords } from './words.ts';

interface Values {
  action: AbnormalOrderAction;
  amountYuan?: number;
  note: string;
}

export interface HandleOrderDialogProps {
  order: Order;
  pending: boolean;
  onSubmit(body: AbnormalOrderHandle): void;
  onCancel(): void;
}

const shared = { ns: 'translation' } as const;

export function HandleOrderDialog({ order, pending, onSubmit, onCancel }: HandleOrderDialogProps) {
  const { t } = useWords(orderWords);
  const formApi = useRef<FormApi<Values> | null>(null);
  const atLimit = order.corrections >= ORDER_CORRECTION_LIMIT;
  const [action, setAction] = useState<AbnormalOrderAction>(atLimit ? 'close' : 'refund');
  const [confirming, setConfirming] = useState<AbnormalOrderHandle | null>(null);

  const submit = () => {
    // Invalid fields show their messages and nothing is sent.
    formApi.current?.validate().then(
      (values) => {
        const body: AbnormalOrderHandle = {
          id: order.id,
          version: order.version,
          action: values.action,
          note: values.note.trim(),
          ...(values.action === 'close' ? {} : { amount: Math.round((values.amountYuan ?? 0) * 100) }),
        };
        if (body.action === 'close') setConfirming(body);
        else onSubmit(body);
      },
      () => undefined,
    );
  };
  const amountRules = [
    { required: true, message: t('amountRequired') },
    ...(action === 'refund' ? [{ type: 'number' as const, max: order.amount / 100, message: t('refundTooMuch', { max: formatMoney(order.amount) }) }] : []),
  ];

  return (
    <>
      <Modal
        className="backroom-order-handle-dialog"
        visible
        title={t('handleOrder', { orderNo: order.orderNo })}
        okText={t('messages.confirm', shared)}
        cancelText={t('shell.cancel', shared)}
        okButtonProps={{ className: 'backroom-order-handle-save' }}
        confirmLoading={pending}
        onOk={submit}
        onCancel={onCancel}
      >
        <Typography.Text type={atLimit ? 'warning' : 'tertiary'} className="backroom-order-corrections">
          {atLimit ? t('limitReached') : t('corrections', { count: order.corrections, max: ORDER_CORRECTION_LIMIT })}
        </Typography.Text>
        <Form<Values> labelPosition="top" initValues={{ action, note: '' }} getFormApi={(api) => (formApi.current = api)}>
          <Form.RadioGroup field="action" label={t('action')} onChange={(event) => setAction(event.target.value as AbnormalOrderAction)}>
            {ABNORMAL_ORDER_ACTIONS.map((value) => (
              <Radio key={value} value={value} className={`backroom-order-action-${value}`} disabled={atLimit && value !== 'close'}>
                {t(ACTION_WORD[value])}
              </Radio>
            ))}
          </Form.RadioGroup>
          {action !== 'close' && (
            <Form.InputNumber
              key={action}
              field="amountYuan"
              className="backroom-order-amount"
              label={t(action === 'refund' ? 'amountYuanRefund' : 'amountYuanCharge')}
              precision={2}
              min={0.01}
              style={{ width: '100%' }}
              extraText={`${t('shell.amountYuan', shared)} ${formatMoney(order.amount)}`}
              rules={amountRules}
            />
          )}
          <Form.TextArea
            field="note"
            className="backroom-order-note"
            label={t('note')}
            autosize
            rules={fieldRules(AbnormalOrderHandleBody, 'note', { required: t('noteRequired'), tooLong: (n) => t('tooLong', { max: n }) })}
          />
        </Form>
      </Modal>
      {confirming && (
        <Modal
          className="backroom-order-close-confirm"
          visible
          title={t('actionClose')}
          okText={t('actionClose')}
          cancelText={t('shell.cancel', shared)}
          okButtonProps={{ type: 'danger', className: 'backroom-order-close-ok' }}
          onOk={() => {
            onSubmit(confirming);
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
        >
          {t('closeConfirm')}
        </Modal>
      )}
    </>
  );
}
