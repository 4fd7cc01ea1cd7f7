// The add and edit dialog of an announcement (spec §5: form dialogs validate before create or update), its rules
// taken from the call's body schema. A new announcement also chooses its initial status; an existing one changes
// status through the list's toggle.
import { useRef } from 'react';
import { Form, Modal, Radio } from '@douyinfe/semi-ui';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import { ProclamationAddBody, ProclamationUpdateBody } from '../../core/contract/api/announcements.ts';
import type { Proclamation, ProclamationAdd } from '../../core/contract/api/announcements.ts';
import { ProclamationStatus } from '../../core/contract/index.ts';
import { fieldRules } from '../../core/rules/formRules.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { announcementWords } from './words.ts';

export type ProclamationValues = Required<ProclamationAdd>;

export interface ProclamationDialogProps {
  /** null: a new announcement. */
  editing: Proclamation | null;
  pending: boolean;
  onSubmit(values: ProclamationValues): void;
  onCancel(): void;
}

const NEW_ANNOUNCEMENT: ProclamationValues = { title: '', content: '', indexFlag: 0, status: ProclamationStatus.ENABLED };
const shared = { ns: 'translation' } as const;

export function ProclamationDialog({ editing, pending, onSubmit, onCancel }: ProclamationDialogProps) {
  const { t } = useWords(announcementWords);
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
  const body = editing ? ProclamationUpdateBody : ProclamationAddBody;
  const tooLong = (max: number) => t('tooLong', { max });
  return (
    <Modal
      className="backroom-proclamation-dialog"
      visible
      title={t(editing ? 'editAnnouncement' : 'addAnnouncement')}
      okText={t('messages.confirm', shared)}
      cancelText={t('shell.cancel', shared)}
      okButtonProps={{ className: 'backroom-proclamation-save' }}
      confirmLoading={pending}
      onOk={submit}
      onCancel={onCancel}
    >
      <Form<ProclamationValues> labelPosition="top" initValues={initValues} getFormApi={(api) => (formApi.current = api)}>
        <Form.Input field="title" label={t('shell.notificationTitle', shared)} rules={fieldRules(body, 'title', { required: t('titleRequired'), tooLong })} />
        <Form.TextArea
          field="content"
          label={t('shell.notificationContent', shared)}
          autosize
          rules={fieldRules(body, 'content', { required: t('contentRequired'), tooLong })}
        />
        <Form.RadioGroup field="indexFlag" label={t('popUpOnHome')}>
          <Radio value={1}>{t('yes')}</Radio>
          <Radio value={0}>{t('no')}</Radio>
        </Form.RadioGroup>
        {!editing && (
          <Form.RadioGroup field="status" label={t('shell.status', shared)}>
            <Radio value={ProclamationStatus.ENABLED}>{t('shell.enabled', shared)}</Radio>
            <Radio value={ProclamationStatus.DISABLED}>{t('shell.disabled', shared)}</Radio>
          </Form.RadioGroup>
        )}
      </Form>
    </Modal>
  );
}
