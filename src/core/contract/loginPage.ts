// What a login path shows (spec §2), shared by the server, which paints the login form in the page's HTML before any
// script (server/plugins/bootLogin.ts, issue 15), and the login screen that replaces it (src/features/login/).
import { brandByCode } from './brands.ts';
import type { Brand } from './brands.ts';
import type { CodeMessage } from './codes.ts';
import { Route } from './screens.ts';

/** Marks the login form the page's HTML paints; the login screen takes what was typed in it. */
export const PAGE_LOGIN_ATTRIBUTE = 'data-backroom-login';

/**
 * Set on that form when staff asked to log in (Enter in a field, or its button) before the login screen was there:
 * the screen logs in with what was typed as it takes over (the page's start script sets it, server/plugins/preload.ts).
 */
export const PAGE_LOGIN_SUBMIT_ATTRIBUTE = 'data-backroom-submit';

/** The words of the login form, on both (i18n keys `shell.<name>`, src/core/i18n/shell-texts.ts). */
export const LOGIN_FORM_TEXTS = {
  login: { zh: '登录', en: 'Log in' },
  phone: { zh: '手机号', en: 'Phone number' },
  password: { zh: '密码', en: 'Password' },
  passwordLogin: { zh: '密码登录', en: 'Password login' },
  smsLogin: { zh: '验证码登录', en: 'SMS login' },
  /** The product's title on the default screens. */
  loginTitle: { zh: '无人零售管理后台', en: 'Unattended retail back office' },
} as const satisfies Record<string, CodeMessage>;

export interface LoginPage {
  /** /en/login is English whatever the element's locale. */
  english: boolean;
  /** /{brand}/login with a known brand code; null: the default screen. */
  brand: Brand | null;
}

const BRAND_LOGIN = /^\/([^/]+)\/login\/?$/;
/** /login, /manager, /en/login and /{brand}/login, with or without a trailing slash. */
const LOGIN_PATH = /^\/(?:manager|login|[^/]+\/login)\/?$/;

/**
 * Whether `path` (a pathname, no query) is a login path (spec §2). One rule for the session (where to send a user
 * without one), the shell (which screen) and the server (the painted form, the login's chunks): /{brand}/login with
 * an unknown code is a login path too, showing the default screen.
 */
export function isLoginPath(path: string): boolean {
  return LOGIN_PATH.test(path);
}

/** /login and /manager: default; /en/login: English; /{brand}/login: that brand, or the default for an unknown code. */
export function loginPageOf(path: string): LoginPage {
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (trimmed === Route.enLogin) return { english: true, brand: null };
  const match = BRAND_LOGIN.exec(trimmed);
  return { english: false, brand: match ? brandByCode(match[1]) : null };
}
