export { SessionProvider, useHttp, useSessionServices, useSessionState, useSessionTheme } from './SessionProvider.tsx';
export type { SessionProviderProps, SessionServices } from './SessionProvider.tsx';
export { ElementSession, useElementLogout } from './ElementSession.tsx';
export type { ElementSessionProps } from './ElementSession.tsx';
