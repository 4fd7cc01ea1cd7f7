// The sidebar tells the frame which page the user is about to open (issue 30: its code is fetched before the click):
// the pointer on an entry, or the keyboard's focus on it, names that entry's page; a group names nothing itself.
import { expect } from 'chai';
import { Sidebar } from '../../src/app/sidebar/Sidebar.tsx';
import { navModel } from '../../src/app/sidebar/navModel.ts';
import type { SidebarItem } from '../../src/core/menus/index.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost } from './fixtures/feature-host.tsx';

const item = (id: number, title: string, fullPath: string, children: SidebarItem[] = []): SidebarItem => ({
  id,
  title,
  fullPath,
  icon: '',
  secondary: false,
  source: 'main',
  children,
});
const MODEL = navModel([
  item(1, '首页', '/dashboard'),
  item(2, '设备管理', '/deviceManager', [item(3, '售货机列表', '/deviceManager/vendingMachineList'), item(4, '冷柜列表', '/deviceManager/coolerList')]),
]);

const expected: string[] = [];
const TAG = 'test-sidebar-expect';
defineFeatureHost(TAG, () => (
  <Sidebar
    model={MODEL}
    pathname="/dashboard"
    collapsed={false}
    onToggle={() => undefined}
    onOpen={() => undefined}
    badgeOf={() => 0}
    renderBadge={() => null}
    onExpect={(path) => expected.push(path)}
  />
));

afterEach(() => {
  expected.length = 0;
  for (const element of document.querySelectorAll(TAG)) element.remove();
});

const entry = (host: Element, title: string) =>
  [...(host.shadowRoot?.querySelectorAll<HTMLElement>('.backroom-nav-title') ?? [])].find((node) => node.textContent === title) ?? null;
/** The Nav item (the focusable row) holding an entry's title. */
const row = (host: Element, title: string) => entry(host, title)?.closest<HTMLElement>('.semi-navigation-item') ?? null;

describe('the sidebar expects a page', () => {
  it('the pointer on an entry names its page; on a group, nothing', async () => {
    const host = mount<HTMLElement>(TAG);
    await waitFor(() => inShadow(host, '.backroom-sidebar') && entry(host, '设备管理'), 'the sidebar');
    entry(host, '设备管理')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    expect(expected).to.deep.equal([]);
    entry(host, '设备管理')?.click();
    const coolers = await waitFor(() => row(host, '冷柜列表'), 'the group opened');
    // Over the row's padding as over its title.
    coolers.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    entry(host, '首页')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    expect(expected).to.deep.equal(['/deviceManager/coolerList', '/dashboard']);
  });

  it('the keyboard\'s focus on an entry names its page', async () => {
    const host = mount<HTMLElement>(TAG);
    entry(await waitFor(() => (entry(host, '设备管理') ? host : null), 'the sidebar'), '设备管理')?.click();
    const machines = await waitFor(() => row(host, '售货机列表'), 'the group opened');
    machines.focus();
    expect(expected).to.include('/deviceManager/vendingMachineList');
  });
});
