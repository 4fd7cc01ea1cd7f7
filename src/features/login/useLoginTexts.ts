import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { langOf } from '../../core/i18n/index.ts';
import type { Locale } from '../../core/i18n/index.ts';
import type { Lang } from '../../core/http/index.ts';

export interface LoginTexts {
  t: TFunction;
  locale: Locale;
  lang: Lang;
}

/** The login screen's language: `fixed` (/en/login is English) or else the element's own locale. */
export function useLoginTexts(fixed: Locale | null): LoginTexts {
  const { t, i18n } = useTranslation();
  const locale = (fixed ?? i18n.language) as Locale;
  return useMemo(
    () => ({ t: fixed ? i18n.getFixedT(fixed) : t, locale, lang: langOf(locale) }),
    [fixed, i18n, t, locale],
  );
}
