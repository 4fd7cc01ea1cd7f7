// <admin-shell> as an element in real Chromium against the real server: its shadow DOM, popups inside it with
// styles, accessible names, theming, locale, memory routing, define twice / prefix, a move in the DOM, events.
import { themeTokens } from '../../src/core/theme/index.ts';
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { define } from '../../elements/define.ts';
import { adminShell } from '../../elements/admin-shell.tsx';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { frames, inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import {
  Paths, button, hover, menuItem, mountShell, open, pageNode, press, record, removeShells, resetMouse, signIn, tabs,
  tooltipText, waitForPage,
} from './admin-shell.fixtures.ts';

adminShell.define();

beforeEach(async () => {
  await setViewport({ width: 1366, height: 900 });
  await signIn();
});
afterEach(async () => {
  removeShells();
  await resetMouse();
});

/**
 * A key press as the element sees it. Synthetic rather than sendKeys: with several test pages open at once only one
 * has the window's focus, and real key presses then go astray.
 */
function keyDown(target: Element, key: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
}

/** Chromium reports colours as rgb(); a probe resolves any CSS colour the same way. */
function resolved(color: string): string {
  const probe = document.createElement('i');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

describe('<admin-shell>: shadow DOM and popups', () => {
  it('renders the whole frame inside its open shadow root and adds nothing to the page head', async () => {
    const headChildren = document.head.children.length;
    const pageSheets = document.styleSheets.length;
    const host = await mountShell();
    expect(host.shadowRoot?.mode).to.equal('open');
    expect(inShadow(host, 'nav[aria-label="主菜单"] .semi-navigation')).not.to.equal(null);
    expect(inShadow(host, '.backroom-topbar')).not.to.equal(null);
    expect(tabs(host)).to.have.length(1);
    expect(host.children).to.have.length(0);
    expect(document.querySelector('.semi-navigation, .backroom-shell')).to.equal(null);
    expect(document.head.children.length).to.equal(headChildren);
    expect(document.styleSheets.length).to.equal(pageSheets);
    expect(host.shadowRoot?.adoptedStyleSheets.length).to.be.greaterThan(0);
  });

  it('opens the user dropdown inside the shadow root, styled, from the keyboard too', async () => {
    const host = await mountShell();
    const trigger = inShadow<HTMLButtonElement>(host, 'button.backroom-user-trigger') as HTMLButtonElement;
    trigger.focus();
    keyDown(trigger, 'Enter');
    const menu = await waitFor(() => inShadow<HTMLElement>(host, '.backroom-popup-layer .backroom-user-menu'), 'the user menu');
    expect(document.querySelector('.semi-dropdown')).to.equal(null);
    expect(menu.textContent).to.contain('赵敏').and.to.contain('13800000007').and.to.contain('退出登录');
    const popup = menu.closest('.semi-dropdown-wrapper') ?? menu;
    expect(getComputedStyle(popup).backgroundColor).not.to.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(popup).boxShadow).not.to.equal('none');
    await waitFor(() => trigger.getAttribute('aria-expanded') === 'true', 'the trigger to say the menu is open');
    keyDown(trigger, 'ArrowDown');
    const focused = await waitFor(() => host.shadowRoot?.activeElement?.closest('[role="menuitem"]'), 'a focused menu item');
    expect(menu.contains(focused)).to.equal(true);
    keyDown(focused, 'Escape');
    await waitFor(() => trigger.getAttribute('aria-expanded') === 'false', 'the menu to close on Escape');
  });

  it('names every icon button by its tooltip text', async () => {
    const host = await mountShell();
    const labels = ['后退', '首页', '刷新', '新增标签', '帮助中心', '消息通知', '收起菜单'];
    for (const label of labels) {
      const target = await waitFor(() => button(host, label), `the "${label}" button`);
      await hover(target.parentElement as Element);
      expect(await tooltipText(host)).to.equal(label);
      await resetMouse();
      await waitFor(() => !inShadow(host, '.backroom-popup-layer .semi-tooltip-content'), 'the tooltip to close');
    }
  });
});

describe('<admin-shell>: attributes', () => {
  it('themes itself from main-color', async () => {
    const host = await mountShell({ 'main-color': '#1E80FF' });
    // The brand colour fills the primary button; text and icons use its shade that reads at 4.5:1.
    expect(resolved(getComputedStyle(host).getPropertyValue('--backroom-primary-fill').trim())).to.equal('rgb(30, 128, 255)');
    const selected = await waitFor(() => inShadow(host, '.backroom-sidebar .semi-navigation-item-selected .semi-navigation-item-icon'), 'the selected entry');
    expect(getComputedStyle(selected).color).to.equal(resolved(themeTokens({ mainColor: '#1E80FF' })['--semi-color-primary']));
  });

  it('without main-color / minor-color, themes itself from the staff\'s colorInfo; the attributes win (issue 9)', async () => {
    // 13800000007 works for 鲜食优选 (server seed: colours #FF7D00 / #FFF3E6).
    const host = await mountShell();
    const primary = () => resolved(getComputedStyle(host).getPropertyValue('--backroom-primary-fill').trim());
    await waitFor(() => primary() === 'rgb(255, 125, 0)', 'the organisation\'s main colour');
    const selected = await waitFor(() => inShadow(host, '.backroom-sidebar .semi-navigation-item-selected .semi-navigation-item-icon'), 'the selected entry');
    expect(getComputedStyle(selected).color).to.equal(resolved(themeTokens({ mainColor: '#FF7D00' })['--semi-color-primary']));
    host.setAttribute('main-color', '#1E80FF');
    expect(primary()).to.equal('rgb(30, 128, 255)');
    host.removeAttribute('main-color');
    expect(primary()).to.equal('rgb(255, 125, 0)');
  });

  it('shows English menu titles and shell texts under locale="en", and follows a change of the attribute', async () => {
    const host = await mountShell({ locale: 'en' });
    await waitFor(() => menuItem(host, 'Devices'), 'the English menu title');
    expect(tabs(host)[0].textContent).to.equal('Home');
    expect(inShadow(host, '.backroom-current-scope')?.textContent).to.equal('Current level: 鲜食优选运营有限公司');
    expect(button(host, 'New tab')).not.to.equal(null);
    host.setAttribute('locale', 'zh-CN');
    await waitFor(() => menuItem(host, '设备管理'), 'the Chinese menu title');
    expect(button(host, '新增标签')).not.to.equal(null);
  });

  it('leaves the page URL alone under routing="memory"', async () => {
    const before = location.href;
    const host = await mountShell();
    await open(host, Paths.machines);
    (menuItem(host, '首页') as HTMLElement).click();
    await waitForPage(host, '/dashboard');
    expect(location.href).to.equal(before);
  });
});

describe('<admin-shell>: the element API', () => {
  it('registers once however often define() runs, and under a prefix as well', async () => {
    const constructor = customElements.get('admin-shell');
    expect(() => adminShell.define()).not.to.throw();
    expect(() => define()).not.to.throw();
    expect(customElements.get('admin-shell')).to.equal(constructor);
    expect(define({ prefix: 'acme' })['admin-shell']).to.equal('acme-admin-shell');
    const host = mount<HTMLElement>('acme-admin-shell', { routing: 'memory', 'data-shell-test': '' });
    await waitFor(() => inShadow(host, '.backroom-shell'), 'the prefixed shell', 15_000);
    await waitForPage(host, '/dashboard');
  });

  it('keeps its state when moved elsewhere in the page', async () => {
    const host = await mountShell();
    await open(host, Paths.machines);
    const kept = pageNode(host, Paths.machines);
    await press(host, '新增标签');
    await waitFor(() => tabs(host).length === 2, 'a second tab');
    const box = document.createElement('section');
    box.setAttribute('data-shell-test', '');
    document.body.append(box);
    box.append(host);
    await frames(3);
    expect(tabs(host)).to.have.length(2);
    expect(pageNode(host, Paths.machines)).to.equal(kept);
  });

  it('announces ready once and the session as it becomes ready', async () => {
    const host = document.createElement('admin-shell');
    host.setAttribute('routing', 'memory');
    const ready = record(host, 'backroom-ready');
    const sessions = record(host, 'backroom-session-change');
    document.body.append(host);
    await waitForPage(host, '/dashboard', 15_000);
    document.body.append(host);
    await frames(3);
    expect(ready).to.have.length(1);
    expect(sessions.at(-1)).to.deep.equal({ status: 'ready', currentGroupId: 7001 });
  });
});
