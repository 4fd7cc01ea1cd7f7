// The i18next resources as the type checker sees them (CustomTypeOptions): the shared bundle (`translation`: spec
// texts, codes, shell words) and one namespace per feature, which each feature adds to FeatureNamespaces beside its
// words. A key that does not exist fails the typecheck, not the user.
import type { TranslationBundle } from '../../core/i18n/index.ts';

/** Filled by the features: `declare module '…/ui/i18n/namespaces.ts' { interface FeatureNamespaces { devices: … } }`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: each feature adds its namespace
export interface FeatureNamespaces {}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: FeatureNamespaces & { translation: TranslationBundle };
  }
}
