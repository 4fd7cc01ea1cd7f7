// The 'bug日志' of spec §2 (issue 5): a bounded ring buffer of plain records (store), fed by installers (capture);
// features/errorlog shows it (STYLE.md: capture, store and view apart).
export type { ErrorKind, ErrorLog, ErrorLogEntry, ErrorRecord } from './types.ts';
export { ERROR_DETAIL_MAX_CHARS, ERROR_LOG_CAPACITY, ERROR_MESSAGE_MAX_CHARS, createErrorLog, describeError } from './store.ts';
export type { ErrorLogOptions } from './store.ts';
export {
  captureRequestFailures, captureUnhandledRejections, captureWindowErrors, installErrorCapture, recordRenderError,
} from './capture.ts';
export type { ErrorEventSource, InterceptableClient } from './capture.ts';
export { PAGE_ERROR_LOG_KEY, pageErrorLog } from './page.ts';
