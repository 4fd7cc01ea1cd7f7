// What the accessibility end-to-end files share: keyboard-only login and dialog checks, and the axe sweep (axe-core's
// WCAG 2.1 A/AA rules, reading into the open shadow roots) over a persona's pages and what their buttons open. A
// sweep fails on any critical or serious violation, and on a dialog that Esc does not close or that does not give
// focus back to the button that opened it; it prints the counts per rule first.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { BackOffice } from './harness.ts';
import { ADMIN, closeAnnouncement, contentSettled, logIn } from './shell-helpers.ts';
import { adminPages, LOADING, openPage } from './admin-pages.ts';
import { axeViolations, blocking } from './axe.ts';
import type { AxeScope, Violation } from './axe.ts';
import { focused, tabTo } from './keyboard.ts';
import type { Focused } from './keyboard.ts';
import { DEMO_PASSWORD, loginWithPassword } from './harness.ts';
import { PAGE_LOGIN_ATTRIBUTE } from '../../src/core/contract/loginPage.ts';

/** 王建国: operator groups in several departments; no identity chosen at first, so 选择身份 opens. */
export const OPERATOR = '13800000001';
export const OPERATOR_GROUP = /张江站点组|Zhangjiang/;

/** Logs in from the login screen with the keyboard only: Tab to the phone, type, Tab to the password, type, Enter. */
export async function keyboardLogIn(page: Page, phone: string): Promise<void> {
  await page.getByPlaceholder(/手机号|Phone/).waitFor();
  const onPhone = (focus: Focused) => focus.tag === 'input' && /手机号|Phone/.test(focus.name);
  if (!onPhone((await focused(page)) ?? ({} as Focused))) await tabTo(page, onPhone);
  await page.keyboard.type(phone);
  await tabTo(page, (focus) => focus.tag === 'input' && /密码|Password/.test(focus.name), { max: 5 });
  await page.keyboard.type(DEMO_PASSWORD);
  // On the form the page's HTML painted, Enter is a login asked for only once the page's start script has run (before
  // it, keys typed faster than the script arrived, it is lost: login-painted tests the asked-for login). These sweeps
  // walk the login screen's own form: Enter is pressed once that screen has taken the painted one over.
  await page.locator(`form[${PAGE_LOGIN_ATTRIBUTE}]`).waitFor({ state: 'detached' });
  await page.keyboard.press('Enter');
}

/** Closes the announcement that pops up after a login, with the keyboard: focus is in it, Tab to 知道了, Enter. */
export async function keyboardCloseAnnouncement(page: Page): Promise<void> {
  const close = page.locator('.backroom-announcement-close');
  await close.waitFor();
  await expect.poll(async () => (await focused(page))?.dialog ?? null, { timeout: 5_000 }).not.toBeNull();
  await tabTo(page, (focus) => focus.classes.includes('backroom-announcement-close'), { max: 10 });
  await page.keyboard.press('Enter');
  // Gone, not only hidden: while it fades out it still holds the focus (a Tab then lands in it).
  await page.locator('.backroom-announcement-dialog').waitFor({ state: 'detached' });
}

/** A modal or side sheet opened from the keyboard holds focus: `presses` Tabs all land inside it. */
export async function expectTrapped(page: Page, presses: number): Promise<void> {
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
    const focus = await focused(page);
    expect(focus?.dialog ?? null, `Tab ${press + 1} left the dialog for ${focus?.tag}.${focus?.classes}`).not.toBeNull();
  }
}

interface Finding extends Violation {
  where: string;
}

/** The buttons of a page that open a dialog, side sheet, popconfirm or menu (the first of each label is opened). */
const OPENER =
  /^(新增|新建|添加|编辑|详情|查看|删除|导入|处理|审核|充值|扣款|取消订单|Add|New|Create|Edit|Details?|View|Delete|Import|Handle|Audit|Recharge|Deduct|Cancel order)/;
/** What a button opens, wherever it renders (an element's popup layer, in any shadow root). */
const OVERLAY = [
  '.semi-modal-wrap:not(.semi-modal-wrap-hidden) .semi-modal', '.semi-sidesheet-inner', '.semi-popover-wrapper', '.semi-dropdown-wrapper',
  '.backroom-user-menu', '.backroom-export-cache-panel',
].join(', ');

/** An overlay open now: the axe scope of the popup layer it sits in (hosts outermost first), and its kind. */
interface Overlay {
  scope: string[];
  /** The component and its title (a dialog's, a side sheet's, a popconfirm's): overlays of one kind are measured once. */
  kind: string;
}

/** The overlays open now, outermost first. */
export function openOverlays(page: Page): Promise<Overlay[]> {
  return page.evaluate((selector) => {
    const found: Overlay[] = [];
    const walk = (root: Document | ShadowRoot, hosts: string[]) => {
      for (const node of root.querySelectorAll(selector)) {
        // One overlay once: the outermost node that matches (a menu inside its dropdown wrapper is the same one).
        if (node.getClientRects().length === 0 || node.parentElement?.closest(selector)) continue;
        const layer = node.closest('.backroom-popup-layer') ? '.backroom-popup-layer' : '.backroom-root';
        const title = node.querySelector('.semi-modal-title, .semi-sidesheet-title, .semi-popconfirm-header-title')?.textContent?.trim() ?? '';
        const component = [...node.classList].find((name) => /^(semi|backroom)-/.test(name)) ?? node.tagName;
        found.push({ scope: [...hosts, layer], kind: `${component} ${title}` });
      }
      for (const node of root.querySelectorAll('*')) if (node.shadowRoot) walk(node.shadowRoot, [...hosts, node.tagName.toLowerCase()]);
    };
    walk(document, []);
    return found;
  }, OVERLAY);
}

/** What the page shows (its path and the visible page's text): a button that opened no overlay changed it, or not. */
function shownState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shell = document.querySelector('admin-shell')?.shadowRoot;
    const shown = shell?.querySelector<HTMLElement>('.backroom-page:not([hidden])');
    return `${location.pathname} ${shown?.innerText ?? ''}`;
  });
}

/**
 * Until the page's transitions and animations that end have ended (document.getAnimations reaches into shadow roots),
 * after two frames drawn with the page in front: the ARIA repairs (src/ui/a11y/ariaRepair.ts) run in the frame after
 * a change, so what a list rendered once it loaded is repaired by then.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    // A paused one would never end: five seconds at most.
    const ended = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

export class Sweep {
  readonly findings: Finding[] = [];
  states = 0;
  overlays = 0;
  /** The overlay kinds measured already. */
  readonly kinds = new Set<string>();

  constructor(public label: string) {}

  async check(page: Page, where: string, scope: AxeScope = {}): Promise<void> {
    this.states += 1;
    let found = blocking(await axeViolations(page, scope));
    if (found.length > 0) {
      // A list still loading dims its rows under Semi's spinner (opacity .5): measure the page once it has loaded and
      // the rows have faded back in (a transition of their own after the spinner goes).
      await expect.poll(() => page.locator(LOADING).count(), { timeout: 15_000, message: where }).toBe(0);
      await transitionsEnded(page);
      found = blocking(await axeViolations(page, scope));
    }
    for (const violation of found) this.findings.push({ ...violation, where });
  }

  fail(where: string, rule: string, summary: string): void {
    this.findings.push({ rule, impact: 'serious', nodes: [{ target: '', html: '', summary }], where });
  }

  /**
   * Opens, one after the other, the first button of each opener label on the page shown; measures what it opened
   * (once per kind), closes it with Esc and checks that focus went back to the button. A button that opened nothing
   * (it moved to a view of its own, as a device's 详情 does) brings the page back.
   */
  async overlaysOf(page: Page, path: string): Promise<void> {
    const buttons = page.locator('.backroom-page:not([hidden]) button:not([disabled])');
    const labels = new Map<string, number>();
    const names = await buttons.evaluateAll((nodes) => nodes.map((node) => (node.getAttribute('aria-label') || node.textContent || '').trim()));
    names.forEach((name, index) => {
      if (OPENER.test(name) && !labels.has(name)) labels.set(name, index);
    });
    for (const [name, index] of labels) {
      const where = `${path} ${name}`;
      const opened = await this.open(page, where, () => buttons.nth(index).click(), name);
      if (!opened) await openPage(page, path);
    }
  }

  /**
   * Opens an overlay with `action`, measures it (unless one of its kind was), closes it with Esc; false when nothing
   * opened: the page settled (no query loading) showing something else.
   */
  async open(page: Page, where: string, action: () => Promise<void>, openerName?: string): Promise<boolean> {
    const before = (await openOverlays(page)).length;
    const shown = await shownState(page);
    await action();
    const outcome = async () => {
      if ((await openOverlays(page)).length > before) return 'opened';
      await contentSettled(page);
      if ((await openOverlays(page)).length > before) return 'opened';
      return (await shownState(page)) !== shown ? 'moved' : 'waiting';
    };
    await expect.poll(outcome, { timeout: 10_000, message: `${where}: opened nothing and changed nothing` }).not.toBe('waiting');
    const overlays = await openOverlays(page);
    if (overlays.length <= before) return false;
    this.overlays += 1;
    // The button that opened it (a popconfirm takes focus as it opens: its button is known by name).
    const opener = await focused(page);
    const expected = openerName ?? opener?.name;
    const { scope, kind } = overlays[overlays.length - 1];
    if (!this.kinds.has(kind)) {
      this.kinds.add(kind);
      await this.check(page, where, { within: scope });
    }
    await page.keyboard.press('Escape');
    const closed = await expect.poll(async () => (await openOverlays(page)).length, { timeout: 3_000 }).toBe(before).then(() => true, () => false);
    if (!closed) {
      this.fail(where, 'escape-closes', 'Esc did not close it');
      await page.mouse.click(1, 1);
      return true;
    }
    const back = await focused(page);
    if (opener && opener.dialog === null && back?.name !== expected) this.fail(where, 'focus-returns', `focus went to "${back?.name ?? 'nothing'}", not back to "${expected}"`);
    return true;
  }

  report(): string[] {
    const perRule = new Map<string, { impact: string; nodes: number; where: Set<string> }>();
    for (const finding of this.findings) {
      const entry = perRule.get(finding.rule) ?? { impact: finding.impact, nodes: 0, where: new Set<string>() };
      entry.nodes += finding.nodes.length;
      entry.where.add(finding.where);
      perRule.set(finding.rule, entry);
    }
    const count = (impact: string) => this.findings.filter((finding) => finding.impact === impact).reduce((sum, finding) => sum + finding.nodes.length, 0);
    console.log(`[axe ${this.label}] ${this.states} states (${this.overlays} opened by buttons, ${this.kinds.size} kinds measured): ${count('critical')} critical, ${count('serious')} serious`);
    for (const [rule, entry] of [...perRule].sort((a, b) => b[1].nodes - a[1].nodes)) {
      console.log(`[axe ${this.label}]   ${rule} (${entry.impact}): ${entry.nodes} nodes in ${entry.where.size} states`);
    }
    return this.findings.flatMap((finding) =>
      finding.nodes.slice(0, 3).map((node) => `${finding.where} ${finding.rule} (${finding.impact}) ${node.target} ${node.html} | ${node.summary}`));
  }
}

/**
 * Pages a walk opens in one workspace before it loads the next page afresh. The workspace keeps up to 20 pages of a
 * tab mounted (hidden); axe walks every node of the document, hidden ones too, so a run on the 25th page took ~4
 * times as long as on the first (1.1-1.5 s against 0.3 s), for the same findings: hidden pages are not measured.
 */
const PAGES_PER_WORKSPACE = 5;

/** Given each page of a walk and the text the page showed once loaded. */
export type PageReader = (path: string, text: string) => void;

/**
 * Every page of the logged-in persona, and what each page's buttons open when `overlays` says so; a page is opened
 * and measured once, and its text given to `read`.
 */
export async function walkPages(sweep: Sweep, page: Page, baseUrl: string, overlays: (path: string) => boolean, read?: PageReader): Promise<string[]> {
  const pages = await adminPages(page, baseUrl);
  for (const [index, path] of pages.entries()) {
    const text = await openPage(page, path, { reload: index > 0 && index % PAGES_PER_WORKSPACE === 0 });
    read?.(path, text);
    await sweep.check(page, path);
    if (overlays(path)) await sweep.overlaysOf(page, path);
  }
  return pages;
}

/** The top bar's menus and popovers: the user menu and the export cache. */
export async function topBar(sweep: Sweep, page: Page): Promise<void> {
  // The dashboard loaded and no dialog it opened after the login (a notice) stands in front of the top bar.
  await contentSettled(page);
  await expect.poll(async () => {
    if ((await openOverlays(page)).length === 0) return true;
    await page.keyboard.press('Escape');
    return false;
  }, { timeout: 10_000 }).toBe(true);
  for (const trigger of ['.backroom-user-trigger', '.backroom-export-cache-button']) {
    const opened = await sweep.open(page, `top bar ${trigger}`, () => page.locator(trigger).click());
    if (!opened) sweep.fail(`top bar ${trigger}`, 'opens', 'a click opened nothing');
  }
}

/** A filter's dropdown open (Semi's Select list), on the order list. */
export async function filterDropdown(sweep: Sweep, page: Page): Promise<void> {
  await openPage(page, '/orderManager/orderList');
  const box = page.locator('.backroom-page:not([hidden]) [role="combobox"]').first();
  await box.click();
  await page.locator('.semi-select-option-list').first().waitFor();
  const overlays = await openOverlays(page);
  await sweep.check(page, 'order list filter dropdown', { within: overlays[overlays.length - 1].scope });
  await page.keyboard.press('Escape');
}

/**
 * The login screen and every page of 赵敏; with `overlays`, what the top bar, each page's buttons and a filter open
 * too, each kind once. `read` is given each page's text as it was shown, before anything on it was opened: the other
 * checks of a walk over every page (dead ends, the language) ride on this one.
 */
export async function adminSweep(office: BackOffice, language: string, loginPath: string, overlays: boolean, read?: PageReader): Promise<string[]> {
  const sweep = new Sweep(`${language} administrator`);
  const { page } = await office.newPage({ path: loginPath });
  await page.getByPlaceholder(/手机号|Phone/).waitFor();
  await sweep.check(page, loginPath);
  await logIn(page, ADMIN);
  if (overlays) await topBar(sweep, page);
  const pages = await walkPages(sweep, page, office.url, () => overlays, read);
  expect(pages.length).toBeGreaterThan(10);
  if (overlays) await filterDropdown(sweep, page);
  return sweep.report();
}

/** 王建国's 选择身份 and his pages (no overlays: the administrator's sweep opened them in each language). */
export async function operatorSweep(office: BackOffice, language: string, loginPath: string): Promise<string[]> {
  const sweep = new Sweep(`${language} operator`);
  await office.server.app.db.query('UPDATE users SET current_group_id = NULL WHERE phone = $1', [OPERATOR]);
  const { page } = await office.newPage({ path: loginPath });
  await loginWithPassword(page, OPERATOR);
  const dialog = page.locator('.backroom-identity-dialog');
  await dialog.getByRole('radio', { name: OPERATOR_GROUP }).first().waitFor();
  await sweep.check(page, `${loginPath} 选择身份`);
  await dialog.getByRole('radio', { name: OPERATOR_GROUP }).first().check();
  await dialog.locator('.backroom-identity-confirm').click();
  await page.waitForURL('**/dashboard');
  await dialog.waitFor({ state: 'detached' });
  await closeAnnouncement(page, null);
  const pages = await walkPages(sweep, page, office.url, () => false);
  expect(pages.length).toBeGreaterThan(5);
  return sweep.report();
}

/** A page of its own holding one element, as a partner would embed it. */
export const ALONE = (markup: string, lang: string) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>element alone</title>
<script type="module" src="/dist/define.js"></script></head><body><main>${markup}</main></body></html>`;

/** Waits until every element shown on the page is ready (its code arrived and rendered) and no list is loading. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('admin-shell, device-panel, export-cache, identity-switcher, store-home')]
      .filter((host) => host.getClientRects().length > 0)
      .every((host) => host.matches(':state(ready)')));
  await expect.poll(() => page.locator(LOADING).count(), { timeout: 15_000 }).toBe(0);
}

/** Contrast axe cannot measure: the focus ring and the checked state of checkboxes, radios and switches (3:1). */
export function measuredContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parse = (text: string) => {
      const [r, g, b, a = 1] = (text.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = (c: { r: number; g: number; b: number }) => 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
    const over = (top: { r: number; g: number; b: number; a: number }, under: { r: number; g: number; b: number }) => ({
      r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a), b: top.b * top.a + under.b * (1 - top.a),
    });
    const ratio = (x: { r: number; g: number; b: number }, y: { r: number; g: number; b: number }) => {
      const [hi, lo] = [luminance(x), luminance(y)].sort((m, n) => n - m);
      return (hi + 0.05) / (lo + 0.05);
    };
    /** The opaque colour behind a node: its ancestors' backgrounds laid over one another, through shadow roots. */
    const behind = (node: Element) => {
      const layers: { r: number; g: number; b: number; a: number }[] = [];
      for (let at: Element | null = node; at; at = at.parentElement ?? ((at.getRootNode() as ShadowRoot).host ?? null)) {
        const color = parse(getComputedStyle(at).backgroundColor);
        if (color.a > 0) layers.push(color);
        if (color.a >= 1) break;
      }
      return layers.reduceRight((under, top) => over(top, under), { r: 255, g: 255, b: 255 });
    };
    const problems: string[] = [];
    const roots: ShadowRoot[] = [];
    const collect = (root: Document | ShadowRoot) => {
      for (const node of root.querySelectorAll('*')) if (node.shadowRoot) {
        roots.push(node.shadowRoot);
        collect(node.shadowRoot);
      }
    };
    collect(document);
    for (const root of roots) {
      const host = root.host;
      const page = root.querySelector('.backroom-root') ?? host;
      const focus = getComputedStyle(page).getPropertyValue('--semi-color-focus-border').trim();
      if (focus) {
        const probe = document.createElement('i');
        probe.style.color = focus;
        page.append(probe);
        const color = parse(getComputedStyle(probe).color);
        probe.remove();
        const background = behind(page.querySelector('.backroom-page:not([hidden])') ?? page);
        const value = ratio(over(color, background), background);
        if (value < 3) problems.push(`<${host.tagName.toLowerCase()}> focus ring ${focus} on its page: ${value.toFixed(2)}:1`);
      }
      for (const node of root.querySelectorAll('.semi-checkbox-checked .semi-checkbox-inner-display, .semi-radio-checked .semi-radio-inner-display, .semi-switch-checked')) {
        if (node.getClientRects().length === 0) continue;
        const fill = parse(getComputedStyle(node).backgroundColor);
        const background = behind(node.parentElement ?? node);
        const value = ratio(over(fill, background), background);
        if (value < 3) problems.push(`<${host.tagName.toLowerCase()}> ${node.className} ${value.toFixed(2)}:1`);
      }
    }
    return problems;
  });
}
