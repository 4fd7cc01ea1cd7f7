// A part of an element that speaks another language than the element's `locale` attribute: the shell after a login
// through /en/login (spec §1, §2). The element's i18n instance follows, and Semi's own texts (pager, pickers) too.
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { ConfigProvider } from '@douyinfe/semi-ui';
import { ORG_TIME_ZONE } from '../../core/rules/clock.ts';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../core/i18n/index.ts';
import { useElementHost } from './hostContext.ts';
import { useSemiLocale } from './semiLocale.ts';

export function LocaleScope({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { i18n } = useTranslation();
  const { popupContainer } = useElementHost();
  const semi = useSemiLocale(locale);
  // Before paint, so the switch never shows a frame in the old language.
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);
  return (
    <ConfigProvider locale={semi.locale} timeZone={ORG_TIME_ZONE} getPopupContainer={() => popupContainer}>
      {children}
    </ConfigProvider>
  );
}
