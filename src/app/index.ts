// The admin shell feature (spec §2, §4), composed with the login and identity features by elements/admin-shell.
export { AdminShell } from './AdminShell.tsx';
export { preloadShellFrame } from './preload.ts';
export { LoginGate } from './session/LoginGate.tsx';
export { opensOnLogin, shellPagePath } from './session/shellPage.ts';
export type { LoginGateProps } from './session/LoginGate.tsx';
export { preloadableLazy } from './routes/preloadable.ts';
export type {
  AdminShellProps,
  IdentityDialogSlotProps,
  IdentityMenuSlotProps,
  LoginSlotProps,
  OnIdentitySwitched,
  Routing,
  ScreenProps,
  ScreenRegistry,
  ShellActions,
  ShellSlots,
  SubAppElements,
  UserLink,
} from './types.ts';
