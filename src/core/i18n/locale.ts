import type { CodeMessage } from '../contract/index.ts';

/** The interface languages: zh-CN first, English for menu titles and the shell (spec §1). */
export type Locale = 'zh-CN' | 'en';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The contract keeps texts as `{ zh, en }`; this picks the one for a locale. */
export function langOf(locale: Locale = DEFAULT_LOCALE): keyof CodeMessage {
  return locale === 'en' ? 'en' : 'zh';
}

export function textOf(message: CodeMessage, locale: Locale = DEFAULT_LOCALE): string {
  return message[langOf(locale)];
}

/** Reads a `locale` attribute: 'en', 'en-US', 'EN' → 'en'; anything else → zh-CN. */
export function toLocale(value: string | null | undefined): Locale {
  return typeof value === 'string' && /^en(?:[-_]|$)/i.test(value.trim()) ? 'en' : DEFAULT_LOCALE;
}
