// The login form painted by the HTML before any script (issue 15: a visible password within the plain page's reach).
// On a login path the page's skeleton card becomes a real form: the screen's logo and title (brand, language),
// the phone and password fields and the login button, as the login screen lays them out. Staff can type at once;
// the login screen takes what they typed, and the focus, when its own form replaces this one
// (src/ui/session/pageLogin.ts). Nothing is sent without the code that checks and sends it: the button waits
// (disabled) for the page's start script, which then takes a login asked for with Enter or the button as a request
// the login screen carries out as it takes over (server/plugins/preload.ts); the method switch waits for the screen.
import { readFileSync } from 'node:fs';
import { DEFAULT_LOGIN_LOGO } from '../../src/core/contract/brands.ts';
import { DEFAULT_MAIN_COLOR, DEFAULT_MINOR_COLOR } from '../../src/core/contract/constants.ts';
import { LOGIN_FORM_TEXTS, PAGE_LOGIN_ATTRIBUTE, loginPageOf } from '../../src/core/contract/loginPage.ts';
import { themeTokens } from '../../src/core/theme/index.ts';
import { isLoginUrl } from './preload.ts';

/** What the page's skeleton sits between (demo/index.html); a page without them is served as it is. */
export const BOOT_START = '<!-- backroom:boot -->';
export const BOOT_END = '<!-- /backroom:boot -->';

/** The form's layout, in the page's head with the form only (other pages keep their skeleton card's few rules). */
const STYLE = `<style>\n${readFileSync(new URL('./bootLogin.css', import.meta.url), 'utf8')}</style>\n`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** The page's skeleton on `path` (a login path): the login form in the screen's language, brand, colours and layout. */
export function bootLogin(path: string): string {
  const { english, brand } = loginPageOf(path.split(/[?#]/, 1)[0]);
  // The element's locale on the demo page is its default, Chinese; /en/login is English.
  const lang = english ? 'en' : 'zh';
  const text = (key: keyof typeof LOGIN_FORM_TEXTS) => escape(LOGIN_FORM_TEXTS[key][lang]);
  const title = brand ? escape(brand.name[lang]) : text('loginTitle');
  const main = brand?.mainColor ?? DEFAULT_MAIN_COLOR;
  const minor = brand?.minorColor ?? DEFAULT_MINOR_COLOR;
  // The login screen's own colours for text in the main colour and for the text on its button (4.5:1: white on the
  // default orange reads at 2.56:1, so it gets dark ink, as the screen's button does).
  const tokens = themeTokens({ mainColor: main, minorColor: minor });
  const colours = [
    `--backroom-boot-main: ${escape(main)}`,
    `--backroom-boot-minor: ${escape(minor)}`,
    `--backroom-boot-text: ${tokens['--semi-color-primary']}`,
    `--backroom-boot-on-main: ${tokens['--backroom-on-primary']}`,
  ].join('; ');
  const field = (name: 'phone' | 'password', attributes: string) =>
    `<div><label for="backroom-boot-${name}">${text(name)}</label><input id="backroom-boot-${name}" name="${name}" ${attributes} placeholder="${text(name)}" /></div>`;
  return [
    `<div class="backroom-boot" style="${colours}">`,
    `<form class="backroom-boot-card backroom-boot-login" ${PAGE_LOGIN_ATTRIBUTE} novalidate aria-label="${text('passwordLogin')}" lang="${english ? 'en' : 'zh-CN'}">`,
    `<header><img src="${escape(brand?.logo ?? DEFAULT_LOGIN_LOGO)}" alt="" width="40" height="40" /><h1>${title}</h1></header>`,
    `<div class="backroom-boot-methods" aria-disabled="true"><span class="backroom-boot-on">${text('passwordLogin')}</span><span>${text('smsLogin')}</span></div>`,
    field('phone', 'inputmode="numeric" autocomplete="username"'),
    field('password', 'type="password" autocomplete="current-password"'),
    `<button type="button" disabled>${text('login')}</button>`,
    '</form>',
    '</div>',
  ].join('\n    ');
}

/** The page with its skeleton replaced by the login form on a login path; other paths keep the skeleton card. */
export function withBootLogin(html: string, url: string): string {
  const start = html.indexOf(BOOT_START);
  const end = html.indexOf(BOOT_END);
  const head = html.indexOf('</head>');
  if (start < 0 || end < start || head < 0 || head > start || !isLoginUrl(url)) return html;
  return `${html.slice(0, head)}${STYLE}${html.slice(head, start)}${bootLogin(url)}${html.slice(end + BOOT_END.length)}`;
}

/** CSS without comments and without the spaces around its punctuation (never inside a value: `calc(a - b)` keeps its). */
function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * The page as sent: without its comments (HTML and CSS) and its lines' indentation, which only its readers need
 * (issue 15: the login's bytes). Nothing in our pages depends on either.
 */
export function compactPage(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<style>)([\s\S]*?)(<\/style>)/g, (_all, open: string, css: string, close: string) => `${open}${compactCss(css)}${close}`)
    .replace(/\n\s+/g, '\n')
    .replace(/\n{2,}/g, '\n');
}
