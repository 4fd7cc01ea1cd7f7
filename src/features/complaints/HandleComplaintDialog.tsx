// The handling of one complaint (spec §5: form dialogs validate before they send): refund, reject or explain, with a
// note; a refund names its amount in yuan (at most the disputed amount), sent in cents. Images (order complaints) or
// evidence files (risk complaints) are attached to the complaint as they are chosen.
import { useRef, useState } from 'react';
import { Form, Modal, Radio, Upload } from '@douyinfe/semi-ui';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import type { customRequestArgs, FileItem } from '@douyinfe/semi-ui/lib/es/upload';
import { IconUpload } from '@douyinfe/semi-icons';
import { COMPLAINT_NOTE_MAX, ComplaintHandleBody } from '../../core/contract/api/complaints.ts';
import type { Complaint, ComplaintFile, ComplaintHandle } from '../../core/contract/api/complaints.ts';
import { IMAGE_TYPES } from '../../core/contract/api/files.ts';
import { COMPLAINT_ACTIONS, COMPLAINT_FILES_MAX } from '../../core/contract/index.ts';
import type { ComplaintAction } from '../../core/contract/index.ts';
import { formatMoney } from '../../core/format/index.ts';
import { uploadApi } from '../../core/http/index.ts';
import { fieldRules } from '../../core/rules/formRules.ts';
import { fileUrl } from '../../ui/data/index.ts';
import { useWords } from '../../ui/i18n/index.ts';
import { useHttp } from '../../ui/session/index.ts';
import { COMPLAINT_CALLS } from './useComplaintActions.ts';
import type { ComplaintCalls } from './useComplaintActions.ts';
import { complaintWords } from './words.ts';

interface Values {
  action: ComplaintAction;
  refundYuan?: number;
  note: string;
}

export interface HandleComplaintDialogProps {
  complaint: Complaint;
  kind: ComplaintCalls;
  pending: boolean;
  onSubmit(body: ComplaintHandle): void;
  onCancel(): void;
}

const ACTION_WORD = { refund: 'actionRefund', reject: 'actionReject', explain: 'actionExplain' } as const;
const shared = { ns: 'translation' } as const;

export function HandleComplaintDialog({ complaint, kind, pending, onSubmit, onCancel }: HandleComplaintDialogProps) {
  const { t } = useWords(complaintWords);
  const http = useHttp();
  const formApi = useRef<FormApi<Values> | null>(null);
  const [action, setAction] = useState<ComplaintAction>('explain');
  const [files, setFiles] = useState<FileItem[]>([]);
  const risk = kind === 'risk';
  const max = complaint.amount / 100;

  const submit = () => {
    // Invalid fields show their messages and nothing is sent.
    formApi.current?.validate().then(
      (values) =>
        onSubmit({
          id: complaint.id,
          action: values.action,
          note: values.note.trim(),
          ...(values.action === 'refund' ? { refundAmount: Math.round((values.refundYuan ?? 0) * 100) } : {}),
        }),
      () => undefined,
    );
  };

  const send = ({ fileInstance, fileName, file, onSuccess, onError }: customRequestArgs) => {
    uploadApi(http, COMPLAINT_CALLS[kind].upload, { params: { id: complaint.id } }, fileInstance, fileName).then(
      (stored: ComplaintFile) => {
        onSuccess(stored);
        setFiles((list) => [...list.filter((item) => item.uid !== file.uid), { uid: String(stored.id), name: stored.name, status: 'success', size: String(stored.size), url: fileUrl(http, stored.url) }]);
      },
      (error: Error) => onError({ status: 0 }, error as unknown as Event),
    );
  };

  return (
    <Modal
      className="backroom-complaint-handle-dialog"
      visible
      title={t('handleComplaint', { complaintNo: complaint.complaintNo })}
      okText={t('messages.confirm', shared)}
      cancelText={t('shell.cancel', shared)}
      okButtonProps={{ className: 'backroom-complaint-handle-save' }}
      confirmLoading={pending}
      onOk={submit}
      onCancel={onCancel}
    >
      <Form<Values> labelPosition="top" initValues={{ action: 'explain', note: '' }} getFormApi={(api) => (formApi.current = api)}>
        <Form.RadioGroup field="action" label={t('action')} onChange={(event) => setAction(event.target.value as ComplaintAction)}>
          {COMPLAINT_ACTIONS.map((value) => (
            <Radio key={value} value={value} className={`backroom-complaint-action-${value}`}>
              {t(ACTION_WORD[value])}
            </Radio>
          ))}
        </Form.RadioGroup>
        {action === 'refund' && (
          <Form.InputNumber
            field="refundYuan"
            className="backroom-complaint-refund"
            label={t('refundYuan')}
            precision={2}
            min={0.01}
            step={1}
            style={{ width: '100%' }}
            extraText={t('disputedYuan') + ' ' + formatMoney(complaint.amount)}
            rules={[
              { required: true, message: t('refundRequired') },
              { type: 'number', max, message: t('refundTooMuch', { max: formatMoney(complaint.amount) }) },
            ]}
          />
        )}
        <Form.TextArea
          field="note"
          className="backroom-complaint-note"
          label={t('note')}
          autosize
          maxCount={COMPLAINT_NOTE_MAX}
          rules={fieldRules(ComplaintHandleBody, 'note', { required: t('noteRequired'), tooLong: (n) => t('tooLong', { max: n }) })}
        />
      </Form>
      <Upload
        className="backroom-complaint-upload"
        action=""
        listType={risk ? 'list' : 'picture'}
        accept={risk ? `${IMAGE_TYPES.join(',')},application/pdf` : IMAGE_TYPES.join(',')}
        limit={COMPLAINT_FILES_MAX}
        fileList={files}
        customRequest={send}
        onChange={({ fileList }) => setFiles(fileList)}
        showReplace={false}
        prompt={risk ? t('uploadHint', { max: COMPLAINT_FILES_MAX }) : t('imageHint', { max: COMPLAINT_FILES_MAX })}
        promptPosition="bottom"
      >
        <IconUpload aria-label={t(risk ? 'files' : 'images')} size="extra-large" />
      </Upload>
    </Modal>
  );
}
