// Which lifecycle states take device commands (spec §7 device commands): only an operating device; a machine being
// initialised answers 40515, any other state (awaiting launch, in repair, withdrawn) 40525. The server refuses by it,
// the panel disables its command buttons by it.
import { LifecycleState } from '../contract/index.ts';

export function takesCommands(lifecycleState: number | null | undefined): boolean {
  return lifecycleState === LifecycleState.OPERATING;
}
