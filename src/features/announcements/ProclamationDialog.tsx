// The add and edit dialog of an announcement (spec §5: form dialogs validate before create or update). A new
// announcement also chooses its initial status; an existing one changes status through the list's toggle.
import { useRef } from 'react';
import { Form, Modal, Radio } from '@douyinfe/semi-ui';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import { useTranslation } from 'react-i18next';
import { ProclamationStatus } from '../../core/contract/index.ts';
import type { Proclamation, ProclamationAdd } from '../../core/contract/index.ts';

export type ProclamationValues = Required<ProclamationAdd>;

export interface ProclamationDialogProps {
  /** null: a new announcement. */
  editing: Proclamation | null;
  pending: boolean;
  onSubmit(values: ProclamationValues): void;
  onCancel(): void;
}

const NEW_ANNOUNCEMENT: ProclamationValues = { title: '', content: '', indexFlag: 0, status: ProclamationStatus.ENABLED };

export function ProclamationDialog({ editing, pending, onSubmit, onCancel }: ProclamationDialogProps) {
  const { t } = useTranslation();
  const formApi = useRef<FormApi<ProclamationValues> | null>(null);
  const initValues: ProclamationValues = editing
    ? { title: editing.title, content: editing.content, indexFlag: editing.indexFlag === 1 ? 1 : 0, status: editing.status }
    : NEW_ANNOUNCEMENT;
  const submit = () => {
    // Invalid fields show their messages and nothing is sent.
    formApi.current?.validate().then(
      (values) => onSubmit({ ...values, title: values.title.trim() }),
      () => undefined,
    );
  };
  // Blank (only spaces) counts as missing, as it does on the server.
  const notBlank = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Modal
      className="backroom-proclamation-dialog"
      visible
      title={t(editing ? 'shell.editAnnouncement' : 'shell.addAnnouncement')}
      okText={t('messages.confirm')}
      cancelText={t('shell.cancel')}
      okButtonProps={{ className: 'backroom-proclamation-save' }}
      confirmLoading={pending}
      onOk={submit}
      onCancel={onCancel}
    >
      <Form<ProclamationValues> labelPosition="top" initValues={initValues} getFormApi={(api) => (formApi.current = api)}>
        <Form.Input field="title" label={t('shell.notificationTitle')} rules={notBlank(t('shell.titleRequired'))} />
        <Form.TextArea field="content" label={t('shell.notificationContent')} autosize rules={notBlank(t('shell.contentRequired'))} />
        <Form.RadioGroup field="indexFlag" label={t('shell.popUpOnHome')}>
          <Radio value={1}>{t('shell.yes')}</Radio>
          <Radio value={0}>{t('shell.no')}</Radio>
        </Form.RadioGroup>
        {!editing && (
          <Form.RadioGroup field="status" label={t('shell.status')}>
            <Radio value={ProclamationStatus.ENABLED}>{t('shell.enabled')}</Radio>
            <Radio value={ProclamationStatus.DISABLED}>{t('shell.disabled')}</Radio>
          </Form.RadioGroup>
        )}
      </Form>
    </Modal>
  );
}
