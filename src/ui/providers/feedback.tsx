// Per-element toasts and notifications rendered inside the shadow root, never Semi's page-global Toast
// (DESIGN.md "Semi inside shadow roots").
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { createPortal, unmountComponentAtNode } from 'react-dom';
import { Notification, ToastFactory } from '@douyinfe/semi-ui';

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

interface Feedback {
  toast: ElementToast;
  notify: ElementNotify;
}

const FeedbackContext = createContext<Feedback | null>(null);

function withoutPlacement(options: string | ToastOptions): string | ToastOptions {
  if (typeof options === 'string') return options;
  const { top: _top, left: _left, bottom: _bottom, right: _right, ...rest } = options as ToastOptions & Record<string, unknown>;
  return rest;
}

/** A ToastFactory toast of its own whose list mounts into `container`; dispose() takes that list down. */
function createElementToast(container: HTMLElement): { toast: ElementToast; dispose(): void } {
  const semi = ToastFactory.create({ getPopupContainer: () => container });
  return {
    toast: {
      info: (options) => semi.info(withoutPlacement(options)),
      success: (options) => semi.success(withoutPlacement(options)),
      warning: (options) => semi.warning(withoutPlacement(options)),
      error: (options) => semi.error(withoutPlacement(options)),
      close: (id) => semi.close(id),
    },
    dispose() {
      // Semi's destroyAll() finds its wrapper with document.querySelector (null in a shadow root), so unmount here;
      // a microtask later, because this runs while the element's own React root is unmounting.
      const wrapper = container.querySelector(':scope > .semi-toast-wrapper');
      if (!wrapper) return;
      queueMicrotask(() => {
        unmountComponentAtNode(wrapper);
        wrapper.remove();
      });
    },
  };
}

/** Holds the element's toast and notification list; the notices render into the popup layer. */
export function FeedbackProvider({ popupContainer, children }: { popupContainer: HTMLElement; children: ReactNode }) {
  const [toaster] = useState(() => createElementToast(popupContainer));
  useEffect(() => toaster.dispose, [toaster]);
  const [notifyNow, holder] = Notification.useNotification() as [ElementNotify, ReactElement];
  // Semi rebuilds the api each render with a fresh id map; the first one stays consistent for close(id).
  const [notify] = useState(notifyNow);
  const [feedback] = useState<Feedback>(() => ({ toast: toaster.toast, notify }));
  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {createPortal(holder, popupContainer)}
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
