// <admin-shell> workspace tabs (spec §2, §9) in real Chromium: at most 5 tabs, the last one not closable, a history
// per tab, pages kept alive per tab unless noCache, refresh, pages released with their tab, params are pages.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { adminShell } from '../../elements/admin-shell.tsx';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { inShadow, waitFor } from './fixtures/element-base-dom.ts';
import { Paths, button, mountShell, open, pageNode, press, removeShells, signIn, tabs, waitForPage } from './admin-shell.fixtures.ts';

adminShell.define();

beforeEach(async () => {
  await setViewport({ width: 1366, height: 900 });
  await signIn();
});
afterEach(removeShells);

const closeIcons = (host: Element) => [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.backroom-tabs [role="tab"] [aria-label="Close"]') ?? [])];
const activeTab = (host: Element) => inShadow<HTMLElement>(host, '.backroom-tabs [role="tab"][aria-selected="true"]');
const tabIdOf = (tab: Element) => (tab.getAttribute('data-tabkey') ?? '').replace('semiTab', '');

async function addTab(host: Element, count: number): Promise<void> {
  await press(host, '新增标签');
  await waitFor(() => tabs(host).length === count, `${count} tabs`);
}

describe('<admin-shell> tabs', () => {
  it('opens at most 5 tabs; the add button then says why it is disabled', async () => {
    const host = await mountShell();
    for (let count = 2; count <= 5; count += 1) await addTab(host, count);
    const add = await waitFor(() => button(host, '最多打开5个标签'), 'the add button at the limit');
    expect(add.disabled).to.equal(true);
    expect(button(host, '新增标签')).to.equal(null);
    expect(tabs(host)).to.have.length(5);
  });

  it('never lets the last tab close', async () => {
    const host = await mountShell();
    expect(closeIcons(host)).to.have.length(0);
    await addTab(host, 2);
    expect(closeIcons(host)).to.have.length(2);
    closeIcons(host)[1].click();
    await waitFor(() => tabs(host).length === 1, 'one tab left');
    expect(closeIcons(host)).to.have.length(0);
  });

  it('closes the focused tab with Delete, never the last one, and points aria-controls at nothing missing', async () => {
    const host = await mountShell();
    await addTab(host, 2);
    const second = tabs(host)[1];
    await waitFor(() => !second.hasAttribute('aria-controls'), 'no aria-controls pointing at a missing panel');
    second.focus();
    second.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true, composed: true, cancelable: true }));
    await waitFor(() => tabs(host).length === 1, 'the tab closed from the keyboard');
    const last = tabs(host)[0];
    last.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true, composed: true, cancelable: true }));
    expect(tabs(host)).to.have.length(1);
  });

  it('keeps a history per tab: back walks the active tab only', async () => {
    const host = await mountShell();
    expect(button(host, '后退')?.disabled).to.equal(true);
    await open(host, Paths.machines);
    await open(host, Paths.coolers);
    await addTab(host, 2);
    await waitForPage(host, '/dashboard');
    await open(host, Paths.tally);
    await press(host, '后退');
    await waitForPage(host, '/dashboard');
    expect(button(host, '后退')?.disabled).to.equal(true);
    tabs(host)[0].click();
    await waitForPage(host, Paths.coolers);
    expect(activeTab(host)?.textContent).to.equal('冷柜列表');
    await press(host, '后退');
    await waitForPage(host, Paths.machines);
    await press(host, '首页');
    await waitForPage(host, '/dashboard');
  });

  it('keeps visited pages alive, but never noCache pages or the home page', async () => {
    const host = await mountShell();
    await open(host, Paths.machines);
    const machines = pageNode(host, Paths.machines);
    await open(host, Paths.onlineReport);
    const report = pageNode(host, Paths.onlineReport);
    await open(host, Paths.coolers);
    expect(pageNode(host, Paths.machines)).to.equal(machines);
    expect(pageNode(host, Paths.onlineReport)).to.equal(null);
    expect(pageNode(host, '/dashboard')).to.equal(null);
    await open(host, Paths.onlineReport);
    expect(pageNode(host, Paths.onlineReport)).not.to.equal(report);
    await open(host, Paths.machines);
    expect(pageNode(host, Paths.machines)).to.equal(machines);
  });

  it('remounts the current page on refresh and leaves the others alone', async () => {
    const host = await mountShell();
    await open(host, Paths.machines);
    const machines = pageNode(host, Paths.machines);
    await open(host, Paths.coolers);
    const coolers = pageNode(host, Paths.coolers);
    await press(host, '刷新');
    await waitFor(() => pageNode(host, Paths.coolers) !== coolers && pageNode(host, Paths.coolers), 'a fresh page');
    expect(pageNode(host, Paths.machines)).to.equal(machines);
  });

  it('unmounts and releases the pages of a closed tab', async () => {
    const host = await mountShell();
    await addTab(host, 2);
    const second = tabIdOf(tabs(host)[1]);
    await open(host, Paths.machines);
    await open(host, Paths.coolers);
    expect(pageNode(host, Paths.machines, second)).not.to.equal(null);
    closeIcons(host)[1].click();
    await waitFor(() => tabs(host).length === 1, 'the tab to close');
    expect(host.shadowRoot?.querySelectorAll(`.backroom-page[data-tab="${second}"]`)).to.have.length(0);
    await waitForPage(host, '/dashboard');
  });

  it('keeps the same route with other params as another page', async () => {
    const host = await mountShell();
    await open(host, `${Paths.machines}?id=1`);
    const first = pageNode(host, `${Paths.machines}?id=1`);
    await open(host, `${Paths.machines}?id=2`);
    expect(pageNode(host, `${Paths.machines}?id=2`)).not.to.equal(first);
    expect(pageNode(host, `${Paths.machines}?id=1`)).to.equal(first);
    await press(host, '后退');
    await waitForPage(host, `${Paths.machines}?id=1`);
    expect(pageNode(host, `${Paths.machines}?id=1`)).to.equal(first);
  });
});
