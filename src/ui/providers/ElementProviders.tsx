// Everything a feature inside an element needs from above, one set per element: React context does not cross
// elements (DESIGN.md "Elements"), so each element gets its own i18n instance, popup layer and notices. The query
// cache comes with the session (src/ui/session), Semi's notice lists and English texts on first use (issue 15).
import '../i18n/index.ts';
import { useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ConfigProvider } from '@douyinfe/semi-ui';
import { ORG_TIME_ZONE } from '../../core/rules/clock.ts';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../core/i18n/index.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { emitFrom } from './events.ts';
import type { Emit } from './events.ts';
import { FeedbackProvider } from './feedback.tsx';
import { ElementHostContext } from './hostContext.ts';
import type { ElementHost } from './hostContext.ts';
import { useSemiLocale } from './semiLocale.ts';

export interface ElementProvidersProps {
  host: HTMLElement;
  tag: string;
  version: string;
  /** A `position: relative` node inside the shadow root: Semi's getPopupContainer. */
  popupContainer: HTMLElement;
  locale: Locale;
  children: ReactNode;
}

export function ElementProviders({ host, tag, version, popupContainer, locale, children }: ElementProvidersProps) {
  const [i18n] = useState(() => createI18n({ locale }));
  const semi = useSemiLocale(locale);
  // An English element waits for Semi's English texts the first time only; later it keeps what it shows meanwhile.
  const [shown, setShown] = useState(semi.ready);
  if (semi.ready && !shown) setShown(true);
  // Before paint, so a `locale` change never shows a frame in the old language.
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  // The language the element speaks, on its content and its popup layer: a screen reader reads 取消/确定 or
  // Cancel/OK in the element's language, not the host page's (the shell's language follows a login at /en/login).
  useLayoutEffect(() => {
    const mark = (language: string) => {
      const lang = language === 'en' ? 'en' : 'zh-CN';
      for (const node of [popupContainer, popupContainer.parentNode?.querySelector('.backroom-root')]) {
        if (node && node.getAttribute('lang') !== lang) node.setAttribute('lang', lang);
      }
    };
    mark(i18n.language);
    i18n.on('languageChanged', mark);
    return () => i18n.off('languageChanged', mark);
  }, [i18n, popupContainer]);

  const hostValue = useMemo<ElementHost>(() => {
    const emit: Emit = (name, detail, options) => emitFrom(host, name, detail, options);
    return { host, tag, version, popupContainer, emit };
  }, [host, tag, version, popupContainer]);
  const getPopupContainer = useMemo(() => () => popupContainer, [popupContainer]);

  return (
    <ElementHostContext.Provider value={hostValue}>
      {/* Date pickers show and take days on the organisation's clock, whatever the browser's time zone. */}
      <ConfigProvider locale={semi.locale} timeZone={ORG_TIME_ZONE} getPopupContainer={getPopupContainer}>
        <I18nextProvider i18n={i18n}>
          <FeedbackProvider popupContainer={popupContainer}>{shown ? children : null}</FeedbackProvider>
        </I18nextProvider>
      </ConfigProvider>
    </ElementHostContext.Provider>
  );
}
