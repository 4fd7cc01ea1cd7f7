// <admin-shell> workspace tabs (spec §2, §9) in real Chromium: at most 5 tabs, the last one not closable, a history
// per tab, pages kept alive per tab unless noCache, refresh, pages released with their tab, params are pages.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import type { ComponentType } from 'react';
import { adminShell } from '../../elements/admin-shell.tsx';
import { SCREENS } from '../../elements/admin-shell/screens.ts';
import type { ScreenProps } from '../../src/app/index.ts';
import { Screen } from '../../src/core/contract/index.ts';
import { defineProbeShell } from './fixtures/probe-shell.tsx';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { Paths, button, mountShell, open, pageNode, press, removeShells, signIn, tabs, waitForPage } from './admin-shell.fixtures.ts';

adminShell.define();

/** Renders of the tally list's screen (the real one, counted), for the kept page that must not render again. */
let tallyRenders = 0;
const Tally = SCREENS[Screen.replenishmentTally] as ComponentType<ScreenProps>;
function CountedTally(props: ScreenProps) {
  tallyRenders += 1;
  return <Tally {...props} />;
}
defineProbeShell('probe-counting-shell', { ...SCREENS, [Screen.replenishmentTally]: CountedTally });

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

  it('does not render a kept page again while other pages open and load', async () => {
    const host = mount<HTMLElement>('probe-counting-shell', { routing: 'memory', 'data-shell-test': '' });
    await waitForPage(host, '/dashboard');
    await open(host, Paths.tally);
    await waitFor(() => inShadow(host, '.backroom-page:not([hidden]) .semi-table-row'), 'the tally rows');
    const kept = pageNode(host, Paths.tally);
    const rendered = tallyRenders;
    expect(rendered).to.be.greaterThan(0);
    // Each page asks for its data, and the shell renders as those queries start and end.
    for (const path of [Paths.orders, Paths.coolers, Paths.stores]) {
      await open(host, path);
      await waitFor(() => !inShadow(host, '.backroom-shell-scroll[aria-busy="true"]'), `${path} loaded`);
    }
    expect(tallyRenders).to.equal(rendered);
    await open(host, Paths.tally);
    expect(pageNode(host, Paths.tally)).to.equal(kept);
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
