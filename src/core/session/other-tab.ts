// A tab whose identity another tab switched (the controller's cross-tab message): once the new identity has loaded,
// it stays on its page when that identity may open it, and goes to the identity's home when not; either way it says
// why, naming the identity.
import { Route } from '../contract/index.ts';
import { identityLabel } from '../validate/index.ts';
import { nextSessionStep } from './steps.ts';
import type { SessionState } from './state.ts';

export type OtherTabOutcome =
  /** The page is one the new identity may open: it stays, its data reloaded for that identity. */
  | { kind: 'stay'; identity: string }
  /** It may not: the identity's home (a convenience role's own landing page, spec §4), replacing the page. */
  | { kind: 'home'; identity: string; path: string };

/**
 * What to do about `state.otherTabSwitch`, or null while there is nothing to do: no switch, the new identity not
 * loaded yet, or a "switch" to the identity the page already showed (only the token changed).
 * `pageOpens`: whether the page shown is one the loaded identity's menus open.
 */
export function afterOtherTabSwitch(state: SessionState, pageOpens: boolean): OtherTabOutcome | null {
  const switched = state.otherTabSwitch;
  if (!switched || state.status !== 'ready' || state.currentGroupId !== switched.groupId || switched.from === switched.groupId) return null;
  const group = state.groups.find((candidate) => candidate.groupId === switched.groupId);
  const identity = group ? identityLabel(group) : (state.staff?.orgName ?? '');
  if (pageOpens) return { kind: 'stay', identity };
  const step = nextSessionStep(state);
  return { kind: 'home', identity, path: (step.kind === 'ready' && step.redirect) || Route.root };
}

