/** Where an error was caught (issue 5: the error boundary, window errors, unhandled rejections, failed requests). */
export type ErrorKind = 'render' | 'window' | 'rejection' | 'request';

/**
 * One entry of the 'bug日志' (spec §2): plain, frozen data only, never the Error, event or component that raised it
 * (STYLE.md: vue-element-admin's log held component instances; ours holds text).
 */
export interface ErrorRecord {
  /** Epoch ms. */
  readonly time: number;
  readonly kind: ErrorKind;
  readonly message: string;
  /** A stack, a source location or a server answer, when there is one. */
  readonly detail?: string;
}

export interface ErrorLogEntry {
  kind: ErrorKind;
  message: string;
  detail?: string;
}

/** A bounded ring buffer of ErrorRecords: the oldest entry goes when a new one arrives at capacity. */
export interface ErrorLog {
  readonly capacity: number;
  /** Stores a copy of the entry (text cut to size) stamped with the log's clock, and tells the subscribers. */
  record(entry: ErrorLogEntry): ErrorRecord;
  /** Oldest first. The same array until the log changes, so React can use it as a snapshot. */
  entries(): readonly ErrorRecord[];
  clear(): void;
  /** Called after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}
