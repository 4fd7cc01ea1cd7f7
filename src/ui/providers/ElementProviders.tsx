// Everything a feature inside an element needs from above, one set per element: React context does not cross
// elements (DESIGN.md "Elements"), so each element gets its own query cache, i18n instance and popup layer.
import '../i18n/index.ts';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ConfigProvider } from '@douyinfe/semi-ui';
import zhCN from '@douyinfe/semi-ui/lib/es/locale/source/zh_CN';
import enUS from '@douyinfe/semi-ui/lib/es/locale/source/en_US';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../core/i18n/index.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { emitFrom } from './events.ts';
import type { Emit } from './events.ts';
import { FeedbackProvider } from './feedback.tsx';
import { ElementHostContext } from './hostContext.ts';
import type { ElementHost } from './hostContext.ts';

export interface ElementProvidersProps {
  host: HTMLElement;
  tag: string;
  version: string;
  /** A `position: relative` node inside the shadow root: Semi's getPopupContainer. */
  popupContainer: HTMLElement;
  locale: Locale;
  children: ReactNode;
}

const SEMI_LOCALES: Record<Locale, typeof zhCN> = { 'zh-CN': zhCN, en: enUS };

/** Query defaults for a back office: a failed request is retried once, focus alone does not refetch. */
function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

function releaseQueryClient(queryClient: QueryClient): void {
  void queryClient.cancelQueries().finally(() => setTimeout(() => queryClient.clear(), 0));
}

export function ElementProviders({ host, tag, version, popupContainer, locale, children }: ElementProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  const [i18n] = useState(() => createI18n({ locale }));
  // Removed from the page: nothing of this element may outlive it (issue 9). The cache's garbage-collection timers
  // (5 minutes) would otherwise hold every query, its function and through it the element's whole tree. After the
  // commit (the children's observers leave after this cleanup), fetches in flight are cancelled, and once they have
  // settled (a settled fetch schedules its collection again) the cache is emptied.
  useEffect(() => () => queueMicrotask(() => releaseQueryClient(queryClient)), [queryClient]);
  // Before paint, so a `locale` change never shows a frame in the old language.
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);

  const hostValue = useMemo<ElementHost>(() => {
    const emit: Emit = (name, detail, options) => emitFrom(host, name, detail, options);
    return { host, tag, version, popupContainer, emit };
  }, [host, tag, version, popupContainer]);
  const getPopupContainer = useMemo(() => () => popupContainer, [popupContainer]);

  return (
    <ElementHostContext.Provider value={hostValue}>
      <ConfigProvider locale={SEMI_LOCALES[locale]} getPopupContainer={getPopupContainer}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <FeedbackProvider popupContainer={popupContainer}>{children}</FeedbackProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </ConfigProvider>
    </ElementHostContext.Provider>
  );
}
