import { CODE_MESSAGES, GENERIC_FAILURE, Messages, ORG_CATEGORY_TAGS, UNKNOWN_FAILURE } from '../contract/index.ts';
import type { CodeMessage } from '../contract/index.ts';
import { LOCALES, langOf } from './locale.ts';
import type { Locale } from './locale.ts';
import { WORDING_TEXTS } from './org.ts';
import { SHELL_TEXTS } from './shell-texts.ts';

/** A translation tree: nested objects of strings (i18next's `translation` namespace). */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

function pick(table: Readonly<Record<string | number, CodeMessage>>, locale: Locale): Record<string, string> {
  const lang = langOf(locale);
  return Object.fromEntries(Object.entries(table).map(([key, text]) => [key, text[lang]]));
}

/** The shape of the shared bundle, for typed keys (src/ui/i18n/namespaces.ts). */
export interface TranslationBundle {
  messages: Record<keyof typeof Messages, string>;
  codes: Record<string, string>;
  orgCategory: Record<string, string>;
  wording: Record<keyof typeof WORDING_TEXTS, string>;
  shell: Record<keyof typeof SHELL_TEXTS, string>;
}

/**
 * The built-in bundle of one locale, generated from the single sources of each text:
 *   messages.<key>      contract Messages (spec §2, §4, §5, §8)
 *   codes.<status>      contract CODE_MESSAGES, plus codes.generic (操作失败) and codes.unknown
 *   orgCategory.<1-5>   contract ORG_CATEGORY_TAGS (spec §1)
 *   wording.<key>       category wording words (./org.ts)
 *   shell.<key>         shell words (./shell-texts.ts)
 */
export function bundleFor(locale: Locale): TranslationTree {
  return {
    messages: pick(Messages, locale),
    codes: { ...pick(CODE_MESSAGES, locale), ...pick({ generic: GENERIC_FAILURE, unknown: UNKNOWN_FAILURE }, locale) },
    orgCategory: pick(ORG_CATEGORY_TAGS, locale),
    wording: pick(WORDING_TEXTS, locale),
    shell: pick(SHELL_TEXTS, locale),
  };
}

export function builtInResources(): Record<Locale, { translation: TranslationTree }> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, { translation: bundleFor(locale) }])) as Record<
    Locale,
    { translation: TranslationTree }
  >;
}
