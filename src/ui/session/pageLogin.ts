// The login form the page's HTML painted before any script (server/plugins/bootLogin.ts, issue 15). It is a real
// form: what staff typed there, where the caret was, and a login they asked for (Enter, or its button once the page's
// start script has enabled it) carry over to the login screen, which removes it in the
// same commit that shows its own form, so the page never holds two login forms. A shell that opens its frame
// instead (a stored session on a login path) removes it too.

import { PAGE_LOGIN_ATTRIBUTE, PAGE_LOGIN_SUBMIT_ATTRIBUTE } from '../../core/contract/loginPage.ts';

/** The skeleton around it (demo/index.html), removed with it. */
const BOOT_SELECTOR = '.backroom-boot';

export interface PageLogin {
  phone: string;
  password: string;
  /** The field that had the focus, if any. */
  focused: 'phone' | 'password' | null;
  /** Staff asked to log in before the screen was there: it logs in with these values as it takes over. */
  submit: boolean;
}

/** Takes the page's login form out of `doc`: what it held, or null when there is none. */
export function takePageLogin(doc: Document): PageLogin | null {
  const form = doc.querySelector<HTMLFormElement>(`form[${PAGE_LOGIN_ATTRIBUTE}]`);
  if (!form) return null;
  const field = (name: string) => {
    const found = form.elements.namedItem(name);
    return found instanceof HTMLInputElement ? found : null;
  };
  const phone = field('phone');
  const password = field('password');
  const active = doc.activeElement;
  const taken: PageLogin = {
    phone: phone?.value ?? '',
    password: password?.value ?? '',
    focused: active !== null && active === phone ? 'phone' : active !== null && active === password ? 'password' : null,
    submit: form.hasAttribute(PAGE_LOGIN_SUBMIT_ATTRIBUTE),
  };
  (form.closest(BOOT_SELECTOR) ?? form).remove();
  return taken;
}
