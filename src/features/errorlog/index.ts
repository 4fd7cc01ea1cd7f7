// The 'bug日志' view (spec §2, issue 5): the top-bar icon and its dialog over core/errorlog's store.
export { ErrorLogButton } from './ErrorLogButton.tsx';
export type { ErrorLogButtonProps } from './ErrorLogButton.tsx';
export { ErrorLogDialog } from './ErrorLogDialog.tsx';
export type { ErrorLogDialogProps } from './ErrorLogDialog.tsx';
export { useErrorCapture, useErrorRecords } from './useErrorLog.ts';
export type { ErrorCaptureOptions } from './useErrorLog.ts';
