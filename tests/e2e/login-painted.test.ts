// The login form the page's HTML paints before any script (issue 15): staff type at once; the login screen takes
// what they typed and the focus when it replaces that form, the page never holds two login forms, a login asked for
// (Enter or the button) before the code that sends is there goes once it is, and a stored session on a login path
// removes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { staffLogin } from '../../src/core/contract/api/auth.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { DEMO_PASSWORD, loginWithPassword, startBackOffice } from './harness.ts';
import type { BackOffice } from './harness.ts';
import { ADMIN, callApi, closeAnnouncement } from './shell-helpers.ts';

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice();
});
afterAll(async () => {
  await office?.close();
});

/**
 * Holds back every script of the build until `release()`: the page shows only what its HTML paints (and what the
 * login page's small start script does to it, unless `start` holds that back too). `scripts`: which of them.
 */
async function holdScripts(page: Page, { start = false, scripts = '**/dist/**' } = {}): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  };
  await page.route(scripts, hold);
  if (start) await page.route('**/boot.js?*', hold);
  return release;
}

/** Login requests the page sent, counted from now. */
function loginRequests(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === staffLogin.path) sent += 1;
  });
  return () => sent;
}

/**
 * Records, after every change to the page or the shell's shadow root, whether what the page painted (`painted`, in the
 * page) and the shell's own (`own`, in its shadow root) were there together: what a test or a user could ever see.
 */
async function watchForBoth(page: Page, painted: string, own: string): Promise<() => Promise<boolean>> {
  await page.addInitScript(([paintedSelector, ownSelector]) => {
    const state = window as unknown as { backroomBoth?: boolean };
    state.backroomBoth = false;
    const check = () => {
      const shell = document.querySelector('admin-shell')?.shadowRoot;
      if (document.querySelector(paintedSelector) && shell?.querySelector(ownSelector)) state.backroomBoth = true;
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true });
    const original = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function attachShadow(init) {
      const root = original.call(this, init);
      observer.observe(root, { childList: true, subtree: true });
      return root;
    };
  }, [painted, own] as const);
  return () => page.evaluate(() => (window as unknown as { backroomBoth: boolean }).backroomBoth);
}

const shadowValues = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('admin-shell')?.shadowRoot;
    const value = (id: string) => (root?.getElementById(id) as HTMLInputElement | null)?.value ?? null;
    return { phone: value('phone'), password: value('password'), focused: root?.activeElement?.id ?? null };
  });

describe('the login form painted by the page', () => {
  it('takes typing before any script, and the login screen carries the values and the focus over', async () => {
    const context = await office.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      const twoForms = await watchForBoth(page, 'form[data-backroom-login]', 'input[type="password"]');
      const release = await holdScripts(page, { start: true });
      await page.goto(new URL('/login', office.url).href, { waitUntil: 'commit' });
      // Only the HTML is there: a visible password field to type in, the button waiting.
      await page.locator('#backroom-boot-password').waitFor();
      await expect(page.locator('#backroom-boot-password').isVisible()).resolves.toBe(true);
      await expect(page.locator('form[data-backroom-login] button').isDisabled()).resolves.toBe(true);
      await page.locator('#backroom-boot-phone').pressSequentially('1380000');
      await page.locator('#backroom-boot-password').pressSequentially('Back');
      release();
      await page.locator('form[data-backroom-login]').waitFor({ state: 'detached' });
      await expect(shadowValues(page)).resolves.toEqual({ phone: '1380000', password: 'Back', focused: 'password' });
      // The phone was typed in and left: checked as if left on the login screen.
      await page.getByText('请输入11位手机号').waitFor();
      // Typing goes on in the login screen's field, where the caret went.
      await page.keyboard.type('room#2026');
      await page.getByPlaceholder('手机号').click();
      await page.keyboard.press('End');
      await page.keyboard.type('0007');
      await expect(shadowValues(page)).resolves.toEqual({ phone: ADMIN, password: 'Backroom#2026', focused: 'phone' });
      await page.getByText('请输入11位手机号').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL('**/dashboard');
      await expect(twoForms()).resolves.toBe(false);
    } finally {
      await context.close();
    }
  });

  it('a login clicked before the code is there waits for it, then logs in with what was typed', async () => {
    const context = await office.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      const release = await holdScripts(page);
      await page.goto(new URL('/login', office.url).href, { waitUntil: 'commit' });
      const sent = loginRequests(page);
      // The harness's login: fills the painted fields and clicks 登录, which the start script takes as asked for.
      await loginWithPassword(page, ADMIN);
      await expect.poll(() => page.locator('form[data-backroom-login] button').getAttribute('aria-busy')).toBe('true');
      expect(sent()).toBe(0);
      release();
      await page.waitForURL('**/dashboard');
      expect(sent()).toBe(1);
      await closeAnnouncement(page, null);
      await expect(page.locator('form[data-backroom-login]').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  /**
   * A fresh tab on /login with the screen's code held back: once the start script has run (the button no longer waits
   * for it), `password` typed (if any) and Enter pressed in the last field typed in; the login is asked for, not sent.
   */
  async function enterBeforeTheCode(password: string) {
    const context = await office.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const release = await holdScripts(page);
    const sent = loginRequests(page);
    await page.goto(new URL('/login', office.url).href, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('form[data-backroom-login] button').isEnabled()).toBe(true);
    await page.locator('#backroom-boot-phone').fill(ADMIN);
    if (password) await page.locator('#backroom-boot-password').fill(password);
    await page.locator(password ? '#backroom-boot-password' : '#backroom-boot-phone').press('Enter');
    await expect.poll(() => page.locator('form[data-backroom-login] button').getAttribute('aria-busy')).toBe('true');
    // Nothing is sent without the code that checks and sends it.
    expect(sent()).toBe(0);
    release();
    return { context, page, sent };
  }

  it('Enter pressed before the code is there logs in once it is, checked as the screen checks it', async () => {
    const missing = await enterBeforeTheCode('');
    try {
      // No password: the screen takes over and says so, as its own Enter would, and sends nothing.
      await missing.page.getByText('请输入密码').waitFor();
      await expect(missing.page.locator('form[data-backroom-login]').count()).resolves.toBe(0);
      expect(missing.sent()).toBe(0);
      expect(new URL(missing.page.url()).pathname).toBe('/login');
    } finally {
      await missing.context.close();
    }
    const typed = await enterBeforeTheCode(DEMO_PASSWORD);
    try {
      await typed.page.waitForURL('**/dashboard');
      expect(typed.sent()).toBe(1);
    } finally {
      await typed.context.close();
    }
  });

  it('is removed when a stored session opens the workspace from a login path', async () => {
    const { page } = await office.newPage({ path: '/login' });
    await loginWithPassword(page, ADMIN);
    await page.waitForURL('**/dashboard');
    await page.goto(new URL('/login', office.url).href);
    await page.waitForURL('**/dashboard');
    await page.locator('form[data-backroom-login]').waitFor({ state: 'detached' });
    await expect(page.locator('.backroom-boot').count()).resolves.toBe(0);
  });

  it('gives way to the crash notice when the login screen\'s code cannot load: never a dead form', async () => {
    const context = await office.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await page.route('**/dist/chunks/login-*.js', (route) => route.abort());
      await page.goto(new URL('/login', office.url).href, { waitUntil: 'commit' });
      await page.locator('form[data-backroom-login]').waitFor({ state: 'detached' });
      await expect(page.getByRole('alert').isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('a returning visit to the home page (issue 30)', () => {
  it('paints the figures seen last before the shell is there, marked as such; the home page replaces them', async () => {
    const login = await callApi<LoginResponse>(office.url, null, staffLogin.path, { method: 'POST', body: { phone: ADMIN, password: DEMO_PASSWORD } });
    const context = await office.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    try {
      await context.addInitScript(([token, expire]) => {
        if (localStorage.getItem('backroom:token')) return;
        localStorage.setItem('backroom:token', token);
        localStorage.setItem('backroom:expire', expire);
      }, [login.token, String(login.expire)] as const);
      const dashboard = new URL('/dashboard', office.url).href;
      const first = await context.newPage();
      await first.goto(dashboard);
      // A first visit has nothing to paint: its own figures, then what they read is kept.
      await first.locator('[elementtiming="backroom-figures"]').first().waitFor();
      await expect(first.locator('[data-last-home]').count()).resolves.toBe(0);
      const seen = await first.locator('admin-shell .backroom-dash-figure').evaluateAll((cards) => cards.map((one) => (one as HTMLElement).innerText.replace(/\s+/g, ' ')));
      expect(seen.length).toBeGreaterThan(5);
      await first.close();

      const page = await context.newPage();
      const twoHomes = await watchForBoth(page, '[data-last-home]', '[data-screen="dashboard"]');
      const release = await holdScripts(page, { scripts: '**/dist/define.js*' });
      await page.goto(dashboard, { waitUntil: 'commit' });
      const last = page.locator('[data-last-home]');
      await last.waitFor();
      const painted = await last.locator('.backroom-last-home-figure').evaluateAll((cards) => cards.map((one) => (one as HTMLElement).innerText.replace(/\s+/g, ' ')));
      expect(painted).toEqual(seen);
      await expect(last.locator('.backroom-last-home-title').textContent()).resolves.toBe('欢迎回来，赵敏');
      expect(await last.locator('.backroom-last-home-note').textContent()).toMatch(/^上次查看的数据（\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}），正在更新…$/);
      release();
      await page.locator('admin-shell [elementtiming="backroom-figures"]').first().waitFor();
      await last.waitFor({ state: 'detached' });
      await expect(twoHomes()).resolves.toBe(false);

      // A session the server no longer holds: the last figures are painted, and go as the shell opens the login page.
      await page.evaluate(() => localStorage.setItem('backroom:token', 'revoked'));
      const revoked = await context.newPage();
      const go = await holdScripts(revoked, { scripts: '**/dist/define.js*' });
      await revoked.goto(dashboard, { waitUntil: 'commit' });
      await revoked.locator('[data-last-home]').waitFor();
      go();
      await revoked.waitForURL('**/login**');
      await revoked.getByPlaceholder('手机号').waitFor();
      await expect(revoked.locator('[data-last-home]').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('a cold page opening on a stored session (issue 30)', () => {
  it('asks for the session\'s calls and the home page\'s figures before any element is defined, each once', async () => {
    const login = await callApi<LoginResponse>(office.url, null, staffLogin.path, { method: 'POST', body: { phone: ADMIN, password: DEMO_PASSWORD } });
    const context = await office.browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    try {
      await context.addInitScript(([token, expire]) => {
        localStorage.setItem('backroom:token', token);
        localStorage.setItem('backroom:expire', expire);
        void customElements.whenDefined('admin-shell').then(() => {
          (window as unknown as { backroomDefinedAt: number }).backroomDefinedAt = performance.now();
        });
      }, [login.token, String(login.expire)] as const);
      const page = await context.newPage();
      await page.goto(new URL('/dashboard', office.url).href, { waitUntil: 'commit' });
      await page.locator('[elementtiming="backroom-figures"]').first().waitFor();
      const asked = await page.evaluate(() => {
        const definedAt = (window as unknown as { backroomDefinedAt: number }).backroomDefinedAt;
        const calls = performance
          .getEntriesByType('resource')
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
          .filter(({ path }) => path.startsWith('/api/'));
        return { definedAt, calls };
      });
      // The page's first script asks (elements/ahead.ts) while define.js's chunks are still on their way; the session
      // and the dashboard take those answers instead of asking again.
      for (const path of ['/api/system/currentStaff/info', '/api/system/currentStaff/menus', '/api/system/dashboard/summary', '/api/system/dashboard/salesTrend']) {
        const calls = asked.calls.filter((call) => call.path === path);
        expect(calls.length, path).toBeGreaterThan(0);
        expect(calls[0].start, path).toBeLessThan(asked.definedAt);
      }
      for (const path of ['/api/system/currentStaff/info', '/api/system/dashboard/summary', '/api/system/dashboard/salesTrend']) {
        expect(asked.calls.filter((call) => call.path === path), path).toHaveLength(1);
      }
    } finally {
      await context.close();
    }
  });
});
