// The one import flow on the client (spec §5, issue 13): a file (.xlsx or .csv) goes to the import call; 603 / 604
// come back as the catalogue's messages, a rejected file as a report of every wrong cell (nothing was imported).
import { useState } from 'react';
import { Banner, Button, Modal, Table, Typography, Upload } from '@douyinfe/semi-ui';
import type { customRequestArgs } from '@douyinfe/semi-ui/lib/es/upload';
import { IconUpload } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';
import type { CallInput, CallSpec } from '../../core/contract/api/define.ts';
import type { ImportReport, ImportRowError } from '../../core/contract/api/imports.ts';
import { downloadApi, uploadApi } from '../../core/http/index.ts';
import { toLocale } from '../../core/i18n/index.ts';
import { useToast } from '../providers/index.ts';
import { useHttp } from '../session/index.ts';

export interface ImportDialogProps<C extends CallSpec, TC extends CallSpec> {
  title: string;
  /** The import call (multipart part `file`, answering the ImportReport). */
  call: C;
  input: CallInput<C>;
  /** The headers the file needs, shown before the upload in the reader's language (a file may use either). */
  columns: ReadonlyArray<{ header: string; headerEn: string }>;
  /** The call giving an empty template, when the import has one. */
  template?: { call: TC; input: CallInput<TC>; fileName: string };
  onClose(): void;
  /** After a file was taken whole. */
  onImported(report: ImportReport): void;
}

export function ImportDialog<C extends CallSpec, TC extends CallSpec>({ title, call, input, columns, template, onClose, onImported }: ImportDialogProps<C, TC>) {
  const { t, i18n } = useTranslation();
  // An import that explains itself sends each message in both languages: the reader's is shown.
  const english = toLocale(i18n.language) === 'en';
  const http = useHttp();
  const toast = useToast();
  const [errors, setErrors] = useState<ImportRowError[]>([]);
  // Each answered attempt gives a fresh Upload, so another file can be chosen after a refusal (limit 1 per attempt).
  const [attempt, setAttempt] = useState(0);

  const send = ({ fileInstance, fileName, onSuccess, onError }: customRequestArgs) => {
    setErrors([]);
    uploadApi(http, call, input, fileInstance, fileName).then(
      (data) => {
        const report = data as ImportReport;
        onSuccess(report);
        setAttempt((count) => count + 1);
        if (report.errors.length > 0) {
          setErrors(report.errors);
          return;
        }
        toast.success(t('shell.importDone', { count: report.imported }));
        onImported(report);
      },
      (error: Error) => {
        onError({ status: 0 }, error as unknown as Event);
        setAttempt((count) => count + 1);
      },
    );
  };

  const downloadTemplate = async () => {
    if (!template) return;
    const blob = await downloadApi(http, template.call, template.input);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = template.fileName;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <Modal className="backroom-import-dialog" title={title} visible onCancel={onClose} footer={null} width={640}>
      <Typography.Paragraph className="backroom-import-columns">{t('shell.importColumns', { columns: columns.map((column) => (english ? column.headerEn : column.header)).join(english ? ', ' : '、') })}</Typography.Paragraph>
      {template && (
        <Button className="backroom-import-template" theme="borderless" onClick={() => void downloadTemplate()}>
          {t('shell.importTemplate')}
        </Button>
      )}
      <Upload
        key={attempt}
        className="backroom-import-upload"
        draggable
        accept=".xlsx,.csv"
        limit={1}
        showUploadList={false}
        dragIcon={<IconUpload size="extra-large" />}
        dragMainText={t('shell.importDrop')}
        dragSubText={t('shell.importHint')}
        action=""
        customRequest={send}
      />
      {errors.length > 0 && (
        <>
          <Banner className="backroom-import-rejected" type="danger" fullMode={false} description={t('shell.importRejected', { count: errors.length })} />
          <Table<ImportRowError>
            className="backroom-import-errors"
            size="small"
            pagination={false}
            rowKey={(row) => `${row?.row}-${row?.column}-${row?.message}`}
            dataSource={errors}
            columns={[
              { title: t('shell.importRow'), dataIndex: 'row', width: 80 },
              { title: t('shell.importColumn'), dataIndex: 'column', width: 160, render: (_: string, row: ImportRowError) => (english && row.columnEn) || row.column },
              { title: t('shell.importProblem'), dataIndex: 'message', render: (_: string, row: ImportRowError) => (english && row.messageEn) || row.message },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
