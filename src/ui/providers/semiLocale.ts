// Semi's own texts (pager, pickers, the password eye's label) in an element's language. Semi's components fall back
// to Chinese themselves (LocaleConsumer's default), so only English is fetched, on first use: its source carries
// date-fns' locale. The Chinese default's date-fns locale comes with the first date picker instead
// (scripts/rollup-semi.mjs), so a page without one downloads no date library (issue 15).
import { useEffect, useState } from 'react';
import type { Locale as SemiLocale } from '@douyinfe/semi-ui/lib/es/locale/interface';
import type { Locale } from '../../core/i18n/index.ts';

let english: SemiLocale | null = null;
let englishLoad: Promise<SemiLocale> | null = null;

function loadEnglish(): Promise<SemiLocale> {
  englishLoad ??= import('@douyinfe/semi-ui/lib/es/locale/source/en_US').then((module) => (english = module.default));
  return englishLoad;
}

export interface SemiLocaleState {
  /** For Semi's ConfigProvider / LocaleProvider; undefined: Semi's default (Chinese). */
  locale: SemiLocale | undefined;
  /** False while the first English texts load: the element waits with its content rather than show Chinese. */
  ready: boolean;
}

export function useSemiLocale(locale: Locale): SemiLocaleState {
  const [, setLoaded] = useState<SemiLocale | null>(english);
  const wantsEnglish = locale === 'en';
  useEffect(() => {
    if (!wantsEnglish || english) return undefined;
    let live = true;
    void loadEnglish().then((loaded) => live && setLoaded(loaded));
    return () => {
      live = false;
    };
  }, [wantsEnglish]);
  if (!wantsEnglish) return { locale: undefined, ready: true };
  return { locale: english ?? undefined, ready: english !== null };
}
