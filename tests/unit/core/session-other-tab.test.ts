import { describe, expect, it } from 'vitest';
import { Role, Route } from '../../../src/core/contract/index.ts';
import { INITIAL_SESSION_STATE, afterOtherTabSwitch } from '../../../src/core/session/index.ts';
import type { SessionState } from '../../../src/core/session/index.ts';
import { group, menu, shop, staff } from './session-fixtures.ts';

/** Tab B once the identity another tab switched to (group 2) has loaded. */
function loaded(patch: Partial<SessionState> = {}): SessionState {
  return {
    ...INITIAL_SESSION_STATE,
    token: 't2', tokenGroupId: 2, currentGroupId: 2,
    groups: [group(1), group(2, { deptFullName: '鲜食优选/华东大区/南山运营中心', orgName: '鲜食优选' })],
    staff: staff({ currentGroupId: 2 }), viewCodes: ['vm:list'], menus: { main: [menu(1, 'main')], deputy: [] },
    status: 'ready', otherTabSwitch: { from: 1, groupId: 2 },
    ...patch,
  };
}

describe('a tab whose identity another tab switched', () => {
  it.each([
    ['the page is one the new identity opens: it stays', true, { kind: 'stay', identity: '鲜食优选/南山运营中心' }],
    ['the page is not: it goes to the home page', false, { kind: 'home', identity: '鲜食优选/南山运营中心', path: Route.root }],
  ])('%s, naming the identity by its shortened department path', (_name, pageOpens, outcome) => {
    expect(afterOtherTabSwitch(loaded(), pageOpens)).toEqual(outcome);
  });

  it('goes to a convenience role\'s own landing page (spec §4), not the dashboard', () => {
    const admin = loaded({ staff: staff({ roleCodes: Role.CONVENIENCE_ADMIN }) });
    expect(afterOtherTabSwitch(admin, false)).toMatchObject({ kind: 'home', path: Route.convenienceStoreHome });
    const manager = loaded({ staff: staff({ roleCodes: Role.CONVENIENCE_STORE_MANAGER }), shops: [shop(7, 1), shop(9, 5)] });
    expect(afterOtherTabSwitch(manager, false)).toMatchObject({ kind: 'home', path: `${Route.convenienceStoreDetail}?id=9` });
  });

  it('names the organisation when the identity is not among the groups', () => {
    expect(afterOtherTabSwitch(loaded({ groups: [group(1)] }), true)).toEqual({ kind: 'stay', identity: 'org' });
  });

  it.each<[string, Partial<SessionState>]>([
    ['no switch from another tab', { otherTabSwitch: null }],
    ['the new identity still loading', { status: 'loading', menus: null }],
    ['this tab moved on to another identity since', { currentGroupId: 1, tokenGroupId: 1 }],
    ['a "switch" to the identity the tab already showed', { otherTabSwitch: { from: 2, groupId: 2 } }],
  ])('has nothing to do with %s', (_name, patch) => {
    expect(afterOtherTabSwitch(loaded(patch), false)).toBe(null);
  });
});
