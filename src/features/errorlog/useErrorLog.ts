import { useEffect, useSyncExternalStore } from 'react';
import { captureRequestFailures, installErrorCapture, pageErrorLog } from '../../core/errorlog/index.ts';
import type { ErrorEventSource, ErrorLog, ErrorRecord, InterceptableClient } from '../../core/errorlog/index.ts';

/** The log's records, oldest first; re-renders on every change. */
export function useErrorRecords(log: ErrorLog): readonly ErrorRecord[] {
  return useSyncExternalStore(log.subscribe, log.entries, log.entries);
}

export interface ErrorCaptureOptions {
  /** Where uncaught errors and unhandled rejections surface: the page's `window`, which the element passes in. */
  source: ErrorEventSource;
  /** The element's http client: its failed requests are logged too. */
  http?: InterceptableClient;
  /** Default: the page's log. */
  log?: ErrorLog;
}

/** Feeds the log while mounted: window errors, unhandled rejections and the client's failed requests. */
export function useErrorCapture({ source, http, log = pageErrorLog() }: ErrorCaptureOptions): void {
  useEffect(() => installErrorCapture(source, log), [source, log]);
  useEffect(() => (http ? captureRequestFailures(http, log) : undefined), [http, log]);
}
