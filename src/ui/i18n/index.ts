// Typed i18n: the shared bundle's keys (TextKey) and each feature's own namespace of words (defineWords, useWords).
import type { ParseKeys } from 'i18next';
import './namespaces.ts';

/** A key of the shared bundle (`shell.…`, `messages.…`, `codes.…`), checked at compile time. */
export type TextKey = ParseKeys<'translation'>;
export { defineWords, useWords } from './words.ts';
export type { FeatureWords, WordsOf } from './words.ts';
