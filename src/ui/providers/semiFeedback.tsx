// Semi's toast and notification lists of one element, loaded with the first notice it shows (./feedback.tsx): a
// screen that never toasts (a login page that succeeds) downloads neither.
import { useEffect, useLayoutEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { createPortal, unmountComponentAtNode } from 'react-dom';
import { Notification, ToastFactory } from '@douyinfe/semi-ui';
import type { FeedbackSink, NotifyOptions, ToastOptions } from './feedback.tsx';

type SemiNotify = Record<'info' | 'success' | 'warning' | 'error' | 'open', (options: NotifyOptions) => string> & { close(id: string): void };

/** A ToastFactory toast of its own whose list mounts into `container`; dispose() takes that list down. */
function createSemiToast(container: HTMLElement) {
  const semi = ToastFactory.create({ getPopupContainer: () => container });
  return {
    semi,
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

/** Renders the element's notification list into its popup layer and hands the lists to `attach`. */
export function SemiFeedback({ popupContainer, attach }: { popupContainer: HTMLElement; attach(sink: FeedbackSink): () => void }) {
  const [toaster] = useState(() => createSemiToast(popupContainer));
  useEffect(() => toaster.dispose, [toaster]);
  const [notifyNow, holder] = Notification.useNotification() as [SemiNotify, ReactElement];
  // Semi rebuilds the api each render with a fresh id map; the first one stays consistent for close(id).
  const [notify] = useState(notifyNow);
  useLayoutEffect(
    () =>
      attach({
        toast: (kind, options: ToastOptions & { id: string }) => void toaster.semi[kind](options),
        closeToast: (id) => toaster.semi.close(id),
        notify: (kind, options) => notify[kind](options),
        closeNotice: (id) => notify.close(id),
      }),
    [attach, toaster, notify],
  );
  return createPortal(holder, popupContainer);
}
