import { loginPageOf } from '../../core/contract/loginPage.ts';
import type { Brand } from '../../core/contract/brands.ts';
import type { Locale } from '../../core/i18n/index.ts';

/** What a login path changes on the screen (spec §2). */
export interface LoginVariant {
  /** /en/login is English whatever the element's locale; null: the element's locale. */
  locale: Locale | null;
  /** /{brand}/login with a known brand code; null: the default screen. */
  brand: Brand | null;
}

/** /login and /manager: default; /en/login: English; /{brand}/login: that brand, or the default for an unknown code. */
export function loginVariant(path: string): LoginVariant {
  const { english, brand } = loginPageOf(path);
  return { locale: english ? 'en' : null, brand };
}
