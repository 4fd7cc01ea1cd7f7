// The top bar's error-log icon (spec §2): shown only once errors were logged; it opens the 'bug日志' dialog.
import { useCallback, useEffect, useState } from 'react';
import { IconAlertTriangle } from '@douyinfe/semi-icons';
import { useTranslation } from 'react-i18next';
import { pageErrorLog } from '../../core/errorlog/index.ts';
import type { ErrorLog } from '../../core/errorlog/index.ts';
import { IconAction } from '../../ui/icon-action/index.ts';
import { ErrorLogDialog } from './ErrorLogDialog.tsx';
import { useErrorRecords } from './useErrorLog.ts';

export interface ErrorLogButtonProps {
  /** Default: the page's log (core/errorlog pageErrorLog). */
  log?: ErrorLog;
}

export function ErrorLogButton({ log = pageErrorLog() }: ErrorLogButtonProps) {
  const { t } = useTranslation();
  const records = useErrorRecords(log);
  const [open, setOpen] = useState(false);
  const empty = records.length === 0;
  // Cleared (here or by another element sharing the log): the icon goes, and the dialog with it.
  useEffect(() => {
    if (empty) setOpen(false);
  }, [empty]);
  const clear = useCallback(() => log.clear(), [log]);
  const close = useCallback(() => setOpen(false), []);

  const label = t('messages.errorLog');
  return (
    <>
      {!empty && <IconAction className="backroom-errorlog-button" label={label} icon={<IconAlertTriangle />} onClick={() => setOpen(true)} />}
      <ErrorLogDialog open={open && !empty} records={records} capacity={log.capacity} onClear={clear} onClose={close} />
    </>
  );
}
