export { SessionServicesProvider, useHttp, useSessionServices, useSessionState, useSessionTheme } from './SessionServices.tsx';
export type { SessionServices, SessionServicesProps } from './SessionServices.tsx';
export { QueryScope, SessionProvider } from './SessionProvider.tsx';
export type { SessionProviderProps } from './SessionProvider.tsx';
export { ElementSession, useElementLogout } from './ElementSession.tsx';
export type { ElementSessionProps } from './ElementSession.tsx';
export { LAST_HOME_ATTRIBUTE, paintLastHome, removeLastHome } from './lastHome.ts';
