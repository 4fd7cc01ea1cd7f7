// Capture: what feeds the 'bug日志' (issue 5). Each installer takes its source as an argument (a window, or a
// stand-in in tests) and returns its uninstall; the store (./store.ts) and the view (features/errorlog) are apart.
import type { HttpClient } from '../http/index.ts';
import { describeError } from './store.ts';
import type { ErrorLog } from './types.ts';

type Listener = (event: unknown) => void;

/** The part of a window the capture listens on: `window` satisfies it, and so does any EventTarget in tests. */
export interface ErrorEventSource {
  addEventListener(type: 'error' | 'unhandledrejection', listener: Listener): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: Listener): void;
}

/** A window 'error' event (ErrorEvent) as far as the log reads it. */
interface ErrorEventLike {
  message?: unknown;
  error?: unknown;
  filename?: unknown;
  lineno?: unknown;
  colno?: unknown;
}

function where({ filename, lineno, colno }: ErrorEventLike): string | undefined {
  return typeof filename === 'string' && filename !== '' ? `${filename}:${Number(lineno) || 0}:${Number(colno) || 0}` : undefined;
}

type CaptureType = 'error' | 'unhandledrejection';
interface Installation {
  count: number;
  remove(): void;
}

/** One listener per source, log and type however many elements install: two would record every error twice. */
const installations = new WeakMap<object, WeakMap<ErrorLog, Map<CaptureType, Installation>>>();

function listenOnce(source: ErrorEventSource, log: ErrorLog, type: CaptureType, listener: Listener): () => void {
  const byLog = installations.get(source) ?? new WeakMap<ErrorLog, Map<CaptureType, Installation>>();
  installations.set(source, byLog);
  const byType = byLog.get(log) ?? new Map<CaptureType, Installation>();
  byLog.set(log, byType);
  let installation = byType.get(type);
  if (!installation) {
    source.addEventListener(type, listener);
    installation = { count: 0, remove: () => source.removeEventListener(type, listener) };
    byType.set(type, installation);
  }
  installation.count++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const current = byType.get(type);
    if (!current || --current.count > 0) return;
    current.remove();
    byType.delete(type);
  };
}

/** Uncaught script errors: window 'error' (resource load failures do not bubble, so they are not taken). */
export function captureWindowErrors(source: ErrorEventSource, log: ErrorLog): () => void {
  return listenOnce(source, log, 'error', (event) => {
    const e = (event ?? {}) as ErrorEventLike;
    const described = e.error !== undefined && e.error !== null ? describeError(e.error) : null;
    const message = typeof e.message === 'string' && e.message !== '' ? e.message : (described?.message ?? 'Script error.');
    log.record({ kind: 'window', message, detail: described?.detail ?? where(e) });
  });
}

/** Promises rejected with nobody handling them: window 'unhandledrejection'. */
export function captureUnhandledRejections(source: ErrorEventSource, log: ErrorLog): () => void {
  return listenOnce(source, log, 'unhandledrejection', (event) => {
    const { message, detail } = describeError((event as { reason?: unknown } | null)?.reason);
    log.record({ kind: 'rejection', message, detail });
  });
}

/** Both window captures; the returned function removes both. */
export function installErrorCapture(source: ErrorEventSource, log: ErrorLog): () => void {
  const removeErrors = captureWindowErrors(source, log);
  const removeRejections = captureUnhandledRejections(source, log);
  return () => {
    removeErrors();
    removeRejections();
  };
}

/** For an error boundary's componentDidCatch: the error and React's component stack. */
export function recordRenderError(log: ErrorLog, error: unknown, componentStack?: string | null): void {
  const { message, detail } = describeError(error);
  const stacks = [detail, componentStack?.trim() ? `Component stack:${componentStack}` : undefined].filter(Boolean);
  log.record({ kind: 'render', message, detail: stacks.length > 0 ? stacks.join('\n') : undefined });
}

/** What captureRequestFailures needs of an http client (core/http's HttpClient): the outcome of its requests. */
export type InterceptableClient = Pick<HttpClient, 'observe'>;

/** HTTP 401 is the session ending (spec §8), not a fault. */
const EXPIRED_HTTP_STATUS = 401;

function serverMessage(data: unknown): string | undefined {
  const msg = data !== null && typeof data === 'object' ? (data as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && msg !== '' ? msg : undefined;
}

/**
 * Failed requests: no answer (network error, timeout) or an HTTP error status other than 401. A business failure
 * (HTTP 200, envelope status other than 200) is an answer the user is already shown (spec §8), not a fault, and an
 * aborted request is the caller's choice: neither is logged.
 */
export function captureRequestFailures(client: InterceptableClient, log: ErrorLog): () => void {
  return client.observe((outcome) => {
    const name = `${outcome.request.method} ${outcome.request.path}`;
    if ('error' in outcome) {
      if (outcome.error.kind === 'aborted') return;
      const { message, detail } = describeError(outcome.error.cause ?? outcome.error);
      log.record({ kind: 'request', message: `${name}: ${message}`, detail });
    } else if (outcome.status >= 400 && outcome.status !== EXPIRED_HTTP_STATUS) {
      log.record({ kind: 'request', message: `${name}: HTTP ${outcome.status}`, detail: serverMessage(outcome.body) });
    }
  });
}
