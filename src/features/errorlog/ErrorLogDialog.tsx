// The 'bug日志' dialog (spec §2): the log's records newest first, with a clear button.
import { useMemo } from 'react';
import { Button, List, Modal, Tag, Typography } from '@douyinfe/semi-ui';
import type { TagColor } from '@douyinfe/semi-ui/lib/es/tag/interface';
import { useTranslation } from 'react-i18next';
import type { ErrorKind, ErrorRecord } from '../../core/errorlog/index.ts';
import { formatDateTime } from '../../core/format/index.ts';
import type { ShellTextKey } from '../../core/i18n/index.ts';
import './errorlog.css';

const KIND_TEXT: Record<ErrorKind, ShellTextKey> = {
  render: 'errorKindRender',
  window: 'errorKindWindow',
  rejection: 'errorKindRejection',
  request: 'errorKindRequest',
};
const KIND_COLOR: Record<ErrorKind, TagColor> = { render: 'red', window: 'orange', rejection: 'amber', request: 'blue' };

export interface ErrorLogDialogProps {
  open: boolean;
  /** Oldest first, as the log keeps them. */
  records: readonly ErrorRecord[];
  capacity: number;
  onClear(): void;
  onClose(): void;
}

function RecordItem({ record }: { record: ErrorRecord }) {
  const { t } = useTranslation();
  return (
    <List.Item
      className="backroom-errorlog-record"
      main={
        <div className="backroom-errorlog-main">
          <div className="backroom-errorlog-head">
            <Tag color={KIND_COLOR[record.kind]} size="small" data-kind={record.kind}>
              {t(`shell.${KIND_TEXT[record.kind]}`)}
            </Tag>
            <Typography.Text type="tertiary" size="small">
              {formatDateTime(record.time)}
            </Typography.Text>
          </div>
          <Typography.Text className="backroom-errorlog-message">{record.message}</Typography.Text>
          {record.detail !== undefined && (
            <details className="backroom-errorlog-detail">
              <summary>{t('shell.errorDetail')}</summary>
              <pre>{record.detail}</pre>
            </details>
          )}
        </div>
      }
    />
  );
}

export function ErrorLogDialog({ open, records, capacity, onClear, onClose }: ErrorLogDialogProps) {
  const { t } = useTranslation();
  const newestFirst = useMemo(() => [...records].reverse(), [records]);
  return (
    <Modal
      visible={open}
      title={t('messages.errorLog')}
      width={720}
      onCancel={onClose}
      className="backroom-errorlog-dialog"
      footer={
        <div className="backroom-errorlog-footer">
          <Typography.Text type="tertiary">{t('shell.errorLogSummary', { count: records.length, max: capacity })}</Typography.Text>
          <Button className="backroom-errorlog-clear" type="danger" disabled={records.length === 0} onClick={onClear}>
            {t('shell.errorLogClear')}
          </Button>
        </div>
      }
    >
      <List
        className="backroom-errorlog-list"
        dataSource={newestFirst as ErrorRecord[]}
        emptyContent={t('shell.noData')}
        // Records have no id; their position in the newest-first list is stable while the dialog shows them.
        renderItem={(record: ErrorRecord, index: number) => <RecordItem key={`${record.time}-${index}`} record={record} />}
      />
    </Modal>
  );
}
