// The login screens of spec §2, for the shell to compose (features never import each other).
export { LoginScreen } from './LoginScreen.tsx';
export type { LoginScreenProps } from './LoginScreen.tsx';
export { loginVariant } from './variant.ts';
export type { LoginVariant } from './variant.ts';
