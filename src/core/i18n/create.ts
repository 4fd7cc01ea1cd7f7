import i18next from 'i18next';
import type { i18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES } from './locale.ts';
import type { Locale } from './locale.ts';
import { builtInResources } from './resources.ts';
import type { TranslationTree } from './resources.ts';

export interface CreateI18nOptions {
  locale?: Locale;
  /** Host overrides or additions, deep-merged over the built-in bundles (same keys win). */
  resources?: Partial<Record<Locale, TranslationTree>>;
}

/**
 * One i18next instance per element (never the global one, which a host page may own), ready when this returns:
 * resources are inline and initAsync is false. Missing keys fall back to zh-CN.
 */
export function createI18n({ locale = DEFAULT_LOCALE, resources }: CreateI18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    resources: builtInResources(),
    initAsync: false,
    // React escapes what it renders; escaping here would double-escape.
    interpolation: { escapeValue: false },
  });
  for (const target of LOCALES) {
    const extra = resources?.[target];
    if (extra) instance.addResourceBundle(target, 'translation', extra, true, true);
  }
  return instance;
}
