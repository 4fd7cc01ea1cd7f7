import { Route } from '../../core/contract/index.ts';
import { brandByCode } from '../../core/contract/brands.ts';
import type { Brand } from '../../core/contract/brands.ts';
import type { Locale } from '../../core/i18n/index.ts';

/** What a login path changes on the screen (spec §2). */
export interface LoginVariant {
  /** /en/login is English whatever the element's locale; null: the element's locale. */
  locale: Locale | null;
  /** /{brand}/login with a known brand code; null: the default screen. */
  brand: Brand | null;
}

const BRAND_LOGIN = /^\/([^/]+)\/login\/?$/;

/** /login and /manager: default; /en/login: English; /{brand}/login: that brand, or the default for an unknown code. */
export function loginVariant(path: string): LoginVariant {
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (trimmed === Route.enLogin) return { locale: 'en', brand: null };
  const match = BRAND_LOGIN.exec(trimmed);
  return { locale: null, brand: match ? brandByCode(match[1]) : null };
}
