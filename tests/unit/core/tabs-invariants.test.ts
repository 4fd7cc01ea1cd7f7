import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeTab, addTab, closeTab, createTabs, goBack, goForward, goHome, keptPages, openPage, refreshPage, selectTab,
} from '../../../src/core/tabs/index.ts';
import type { TabsState, TabsTransition } from '../../../src/core/tabs/index.ts';

type Action = (state: TabsState) => TabsTransition;

const pathArb = fc.constantFrom('/a', '/b', '/c?x=1', '/c?x=2', '/dashboard', '/live');
const tabArb = fc.integer({ min: 1, max: 12 }).map((n) => `tab-${n}`);
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: pathArb.map((path): Action => (s) => openPage(s, path, { noCache: path === '/live' })), weight: 6 },
  fc.constant<Action>(goBack),
  fc.constant<Action>(goForward),
  fc.constant<Action>(goHome),
  fc.constant<Action>(refreshPage),
  pathArb.map((path): Action => (s) => addTab(s, path, { noCache: path === '/live' })),
  tabArb.map((id): Action => (s) => closeTab(s, id)),
  tabArb.map((id): Action => (s) => selectTab(s, id)),
);

describe('spec §2, §9 tab invariants hold after any sequence of actions', () => {
  it('≤ 5 tabs, ≤ 20 pages each, a valid current page, and every page that stops being kept is released', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 120 }), (actions) => {
        let state = createTabs();
        for (const action of actions) {
          const before = new Set(keptPages(state));
          const { state: next, released, refused } = action(state);
          const after = new Set(keptPages(next));
          expect(next.tabs.length).toBeGreaterThanOrEqual(1);
          expect(next.tabs.length).toBeLessThanOrEqual(5);
          for (const tab of next.tabs) {
            expect(tab.history.length).toBeLessThanOrEqual(20);
            expect(tab.index).toBeGreaterThanOrEqual(0);
            expect(tab.index).toBeLessThan(tab.history.length);
          }
          expect(next.tabs.some((tab) => tab.id === next.activeTabId)).toBe(true);
          expect(activeTab(next).id).toBe(next.activeTabId);
          expect(released.sort()).toEqual([...before].filter((key) => !after.has(key)).sort());
          for (const key of after) expect(key.endsWith(':/live') || key.includes(':/dashboard')).toBe(false);
          if (refused !== null) expect(next).toBe(state);
          state = next;
        }
      }),
      { numRuns: 300, seed: 20_240_601 },
    );
  });
});
