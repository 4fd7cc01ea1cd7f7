// A feature's own words: one i18next namespace per feature, zh-CN and English side by side (a text without its
// English fails the typecheck), added to the element's i18n instance when the feature first renders, so a feature's
// words travel in its own lazy chunk.
import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '../../core/contract/index.ts';
import { LOCALES, langOf } from '../../core/i18n/index.ts';
import type { FeatureNamespaces } from './namespaces.ts';

export interface FeatureWords<N extends string = string, K extends string = string> {
  namespace: N;
  texts: Readonly<Record<K, CodeMessage>>;
}

/** The resource type of a feature's namespace, for FeatureNamespaces. */
export type WordsOf<W extends FeatureWords> = W extends FeatureWords<string, infer K> ? Record<K, string> : never;

export function defineWords<const N extends string, const T extends Record<string, CodeMessage>>(
  namespace: N,
  texts: T,
): FeatureWords<N, keyof T & string> {
  return { namespace, texts };
}

/** `t` of the feature's namespace (its words as `t('code')`); the shared bundle stays reachable as `t('shell.x', { ns: 'translation' })`. */
export function useWords<const N extends keyof FeatureNamespaces & string>(words: FeatureWords<N>) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(LOCALES[0], words.namespace)) {
    for (const locale of LOCALES) {
      const lang = langOf(locale);
      i18n.addResourceBundle(locale, words.namespace, Object.fromEntries(Object.entries(words.texts).map(([key, text]) => [key, text[lang]])));
    }
  }
  return useTranslation(words.namespace);
}
