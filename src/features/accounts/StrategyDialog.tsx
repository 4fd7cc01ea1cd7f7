// The add and edit dialog of a prepaid fee strategy (spec §5: form dialogs validate before create or update): the
// name (required, at most the schema's length), how it charges, the price in yuan or the share in percent the fee
// type needs (sent as cents / basis points), its status, and for a new one the department it is set on.
import { useRef, useState } from 'react';
import { Form, Modal, Radio } from '@douyinfe/semi-ui';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import { FeeStrategyCreateBody, MOVEMENT_MAX_CENTS } from '../../core/contract/api/accounts.ts';
import type { FeeStrategyCreate, PrepaidFeeStrategy } from '../../core/contract/api/accounts.ts';
import { FeeType } from '../../core/contract/index.ts';
import { fieldRules } from '../../core/rules/formRules.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { useTreeData } from '../../ui/options/index.ts';
import { moneyTyped, yuanToCents } from './fees.ts';
import { accountWords } from './words.ts';

interface Values {
  name: string;
  feeType: FeeType;
  unitPriceYuan?: string;
  sharePercent?: string;
  status: 0 | 1;
  deptId?: number;
}

export interface StrategyDialogProps {
  editing: PrepaidFeeStrategy | null;
  pending: boolean;
  onSubmit(values: FeeStrategyCreate): void;
  onCancel(): void;
}

const shared = { ns: 'translation' } as const;
const BASIS_POINTS_MAX = 10_000;

export function StrategyDialog({ editing, pending, onSubmit, onCancel }: StrategyDialogProps) {
  const { t } = useWords(accountWords);
  const formApi = useRef<FormApi<Values> | null>(null);
  const depts = useTreeData('deptSubTree');
  const [feeType, setFeeType] = useState<FeeType>(editing?.feeType ?? FeeType.PER_DEVICE_MONTH);
  const initValues: Values = editing
    ? {
        name: editing.name,
        feeType: editing.feeType,
        unitPriceYuan: editing.feeType === FeeType.PER_DEVICE_MONTH ? (editing.unitPrice / 100).toFixed(2) : undefined,
        sharePercent: editing.feeType === FeeType.SALES_SHARE ? (editing.rateBasisPoints / 100).toFixed(2) : undefined,
        status: editing.status,
      }
    : { name: '', feeType: FeeType.PER_DEVICE_MONTH, status: 1 };

  /** Hundredths typed as text (yuan → cents, percent → basis points) within [1, max]; else the message. */
  const hundredthsRule = (message: string, max: number) => [
    {
      validator: (_rule: unknown, value: unknown): boolean | Error => {
        const hundredths = yuanToCents(value as string | undefined);
        return hundredths !== null && hundredths >= 1 && hundredths <= max ? true : new Error(message);
      },
    },
  ];

  const submit = () => {
    formApi.current?.validate().then(
      (values) => {
        const priced = values.feeType === FeeType.PER_DEVICE_MONTH
          ? { unitPrice: yuanToCents(values.unitPriceYuan) ?? 0 }
          : { rateBasisPoints: yuanToCents(values.sharePercent) ?? 0 };
        onSubmit({ name: values.name.trim(), feeType: values.feeType, status: values.status, ...priced, ...(values.deptId ? { deptId: values.deptId } : {}) });
      },
      () => undefined,
    );
  };

  return (
    <Modal
      className="backroom-strategy-dialog"
      visible
      title={t(editing ? 'editStrategy' : 'addStrategy')}
      okText={t('messages.confirm', shared)}
      cancelText={t('shell.cancel', shared)}
      okButtonProps={{ className: 'backroom-strategy-save' }}
      cancelButtonProps={{ className: 'backroom-strategy-cancel' }}
      confirmLoading={pending}
      onOk={submit}
      onCancel={onCancel}
    >
      <Form<Values> labelPosition="top" initValues={initValues} getFormApi={(api) => (formApi.current = api)}>
        <Form.Input
          field="name"
          className="backroom-strategy-name"
          label={t('strategyName')}
          rules={fieldRules(FeeStrategyCreateBody, 'name', { required: t('nameRequired'), tooLong: (max) => t('nameTooLong', { max }) })}
        />
        <Form.RadioGroup field="feeType" label={t('feeType')} onChange={(event) => setFeeType(event.target.value as FeeType)}>
          <Radio value={FeeType.PER_DEVICE_MONTH}>{t('perDeviceMonth')}</Radio>
          <Radio value={FeeType.SALES_SHARE}>{t('salesShareType')}</Radio>
        </Form.RadioGroup>
        {feeType === FeeType.PER_DEVICE_MONTH ? (
          <Form.Input
            key="price"
            field="unitPriceYuan"
            className="backroom-strategy-price"
            label={t('unitPriceYuan')}
            prefix="¥"
            inputMode="decimal"
            convert={moneyTyped}
            rules={hundredthsRule(t('unitPriceRequired'), MOVEMENT_MAX_CENTS)}
          />
        ) : (
          <Form.Input
            key="share"
            field="sharePercent"
            className="backroom-strategy-share"
            label={t('sharePercent')}
            suffix="%"
            inputMode="decimal"
            convert={moneyTyped}
            rules={hundredthsRule(t('shareRequired'), BASIS_POINTS_MAX)}
          />
        )}
        <Form.RadioGroup field="status" label={t('shell.status', shared)}>
          <Radio value={1}>{t('shell.enabled', shared)}</Radio>
          <Radio value={0}>{t('shell.disabled', shared)}</Radio>
        </Form.RadioGroup>
        {!editing && (
          <Form.TreeSelect
            field="deptId"
            className="backroom-strategy-dept"
            label={t('department')}
            treeData={depts.treeData}
            placeholder={t('department')}
            style={{ width: '100%' }}
            showClear
            expandAll
          />
        )}
      </Form>
    </Modal>
  );
}
