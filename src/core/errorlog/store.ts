import type { ErrorLog, ErrorLogEntry, ErrorRecord } from './types.ts';

/** How many errors the 'bug日志' keeps; older ones are dropped (STYLE.md: a bounded ring buffer). */
export const ERROR_LOG_CAPACITY = 50;
/** Text is cut to these lengths, so one huge message or stack cannot make the bounded log large. */
export const ERROR_MESSAGE_MAX_CHARS = 500;
export const ERROR_DETAIL_MAX_CHARS = 4000;

export interface ErrorLogOptions {
  capacity?: number;
  /** The clock records are stamped with (a Platform's `now`). */
  now?: () => number;
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function toRecord(entry: ErrorLogEntry, time: number): ErrorRecord {
  const message = cut(String(entry.message), ERROR_MESSAGE_MAX_CHARS);
  const detail = entry.detail === undefined || entry.detail === '' ? undefined : cut(String(entry.detail), ERROR_DETAIL_MAX_CHARS);
  return Object.freeze(detail === undefined ? { time, kind: entry.kind, message } : { time, kind: entry.kind, message, detail });
}

export function createErrorLog({ capacity = ERROR_LOG_CAPACITY, now = () => Date.now() }: ErrorLogOptions = {}): ErrorLog {
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`error log capacity must be a positive integer, not ${capacity}`);
  const slots: Array<ErrorRecord | undefined> = new Array(capacity);
  let next = 0; // the slot the next record goes into
  let size = 0;
  let snapshot: readonly ErrorRecord[] = Object.freeze([]);
  const listeners = new Set<() => void>();

  const changed = () => {
    const ordered: ErrorRecord[] = [];
    for (let i = 0; i < size; i++) ordered.push(slots[(next - size + i + capacity) % capacity] as ErrorRecord);
    snapshot = Object.freeze(ordered);
    for (const listener of [...listeners]) listener();
  };

  return {
    capacity,
    record(entry) {
      const record = toRecord(entry, now());
      slots[next] = record;
      next = (next + 1) % capacity;
      size = Math.min(size + 1, capacity);
      changed();
      return record;
    },
    entries: () => snapshot,
    clear() {
      if (size === 0) return;
      slots.fill(undefined);
      next = 0;
      size = 0;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Message and detail text of anything thrown or rejected: an Error (from any realm), a string, or other data. */
export function describeError(value: unknown): { message: string; detail?: string } {
  if (typeof value === 'string') return { message: value };
  if (value !== null && typeof value === 'object') {
    const { name, message, stack } = value as { name?: unknown; message?: unknown; stack?: unknown };
    if (typeof message === 'string') {
      const title = typeof name === 'string' && name !== '' && name !== 'Error' ? `${name}: ${message}` : message;
      return typeof stack === 'string' && stack !== '' ? { message: title, detail: stack } : { message: title };
    }
    try {
      return { message: JSON.stringify(value) ?? String(value) };
    } catch {
      return { message: Object.prototype.toString.call(value) };
    }
  }
  return { message: String(value) };
}
