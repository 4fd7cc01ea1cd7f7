// Identity switching of spec §2 and §4, for the shell and the identity-switcher element.
export { IdentityDialog } from './IdentityDialog.tsx';
export type { IdentityDialogProps } from './IdentityDialog.tsx';
export { IdentityMenuList } from './IdentityMenuList.tsx';
export type { IdentityMenuListProps } from './IdentityMenuList.tsx';
export { SwitchingOverlay } from './SwitchingOverlay.tsx';
export type { OnSwitched } from './useSwitchIdentity.ts';
