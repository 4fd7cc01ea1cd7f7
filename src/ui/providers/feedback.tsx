// Per-element toasts and notifications rendered inside the shadow root, never Semi's page-global Toast
// (DESIGN.md "Semi inside shadow roots"). Semi's lists load with the first notice (./semiFeedback.tsx); what is asked
// before they are there waits in order and shows once they are.
import { Suspense, createContext, lazy, useCallback, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import type { Notification, ToastFactory } from '@douyinfe/semi-ui';

type SemiToast = ReturnType<typeof ToastFactory.create>;
/** Semi's toast options less the placement ones: Semi looks those up with document.querySelector, which cannot see into a shadow root. */
export type ToastOptions = Omit<Exclude<Parameters<SemiToast['info']>[0], string>, 'top' | 'left' | 'bottom' | 'right'>;
export type NotifyOptions = Omit<Parameters<typeof Notification.info>[0], 'getPopupContainer'>;

export interface ElementToast {
  info(options: string | ToastOptions): string;
  success(options: string | ToastOptions): string;
  warning(options: string | ToastOptions): string;
  error(options: string | ToastOptions): string;
  close(id: string): void;
}

export interface ElementNotify {
  info(options: NotifyOptions): string;
  success(options: NotifyOptions): string;
  warning(options: NotifyOptions): string;
  error(options: NotifyOptions): string;
  open(options: NotifyOptions): string;
  close(id: string): void;
}

type ToastKind = 'info' | 'success' | 'warning' | 'error';
type NoticeKind = ToastKind | 'open';

/** Semi's lists once loaded (./semiFeedback.tsx). */
export interface FeedbackSink {
  toast(kind: ToastKind, options: ToastOptions & { id: string }): void;
  closeToast(id: string): void;
  /** Returns Semi's id of the notice. */
  notify(kind: NoticeKind, options: NotifyOptions): string;
  closeNotice(id: string): void;
}

interface Feedback {
  toast: ElementToast;
  notify: ElementNotify;
}

const FeedbackContext = createContext<Feedback | null>(null);

const SemiFeedback = lazy(() => import('./semiFeedback.tsx').then((module) => ({ default: module.SemiFeedback })));

function withoutPlacement(options: string | ToastOptions): ToastOptions {
  if (typeof options === 'string') return { content: options };
  const { top: _top, left: _left, bottom: _bottom, right: _right, ...rest } = options as ToastOptions & Record<string, unknown>;
  return rest;
}

let lastId = 0;
const nextId = (kind: string) => `backroom-${kind}-${++lastId}`;

/**
 * The element's toast and notify apis, usable at once: calls made before Semi's lists are there queue up (ids are
 * ours, so close(id) works either way) and `wanted()` asks the provider to load them.
 */
function createFeedback(wanted: () => void) {
  let sink: FeedbackSink | null = null;
  const pending: Array<(sink: FeedbackSink) => void> = [];
  /** Our notice ids → Semi's (Semi's notification hook makes its own). */
  const notices = new Map<string, string>();
  const run = (call: (sink: FeedbackSink) => void) => {
    if (sink) return call(sink);
    pending.push(call);
    wanted();
  };
  const toastOf = (kind: ToastKind) => (options: string | ToastOptions) => {
    const shown = withoutPlacement(options);
    const id = typeof shown.id === 'string' ? shown.id : nextId('toast');
    run((to) => to.toast(kind, { ...shown, id }));
    return id;
  };
  const noticeOf = (kind: NoticeKind) => (options: NotifyOptions) => {
    const id = nextId('notice');
    run((to) => void notices.set(id, to.notify(kind, options)));
    return id;
  };
  const feedback: Feedback = {
    toast: {
      info: toastOf('info'),
      success: toastOf('success'),
      warning: toastOf('warning'),
      error: toastOf('error'),
      close: (id) => run((to) => to.closeToast(id)),
    },
    notify: {
      info: noticeOf('info'),
      success: noticeOf('success'),
      warning: noticeOf('warning'),
      error: noticeOf('error'),
      open: noticeOf('open'),
      close: (id) => run((to) => to.closeNotice(notices.get(id) ?? id)),
    },
  };
  const attach = (loaded: FeedbackSink) => {
    sink = loaded;
    for (const call of pending.splice(0)) call(loaded);
    return () => {
      if (sink === loaded) sink = null;
    };
  };
  return { feedback, attach };
}

/** Holds the element's toast and notification lists; the notices render into the popup layer. */
export function FeedbackProvider({ popupContainer, children }: { popupContainer: HTMLElement; children: ReactNode }) {
  const [loading, setLoading] = useState(false);
  const want = useCallback(() => setLoading(true), []);
  const [{ feedback, attach }] = useState(() => createFeedback(want));
  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {loading && (
        <Suspense fallback={null}>
          <SemiFeedback popupContainer={popupContainer} attach={attach} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}

function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useToast()/useNotify() are used outside <ElementProviders>');
  return feedback;
}

/** This element's toasts (inside its shadow root). */
export function useToast(): ElementToast {
  return useFeedback().toast;
}

/** This element's notifications (inside its shadow root). */
export function useNotify(): ElementNotify {
  return useFeedback().notify;
}
