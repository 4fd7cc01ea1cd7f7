import type { Group, MenuEntry, UserData } from '../contract/api/staff.ts';
import type { ConvenienceShop } from '../contract/api/convenience.ts';

/**
 * idle: nothing run yet (or another tab changed identity: bootstrap again); loading: bootstrap is running;
 * chooseIdentity: the switch-identity dialog must open; switching: full-screen loading while an identity loads;
 * ready: permissions and menus are in; loggedOut: no session; error: bootstrap failed.
 */
export type SessionStatus = 'idle' | 'loading' | 'chooseIdentity' | 'switching' | 'ready' | 'loggedOut' | 'error';

/** Menu category 1 is the main set, 2 the deputy set (spec §4 step 5). */
export interface SessionMenus {
  main: MenuEntry[];
  deputy: MenuEntry[];
}

export interface SessionState {
  token: string | null;
  /** The server's expiry, epoch ms. */
  expire: number | null;
  /** The group the token was issued for; step 4 re-issues when it is not the current group. */
  tokenGroupId: number | null;
  staff: UserData | null;
  groups: readonly Group[];
  currentGroupId: number | null;
  /** Null: not loaded yet. */
  viewCodes: readonly string[] | null;
  menus: SessionMenus | null;
  /** Loaded only for convenience store managers, to find their most recently updated shop. */
  shops: readonly ConvenienceShop[] | null;
  status: SessionStatus;
  /**
   * The last identity switch another tab made while this page held a session, so the page can say so and leave a
   * page the new identity may not open (./other-tab.ts); a new object for every switch, null after this page's own.
   */
  otherTabSwitch: OtherTabSwitch | null;
}

/** An identity switch made in another tab: from the group this page showed to the one it now loads. */
export interface OtherTabSwitch {
  from: number | null;
  groupId: number;
}

const NO_GROUPS: readonly Group[] = Object.freeze([]);

export const INITIAL_SESSION_STATE: Readonly<SessionState> = Object.freeze({
  token: null,
  expire: null,
  tokenGroupId: null,
  staff: null,
  groups: NO_GROUPS,
  currentGroupId: null,
  viewCodes: null,
  menus: null,
  shops: null,
  status: 'idle',
  otherTabSwitch: null,
});
