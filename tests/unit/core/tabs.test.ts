import { describe, expect, it } from 'vitest';
import {
  activeTab, addTab, canAddTab, canCloseTab, canGoBack, canGoForward, closeTab, createTabs, currentPage, goBack,
  goForward, goHome, isCacheable, keepAliveKey, keptPages, openPage, refreshPage, resetTabs, selectTab,
} from '../../../src/core/tabs/index.ts';
import type { TabsState, TabsTransition } from '../../../src/core/tabs/index.ts';

// Spec §2 / §9 values written out: 5 tabs, 20 history entries, home /dashboard.
const TAB_LIMIT = 5;
const HISTORY_LIMIT = 20;

function run(state: TabsState, ...steps: Array<(s: TabsState) => TabsTransition>): TabsTransition {
  let last: TabsTransition = { state, released: [], refused: null };
  for (const step of steps) last = step(last.state);
  return last;
}
const open = (path: string, meta = {}) => (s: TabsState) => openPage(s, path, meta);
const paths = (state: TabsState) => activeTab(state).history.map((page) => page.fullPath);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('spec §2 a fresh workspace', () => {
  it('has one tab on /dashboard, which is never cached', () => {
    const state = createTabs({ title: '首页' });
    expect(state.tabs).toHaveLength(1);
    expect(currentPage(state)).toEqual({ fullPath: '/dashboard', title: '首页', noCache: false, refreshKey: 0 });
    expect(keptPages(state)).toEqual([]);
    expect([canGoBack(state), canGoForward(state), canAddTab(state), canCloseTab(state)]).toEqual([false, false, true, false]);
  });
});

describe('spec §2, §9 at most 5 workspace tabs', () => {
  it('opens 4 more tabs, then refuses the sixth and changes nothing', () => {
    const five = run(createTabs(), ...Array.from({ length: TAB_LIMIT - 1 }, (_, i) => (s: TabsState) => addTab(s, `/p${i}`)));
    expect(five.refused).toBeNull();
    expect(five.state.tabs).toHaveLength(5);
    expect(canAddTab(five.state)).toBe(false);
    const sixth = addTab(five.state);
    expect(sixth).toEqual({ state: five.state, released: [], refused: 'tabLimit' });
  });

  it('a new tab opens on /dashboard by default and becomes active', () => {
    const { state } = addTab(createTabs());
    expect(state.activeTabId).toBe('tab-2');
    expect(paths(state)).toEqual(['/dashboard']);
  });

  it('never reuses a closed tab id', () => {
    const { state } = run(createTabs(), (s) => addTab(s, '/a'), (s) => closeTab(s, 'tab-2'), (s) => addTab(s, '/b'));
    expect(state.tabs.map((tab) => tab.id)).toEqual(['tab-1', 'tab-3']);
  });
});

describe('spec §2 closing tabs', () => {
  const three = run(createTabs(), (s) => addTab(s, '/a'), (s) => addTab(s, '/b'), (s) => selectTab(s, 'tab-2')).state;

  it.each<[string, string, string]>([
    ['the active middle tab hands over to its right neighbour', 'tab-2', 'tab-3'],
    ['an inactive tab leaves the active one', 'tab-3', 'tab-2'],
  ])('%s', (_label, closing, active) => {
    expect(closeTab(three, closing).state.activeTabId).toBe(active);
  });

  it('the active last tab hands over to its left neighbour', () => {
    expect(closeTab(selectTab(three, 'tab-3').state, 'tab-3').state.activeTabId).toBe('tab-2');
  });

  it('releases every kept page of the closed tab', () => {
    const state = run(three, open('/c'), open('/d?x=1')).state;
    expect(closeTab(state, 'tab-2').released).toEqual(['tab-2:/a', 'tab-2:/c', 'tab-2:/d?x=1']);
  });

  it('the last remaining tab cannot be closed', () => {
    const state = createTabs();
    expect(closeTab(state, 'tab-1')).toEqual({ state, released: [], refused: 'lastTab' });
  });

  it.each([['closeTab', closeTab], ['selectTab', selectTab]] as const)('%s refuses an unknown tab', (_name, action) => {
    const state = createTabs();
    expect(action(state, 'tab-9')).toEqual({ state, released: [], refused: 'unknownTab' });
  });

  it('selecting the active tab changes nothing', () => {
    expect(selectTab(three, 'tab-2').state).toBe(three);
  });
});

describe('spec §2, §9 each tab keeps a history of at most 20 pages', () => {
  it('pushes pages and drops the oldest beyond 20, releasing what left the history', () => {
    const nineteen = run(createTabs(), ...Array.from({ length: HISTORY_LIMIT - 1 }, (_, i) => open(`/p${i + 1}`)));
    expect(activeTab(nineteen.state).history).toHaveLength(20);
    expect(paths(nineteen.state)[0]).toBe('/dashboard');
    const twenty = openPage(nineteen.state, '/p20');
    expect(activeTab(twenty.state).history).toHaveLength(20);
    expect(paths(twenty.state)[0]).toBe('/p1');
    expect(twenty.released).toEqual([]);
    const twentyOne = openPage(twenty.state, '/p21');
    expect(activeTab(twentyOne.state).history).toHaveLength(20);
    expect(paths(twentyOne.state)[0]).toBe('/p2');
    expect(twentyOne.released).toEqual(['tab-1:/p1']);
  });

  it('a trimmed page still elsewhere in the history stays kept', () => {
    const state = run(createTabs(), open('/a'), ...Array.from({ length: 18 }, (_, i) => open(`/p${i}`)), open('/a')).state;
    expect(openPage(state, '/b').released).toEqual([]);
    expect(openPage(openPage(state, '/b').state, '/c').released).toEqual(['tab-1:/p0']);
  });

  it('opening the page already shown adds nothing', () => {
    const state = openPage(createTabs(), '/a').state;
    expect(openPage(state, '/a').state).toBe(state);
  });

  it('the same path with other query params is another page, kept separately', () => {
    const { state } = run(createTabs(), open('/orders?page=1'), open('/orders?page=2'));
    expect(paths(state)).toEqual(['/dashboard', '/orders?page=1', '/orders?page=2']);
    expect(keptPages(state)).toEqual(['tab-1:/orders?page=1', 'tab-1:/orders?page=2']);
  });
});

describe('spec §2 tab buttons: back, home, refresh', () => {
  it('back and forward move through the history and keep the pages alive', () => {
    const start = run(createTabs(), open('/a'), open('/b')).state;
    const back = goBack(start);
    expect(currentPage(back.state).fullPath).toBe('/a');
    expect(back.released).toEqual([]);
    expect(keptPages(back.state)).toEqual(['tab-1:/a', 'tab-1:/b']);
    expect(canGoForward(back.state)).toBe(true);
    expect(currentPage(goForward(back.state).state).fullPath).toBe('/b');
  });

  it('refuses back on the first page and forward on the last', () => {
    const state = createTabs();
    expect(goBack(state)).toEqual({ state, released: [], refused: 'noBack' });
    expect(goForward(state)).toEqual({ state, released: [], refused: 'noForward' });
  });

  it('a new page after back discards and releases the forward history', () => {
    const back = run(createTabs(), open('/a'), open('/b'), open('/c'), goBack, goBack).state;
    const next = openPage(back, '/d');
    expect(paths(next.state)).toEqual(['/dashboard', '/a', '/d']);
    expect(next.released).toEqual(['tab-1:/b', 'tab-1:/c']);
  });

  it('home opens /dashboard in the active tab, and does nothing when already there', () => {
    const away = openPage(createTabs(), '/a').state;
    expect(paths(goHome(away).state)).toEqual(['/dashboard', '/a', '/dashboard']);
    const home = createTabs();
    expect(goHome(home).state).toBe(home);
  });

  it('refresh bumps the current page key so it remounts, keeping its slot', () => {
    const state = run(createTabs(), open('/a'), (s) => addTab(s, '/b')).state;
    const refreshed = run(state, refreshPage, refreshPage);
    expect(currentPage(refreshed.state).refreshKey).toBe(2);
    expect(refreshed.released).toEqual([]);
    expect(keptPages(refreshed.state)).toEqual(keptPages(state));
    expect(activeTab(selectTab(refreshed.state, 'tab-1').state).history.map((page) => page.refreshKey)).toEqual([0, 0]);
  });
});

describe('spec §2 keep-alive: noCache pages and /dashboard are never kept', () => {
  it.each<[string, boolean, boolean]>([
    ['/a', false, true],
    ['/a', true, false],
    ['/dashboard', false, false],
    ['/dashboard?from=login', false, false],
    ['/dashboards', false, true],
  ])('%s with noCache %s → kept %s', (fullPath, noCache, kept) => {
    expect(isCacheable({ fullPath, title: '', noCache, refreshKey: 0 })).toBe(kept);
    expect(keptPages(openPage(createTabs(), fullPath, { noCache }).state)).toEqual(kept ? [keepAliveKey('tab-1', fullPath)] : []);
  });

  it('keys kept pages by tab and full path', () => {
    expect(keepAliveKey('tab-3', '/a?x=1')).toBe('tab-3:/a?x=1');
    const { state } = run(createTabs(), open('/a'), (s) => addTab(s, '/a'));
    expect(keptPages(state)).toEqual(['tab-1:/a', 'tab-2:/a']);
  });

  it('a noCache page leaving the history releases nothing', () => {
    const state = run(createTabs(), open('/live', { noCache: true }), goBack).state;
    expect(openPage(state, '/b').released).toEqual([]);
  });

  it('a workspace reset (identity switch) releases every kept page', () => {
    const state = run(createTabs(), open('/a'), (s) => addTab(s, '/b')).state;
    const reset = resetTabs(state);
    expect(reset.released).toEqual(['tab-1:/a', 'tab-2:/b']);
    expect(reset.state).toEqual(createTabs());
  });
});

describe('tab transitions never change the state they are given', () => {
  it('works on a deeply frozen state', () => {
    const state = deepFreeze(run(createTabs(), (s) => addTab(s, '/c'), open('/a'), open('/b'), goBack).state);
    const snapshot = structuredClone(state);
    const actions = [open('/d'), refreshPage, goHome, goBack, goForward, (s: TabsState) => closeTab(s, 'tab-1'), (s: TabsState) => selectTab(s, 'tab-1'), (s: TabsState) => addTab(s), resetTabs];
    for (const action of actions) expect(action(state).refused).toBeNull();
    expect(state).toEqual(snapshot);
  });
});
