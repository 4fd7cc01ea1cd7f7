// Only an operating device takes commands: the rule the server refuses by (40515 / 40525) and the panel disables by.
import { describe, expect, it } from 'vitest';
import { LifecycleState } from '../../../src/core/contract/index.ts';
import { takesCommands } from '../../../src/core/rules/index.ts';

describe('commands by lifecycle', () => {
  it.each([
    [LifecycleState.AWAITING_INIT, false],
    [LifecycleState.AWAITING_LAUNCH, false],
    [LifecycleState.OPERATING, true],
    [LifecycleState.IN_REPAIR, false],
    [LifecycleState.WITHDRAWN, false],
    [null, false],
  ])('state %s → %s', (state, expected) => {
    expect(takesCommands(state)).toBe(expected);
  });
});
