// The confirmation of handling one exception sub-order: what went wrong, the result chosen (required) and a remark;
// 确认处理 records it, and the toast says the result.
import { useState } from 'react';
import { Banner, Descriptions, Modal, Radio, RadioGroup, TextArea } from '@douyinfe/semi-ui';
import { EXCEPTION_REMARK_MAX_LENGTH, ExceptionResult } from '../../core/contract/api/convenience.ts';
import type { SubOrder } from '../../core/contract/api/convenience.ts';
import { formatMoney, formatValue } from '../../core/format/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { useToast } from '../../ui/providers/index.ts';
import { EXCEPTION_WORD, RESULT_WORD } from './labels.ts';
import { useHandleException } from './useHandleException.ts';
import { convenienceWords } from './words.ts';

export interface HandleExceptionDialogProps {
  subOrder: SubOrder;
  onClose(): void;
}

const RESULTS = Object.values(ExceptionResult);

export function HandleExceptionDialog({ subOrder, onClose }: HandleExceptionDialogProps) {
  const { t } = useWords(convenienceWords);
  const toast = useToast();
  const { handle, pending } = useHandleException();
  const [result, setResult] = useState<ExceptionResult | null>(null);
  const [remark, setRemark] = useState('');

  const confirm = () => {
    if (result === null) return;
    handle({ subOrder, result, remark }, (handled) => {
      const chosen = handled.handleResult ?? result;
      toast.success(t('handled', { subOrderNo: handled.subOrderNo, result: t(RESULT_WORD[chosen]) }));
      onClose();
    });
  };

  return (
    <Modal
      className="backroom-exception-dialog"
      visible
      title={t('handleTitle', { subOrderNo: subOrder.subOrderNo })}
      okText={t('handleConfirm')}
      okButtonProps={{ disabled: result === null, className: 'backroom-exception-confirm' }}
      cancelText={t('shell.cancel', { ns: 'translation' })}
      confirmLoading={pending}
      onOk={confirm}
      onCancel={onClose}
    >
      <Descriptions
        className="backroom-exception-facts"
        data={[
          { key: t('shopName'), value: subOrder.shopName },
          { key: t('goods'), value: formatValue(subOrder.goods) },
          { key: t('amountYuan'), value: formatMoney(subOrder.amount) },
          { key: t('exceptionType'), value: subOrder.exceptionType === null ? formatValue(null) : t(EXCEPTION_WORD[subOrder.exceptionType]) },
          { key: t('exceptionDesc'), value: formatValue(subOrder.exceptionDesc) },
        ]}
      />
      <div className="backroom-exception-field">
        <div className="backroom-exception-label">{t('handleResult')}</div>
        <RadioGroup
          className="backroom-exception-result"
          aria-label={t('handleResult')}
          value={result ?? undefined}
          onChange={(event) => setResult(event.target.value as ExceptionResult)}
        >
          {RESULTS.map((value) => (
            <Radio key={value} value={value}>
              {t(RESULT_WORD[value])}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <TextArea
        className="backroom-exception-remark"
        value={remark}
        placeholder={t('handleRemark')}
        aria-label={t('handleRemark')}
        maxCount={EXCEPTION_REMARK_MAX_LENGTH}
        maxLength={EXCEPTION_REMARK_MAX_LENGTH}
        autosize
        onChange={setRemark}
      />
      <Banner className="backroom-exception-hint" type="warning" fullMode={false} closeIcon={null} description={t('handleHint')} />
    </Modal>
  );
}
